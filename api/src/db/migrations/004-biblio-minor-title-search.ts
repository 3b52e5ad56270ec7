import { sql, type Kysely } from 'kysely';

/**
 * Find a Record searches biblio minor titles as well as major titles (spec section 2); like the
 * major title (001), the minor title gets a trigram index so `ilike '%…%'` need not read every biblio.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create index biblios_minor_title_trgm_idx on biblios using gin (minor_title gin_trgm_ops)`.execute(db);
}
