import type { Db } from '../../db/connect.ts';

export type BatchUserRow = {
  id: number;
  batch_id: number;
  batch_title: string;
  user_id: number;
  /** total_documents: the batch's records assigned to this user, whatever their status. */
  user: { display_name: string; total_documents: number };
};

/** Who is assigned to each of the batches (the Assign Records table), with their record counts. */
export async function listBatchUsers(db: Db, batchIds: readonly number[]): Promise<BatchUserRow[]> {
  if (batchIds.length === 0) return [];
  const rows = await db
    .selectFrom('batch_users as bu')
    .innerJoin('batches as b', 'b.id', 'bu.batch_id')
    .innerJoin('users as u', 'u.id', 'bu.user_id')
    .select((eb) => [
      'bu.id',
      'bu.batch_id',
      'b.title as batch_title',
      'bu.user_id',
      'u.display_name',
      eb
        .selectFrom('document_details as d')
        .select((count) => count.fn.countAll<number>().as('count'))
        .whereRef('d.batch_id', '=', 'bu.batch_id')
        .whereRef('d.assigned_user_id', '=', 'bu.user_id')
        .$asScalar()
        .$notNull()
        .as('total_documents'),
    ])
    .where('bu.batch_id', 'in', batchIds)
    .orderBy('bu.batch_id')
    .orderBy('u.display_name')
    .orderBy('bu.id')
    .execute();
  return rows.map(({ display_name, total_documents, ...row }) => ({ ...row, user: { display_name, total_documents } }));
}
