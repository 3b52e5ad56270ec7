import { sql, type Kysely } from 'kysely';

/**
 * A record's rows leave room on their pages (fillfactor 85), so an update that changes no indexed
 * column (a save's notes, a bulk update's publisher or times copied) writes the new row beside
 * the old one and no index entry: PostgreSQL's heap-only tuples. `document_details` has eight
 * indexes, a GIN one among them; without room each update wrote them all (docs/decisions/033).
 * The setting takes effect on pages written from now on; rows already stored gain it when their
 * table is rewritten (VACUUM FULL in a quiet hour), which a migration does not do under load.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const table of ['document_details', 'biblios', 'usages'])
    await sql`alter table ${sql.table(table)} set (fillfactor = 85)`.execute(db);
}
