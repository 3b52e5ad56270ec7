import { sql, type Kysely } from 'kysely';

/**
 * Collection titles are unique regardless of case ('USYD 2026' and 'usyd 2026' are the same
 * collection to a coordinator). The API checks first for a friendly message; this index settles a
 * race between two saves. It replaces the case-sensitive constraint of 001.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create unique index research_collections_title_key on research_collections (lower(collection_title));
    alter table research_collections drop constraint research_collections_collection_title_key;
  `.execute(db);
}
