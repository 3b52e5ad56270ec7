import { sql, type Kysely } from 'kysely';

/**
 * A record's history (docs/decisions/018) reads its own audit rows through the index of 001
 * (entity, entity_id, occurred_at), and the rows of its biblios and usages deleted one by one
 * through this one: such a row names the item, and holds its record's id only in `before`.
 * The expression must stay the one `record-history.ts` compares.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create index audit_log_item_record_idx
      on audit_log ((coalesce(before -> 'biblio', before -> 'usage') ->> 'document_detail_id'))
      where entity in ('biblio', 'usage');
  `.execute(db);
}
