import {
  addDays,
  businessDaysBetween,
  daysBetween,
  isWeekend,
  monthsBefore,
  type Day,
  type DocumentStatus,
} from '@rt/domain';
import { audit, type AuditEntry } from '../db/audit.ts';
import type { Caller } from '../http/caller.ts';
import type { DocumentSpec, Executor, InsertedDocument } from './factories.ts';
import type { BulkDocument } from './bulk-documents.ts';
import type { Random } from './random.ts';
import type { BatchPlan } from './collections/collection-plan.ts';
import type { ResearchPace } from './collections/research-team.ts';
import { workingMoment } from './records/dates.ts';
import { makeRecord, type RecordSizes } from './records/record.ts';
import type { BatchContext, RecordContext } from './records/record-context.ts';

/**
 * The research history behind the statistics (docs/decisions/030): every Hold and Complete the
 * seeded records went through, written to the audit log as the research form writes them, on the
 * days they happened, so the statistics (counted from the audit log) and the queue's 'Completed
 * today' show real shapes on first start. The demo adds six months of a team at work: records
 * finished on business days at each researcher's pace, some held first, a few researched, reopened
 * and researched again, and the batches' records still waiting.
 */

/** Six months of research by the researchers with a pace, in the batches of their teams. */
export type HistoryPlan = { paces: Record<string, ResearchPace> };

/** One Hold or Complete of a record, as the research form's save audits it. */
export type RecordEvent = { action: 'hold' | 'complete'; at: string; by: number };

/** A record the history made, with what happened to it, oldest first. */
export type HistoryRecord = { spec: DocumentSpec; events: RecordEvent[] };

/** A stored record and the events to audit for it. */
export type AuditedRecord = {
  id: number;
  assignedUserId: number | null;
  biblios: BulkDocument['biblios'];
  events: readonly RecordEvent[];
};

/** Records finished in a day run from 20 to 140 (the statistics' threshold is 109). */
const FEWEST_PER_DAY = 20;
const MOST_PER_DAY = 140;
/** Research hours: 00:00 to 07:00 UTC, 10:00 to 17:00 in Sydney, the same calendar day in both. */
const WORKDAY_MINUTES = 420;
/** The history's records are numbered after the plan's records of their batch. */
const FIRST_HISTORY_NUMBER = 10_000;

const MINUTE_MS = 60_000;
const dayOf = (instant: string): Day => instant.slice(0, 10);
const at = (day: Day, minute: number, second: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + minute * MINUTE_MS + second * 1000).toISOString();

/** The business day `n` business days before `day`. */
function businessDaysBefore(day: Day, n: number): Day {
  let result = day;
  for (let left = n; left > 0;) {
    result = addDays(result, -1);
    if (!isWeekend(result)) left--;
  }
  return result;
}

/**
 * When a batch is researched: from three weeks into its period (records arrive as the survey runs)
 * to its target, or two months after its end without one, for a locked batch; to today for an
 * unlocked one.
 */
function researchWindow(plan: BatchPlan, today: Day): { from: Day; to: Day } {
  const from = addDays(plan.from, 21);
  const end = plan.locked ? (plan.target ?? addDays(plan.to, 60)) : today;
  return { from, to: end < today ? end : today };
}

type Finish = { at: string; by: number };

/** A standard normal number (Box-Muller): a day's count is the pace times e^(0.45 z), most days within ±50 %. */
function gaussian(random: Random): number {
  return Math.sqrt(-2 * Math.log(1 - random.next())) * Math.cos(2 * Math.PI * random.next());
}

/** Records researched in bulk are mostly short: one to three biblios, one or two usages. */
const HISTORY_SIZES: RecordSizes = {
  biblios: [
    [1, 60],
    [2, 30],
    [3, 10],
  ],
  usages: [
    [1, 80],
    [2, 20],
  ],
};

/**
 * Each researcher's finished records, day by day over the last six months: on a business day in one
 * of their batches' research windows, unless on leave (a week or two, once) or away (a day now and
 * then), they finish 20 to 140 records around their pace, each in one of those batches; a weekend
 * day now and then; today, as much of the day as has passed.
 */
