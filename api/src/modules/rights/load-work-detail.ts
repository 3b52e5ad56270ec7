import { jsonArrayFrom } from 'kysely/helpers/postgres';
import type { Db } from '../../db/connect.ts';
import { toContributor, toShare, toTerm, toWork } from './rights-shapes.ts';

/** A work with its contributors, shares and terms in one statement, in the rights system's shapes. */
export async function loadWorkDetail(db: Db, workUid: string) {
  const row = await db
    .selectFrom('works')
    .selectAll('works')
    .select((eb) => [
      jsonArrayFrom(
        eb
          .selectFrom('work_contributors')
          .select(['sf_pseudonym_name', 'sf_pseudonym_type', 'type', 'pseudonym_name'])
          .whereRef('work_contributors.work_id', '=', 'works.id')
          .orderBy('work_contributors.id'),
      ).as('contributors'),
      jsonArrayFrom(
        eb
          .selectFrom('work_shares')
          .select(['sf_account_name', 'share'])
          .whereRef('work_shares.work_id', '=', 'works.id')
          .orderBy('work_shares.id'),
      ).as('shares'),
      jsonArrayFrom(
        eb
          .selectFrom('work_terms')
          .select(['sf_tac_name'])
          .whereRef('work_terms.work_id', '=', 'works.id')
          .orderBy('work_terms.id'),
      ).as('terms'),
    ])
    .where('works.work_uid', '=', workUid)
    .executeTakeFirst();
  if (!row) return undefined;
  const { contributors, shares, terms, ...work } = row;
  return {
    work: toWork(work),
    contributors: contributors.map(toContributor),
    shares: shares.map(toShare),
    terms: terms.map(toTerm),
  };
}
