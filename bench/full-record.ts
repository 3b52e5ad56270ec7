/** The full record a researcher opens, as GraphQL through the BFF and the API, against one SQL statement. */
import { pairedFigure } from './measure.ts';
import { pick, type ResearcherCalls } from './researcher-calls.ts';
import type { Figure } from './figure.ts';

export const RECORD_QUERY = `query ResearchRecord($id: ID!) {
  record(id: $id) {
    id externalReferenceId version status statusLabel totalPages notes updatedAt
    biblios { id recordId activeFlag majorTitle minorTitle isn publisher workCreator publicationYear
      pageNumbers unitsCopied paymentModel workId linkCount }
    usages { id recordId activeFlag eventDate timesCopied paymentAmount transactionCurrency linkCount }
    links { biblioId usageId activeFlag }
  }
}`;

export function fullRecordFigure({ graphql, ids, baselineGet }: ResearcherCalls): Promise<Figure> {
  return pairedFigure({
    name: 'GraphQL full record (BFF → API)',
    baseline: 'json_agg SQL over bare node:http',
    target: 'p50 < 3 ms, p99 < 10 ms, ≤ 3× baseline',
    met: (q, b) => q.p50 < 3 && q.p99 < 10 && q.p50 / b.p50 <= 3 && q.p99 / b.p99 <= 3,
    call: async (i, timed) => {
      await timed(() => graphql(RECORD_QUERY, { id: String(pick(ids, i)) }));
    },
    base: (i) => baselineGet(`/record/${pick(ids, i)}`),
  });
}
