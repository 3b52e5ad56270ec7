import { afterAll, beforeAll, describe, expect, it, vi, type MockInstance } from 'vitest';
import {
  addDays,
  dailyDocumentTarget,
  lastDaysWithoutWeekends,
  nthBusinessDay,
  PROCESSED_COUNT_THRESHOLD,
  ROLE_IDS,
  STATISTICS_MESSAGES,
} from '@rt/domain';
import { audit } from '../../api/src/db/audit.ts';
import { findCaller, type Caller } from '../../api/src/http/caller.ts';
import { statisticsToday } from '../../api/src/modules/statistics/research-finishes.ts';
import {
  insertBatch,
  insertBatchUser,
  insertCollection,
  insertDocuments,
  insertUser,
  type InsertedDocument,
} from '../../api/src/seed/factories.ts';
import { startTestBff, type GraphQLResponse, type TestBff } from './bff-harness.ts';

/**
 * The statistics through GraphQL, over a batch and researchers of this file's own (the seed's
 * history stays out of the numbers): numbers and dates as the schema carries them, and who may ask.
 *
 *   Ada: 3 records finished on P (one unidentifiable, one a work request), 1 today; 2 still open.
 *   Ben: 1 record on hold. Cy: 110 records finished on P in another batch (over the 109 threshold).
 */
let bff: TestBff;
let today: string;
let P: string;
let target: string;
let ada: Caller;
let ben: Caller;
let cy: Caller;
let collectionId: string;
let batchId: string;
const as: Record<'ada' | 'ben' | 'coordinator' | 'it' | 'auditor', { cookie: string }> = {} as never;
let logged: MockInstance<typeof console.log>;

const at = (day: string, time: string) => `${day}T${time}:00.000Z`;

/** One finish written to the audit log, as the research form's Complete writes it. */
async function finish(
  record: InsertedDocument,
  by: Caller,
  when: string,
  flags: { unidentifiable?: boolean; workRequest?: boolean } = {},
) {
  await audit(bff.api.db, by, {
    action: 'update',
    entity: 'document_detail',
    entityId: record.document.id,
    before: { status: 'ready_for_research', researched_at: null },
    after: {
      status: 'researched',
      researched_by: by.id,
      researched_at: when,
      biblios: record.biblios.map((b, i) => ({
        ...b,
        unidentifiable: i === 0 && flags.unidentifiable === true,
        new_work_request: i === 0 && flags.workRequest === true,
      })),
    },
    occurredAt: when,
  });
}

async function researcher(name: string): Promise<Caller> {
  const email = `${name.toLowerCase()}.statistics@example.test`;
  await insertUser(bff.api.db, { email, display_name: `${name} Statistics`, role_id: ROLE_IDS.Researcher });
  return (await findCaller(bff.api.db, { email }))!;
}

const errorOf = (response: GraphQLResponse<unknown>) => ({
  code: response.errors?.[0]?.extensions?.code,
  message: response.errors?.[0]?.message,
});

