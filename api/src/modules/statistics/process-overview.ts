import {
  addDays,
  batchCompletionForecast,
  batchNotInCollection,
  dailyAverage,
  dailyDocumentTarget,
  daysBetween,
  forecastLine,
  monthsBefore,
  runningTotals,
  xAxisLabelStep,
  type CompletionForecast,
  type Day,
  type LinePoint,
} from '@rt/domain';
import type { Db } from '../../db/connect.ts';
import { badRequest, notFound } from '../../http/api-error.ts';
import { withFinishes } from './research-finishes.ts';

/** The process overview's info lines (spec section 3), named as the spec names them. */
export type ProcessInfo = {
  /** The users the batch is assigned to, each with their open records of it and their own pace. */
  researchers: { id: number; display_name: string; remaining: number; daily_average: number }[];
  'Processed Today': number;
  'Daily Avg. Document': number;
  'Daily Document Target': number;
  Unidentifiable: number;
  'Work Requests': number;
  Heldbacks: number;
  'On Hold': number;
  'Unique Record Count': number;
};

export type PieChartInfo = { Researched: number; Unprocessed: number; Other: number; total_documents: number };

export type LineChartInfo = {
  start_date: Day;
  end_date: Day;
  /** Every calendar day from start_date: records finished that day, and records finished by then (each once). */
  datasets: (LinePoint & { researched: number })[];
  total_documents_count: number;
  /** The date the Daily Document Target and the forecast aim at: the one asked for, the batch's target, or its end. */
  target_date: Day;
  /** From today, the daily average added per business day up to the target (empty with nothing to forecast). */
  forecast: LinePoint[];
  /** Days between two labels of the x-axis. */
  label_step: number;
};

export type ProcessOverview = {
  process_info: ProcessInfo;
  pie_chart_info: PieChartInfo;
  line_chart_info: LineChartInfo;
  /** Beyond the spec: when the batch is done at each assigned researcher's own pace. */
  completion_forecast: { batch: CompletionForecast; researchers: (CompletionForecast & { id: number })[] };
};

export type ProcessOverviewQuery = { collection_id: number; batch_id: number; target_date?: Day };

/**
 * Spec section 2's Process Overview for one batch of a collection. What happened comes from the
 * finished records of the audit log (research_finishes, docs/decisions/030): Processed Today, the
 * daily average, Unidentifiable, Work Requests, Unique Record Count and the line. Where the batch
 * stands comes from its records as they are now: the doughnut, On Hold, Heldbacks and what remains.
 * Each figure is one index range (migration 008); the statements run side by side.
 */
export async function processOverview(db: Db, query: ProcessOverviewQuery, today: Day): Promise<ProcessOverview> {
  const batch = await db
    .selectFrom('batches')
    .select(['id', 'research_collection_id', 'date_to', 'target_complete_date'])
    .where('id', '=', query.batch_id)
    .executeTakeFirst();
  if (!batch) throw notFound('Batch', query.batch_id);
  if (batch.research_collection_id !== query.collection_id)
    throw badRequest(batchNotInCollection(query.batch_id, query.collection_id), 'batch_id');

  const finishes = withFinishes(db);
  const team = db
    .selectFrom('batch_users')
    .innerJoin('users', 'users.id', 'batch_users.user_id')
    .select(['users.id', 'users.display_name'])
    .where('batch_users.batch_id', '=', batch.id)
    .orderBy('users.display_name')
    .orderBy('users.id')
    .execute();
  const [statuses, heldback, researchers, open, days, paces] = await Promise.all([
    db
      .selectFrom('document_details')
      .select((eb) => ['status', eb.fn.countAll<number>().as('count')])
      .where('batch_id', '=', batch.id)
      .groupBy('status')
      .execute(),
    db
      .selectFrom('document_details')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('batch_id', '=', batch.id)
      .where('heldback', '=', true)
      .executeTakeFirstOrThrow(),
    team,
    db
      .selectFrom('document_details')
      .select((eb) => ['assigned_user_id', eb.fn.countAll<number>().as('count')])
      .where('batch_id', '=', batch.id)
      .where('status', '<>', 'researched')
      .groupBy('assigned_user_id')
      .execute(),
    finishes
      .selectFrom('research_finishes')
      .select((eb) => [
        'day',
        eb.fn.countAll<number>().as('researched'),
        eb.fn.countAll<number>().filterWhere('unidentifiable', '=', true).as('unidentifiable'),
        eb.fn.countAll<number>().filterWhere('work_request', '=', true).as('work_request'),
        // Records finished that day for the first time: the line's running total counts each record once.
        eb.fn.countAll<number>().filterWhere('first_finish', '=', true).as('first_finishes'),
      ])
      .where('batch_id', '=', batch.id)
      .groupBy('day')
      .orderBy('day')
      .execute(),
    team.then((users) =>
      researcherPaces(
        db,
        users.map((u) => u.id),
        today,
      ),
    ),
  ]);

  const byStatus = (status: string) => statuses.find((s) => s.status === status)?.count ?? 0;
  const total = statuses.reduce((sum, s) => sum + s.count, 0);
  const researched = byStatus('researched');
  const unprocessed = byStatus('ready_for_research') + byStatus('imported');
  const remaining = total - researched;
  const target = query.target_date ?? batch.target_complete_date ?? batch.date_to;
  const average = dailyAverage(days.map((d) => d.researched));

  const openOf = (userId: number) => open.find((o) => o.assigned_user_id === userId)?.count ?? 0;
  const assigned = researchers.map((r) => ({ ...r, remaining: openOf(r.id), daily_average: paces.get(r.id) ?? 0 }));
  const forecast = batchCompletionForecast({
    today,
    target,
    researchers: assigned,
    unassigned: remaining - assigned.reduce((sum, r) => sum + r.remaining, 0),
  });

  return {
    process_info: {
      researchers: assigned,
      'Processed Today': days.find((d) => d.day === today)?.researched ?? 0,
      'Daily Avg. Document': average,
      'Daily Document Target': dailyDocumentTarget({ total, researched, today, target }),
      Unidentifiable: days.reduce((sum, d) => sum + d.unidentifiable, 0),
      'Work Requests': days.reduce((sum, d) => sum + d.work_request, 0),
      Heldbacks: heldback.count,
      'On Hold': byStatus('on_hold'),
      'Unique Record Count': days.reduce((sum, d) => sum + d.first_finishes, 0),
    },
    pie_chart_info: {
      Researched: researched,
      Unprocessed: unprocessed,
      Other: total - researched - unprocessed,
      total_documents: total,
    },
    line_chart_info: lineChart({ days, today, target, total, remaining, average }),
    completion_forecast: forecast,
  };
}

