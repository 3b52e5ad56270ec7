/**
 * The database's row types: generated from the migrations by `npm run codegen:db`
 * (generate-types.ts, docs/decisions/047), never written by hand. Import them from here.
 */
import type { DB } from './__generated__/database.ts';
import type { LookupTable } from './lookup-tables.ts';

export type * from './__generated__/database.ts';

/**
 * Tables that only triggers write (biblio_search: migration 006; research_finishes: 008): outside
 * `Database`, so no statement writes them by mistake; their readers add them (`withFinishes`).
 */
export type TriggerTables = Pick<DB, 'biblio_search' | 'research_finishes'>;

export type Database = Omit<DB, keyof TriggerTables>;

/** The id/value lookup lists of spec section 3, tables of one shape. */
export type LookupValueTable = DB[LookupTable];