beforeAll(async () => {
  // Sign-ins and refusals are logged by both services; here they are asserted rather than printed.
  logged = vi.spyOn(console, 'log').mockImplementation(() => {});
  bff = await startTestBff();
  today = statisticsToday();
  P = lastDaysWithoutWeekends(today).at(-3)!;
  target = nthBusinessDay(addDays(today, 1), 5);
  ada = await researcher('Ada');
  ben = await researcher('Ben');
  cy = await researcher('Cy');
  as.ada = { cookie: await bff.signIn(ada.email) };
  as.ben = { cookie: await bff.signIn(ben.email) };
  for (const who of ['coordinator', 'it', 'auditor'] as const)
    as[who] = { cookie: await bff.signIn(`${who}@example.org`) };

  collectionId = String((await insertCollection(bff.api.db, { collection_title: 'Statistics GraphQL Collection' })).id);
  const batch = await insertBatch(bff.api.db, {
    research_collection_id: Number(collectionId),
    date_to: addDays(today, 90),
    target_complete_date: target,
  });
  batchId = String(batch.id);
  await insertBatchUser(bff.api.db, { batch_id: batch.id, user_id: ada.id });
  await insertBatchUser(bff.api.db, { batch_id: batch.id, user_id: ben.id });
  const done = { batch_id: batch.id, status: 'researched' as const, assigned_user_id: ada.id, researched_by: ada.id };
  const records = await insertDocuments(bff.api.db, [
    { ...done, biblios: 1, usages: 1 },
    { ...done, biblios: 1, usages: 1 },
    { ...done, biblios: 1, usages: 1 },
    { ...done, biblios: 1, usages: 1 },
    {
      batch_id: batch.id,
      status: 'ready_for_research',
      assigned_user_id: ada.id,
      heldback: true,
      total_heldback_pages: 1,
    },
    { batch_id: batch.id, status: 'ready_for_research', assigned_user_id: ada.id },
    { batch_id: batch.id, status: 'on_hold', assigned_user_id: ben.id },
  ]);
  await finish(records[0], ada, at(P, '09:00'), { unidentifiable: true });
  await finish(records[1], ada, at(P, '09:10'), { workRequest: true });
  await finish(records[2], ada, at(P, '09:20'));
  await finish(records[3], ada, at(today, '00:00'));

  const busy = await insertDocuments(
    bff.api.db,
    Array.from({ length: PROCESSED_COUNT_THRESHOLD + 1 }, () => ({
      status: 'researched' as const,
      researched_by: cy.id,
    })),
  );
  for (const [i, record] of busy.entries()) await finish(record, cy, at(P, `10:${String(i % 60).padStart(2, '0')}`));
});
afterAll(async () => {
  logged?.mockRestore();
  await bff?.close();
});

const OVERVIEW = `query ($collectionId: ID!, $batchId: ID!, $targetDate: Date) {
  processOverview(collectionId: $collectionId, batchId: $batchId, targetDate: $targetDate) {
    collectionId batchId
    info {
      researchers { researcherId displayName remaining dailyAverage forecast { remaining doneOn daysAfterTarget } }
      processedToday dailyAverageDocuments dailyDocumentTarget unidentifiable workRequests heldbacks onHold uniqueRecordCount
    }
    doughnut { slices { category count } researched totalDocuments researchedPercent }
    line { startDate endDate targetDate totalDocuments labelStep points { date researched totalByDate } forecast { date totalByDate } }
    completionForecast { remaining doneOn daysAfterTarget }
  } }`;

type Overview = {
  processOverview: {
    info: Record<string, unknown> & { researchers: { researcherId: string; forecast: { remaining: number } }[] };
    doughnut: unknown;
    line: {
      startDate: string;
      endDate: string;
      targetDate: string;
      totalDocuments: number;
      labelStep: number;
      points: { date: string; researched: number; totalByDate: number }[];
      forecast: { date: string; totalByDate: number }[];
    };
    completionForecast: { remaining: number; doneOn: string | null; daysAfterTarget: number | null };
  };
};

