import { sql, type Kysely } from 'kysely';

/**
 * Indexes of ranked Work Search (docs/decisions/014): title words (a full-text index of whole words,
 * which stays fast for common words where the trigram index reads long lists), ISNs compared as
 * typed (no hyphens or spaces, upper case), creator and publisher names by trigram, and works of a
 * year in title order.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create index works_title_words_idx on works using gin (to_tsvector('simple', title))`.execute(db);
  await sql`create index works_isn_normalized_idx on works (upper(translate(isn, '- ', '')))`.execute(db);
  await sql`create index work_contributors_name_trgm_idx on work_contributors using gin (sf_pseudonym_name gin_trgm_ops)`.execute(
    db,
  );
  await sql`create index works_year_title_idx on works (year_of_publication, title)`.execute(db);
}
