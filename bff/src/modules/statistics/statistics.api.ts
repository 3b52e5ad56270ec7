import type { RecordsApi } from '../../datasources/records-api.ts';
import { recordId } from '../../datasources/record-id.ts';
import type {
  IndividualProcessRecord,
  ProcessedRecordsRowRecord,
  ProcessOverviewRecord,
} from './statistics.mappers.ts';

/** The Statistics screen's three calls (spec section 7); the API decides who may see what. */
export class StatisticsApi {
  constructor(private readonly api: RecordsApi) {}

  processOverview = (collectionId: string, batchId: string, targetDate?: string | null) =>
    this.api.get<ProcessOverviewRecord>('statistics/process_overview', {
      collection_id: recordId(collectionId, 'collectionId'),
      batch_id: recordId(batchId, 'batchId'),
      target_date: targetDate ?? undefined,
    });

  /** The caller's own metrics without an id; another researcher's only for role ids 2 and 4 (the API refuses). */
  individualProcess = (researcherId?: string | null) =>
    this.api.get<IndividualProcessRecord>('statistics/individual_process', {
      researcher_id: researcherId != null ? recordId(researcherId, 'researcherId') : undefined,
    });

  processedRecordsSummary = (researcherId?: string | null, date?: string | null) =>
    this.api.get<ProcessedRecordsRowRecord[]>('statistics/processed_records_summary', {
      researcher_id: researcherId != null ? recordId(researcherId, 'researcherId') : undefined,
      selected_date: date ?? undefined,
    });
}