describe('processOverview', () => {
  it("carries the batch's figures as numbers and dates, the doughnut in drawing order", async () => {
    const answer = await bff.query<Overview>(OVERVIEW, { collectionId, batchId }, as.coordinator);
    expect(answer.errors).toBeUndefined();
    const overview = answer.data!.processOverview;
    expect(overview.info).toEqual({
      researchers: [
        {
          researcherId: String(ada.id),
          displayName: 'Ada Statistics',
          remaining: 2,
          dailyAverage: 2,
          forecast: expect.objectContaining({ remaining: 2 }),
        },
        {
          researcherId: String(ben.id),
          displayName: 'Ben Statistics',
          remaining: 1,
          dailyAverage: 0,
          forecast: { remaining: 1, doneOn: null, daysAfterTarget: null },
        },
      ],
      processedToday: 1,
      dailyAverageDocuments: 2,
      dailyDocumentTarget: dailyDocumentTarget({ total: 7, researched: 4, today, target }),
      unidentifiable: 1,
      workRequests: 1,
      heldbacks: 1,
      onHold: 1,
      uniqueRecordCount: 4,
    });
    expect(overview.doughnut).toEqual({
      slices: [
        { category: 'RESEARCHED', count: 4 },
        { category: 'UNPROCESSED', count: 2 },
        { category: 'OTHER', count: 1 },
      ],
      researched: 4,
      totalDocuments: 7,
      researchedPercent: 57.1,
    });
    const { line } = overview;
    expect(line).toMatchObject({ startDate: P, targetDate: target, totalDocuments: 7 });
    expect(line.points[0]).toEqual({ date: P, researched: 3, totalByDate: 3 });
    expect(line.points.at(-1)).toEqual({ date: today, researched: 1, totalByDate: 4 });
    expect(line.forecast[0]).toEqual({ date: today, totalByDate: 4 });
    expect(line.labelStep).toBe(5);
    // Ben has no pace yet: no date for the batch.
    expect(overview.completionForecast).toEqual({ remaining: 3, doneOn: null, daysAfterTarget: null });
  });

  it('is open to a researcher too, and takes a target date after today', async () => {
    const later = addDays(today, 30);
    const answer = await bff.query<Overview>(OVERVIEW, { collectionId, batchId, targetDate: later }, as.ada);
    expect(answer.errors).toBeUndefined();
    expect(answer.data!.processOverview.line.targetDate).toBe(later);
  });

  it("refuses a target date that is not after today with the screen's message", async () => {
    const answer = await bff.query(OVERVIEW, { collectionId, batchId, targetDate: today }, as.coordinator);
    expect(errorOf(answer)).toEqual({ code: 'BAD_USER_INPUT', message: STATISTICS_MESSAGES.invalidTargetDate });
  });

  it('refuses the auditor, and an id that is no id before asking the API', async () => {
    expect(errorOf(await bff.query(OVERVIEW, { collectionId, batchId }, as.auditor)).code).toBe('FORBIDDEN');
    expect(errorOf(await bff.query(OVERVIEW, { collectionId: '1?x=1', batchId }, as.coordinator))).toEqual({
      code: 'BAD_USER_INPUT',
      message: 'collectionId must be a positive whole number',
    });
  });
});

const METRICS = `query ($researcherId: ID) { individualMetrics(researcherId: $researcherId) {
  researcher { id displayName }
  lastDays { date researched unidentifiable workRequest }
  sixMonths { date researched unidentifiable workRequest }
  summary { dailyAverageDocuments unidentifiablePercent workRequestPercent bestDay { date researched } totalDocuments }
} }`;

type Metrics = {
  individualMetrics: {
    researcher: { id: string; displayName: string };
    lastDays: { date: string; researched: number }[];
    sixMonths: unknown[];
    summary: unknown;
  };
};

describe('individualMetrics', () => {
  it("answers the caller's own metrics without an id: the bar chart's business days and the 'Last 6 Months'", async () => {
    const answer = await bff.query<Metrics>(METRICS, {}, as.ada);
    expect(answer.errors).toBeUndefined();
    const metrics = answer.data!.individualMetrics;
    expect(metrics.researcher).toEqual({ id: String(ada.id), displayName: 'Ada Statistics' });
    expect(metrics.lastDays.map((d) => d.date)).toEqual(lastDaysWithoutWeekends(today));
    expect(metrics.lastDays.find((d) => d.date === P)).toEqual({
      date: P,
      researched: 3,
      unidentifiable: 1,
      workRequest: 1,
    });
    expect(metrics.sixMonths).toEqual([
      { date: P, researched: 3, unidentifiable: 1, workRequest: 1 },
      { date: today, researched: 1, unidentifiable: 0, workRequest: 0 },
    ]);
    expect(metrics.summary).toEqual({
      dailyAverageDocuments: 2,
      unidentifiablePercent: 25,
      workRequestPercent: 25,
      bestDay: { date: P, researched: 3 },
      totalDocuments: 4,
    });
  });

  it("refuses a researcher another researcher's metrics with a message the screen shows", async () => {
    const answer = await bff.query<Metrics>(METRICS, { researcherId: String(ada.id) }, as.ben);
    expect(answer.data).toBeNull();
    expect(errorOf(answer)).toEqual({ code: 'FORBIDDEN', message: STATISTICS_MESSAGES.ownMetricsOnly });
    // Their own id is theirs to ask for.
    expect((await bff.query<Metrics>(METRICS, { researcherId: String(ben.id) }, as.ben)).errors).toBeUndefined();
  });

  it("gives coordinators and IT anyone's metrics, and refuses the auditor", async () => {
    for (const who of [as.coordinator, as.it]) {
      const answer = await bff.query<Metrics>(METRICS, { researcherId: String(ada.id) }, who);
      expect(answer.errors).toBeUndefined();
      expect(answer.data!.individualMetrics.researcher.id).toBe(String(ada.id));
    }
    expect(errorOf(await bff.query(METRICS, {}, as.auditor)).code).toBe('FORBIDDEN');
  });
});

