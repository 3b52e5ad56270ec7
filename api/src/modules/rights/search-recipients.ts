import type { Db } from '../../db/connect.ts';
import { containsPattern } from '../../db/contains-pattern.ts';
import type { PseudonymRole } from '@rt/domain';
import { toRecipient } from './rights-shapes.ts';

export type RecipientCriteria = {
  pseudonymName: string;
  pseudonymRole?: PseudonymRole;
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