function simulateFinishes(
  batches: readonly BatchContext[],
  ctx: RecordContext,
  plan: HistoryPlan,
): Map<BatchContext, Finish[]> {
  const { random, today } = ctx;
  const windows = batches.map((batch) => ({ batch, ...researchWindow(batch.plan, today) }));
  const first = monthsBefore(today);
  const days = Array.from({ length: daysBetween(first, today) + 1 }, (_, n) => addDays(first, n));
  const nowMs = Date.parse(ctx.now);
  const minutesToday = Math.floor((nowMs - Date.parse(`${today}T00:00:00Z`)) / MINUTE_MS);
  const finishes = new Map<BatchContext, Finish[]>(batches.map((batch) => [batch, []]));

  for (const [email, pace] of Object.entries(plan.paces)) {
    const by = ctx.userIds.get(email);
    if (by === undefined) continue;
    const mine = windows.filter((w) => w.batch.plan.team.includes(email));
    const leaveFrom = random.int(0, days.length - 15);
    const leaveTo = leaveFrom + random.int(7, 14);
    days.forEach((day, n) => {
      const open = mine.filter((w) => w.from <= day && day <= w.to);
      if (open.length === 0 || (n >= leaveFrom && n < leaveTo)) return;
      let count: number;
      if (isWeekend(day)) {
        // A full-time researcher catching up on a weekend now and then.
        if (pace.daysPerWeek < 4 || !random.chance(0.04)) return;
        count = random.int(FEWEST_PER_DAY, 40);
      } else {
        // A day of research (else other work, or away: one day in 25), its count spread around the
        // pace; today a full-time researcher is at work.
        const atWork = random.chance((pace.daysPerWeek / 5) * 0.96) || (day === today && pace.daysPerWeek >= 4);
        if (!atWork) return;
        const drawn = Math.round(pace.perDay * Math.exp(0.45 * gaussian(random)));
        count = Math.min(MOST_PER_DAY, Math.max(FEWEST_PER_DAY, drawn));
      }
      const minutes = day === today ? Math.min(WORKDAY_MINUTES, minutesToday) : WORKDAY_MINUTES;
      count = Math.floor((count * minutes) / WORKDAY_MINUTES);
      for (let i = 0; i < count; i++) {
        const { batch } = random.pick(open);
        finishes.get(batch)!.push({ at: at(day, random.int(0, minutes - 1), random.int(0, 59)), by });
      }
    });
  }
  return finishes;
}

/**
 * The events of one finished record: now and then held first, or (a few) finished on an earlier day
 * of research of the same researcher, reopened and finished again. `earlierDays` are the days the
 * researcher finished records of the batch before this one, oldest first.
 */
function eventsOf(random: Random, finish: Finish, earlierDays: readonly Day[]): RecordEvent[] {
  const day = dayOf(finish.at);
  const moment = (d: Day) => at(d, random.int(0, WORKDAY_MINUTES - 1), random.int(0, 59));
  const complete: RecordEvent = { action: 'complete', ...finish };
  const roll = random.next();
  if (roll < 0.015) {
    const latest = businessDaysBefore(day, 2);
    const candidates = earlierDays.filter((d) => d <= latest && d >= addDays(day, -21));
    if (candidates.length === 0) return [complete];
    const first = random.pick(candidates);
    return [
      { action: 'complete', at: moment(first), by: finish.by },
      {
        action: 'hold',
        at: moment(businessDaysBefore(day, random.int(1, businessDaysBetween(first, day) - 1))),
        by: finish.by,
      },
      complete,
    ];
  }
  if (roll < 0.05)
    return [{ action: 'hold', at: moment(businessDaysBefore(day, random.int(1, 6))), by: finish.by }, complete];
  return [complete];
}

/** An overnight import (21:00 UTC) `fewestDays` to 30 days before `day`. */
const importedBefore = (random: Random, day: Day, fewestDays: number) =>
  at(addDays(day, -random.int(fewestDays, 30)), 21 * 60, random.int(0, 59));

/**
 * The demo's history: the records each batch's team finished over the last six months, and, for a
 * batch with a `progress`, the records still waiting (imported, dealt out to nobody yet), so that
 * the finished ones are that share of the batch. The plan's researched records (`planSpecs`) take
 * the places of finishes of their researcher in their batch where there are any, their
 * researched_at moved there, so that they add no days of their own; those researched just now
 * stay. Deterministic for a given day.
 */
