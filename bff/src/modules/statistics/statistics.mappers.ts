import { doughnut, processedCountTone, type CompletionForecast as DomainForecast, type DayCounts } from '@rt/domain';
import type { IndividualProcess, ProcessedRecordsRow, ProcessOverview } from '@rt/api/contract';
import type {
  CompletionForecast,
  IndividualMetrics,
  ProcessedRecordsRow as ProcessedRecordsRowType,
  ProcessOverview as ProcessOverviewType,
  StatisticsDay,
} from '../../__generated__/resolvers-types.ts';

/** GET /api/statistics/process_overview. */
export type ProcessOverviewRecord = ProcessOverview;
/** GET /api/statistics/individual_process. */
export type IndividualProcessRecord = IndividualProcess;
/** A row of GET /api/statistics/processed_records_summary. */
export type ProcessedRecordsRowRecord = ProcessedRecordsRow;

const forecastOf = (f: DomainForecast): CompletionForecast => ({
  remaining: f.remaining,
  doneOn: f.done_on,
  daysAfterTarget: f.days_after_target,
});

/** A researcher with no forecast of their own (none can be missing; the API answers one per researcher). */
const NO_FORECAST: DomainForecast = { remaining: 0, done_on: null, days_after_target: null };

/** The API's process overview in the schema's names; the doughnut's percentage from domain's doughnut(). */
export function toProcessOverview(
  raw: ProcessOverviewRecord,
  ids: { collectionId: string; batchId: string },
): ProcessOverviewType {
  const info = raw.process_info;
  const pie = doughnut(raw.pie_chart_info);
  const line = raw.line_chart_info;
  const forecasts = new Map(raw.completion_forecast.researchers.map((r) => [r.id, r]));
  return {
    ...ids,
    info: {
      researchers: info.researchers.map((r) => ({
        researcherId: String(r.id),
        displayName: r.display_name,
        remaining: r.remaining,
        dailyAverage: r.daily_average,
        forecast: forecastOf(forecasts.get(r.id) ?? NO_FORECAST),
      })),
      processedToday: info['Processed Today'],
      dailyAverageDocuments: info['Daily Avg. Document'],
      dailyDocumentTarget: info['Daily Document Target'],
      unidentifiable: info.Unidentifiable,
      workRequests: info['Work Requests'],
      heldbacks: info.Heldbacks,
      onHold: info['On Hold'],
      uniqueRecordCount: info['Unique Record Count'],
    },
    doughnut: {
      slices: pie.slices.map((s) => ({ category: s.label.toUpperCase() as Uppercase<typeof s.label>, count: s.value })),
      researched: raw.pie_chart_info.Researched,
      totalDocuments: raw.pie_chart_info.total_documents,
      researchedPercent: pie.researched_percent,
    },
    line: {
      startDate: line.start_date,
      endDate: line.end_date,
      targetDate: line.target_date,
      totalDocuments: line.total_documents_count,
      labelStep: line.label_step,
      points: line.datasets.map((d) => ({ date: d.date, researched: d.researched, totalByDate: d.total_by_date })),
      forecast: line.forecast.map((p) => ({ date: p.date, totalByDate: p.total_by_date })),
    },
    completionForecast: forecastOf(raw.completion_forecast.batch),
  };
}

const dayOf = (d: DayCounts): StatisticsDay => ({
  date: d.date,
  researched: d.researched,
  unidentifiable: d.unidentifiable,
  workRequest: d.work_request,
});

export function toIndividualMetrics(raw: IndividualProcessRecord): IndividualMetrics {
  const s = raw.summary;
  return {
    researcher: { id: String(raw.researcher.id), displayName: raw.researcher.display_name },
    lastDays: raw.days_data.map(dayOf),
    sixMonths: raw.six_months_data.map(dayOf),
    summary: {
      dailyAverageDocuments: s.daily_average,
      unidentifiablePercent: s.unidentifiable_percent,
      workRequestPercent: s.work_request_percent,
      bestDay: s.best_day,
      totalDocuments: s.total_documents,
    },
  };
}

/** A summary row, with its tone from domain's 109 threshold. */
export function toProcessedRecordsRow(raw: ProcessedRecordsRowRecord): ProcessedRecordsRowType {
  return {
    researcherId: String(raw.researcher_id),
    researcher: raw.researcher,
    date: raw.date,
    researched: raw.researched,
    unidentifiable: raw.unidentifiable,
    workRequest: raw.work_request,
    tone: processedCountTone(raw.researched) === 'success' ? 'SUCCESS' : 'WARNING',
  };
}
