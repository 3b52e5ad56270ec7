import { keepPlan, type Db } from '../../db/connect.ts';
import { reusableStatement } from '../../db/reusable-statement.ts';
import { assignedRecords } from './assigned-records.ts';

export type QueueSummary = { completed_today: number; ready_for_research: number; on_hold: number };

/** Midnight UTC of the given day: "today" is the same for every server, whatever its zone. */
export function startOfUtcDay(now: Date): string {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate())).toISOString();
}

/** The header's three counters in one statement (each count is an index range scan). */
const queueSummaryStatement = reusableStatement((db, userId: number, since: string) =>
  db
    // The header asks on every page: each connection keeps the plan of the three counts.
    .selectNoFrom((eb) => [
      eb
        .selectFrom('document_details')
        .select((count) => count.fn.countAll<number>().as('count'))
        .where('researched_by', '=', userId)
        .where('researched_at', '>=', since)
        .$asScalar()
        .$notNull()
        .as('completed_today'),
      assignedRecords(db, userId)
        .select((count) => count.fn.countAll<number>().as('count'))
        .where('dd.status', '=', 'ready_for_research')
        .$asScalar()
        .$notNull()
        .as('ready_for_research'),
      assignedRecords(db, userId)
        .select((count) => count.fn.countAll<number>().as('count'))
        .where('dd.status', '=', 'on_hold')
        .$asScalar()
        .$notNull()
        .as('on_hold'),
    ])
    .modifyFront(keepPlan),
);

export async function queueSummary(db: Db, userId: number, now = new Date()): Promise<QueueSummary> {
  const [row] = await queueSummaryStatement(db, userId, startOfUtcDay(now));
  return row;
}
