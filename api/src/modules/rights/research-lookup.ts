import type { Db } from '../../db/connect.ts';
import { containsPattern } from '../../db/contains-pattern.ts';
import { toWork, type Work } from './rights-shapes.ts';

export type WorkCriteria = {
  isn?: string;
  title?: string;
  creator?: string;
  publisher?: string;
  year?: number;
  /** The result filter (Book, Journal, ...); not a criterion on its own. */
  workType?: string;
  /** A creator's contributions: works that recipient account contributed to. */
  accountObjectId?: string;
  limit: number;
};

/** Contributor types that name a publisher; every other type is a creator. */
const PUBLISHER_TYPES = ['Publisher', 'Publisher/Imprint'];

/**
 * Work search over the local catalogue: every criterion given must match (ISN exactly, the
 * others as case-insensitive parts). Ranking by closeness comes later; for now titles in order.
 */
export async function researchLookup(db: Db, criteria: WorkCriteria): Promise<Work[]> {
  let query = db.selectFrom('works').selectAll('works');
  if (criteria.isn !== undefined) query = query.where('works.isn', '=', criteria.isn);
  if (criteria.title !== undefined) query = query.where('works.title', 'ilike', containsPattern(criteria.title));
  if (criteria.year !== undefined) query = query.where('works.year_of_publication', '=', criteria.year);
  if (criteria.workType !== undefined) query = query.where('works.type', '=', criteria.workType);
  if (criteria.creator !== undefined) {
    const pattern = containsPattern(criteria.creator);
    query = query.where(({ exists, selectFrom }) =>
      exists(
        selectFrom('work_contributors as wc')
          .select('wc.id')
          .whereRef('wc.work_id', '=', 'works.id')
          .where('wc.type', 'not in', PUBLISHER_TYPES)
          .where('wc.sf_pseudonym_name', 'ilike', pattern),
      ),
    );
  }
  if (criteria.publisher !== undefined) {
    const pattern = containsPattern(criteria.publisher);
    query = query.where(({ exists, selectFrom }) =>
      exists(
        selectFrom('work_contributors as wc')
          .select('wc.id')
          .whereRef('wc.work_id', '=', 'works.id')
          .where('wc.type', 'in', PUBLISHER_TYPES)
          .where('wc.sf_pseudonym_name', 'ilike', pattern),
      ),
    );
  }
  if (criteria.accountObjectId !== undefined) {
    const accountObjectId = criteria.accountObjectId;
    query = query.where(({ exists, selectFrom }) =>
      exists(
        selectFrom('work_contributors as wc')
          .innerJoin('recipients as r', 'r.id', 'wc.recipient_id')
          .select('wc.id')
          .whereRef('wc.work_id', '=', 'works.id')
          .where('r.account_object_id', '=', accountObjectId),
      ),
    );
  }
  const rows = await query.orderBy('works.title').orderBy('works.id').limit(criteria.limit).execute();
  return rows.map(toWork);
}
