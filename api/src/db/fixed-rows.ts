import { EXCLUSION_CONDITION_KEEPS_LINKS, ROLE_IDS } from '@rt/domain';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from './types.ts';

/**
 * The rows the product specification fixes, which code names by id: the five roles (role ids 2
 * and 5 assign records, 2 and 4 see the statistics' extra tab, a first sign-in gets role 1) and
 * exclusion condition 17, the one that keeps a biblio's links. Every database has them, whatever
 * reference data the agency loads; BLM status, payment model and record status are checks in the
 * schema, not tables.
 */
export const FIXED_ROLES = Object.entries(ROLE_IDS)
  .map(([value, id]) => ({ id, value }))
  .sort((a, b) => a.id - b.id);

export const FIXED_EXCLUSION_CONDITION = {
  id: EXCLUSION_CONDITION_KEEPS_LINKS,
  value: 'Insubstantial portion - keep links',
  sort_order: EXCLUSION_CONDITION_KEEPS_LINKS,
  active: true,
};

export type FixedRowAdded = { table: 'roles' | 'exclusion_condition'; id: number; value: string };

/**
 * Inserts the fixed rows that are missing; a row already there, even edited by the agency, stays
 * as it is. Returns the rows it added (none on a second run).
 */
export async function insertFixedRows(db: Kysely<Database> | Transaction<Database>): Promise<FixedRowAdded[]> {
  const roles = await db
    .insertInto('roles')
    .values(FIXED_ROLES)
    .onConflict((c) => c.doNothing())
    .returning(['id', 'value'])
    .execute();
  const exclusions = await db
    .insertInto('exclusion_condition')
    .values(FIXED_EXCLUSION_CONDITION)
    .onConflict((c) => c.doNothing())
    .returning(['id', 'value'])
    .execute();
  return [
    ...roles.map((row) => ({ table: 'roles' as const, ...row })),
    ...exclusions.map((row) => ({ table: 'exclusion_condition' as const, ...row })),
  ];
}