export function buildHistory(
  batches: readonly BatchContext[],
  ctx: RecordContext,
  plan: HistoryPlan,
  planSpecs: readonly DocumentSpec[],
): HistoryRecord[] {
  const { random } = ctx;
  const finishes = simulateFinishes(batches, ctx, plan);
  for (const spec of planSpecs) {
    if (spec.status !== 'researched' || spec.researched_at === ctx.now) continue;
    const batch = batches.find((b) => b.batchId === spec.batch_id);
    const theirs = batch ? finishes.get(batch)! : [];
    const candidates = theirs.flatMap((finish, i) => (finish.by === spec.researched_by ? [i] : []));
    if (candidates.length === 0) continue;
    const [taken] = theirs.splice(random.pick(candidates), 1);
    spec.researched_at = taken.at;
  }
  const records: HistoryRecord[] = [];
  for (const batch of batches) {
    const done = finishes.get(batch)!.sort((a, b) => a.at.localeCompare(b.at));
    let number = FIRST_HISTORY_NUMBER;
    const daysOf = new Map<number, Day[]>();
    for (const finish of done) {
      number += random.int(1, 3);
      const worked = daysOf.get(finish.by) ?? [];
      daysOf.set(finish.by, worked);
      const events = eventsOf(random, finish, worked);
      if (worked.at(-1) !== dayOf(finish.at)) worked.push(dayOf(finish.at));
      const spec = makeRecord(
        batch,
        ctx,
        { number, status: 'researched', assignee: finish.by, researchedAt: finish.at },
        HISTORY_SIZES,
      );
      records.push({
        spec: { ...spec, created_at: importedBefore(random, dayOf(events[0].at), 1), updated_at: finish.at },
        events,
      });
    }
    const { progress, mix } = batch.plan;
    if (!progress || batch.plan.locked) continue;
    const researched = done.length + (mix.researched ?? 0);
    const open = Object.entries(mix).reduce((sum, [status, n]) => (status === 'researched' ? sum : sum + n), 0);
    const waiting = Math.max(0, Math.round((researched * (1 - progress)) / progress) - open);
    for (let i = 0; i < waiting; i++) {
      number += random.int(1, 3);
      const spec = makeRecord(
        batch,
        ctx,
        { number, status: 'imported', assignee: null, researchedAt: null },
        HISTORY_SIZES,
      );
      const imported = importedBefore(random, ctx.today, 1);
      records.push({ spec: { ...spec, created_at: imported, updated_at: imported }, events: [] });
    }
  }
  return records;
}

/**
 * What the plan's records went through: a researched record was completed by whoever researched
 * it when it says; a record on hold was held by its assignee in the last month.
 */
export function planRecordEvents(random: Random, today: Day, documents: readonly InsertedDocument[]): AuditedRecord[] {
  return documents.map(({ document, biblios }) => {
    const events: RecordEvent[] = [];
    if (document.status === 'researched' && document.researched_by !== null && document.researched_at !== null) {
      events.push({ action: 'complete', at: document.researched_at, by: document.researched_by });
    } else if (document.status === 'on_hold' && document.assigned_user_id !== null) {
      events.push({
        action: 'hold',
        at: workingMoment(random, today, random.int(1, 30)),
        by: document.assigned_user_id,
      });
    }
    return { id: document.id, assignedUserId: document.assigned_user_id, biblios, events };
  });
}

type RecordState = { status: DocumentStatus; researched_by: number | null; researched_at: string | null };

/**
 * The audit rows of the records' events, as save-full-record writes a Hold or a Complete: an
 * update of the document_detail with the record before and after, its status, who researched it
 * and when, and its biblios with the flags the statistics read (a biblio shows what research found
 * from the first Complete on). Written through audit() with each event's time and actor.
 */
export async function writeRecordHistory(
  db: Executor,
  callers: ReadonlyMap<number, Caller>,
  records: readonly AuditedRecord[],
): Promise<number> {
  const byActor = new Map<number, AuditEntry[]>();
  for (const record of records) {
    let state: RecordState = { status: 'ready_for_research', researched_by: null, researched_at: null };
    let found = false;
    const snapshot = () => ({
      id: record.id,
      status: state.status,
      assigned_user_id: record.assignedUserId,
      researched_by: state.researched_by,
      researched_at: state.researched_at,
      biblios: record.biblios.map((b) => ({
        id: b.id,
        active_flag: b.active_flag,
        unidentifiable: found && b.unidentifiable,
        new_work_request: found && b.new_work_request,
      })),
    });
    for (const event of record.events) {
      const before = snapshot();
      if (event.action === 'complete') {
        state = { status: 'researched', researched_by: event.by, researched_at: event.at };
        found = true;
      } else {
        state = { ...state, status: 'on_hold' };
      }
      const entries = byActor.get(event.by) ?? [];
      byActor.set(event.by, entries);
      entries.push({
        action: 'update',
        entity: 'document_detail',
        entityId: record.id,
        before,
        after: snapshot(),
        occurredAt: event.at,
      });
    }
  }
  let written = 0;
  for (const [actor, entries] of byActor) {
    const caller = callers.get(actor);
    if (!caller) throw new Error(`The seed's history names user ${actor}, who was not seeded`);
    entries.sort((a, b) => a.occurredAt!.localeCompare(b.occurredAt!));
    await audit(db, caller, entries);
    written += entries.length;
  }
  return written;
}
