// The three statistics routes against one database of planned finishes (its set-up is the costly part), so
// they share this file of over 400 lines.
import { describe, it, expect, beforeAll, afterAll, vi, type MockInstance } from 'vitest';
import { sql } from 'kysely';
import {
  addDays,
  dailyDocumentTarget,
  daysBetween,
  lastDaysWithoutWeekends,
  nthBusinessDay,
  ROLE_IDS,
  xAxisLabelStep,
} from '@rt/domain';
import { startTestApi, type TestApi } from '../src/testing/harness.ts';
import { audit } from '../src/db/audit.ts';
import { findCaller, type Caller } from '../src/http/caller.ts';
import {
  insertBatch,
  insertCollection,
  insertDocuments,
  insertUser,
  type DocumentSpec,
  type InsertedDocument,
} from '../src/seed/factories.ts';
import type { FullRecord } from '../src/modules/research/load-full-record.ts';
import type { ProcessOverview } from '../src/modules/statistics/process-overview.ts';
import type { IndividualProcess } from '../src/modules/statistics/individual-process.ts';
import type { ProcessedRecordsRow } from '../src/modules/statistics/processed-records-summary.ts';
import { statisticsToday, withFinishes } from '../src/modules/statistics/research-finishes.ts';
import type { QueueSummary } from '../src/modules/queue/queue-summary.ts';
import { callApi } from './call-api.ts';
import { signIn } from './sign-in.ts';
import { expectRefusal } from './expect-refusal.ts';

type Http = ReturnType<typeof callApi>;

/**
 * A small history in a batch of its own, by two researchers of their own (so the test seed's own
 * history, whatever it holds, stays out of the numbers). Days are counted back from today (UTC):
 * P is a business day of the bar chart before yesterday, Q 40 days ago (in the last six months, out
 * of the bar chart), OLD 240 days ago (out of the six months too).
 *
 *   r1 Ada, P, an unidentifiable biblio      r5 Ben at 09:00 then Ada at 15:00 on P: Ada's
 *   r2 Ada, P, a new work request            r6 Ben, P; its audit row holds no biblios, its stored one is unidentifiable
 *   r3 Ada on Q, and again on P              r7 Ben, OLD
 *   r4 Ada, P                                r8 Ada today through the research form: Complete, Hold, Complete
 *   r9 Ada's, ready for research, held back  r10 Ada's, ready for research   r11 Ben's, on hold
 */
let api: TestApi;
let today: string;
let P: string;
let S: string;
let Q: string;
let OLD: string;
let target: string;
let ada: Caller;
let ben: Caller;
let collectionId: number;
let batchId: number;
let otherCollectionId: number;
const as: Record<'ada' | 'ben' | 'coordinator' | 'it' | 'auditor' | 'unassigned', Http> = {} as never;
let logged: MockInstance<typeof console.log>;

const at = (day: string, time: string) => `${day}T${time}:00.000Z`;

/** One finish written to the audit log through the API's own helper, as the seed loads history. */
async function finish(
  record: InsertedDocument,
  by: Caller,
  when: string,
  flags: { unidentifiable?: boolean; work_request?: boolean; biblios?: false } = {},
) {
  const biblios = record.biblios.map((b, i) => ({
    ...b,
    unidentifiable: i === 0 && flags.unidentifiable === true,
    new_work_request: i === 0 && flags.work_request === true,
  }));
  await audit(api.db, by, {
    action: 'update',
    entity: 'document_detail',
    entityId: record.document.id,
    before: { status: 'ready_for_research', researched_at: null },
    after: {
      status: 'researched',
      researched_by: by.id,
      researched_at: when,
      ...(flags.biblios === false ? {} : { biblios }),
    },
    occurredAt: when,
  });
}

