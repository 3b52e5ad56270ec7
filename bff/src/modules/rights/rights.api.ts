import type { RecordsApi } from '../../datasources/records-api.ts';
import type { RecipientRole } from '../../__generated__/resolvers-types.ts';
import type { CitingRecordRow, RecipientResponse, WorkDetailResponse, WorkMatchRecord } from './rights.mappers.ts';

/** The rights systems through the records API: works (WRS), recipients (MIS), and records that link a work. */
export class RightsApi {
  constructor(private readonly api: RecordsApi) {}

  work = (workId: string) => this.api.find<WorkDetailResponse>('wrs/work_detail', { work_id: workId });

  /** Work Search; the rights system names its criteria in camelCase (accountObjectId, workType). */
  async lookup(criteria: Record<string, unknown>): Promise<WorkMatchRecord[]> {
    const body = Object.fromEntries(Object.entries(criteria).filter(([, v]) => v !== undefined && v !== null));
    return (await this.api.send<{ results: WorkMatchRecord[] }>('post', 'wrs/research_lookup', body)).data.results;
  }

  async recipients(name: string, role: RecipientRole): Promise<RecipientResponse[]> {
    const { results } = await this.api.get<{ results: RecipientResponse[] }>('mis/search_recipients', {
      pseudonymName: name,
      pseudonymRole: role === 'CREATOR' ? 'Creator' : 'Publisher',
    });
    return results;
  }

  /** Records whose biblios link the work, but the one the researcher has open; the work id is text, encoded. */
  async citingRecords(workId: string, excludeRecordId?: string | null): Promise<CitingRecordRow[]> {
    const { results } = await this.api.get<{ results: CitingRecordRow[] }>(
      `document_detail/documents/${encodeURIComponent(workId)}`,
      { exclude: excludeRecordId ?? undefined },
    );
    return results;
  }
}
