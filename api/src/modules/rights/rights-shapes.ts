import type { Selectable } from 'kysely';
import type { Database } from '../../db/types.ts';

/*
 * Rows of the local rights catalogue in the rights system's own camelCase shapes, so the BFF reads
 * one shape whether the answer came from this catalogue or the real WRS/MIS.
 */

export type Work = {
  workId: string;
  uid: string;
  title: string;
  type: string;
  subType: string | null;
  isn: string | null;
  yearOfPublication: number | null;
  edition: string | null;
  volume: string | null;
  blmStatus: string | null;
  paymentModel: string | null;
  url: string | null;
  sfRightsholder: string | null;
  sfRightsholderAccountId: string | null;
};

export function toWork(row: Selectable<Database['works']>): Work {
  return {
    workId: row.work_uid,
    uid: row.work_uid,
    title: row.title,
    type: row.type,
    subType: row.sub_type,
    isn: row.isn,
    yearOfPublication: row.year_of_publication,
    edition: row.edition,
    volume: row.volume,
    blmStatus: row.blm_status,
    paymentModel: row.payment_model,
    url: row.url,
    sfRightsholder: row.sf_rightsholder,
    sfRightsholderAccountId: row.sf_rightsholder_account_id,
  };
}

export function toContributor(
  row: Pick<
    Selectable<Database['work_contributors']>,
    'sf_pseudonym_name' | 'sf_pseudonym_type' | 'type' | 'pseudonym_name'
  >,
) {
  return {
    sfPseudonymName: row.sf_pseudonym_name,
    sfPseudonymType: row.sf_pseudonym_type,
    type: row.type,
    pseudonymName: row.pseudonym_name,
  };
}

export function toShare(row: Pick<Selectable<Database['work_shares']>, 'sf_account_name' | 'share'>) {
  return { sfAccountName: row.sf_account_name, share: row.share };
}

export function toTerm(row: Pick<Selectable<Database['work_terms']>, 'sf_tac_name'>) {
  return { sfTacName: row.sf_tac_name };
}

/** 'pseudoymn' is the spec's (and the rights system's) spelling; clients depend on it. */
export function toRecipient(row: Selectable<Database['recipients']>) {
  return {
    pseudoymnName: row.pseudonym_name,
    pseudoymnRole: row.pseudonym_role,
    accountObjectId: row.account_object_id,
    accountName: row.account_name,
    accountProfile: row.account_profile,
    accountYearOfBirth: row.account_year_of_birth,
    accountYearOfDeath: row.account_year_of_death,
    accountRelationshipType: row.account_relationship_type,
    accountUltimateParentName: row.account_ultimate_parent_name,
    accountEmail: row.account_email,
    accountMemberStatus: row.account_member_status,
  };
}
