import { describe, expect, it } from 'vitest';
import { addDays, isWeekend, monthsBefore, PROCESSED_COUNT_THRESHOLD } from '@rt/domain';
import type { CatalogueWork } from './catalogue/works.ts';
import { WORK_TYPES, type WorkType } from './catalogue/work-types.ts';
import { DEMO_COLLECTIONS } from './collections/demo-collections.ts';
import { RESEARCH_PACES } from './collections/research-team.ts';
import type { Row } from './factories.ts';
import { buildHistory, type HistoryRecord } from './history.ts';
import { createRandom } from './random.ts';
import type { BatchContext, RecordContext } from './records/record-context.ts';
import { DEMO_USERS, EXTRA_RESEARCHERS } from './reference-data/roles-and-users.ts';

/** A Wednesday, five hours into the UTC day. */
const TODAY = '2026-11-25';
const NOW = `${TODAY}T05:00:00.000Z`;
const USERS = [...DEMO_USERS, ...EXTRA_RESEARCHERS];
const idOf = new Map(USERS.map((u, i) => [u.email, i + 1]));
const RILEY = idOf.get('researcher@example.org')!;

function demoHistory(): HistoryRecord[] {
  let batchId = 0;
  const batches: BatchContext[] = DEMO_COLLECTIONS.flatMap((collection) =>
    collection.batches.map((plan) => ({ collection, plan, batchId: ++batchId, locationIds: [1] })),
  );
  const recipients = (['Creator', 'Publisher'] as const).map(
    (role, i) =>
      ({
        id: i + 1,
        account_object_id: `RT${i}`,
        pseudonym_name: `${role} ${i}`,
        pseudonym_role: role,
      }) as Row<'recipients'>,
  );
  const ctx: RecordContext = {
    random: createRandom('demo:history'),
    today: TODAY,
    now: NOW,
    userIds: idOf,
    popularWorks: Object.fromEntries(WORK_TYPES.map((t) => [t, []])) as unknown as Record<WorkType, CatalogueWork[]>,
    recipients,
    researchedToday: {},
  };
  return buildHistory(batches, ctx, { paces: RESEARCH_PACES }, []);
}

describe('the demo research history', () => {
  const history = demoHistory();
  const completes = history.flatMap((r) => r.events.filter((e) => e.action === 'complete'));
  /** Records finished per researcher and UTC day (a record finished twice in a day counts once there). */
  const perDay = new Map<string, number>();
  for (const record of history) {
    const days = new Set(
      record.events.filter((e) => e.action === 'complete').map((e) => `${e.by} ${e.at.slice(0, 10)}`),
    );
    for (const key of days) perDay.set(key, (perDay.get(key) ?? 0) + 1);
  }

  it('is the same every time for the same day', () => {
    const again = demoHistory();
    expect(again.length).toBe(history.length);
    expect(again.map((r) => [r.spec.external_reference_id, r.events])).toEqual(
      history.map((r) => [r.spec.external_reference_id, r.events]),
    );
  });

  it('runs over the last six months up to now, mostly on business days, by every researcher with a pace', () => {
    const instants = completes.map((e) => e.at).sort();
    const start = monthsBefore(TODAY);
    expect(instants[0] >= start).toBe(true);
    expect(instants[0] < addDays(start, 7)).toBe(true);
    expect(instants.at(-1)! <= NOW).toBe(true);
    expect(completes.filter((e) => isWeekend(e.at.slice(0, 10))).length / completes.length).toBeLessThan(0.02);
    expect(new Set(completes.map((e) => e.by))).toEqual(new Set(Object.keys(RESEARCH_PACES).map((e) => idOf.get(e))));
  });

  it('finishes 20 to 140 records a researcher a working day, on both sides of the 109 threshold', () => {
    const past = [...perDay].filter(([key]) => !key.endsWith(TODAY));
    // A record reopened from an earlier day adds one to that day now and then.
    for (const [, count] of past) expect(count).toBeGreaterThanOrEqual(20);
    for (const [, count] of past) expect(count).toBeLessThanOrEqual(150);
    const riley = past.filter(([key]) => key.startsWith(`${RILEY} `)).map(([, count]) => count);
    expect(riley.length).toBeGreaterThan(80);
    expect(riley.some((count) => count > PROCESSED_COUNT_THRESHOLD)).toBe(true);
    expect(riley.some((count) => count <= PROCESSED_COUNT_THRESHOLD)).toBe(true);
    // The demo researcher is at work today, for as much of the day as has passed.
    expect(perDay.get(`${RILEY} ${TODAY}`)).toBeGreaterThan(0);
  });

  it('holds some records first, reopens a few and finishes them again, and leaves records waiting', () => {
    const shapes = history.map((r) => r.events.map((e) => e.action).join(','));
    expect(shapes.filter((s) => s === 'hold,complete').length).toBeGreaterThan(100);
    expect(shapes.filter((s) => s === 'complete,hold,complete').length).toBeGreaterThan(20);
    for (const record of history) {
      const times = record.events.map((e) => e.at);
      expect(times).toEqual([...times].sort());
      expect(record.spec.created_at! < (times[0] ?? NOW)).toBe(true);
    }
    const waiting = history.filter((r) => r.events.length === 0);
    expect(waiting.length).toBeGreaterThan(0);
    for (const record of waiting)
      expect([record.spec.status, record.spec.assigned_user_id]).toEqual(['imported', null]);
    for (const record of history.filter((r) => r.events.length > 0)) {
      const last = record.events.at(-1)!;
      expect(record.spec).toMatchObject({ status: 'researched', researched_by: last.by, researched_at: last.at });
    }
  });
});
