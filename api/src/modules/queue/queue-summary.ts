import { keepPlan, type Db } from '../../db/connect.ts';
import { reusableStatement } from '../../db/reusable-statement.ts';
import { finishedByOn, statisticsToday } from '../statistics/research-finishes.ts';
import { assignedRecords } from './assigned-records.ts';

export type QueueSummary = { completed_today: number; ready_for_research: number; on_hold: number };

/**
 * The header's three counters in one statement (each count is an index range scan). Completed
 * today is the statistics' count of the caller's finished records of the day (UTC), from the audit
 * log (docs/decisions/030), so the header, the queue and the statistics say the same number.
 */
const queueSummaryStatement = reusableStatement((db, userId: number, today: string) =>
  db
    // The header asks on every page: each connection keeps the plan of the three counts.
    .selectNoFrom(() => [
      finishedByOn(db, userId, today)
        .select((count) => count.fn.countAll<number>().as('count'))
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
  const [row] = await queueSummaryStatement(db, userId, statisticsToday(now));
  return row;
}
