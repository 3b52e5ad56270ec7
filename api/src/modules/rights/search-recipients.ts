import type { Db } from '../../db/connect.ts';
import { containsPattern } from '../../db/contains-pattern.ts';
import type { RecipientTable } from '../../db/types.ts';
import { toRecipient } from './rights-shapes.ts';

export const RECIPIENT_ROLES = ['Creator', 'Publisher'] as const satisfies readonly RecipientTable['pseudonym_role'][];

export type RecipientCriteria = {
  pseudonymName: string;
  pseudonymRole?: RecipientTable['pseudonym_role'];
  limit: number;
};

/** Recipients whose pseudonym contains the name (case-insensitive; the trigram index serves it). */
export async function searchRecipients(db: Db, criteria: RecipientCriteria) {
  let query = db
    .selectFrom('recipients')
    .selectAll()
    .where('pseudonym_name', 'ilike', containsPattern(criteria.pseudonymName));
  if (criteria.pseudonymRole) query = query.where('pseudonym_role', '=', criteria.pseudonymRole);
  const rows = await query.orderBy('pseudonym_name').orderBy('id').limit(criteria.limit).execute();
  return rows.map(toRecipient);
}
