import { keepPlan, type Db } from '../../db/connect.ts';
import { reusableStatement } from '../../db/reusable-statement.ts';
import { assignedRecords, type QueueStatus } from './assigned-records.ts';

export type QueueEntry = { external_id: string; total_pages: number | null };
/** Groups keyed by '{collection title} - {batch title}', each holding its records keyed by id. */
export type QueueGroups = Record<string, Record<number, QueueEntry>>;

const queueStatement = reusableStatement((db, userId: number, status: QueueStatus) =>
  assignedRecords(db, userId)
    .modifyFront(keepPlan)
    .innerJoin('research_collections as rc', 'rc.id', 'b.research_collection_id')
    .select(['dd.id', 'dd.external_reference_id', 'dd.total_pages', 'rc.collection_title', 'b.title as batch_title'])
    .where('dd.status', '=', status)
    .orderBy('rc.collection_title')
    .orderBy('b.date_from', 'desc')
    .orderBy('b.id')
    .orderBy('dd.id'),
);

export async function queueGroups(db: Db, userId: number, status: QueueStatus): Promise<QueueGroups> {
  const rows = await queueStatement(db, userId, status);

  const groups: QueueGroups = {};
  for (const row of rows) {
    const name = `${row.collection_title} - ${row.batch_title}`;
    groups[name] ??= {};
    groups[name][row.id] = { external_id: row.external_reference_id, total_pages: row.total_pages };
  }
  return groups;
}