const SUMMARY = `query ($researcherId: ID, $date: Date) { processedRecordsSummary(researcherId: $researcherId, date: $date) {
  researcherId researcher date researched unidentifiable workRequest tone } }`;

type Summary = {
  processedRecordsSummary: {
    researcherId: string;
    researcher: string;
    date: string;
    researched: number;
    tone: string;
  }[];
};

describe('processedRecordsSummary', () => {
  it("lists each researcher's finished records of the day, the tone green above 109 and warning at 109 or less", async () => {
    const answer = await bff.query<Summary>(SUMMARY, { date: P }, as.coordinator);
    expect(answer.errors).toBeUndefined();
    const rows = answer.data!.processedRecordsSummary;
    const row = (who: Caller) => rows.find((r) => r.researcherId === String(who.id));
    expect(row(ada)).toEqual({
      researcherId: String(ada.id),
      researcher: 'Ada Statistics',
      date: P,
      researched: 3,
      unidentifiable: 1,
      workRequest: 1,
      tone: 'WARNING',
    });
    expect(row(cy)).toMatchObject({ researched: PROCESSED_COUNT_THRESHOLD + 1, tone: 'SUCCESS' });
    expect(row(ben)).toMatchObject({ researched: 0, tone: 'WARNING' });
  });

  it('narrows to one researcher, today by default, for IT too', async () => {
    const answer = await bff.query<Summary>(SUMMARY, { researcherId: String(ada.id) }, as.it);
    expect(answer.errors).toBeUndefined();
    expect(answer.data!.processedRecordsSummary).toEqual([
      expect.objectContaining({ researcherId: String(ada.id), date: today, researched: 1, tone: 'WARNING' }),
    ]);
  });

  it('is refused to researchers and auditors', async () => {
    for (const who of [as.ada, as.auditor]) expect(errorOf(await bff.query(SUMMARY, {}, who)).code).toBe('FORBIDDEN');
  });
});

describe('statisticsResearchers', () => {
  const RESEARCHERS = '{ statisticsResearchers { id displayName roleId } }';
  type Researchers = { statisticsResearchers: { id: string; displayName: string; roleId: number }[] };

  it('offers coordinators and IT the users with role id 2 or 5, by name', async () => {
    for (const who of [as.coordinator, as.it]) {
      const answer = await bff.query<Researchers>(RESEARCHERS, {}, who);
      expect(answer.errors).toBeUndefined();
      const list = answer.data!.statisticsResearchers;
      expect(list.every((u) => u.roleId === ROLE_IDS.Coordinator || u.roleId === ROLE_IDS.Researcher)).toBe(true);
      expect(list.map((u) => u.displayName)).toEqual(
        [...list.map((u) => u.displayName)].sort((a, b) => a.localeCompare(b)),
      );
      expect(list.map((u) => u.id)).toEqual(expect.arrayContaining([String(ada.id), String(ben.id), String(cy.id)]));
    }
  });

  it('is refused to researchers', async () => {
    expect(errorOf(await bff.query(RESEARCHERS, {}, as.ada)).code).toBe('FORBIDDEN');
  });
});
