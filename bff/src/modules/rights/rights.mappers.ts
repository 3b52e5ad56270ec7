import type { RecipientResult, WorkDetailResponse, WorkDocument, WorkMatch } from '@rt/api/contract';

export type WorkMatchRecord = WorkMatch;
/** A record whose biblios cite a work (GET /api/document_detail/documents/{workId}). */
export type CitingRecordRow = WorkDocument;

export type { WorkDetailResponse };

/** A work with its contributors, shares and terms in one object, as the schema reads it. */
export type WorkRecord = WorkDetailResponse['work_details']['result'] & {
  contributors: WorkDetailResponse['contributors']['results'];
  shares: WorkDetailResponse['shares']['results'];
  terms: WorkDetailResponse['terms']['results'];
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
export type RecipientResponse = RecipientResult;
