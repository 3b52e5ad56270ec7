import { sql, type Kysely } from 'kysely';

/**
 * Saved bulk-edit queries (docs/decisions/032). The table of 001 holds the spec's fields; a saved
 * query is now also updated in place, by whoever, so it keeps when and by whom it last changed.
 * Titles are one list for everyone who bulk-edits: unique per kind of settings whatever their case
 * (the API checks first for its message; the index settles a race). A blank title is refused.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table saved_queries
      add column updated_at timestamptz not null default now(),
      add column updated_by integer references users(id),
      add constraint saved_queries_title_check check (length(trim(query_title)) > 0);
    create unique index saved_queries_title_key on saved_queries (settings_name, lower(query_title));
    -- A batch's deletion sets its saved queries' batch_id to null: found by this index.
    create index saved_queries_batch_idx on saved_queries (batch_id) where batch_id is not null;
  `.execute(db);
}
