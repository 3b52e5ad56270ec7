import type { Db } from '../src/db/connect.ts';

/** The audit rows written for one entity since `afterId`, oldest first, as the tests compare them. */
export async function auditRowsSince(db: Db, afterId: number, entity?: string) {
  let query = db
    .selectFrom('audit_log')
    .select(['id', 'actor_email', 'action', 'entity', 'entity_id', 'before', 'after'])
    .where('id', '>', afterId)
    .orderBy('id');
  if (entity) query = query.where('entity', '=', entity);
  return query.execute();
}

/** The newest audit row's id, to read what a call writes after it. */
export async function lastAuditId(db: Db): Promise<number> {
  const row = await db.selectFrom('audit_log').select('id').orderBy('id', 'desc').limit(1).executeTakeFirst();
  return row ? Number(row.id) : 0;
}
