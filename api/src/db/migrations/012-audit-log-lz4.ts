import { sql, type Kysely } from 'kysely';

/**
 * A bulk update writes thousands of audit rows of whole records at once (some 13 kB of JSON each,
 * before and after): lz4 compresses them in about half the time of PostgreSQL's default, pglz
 * (docs/decisions/033). Rows already stored keep their compression. Where the server has no lz4
 * (embedded PGlite), the default stays.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    do $$
    begin
      alter table audit_log alter column before set compression lz4, alter column after set compression lz4;
    exception when feature_not_supported then null;
    end $$;
  `.execute(db);
}
