/** What a Work Search asks for (spec 7, POST /api/wrs/research_lookup), shared by form and API. */
export type WorkSearchCriteria = {
  isn?: string;
  title?: string;
  creator?: string;
  publisher?: string;
  year?: number;
  /** The result filter (Book, Journal, ...); not a criterion on its own. */
  workType?: string;
  /** A creator's contributions: works that recipient account contributed to. */
  accountObjectId?: string;
};
