import type { RecordsApi } from '../../datasources/records-api.ts';
import type { QueueStatus } from '../../__generated__/resolvers-types.ts';

export type QueueGroups = Record<string, Record<string, { external_id: string; total_pages: number | null }>>;

/** The caller's own research queue. */
export class QueueApi {
  constructor(private readonly api: RecordsApi) {}

  summary = <T>() => this.api.get<T>('research_queue/queue_summary');
  groups = (status: QueueStatus) => this.api.get<QueueGroups>(`research_queue/${status.toLowerCase()}`);
  /** The caller's next record of a batch in that status, skipping `exceptId` (the API checks the ids). */
  next = async (status: QueueStatus, batchId: string, exceptId?: string | null) =>
    (
      await this.api.get<{ next_document_id: number | null }>(`research_queue/${status.toLowerCase()}`, {
        batch: batchId,
        except: exceptId ?? undefined,
      })
    ).next_document_id;
}
