import { sql, type Kysely } from 'kysely';

/**
 * A bulk-edit row shows a record's first active biblio and usage by id (docs/decisions/032):
 * `where document_detail_id = d.id and active_flag order by id limit 1`. With these, that is one
 * index entry, not every item of the record read and sorted, which the CSV of a million records
 * does a million times over (docs/decisions/034).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create index biblios_document_first_idx on biblios (document_detail_id, id) where active_flag`.execute(db);
  await sql`create index usages_document_first_idx on usages (document_detail_id, id) where active_flag`.execute(db);
}
