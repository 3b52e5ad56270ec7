/** Find a Record through the BFF and the API: by a record's id, and by two words of a title. */
import type { Figure } from './figure.ts';
import { pairedFigure } from './measure.ts';
import { pick, type ResearcherCalls } from './researcher-calls.ts';

const FIND_QUERY = `query Find($search: String!) {
  findRecords(search: $search) { id externalReferenceId biblioId majorTitle minorTitle }
}`;

export function findByIdFigure({ graphql, ids, baselineGet }: ResearcherCalls): Promise<Figure> {
  return pairedFigure({
    name: 'GraphQL findRecords by id',
    baseline: 'json_agg SQL over bare node:http',
    target: 'p99 < 20 ms',
    met: (q) => q.p99 < 20,
    call: async (i, timed) => {
      await timed(() => graphql(FIND_QUERY, { search: String(pick(ids, i)) }));
    },
    base: (i) => baselineGet(`/find/${pick(ids, i)}`),
  });
}

export function findByTitleFigure({ graphql, titleWords, baselineGet }: ResearcherCalls): Promise<Figure> {
  return pairedFigure({
    name: 'GraphQL findRecords by title words',
    baseline: 'the same in-order search as one SQL statement over bare node:http',
    target: 'p99 < 20 ms',
    met: (q) => q.p99 < 20,
    call: async (i, timed) => {
      await timed(() => graphql(FIND_QUERY, { search: pick(titleWords, i) }));
    },
    base: (i) => baselineGet(`/find?q=${encodeURIComponent(pick(titleWords, i))}`),
  });
}
