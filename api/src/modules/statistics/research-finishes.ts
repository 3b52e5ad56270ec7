import { isoDate, type Day } from '@rt/domain';
import type { Kysely } from 'kysely';
import type { Database, TriggerTables } from '../../db/types.ts';

/**
 * Finished records, one row per record and UTC day (migration 008, docs/decisions/030): kept from
 * the audit log by a trigger, so every way a finish is audited (the research form's Complete, a
 * manual record's last save, history loaded by the seed) is counted, and counted once per day. The
 * day belongs to whoever finished the record last that day. Not part of `Database`: the statistics
 * and the queue's 'Completed today' read it through `withFinishes`, and nothing writes it but the
 * trigger.
 */
type Finishes = Pick<TriggerTables, 'research_finishes'>;

/** The database, seeing the finished records as well. */
export function withFinishes(db: Kysely<Database>): Kysely<Database & Finishes> {
  return db.withTables<Finishes>();
}

/** Today as the statistics and the queue count it: the UTC calendar day. */
export function statisticsToday(now: Date = new Date()): Day {
  return isoDate(now);
}

/** Records finished by one user on one day: the queue's 'Completed today' and the statistics' per-day counts alike. */
export function finishedByOn(db: Kysely<Database>, userId: number, day: Day) {
  return withFinishes(db)
    .selectFrom('research_finishes')
    .where('research_finishes.user_id', '=', userId)
    .where('research_finishes.day', '=', day);
}