/**
 * The line: every calendar day from the first finish to today (or to the last finish, once nothing
 * remains) with the records finished that day (`researched`, a record finished again counting
 * again) and the records finished by then (`total_by_date`, each once); then the forecast from today.
 */
function lineChart(input: {
  days: readonly { day: Day; researched: number; first_finishes: number }[];
  today: Day;
  target: Day;
  total: number;
  remaining: number;
  average: number;
}): LineChartInfo {
  const { days, today, target, total, remaining } = input;
  const first = days[0]?.day;
  const last = days.at(-1)?.day;
  const start = first && first < today ? first : today;
  const lastShown = remaining > 0 ? (last && last > today ? last : today) : (last ?? today);
  const perDay = new Map(days.map((d) => [d.day, d.researched]));
  const firstPerDay = new Map(days.map((d) => [d.day, d.first_finishes]));
  const calendar = Array.from({ length: daysBetween(start, lastShown) + 1 }, (_, n) => addDays(start, n));
  const totals = runningTotals(calendar.map((date) => ({ date, researched: firstPerDay.get(date) ?? 0 })));
  const datasets = totals.map((point) => ({ ...point, researched: perDay.get(point.date) ?? 0 }));
  const doneSoFar = totals.find((p) => p.date === today)?.total_by_date ?? totals.at(-1)?.total_by_date ?? 0;
  const forecast =
    remaining > 0
      ? forecastLine({ from: today, total: doneSoFar, dailyAverage: input.average, target, cap: total })
      : [];
  const forecastEnd = forecast.at(-1)?.date;
  const end = forecastEnd && forecastEnd > lastShown ? forecastEnd : lastShown;
  return {
    start_date: start,
    end_date: end,
    datasets,
    total_documents_count: total,
    target_date: target,
    forecast,
    label_step: xAxisLabelStep(daysBetween(start, end)),
  };
}

/**
 * The pace of each user the batch is assigned to: documents per day worked over the last six months,
 * any batch. The ids are a list, not a subquery: PostgreSQL then reads the (user_id, day) index in
 * order and counts each day as it passes, a third of the time of hashing a busy team's half year.
 */
async function researcherPaces(db: Db, userIds: number[], today: Day): Promise<Map<number, number>> {
  if (userIds.length === 0) return new Map();
  const rows = await withFinishes(db)
    .selectFrom('research_finishes')
    .select((eb) => ['user_id', eb.fn.countAll<number>().as('researched')])
    .where('user_id', 'in', userIds)
    .where('day', '>=', monthsBefore(today))
    .where('day', '<=', today)
    .groupBy(['user_id', 'day'])
    .execute();
  const perUser = new Map<number, number[]>();
  for (const row of rows) perUser.set(row.user_id, [...(perUser.get(row.user_id) ?? []), row.researched]);
  return new Map([...perUser].map(([id, days]) => [id, dailyAverage(days)]));
}