/** The research form sends the record back as it holds it, with an action. */
async function formAction(http: Http, id: number, action: 'save' | 'hold' | 'complete') {
  const record = (await http.get<FullRecord>(`/document_detail/full_record/${id}`)).body.data;
  const answer = await http.put(`/document_detail/full_record/${id}`, {
    version: record.version,
    action,
    biblios: record.biblios.map(({ document_detail_id: _d, ...b }) => ({ ...b, key: String(b.id) })),
    usages: record.usages.map(({ document_detail_id: _d, ...u }) => ({ ...u, key: String(u.id) })),
    biblio_usage: record.biblio_usage.map((l) => ({
      biblio_key: String(l.biblio_id),
      usage_key: String(l.usage_id),
      active_flag: l.active_flag,
    })),
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
}

const zeros = (date: string) => ({ date, work_request: 0, unidentifiable: 0, researched: 0 });

beforeAll(async () => {
  api = await startTestApi({ auth: { testMode: true } });
  today = statisticsToday();
  const window = lastDaysWithoutWeekends(today);
  P = window.at(-3)!;
  S = window.at(-2)!;
  Q = addDays(today, -40);
  OLD = addDays(today, -240);
  target = nthBusinessDay(addDays(today, 1), 5);

  await insertUser(api.db, {
    email: 'ada.statistic@example.test',
    display_name: 'Ada Statistic',
    role_id: ROLE_IDS.Researcher,
  });
  await insertUser(api.db, {
    email: 'ben.statistic@example.test',
    display_name: 'Ben Statistic',
    role_id: ROLE_IDS.Researcher,
  });
  ada = (await findCaller(api.db, { email: 'ada.statistic@example.test' }))!;
  ben = (await findCaller(api.db, { email: 'ben.statistic@example.test' }))!;
  as.ada = callApi(api.url, await signIn(api, ada.email));
  as.ben = callApi(api.url, await signIn(api, ben.email));
  as.coordinator = callApi(api.url, await signIn(api, 'coordinator@example.org'));
  as.it = callApi(api.url, await signIn(api, 'it@example.org'));
  as.auditor = callApi(api.url, await signIn(api, 'auditor@example.org'));
  as.unassigned = callApi(api.url, await signIn(api, 'unassigned@example.org'));

  const collection = await insertCollection(api.db, { collection_title: 'Statistics Test Collection' });
  collectionId = collection.id;
  otherCollectionId = (await insertCollection(api.db)).id;
  batchId = (
    await insertBatch(api.db, {
      research_collection_id: collectionId,
      date_to: addDays(today, 90),
      target_complete_date: target,
    })
  ).id;
  const researched = (by: Caller) => ({
    batch_id: batchId,
    status: 'researched' as const,
    assigned_user_id: by.id,
    researched_by: by.id,
    researched_at: at(P, '10:00'),
  });
  const specs: DocumentSpec[] = [
    researched(ada),
    researched(ada),
    researched(ada),
    researched(ada),
    researched(ada),
    { ...researched(ben), biblios: [{ unidentifiable: true }] },
    { ...researched(ben), researched_at: at(OLD, '10:00') },
    { batch_id: batchId, status: 'ready_for_research', assigned_user_id: ada.id },
    {
      batch_id: batchId,
      status: 'ready_for_research',
      assigned_user_id: ada.id,
      heldback: true,
      total_heldback_pages: 2,
    },
    { batch_id: batchId, status: 'ready_for_research', assigned_user_id: ada.id },
    { batch_id: batchId, status: 'on_hold', assigned_user_id: ben.id },
  ];
  const records = await insertDocuments(
    api.db,
    specs.map((spec) => ({ biblios: 1, usages: 1, ...spec })),
  );
  const [r1, r2, r3, r4, r5, r6, r7, r8] = records;
  await finish(r1, ada, at(P, '10:00'), { unidentifiable: true });
  await finish(r2, ada, at(P, '10:05'), { work_request: true });
  // Loaded out of order, as history may be: the earlier day is still r3's first.
  await finish(r3, ada, at(P, '10:10'));
  await finish(r3, ada, at(Q, '11:00'));
  await finish(r4, ada, at(P, '10:15'));
  await finish(r5, ben, at(P, '09:00'));
  await finish(r5, ada, at(P, '15:00'));
  await finish(r6, ben, at(P, '12:00'), { biblios: false });
  await finish(r7, ben, at(OLD, '12:00'));
  // A plain save of a researched record on S finishes nothing.
  await audit(api.db, ada, {
    action: 'update',
    entity: 'document_detail',
    entityId: r1.document.id,
    before: { status: 'researched', researched_at: at(P, '10:00') },
    after: { status: 'researched', researched_at: at(P, '10:00'), notes: 'Checked again' },
    occurredAt: at(S, '09:00'),
  });
  // Today through the research form: finished, reopened and finished again counts once.
  await formAction(as.ada, r8.document.id, 'complete');
  await formAction(as.ada, r8.document.id, 'hold');
  await formAction(as.ada, r8.document.id, 'complete');
  await formAction(as.ada, r8.document.id, 'save');
  // Refusals are logged; here they are asserted rather than printed.
  logged = vi.spyOn(console, 'log').mockImplementation(() => {});
});
afterAll(async () => {
  logged?.mockRestore();
  await api?.close();
});

const overviewPath = (extra = '') =>
  `/statistics/process_overview?collection_id=${collectionId}&batch_id=${batchId}${extra}`;

describe('GET /api/statistics/process_overview', () => {
  it("counts the batch's finishes from the audit log and its standing from its records", async () => {
    const { status, body } = await as.coordinator.get<ProcessOverview>(overviewPath());
    expect(status).toBe(200);
    const { process_info, pie_chart_info } = body.data;
    expect(process_info).toEqual({
      researchers: [
        { id: ada.id, display_name: 'Ada Statistic', remaining: 2, daily_average: 2.3 },
        { id: ben.id, display_name: 'Ben Statistic', remaining: 1, daily_average: 1 },
      ],
      'Processed Today': 1,
      // 9 finishes on 4 days worked.
      'Daily Avg. Document': 2.3,
      'Daily Document Target': dailyDocumentTarget({ total: 11, researched: 8, today, target }),
      Unidentifiable: 2,
      'Work Requests': 1,
      Heldbacks: 1,
      'On Hold': 1,
      'Unique Record Count': 8,
    });
    expect(pie_chart_info).toEqual({ Researched: 8, Unprocessed: 2, Other: 1, total_documents: 11 });
  });

  it('draws every day from the first finish to today, each record once in the running total, then the forecast', async () => {
    const { line_chart_info: line } = (await as.it.get<ProcessOverview>(overviewPath())).body.data;
    expect(line.start_date).toBe(OLD);
    expect(line.total_documents_count).toBe(11);
    expect(line.target_date).toBe(target);
    expect(line.datasets).toHaveLength(daysBetween(OLD, today) + 1);
    const on = (day: string) => line.datasets.find((d) => d.date === day);
    expect(on(OLD)).toEqual({ date: OLD, researched: 1, total_by_date: 1 });
    expect(on(Q)).toEqual({ date: Q, researched: 1, total_by_date: 2 });
    // r3 again on P: a finish that day, but no new record in the running total.
    expect(on(P)).toEqual({ date: P, researched: 6, total_by_date: 7 });
    expect(on(S)).toEqual({ date: S, researched: 0, total_by_date: 7 });
    expect(line.datasets.at(-1)).toEqual({ date: today, researched: 1, total_by_date: 8 });
    // From today's 8, 2.3 a business day, up to the 11 documents there are.
    expect(line.forecast).toEqual([
      { date: today, total_by_date: 8 },
      { date: nthBusinessDay(addDays(today, 1), 1), total_by_date: 10.3 },
      { date: nthBusinessDay(addDays(today, 1), 2), total_by_date: 11 },
    ]);
    expect(line.end_date).toBe(nthBusinessDay(addDays(today, 1), 2));
    expect(line.label_step).toBe(xAxisLabelStep(daysBetween(OLD, line.end_date)));
  });

  it('aims at the target date asked for, and forecasts when each researcher is done at their own pace', async () => {
    const asked = addDays(today, 30);
    const { body } = await as.ada.get<ProcessOverview>(overviewPath(`&target_date=${asked}`));
    expect(body.data.line_chart_info.target_date).toBe(asked);
    expect(body.data.process_info['Daily Document Target']).toBe(
      dailyDocumentTarget({ total: 11, researched: 8, today, target: asked }),
    );
    const { completion_forecast: forecast } = body.data;
    // Ada: 2 open records at 2.3 a day, one business day; Ben: 1 at 1 a day, one business day.
    const firstDay = nthBusinessDay(today, 1);
    expect(forecast.researchers).toEqual([
      { id: ada.id, remaining: 2, done_on: firstDay, days_after_target: daysBetween(asked, firstDay) },
      { id: ben.id, remaining: 1, done_on: firstDay, days_after_target: daysBetween(asked, firstDay) },
    ]);
    expect(forecast.batch).toEqual({
      remaining: 3,
      done_on: firstDay,
      days_after_target: daysBetween(asked, firstDay),
    });
  });

  it("refuses a target date that is not after today, with the screen's message", async () => {
    for (const bad of [today, addDays(today, -1), '2026-02-30', 'soon']) {
      const answer = await as.coordinator.get(overviewPath(`&target_date=${bad}`));
      expectRefusal(answer, 400, 'Please select a valid target date.', 'target_date');
    }
  });

  it('refuses missing or bad ids, and a batch of another collection', async () => {
    expectRefusal(
      await as.coordinator.get(`/statistics/process_overview?batch_id=${batchId}`),
      400,
      'collection_id is required',
      'collection_id',
    );
    expectRefusal(
      await as.coordinator.get(`/statistics/process_overview?collection_id=${collectionId}&batch_id=abc`),
      400,
      'batch_id must be a positive whole number',
      'batch_id',
    );
    expectRefusal(
      await as.coordinator.get(`/statistics/process_overview?collection_id=${otherCollectionId}&batch_id=${batchId}`),
      400,
      `Batch ${batchId} is not in research collection ${otherCollectionId}`,
      'batch_id',
    );
    expectRefusal(
      await as.coordinator.get(`/statistics/process_overview?collection_id=${collectionId}&batch_id=2147483647`),
      404,
      'Batch 2147483647 was not found',
    );
  });

  it('answers an empty batch with zeros and a line of today alone', async () => {
    const empty = await insertBatch(api.db, { research_collection_id: collectionId });
    const { status, body } = await as.coordinator.get<ProcessOverview>(
      `/statistics/process_overview?collection_id=${collectionId}&batch_id=${empty.id}`,
    );
    expect(status).toBe(200);
    expect(body.data.pie_chart_info).toEqual({ Researched: 0, Unprocessed: 0, Other: 0, total_documents: 0 });
    expect(body.data.process_info['Daily Document Target']).toBe(0);
    expect(body.data.line_chart_info).toMatchObject({
      start_date: today,
      end_date: today,
      datasets: [{ date: today, researched: 0, total_by_date: 0 }],
      forecast: [],
      label_step: 5,
    });
  });
});

describe('GET /api/statistics/individual_process', () => {
  const expectedAda = () => {
    const byDay = new Map([
      [Q, { date: Q, work_request: 0, unidentifiable: 0, researched: 1 }],
      [P, { date: P, work_request: 1, unidentifiable: 1, researched: 5 }],
      [today, { date: today, work_request: 0, unidentifiable: 0, researched: 1 }],
    ]);
    return {
      researcher: { id: ada.id, display_name: 'Ada Statistic' },
      six_months_data: [...byDay.values()],
      days_data: lastDaysWithoutWeekends(today).map((date) => byDay.get(date) ?? zeros(date)),
      summary: {
        daily_average: 2.3,
        unidentifiable_percent: 14.3,
        work_request_percent: 14.3,
        best_day: { date: P, researched: 5 },
        total_documents: 7,
      },
    };
  };

  it("answers a researcher's own metrics when no researcher is named", async () => {
    const { status, body } = await as.ada.get<IndividualProcess>('/statistics/individual_process');
    expect(status).toBe(200);
    expect(body.data).toEqual(expectedAda());
  });

  it('lets a researcher name themselves, and coordinators and IT name anyone', async () => {
    for (const http of [as.ada, as.coordinator, as.it]) {
      const { status, body } = await http.get<IndividualProcess>(
        `/statistics/individual_process?researcher_id=${ada.id}`,
      );
      expect(status).toBe(200);
      expect(body.data).toEqual(expectedAda());
    }
  });

  it('counts a record finished by two people on one day for the last of them, and the six months only', async () => {
    const { body } = await as.coordinator.get<IndividualProcess>(
      `/statistics/individual_process?researcher_id=${ben.id}`,
    );
    // r5 went to Ada; r7 (OLD) is older than six months; r6's stored biblio is unidentifiable.
    expect(body.data.six_months_data).toEqual([{ date: P, work_request: 0, unidentifiable: 1, researched: 1 }]);
    expect(body.data.summary).toMatchObject({ total_documents: 1, unidentifiable_percent: 100, daily_average: 1 });
  });

  it("refuses a researcher another researcher's metrics with a clear 403", async () => {
    const answer = await as.ben.get(`/statistics/individual_process?researcher_id=${ada.id}`);
    expectRefusal(answer, 403, 'You may see only your own processing metrics.');
    // Even for someone who does not exist: a researcher learns nothing of other users.
    expectRefusal(
      await as.ben.get('/statistics/individual_process?researcher_id=2147483647'),
      403,
      'You may see only your own processing metrics.',
    );
  });

  it('refuses a bad researcher id, and answers 404 for nobody', async () => {
    expectRefusal(
      await as.coordinator.get('/statistics/individual_process?researcher_id=-1'),
      400,
      'researcher_id must be a positive whole number',
      'researcher_id',
    );
    expectRefusal(
      await as.coordinator.get(`/statistics/individual_process?researcher_id=${ada.id}&researcher_id=${ben.id}`),
      400,
      'researcher_id must be given once',
      'researcher_id',
    );
    expectRefusal(
      await as.coordinator.get('/statistics/individual_process?researcher_id=2147483647'),
      404,
      'User 2147483647 was not found',
    );
  });

  it("agrees with the queue's Completed today", async () => {
    const summary = (await as.ada.get<QueueSummary>('/research_queue/queue_summary')).body.data;
    const metrics = (await as.ada.get<IndividualProcess>('/statistics/individual_process')).body.data;
    const todayRow = metrics.six_months_data.find((d) => d.date === today);
    expect(summary.completed_today).toBe(1);
    expect(todayRow?.researched).toBe(summary.completed_today);
  });
});

describe('GET /api/statistics/processed_records_summary', () => {
  it('gives a row per researcher of the day: their finished records, unidentifiable and work requests', async () => {
    const { status, body } = await as.coordinator.get<ProcessedRecordsRow[]>(
      `/statistics/processed_records_summary?selected_date=${P}`,
    );
    expect(status).toBe(200);
    const mine = body.data.filter((row) => row.researcher_id === ada.id || row.researcher_id === ben.id);
    expect(mine).toEqual([
      {
        researcher: 'Ada Statistic',
        researcher_id: ada.id,
        date: P,
        researched: 5,
        unidentifiable: 1,
        work_request: 1,
      },
      {
        researcher: 'Ben Statistic',
        researcher_id: ben.id,
        date: P,
        researched: 1,
        unidentifiable: 1,
        work_request: 0,
      },
    ]);
    // Researcher-type users only (role ids 2 and 5) when they did nothing that day.
    const idle = await api.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', 'it@example.org')
      .executeTakeFirstOrThrow();
    expect(body.data.some((row) => row.researcher_id === idle.id)).toBe(false);
  });

  it('narrows to one researcher, with zeros on a day without work, and defaults to today', async () => {
    const { body } = await as.it.get<ProcessedRecordsRow[]>(
      `/statistics/processed_records_summary?researcher_id=${ben.id}&selected_date=${S}`,
    );
    expect(body.data).toEqual([
      {
        researcher: 'Ben Statistic',
        researcher_id: ben.id,
        date: S,
        researched: 0,
        unidentifiable: 0,
        work_request: 0,
      },
    ]);
    const todays = (
      await as.it.get<ProcessedRecordsRow[]>(`/statistics/processed_records_summary?researcher_id=${ada.id}`)
    ).body.data;
    expect(todays).toEqual([
      {
        researcher: 'Ada Statistic',
        researcher_id: ada.id,
        date: today,
        researched: 1,
        unidentifiable: 0,
        work_request: 0,
      },
    ]);
  });

  it('refuses a bad date or researcher id with a clear message', async () => {
    expectRefusal(
      await as.coordinator.get('/statistics/processed_records_summary?selected_date=2026-13-01'),
      400,
      'selected_date must be a valid date (yyyy-MM-dd)',
      'selected_date',
    );
    expectRefusal(
      await as.coordinator.get('/statistics/processed_records_summary?researcher_id=x'),
      400,
      'researcher_id must be a positive whole number',
      'researcher_id',
    );
    expectRefusal(
      await as.coordinator.get('/statistics/processed_records_summary?researcher_id=2147483647'),
      404,
      'User 2147483647 was not found',
    );
  });
});

describe('who may ask', () => {
  const calls = () => ({
    overview: overviewPath(),
    own: '/statistics/individual_process',
    summary: `/statistics/processed_records_summary?selected_date=${P}`,
  });

  it.each([
    ['coordinator', [200, 200, 200]],
    ['it', [200, 200, 200]],
    ['ada', [200, 200, 403]],
    ['auditor', [403, 403, 403]],
    ['unassigned', [403, 403, 403]],
  ] as const)('%s gets %j (overview, own metrics, summary)', async (who, expected) => {
    const paths = calls();
    const statuses = [];
    for (const path of [paths.overview, paths.own, paths.summary]) statuses.push((await as[who].get(path)).status);
    expect(statuses).toEqual(expected);
  });

  it('asks for a sign-in first', async () => {
    const anonymous = callApi(api.url);
    for (const path of Object.values(calls())) expect((await anonymous.get(path)).status).toBe(401);
  });
});

describe('the finishes behind the figures', () => {
  it('are read from the audit log by the migration the same way the trigger keeps them', async () => {
    // The migration's backfill runs the trigger's function over the audit log: running it again
    // over the whole log must leave the table as the trigger kept it.
    const read = () =>
      withFinishes(api.db)
        .selectFrom('research_finishes')
        .select(['document_detail_id', 'day', 'user_id', 'unidentifiable', 'work_request', 'first_finish'])
        .where('batch_id', '=', batchId)
        .orderBy('document_detail_id')
        .orderBy('day')
        .execute();
    const kept = await read();
    await sql`select research_finish_from_audit(a) from audit_log a
      where a.entity = 'document_detail' and a.after ->> 'status' = 'researched' order by a.id`.execute(api.db);
    expect(await read()).toEqual(kept);
    // r1, r2, r4, r6: one day each; r3 two; r5 one (Ada's); r7 one; r8 one.
    expect(kept).toHaveLength(9);
  });
});
