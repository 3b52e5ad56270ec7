/** The rights system's work detail (GET /api/wrs/work_detail), in its own camelCase. */
export type WorkDetailResponse = {
  work_details: { result: WorkFields };
  contributors: { results: WorkRecord['contributors'] };
  shares: { results: WorkRecord['shares'] };
  terms: { results: WorkRecord['terms'] };
};

type WorkFields = {
  workId: string;
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

/** A work with its contributors, shares and terms in one object, as the schema reads it. */
export type WorkRecord = WorkFields & {
  contributors: { sfPseudonymName: string; sfPseudonymType: string | null; type: string; pseudonymName: string | null }[];
  shares: { sfAccountName: string; share: number }[];
  terms: { sfTacName: string }[];
};

export function toWorkRecord(detail: WorkDetailResponse): WorkRecord {
  return {
    ...detail.work_details.result,
    contributors: detail.contributors.results,
    shares: detail.shares.results,
    terms: detail.terms.results,
  };
}

/** The rights system spells the pseudonym fields 'pseudoymn'; the schema spells them correctly. */
export type RecipientResponse = { pseudoymnName: string; pseudoymnRole: string } & Record<string, unknown>;
