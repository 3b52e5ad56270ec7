import type { TypedDocumentNode } from '@apollo/client';
import { homeCardsFor, type Area } from '@rt/domain';
import { graphql } from '../../__generated__/gql.ts';
import { startingLoader } from '../../platform/startingLoader.ts';
import { startRouteQuery } from '../../platform/routeQueries.ts';
import { QueueSummaryQuery } from '../queue/queueSummary.ts';
import { CurrentUserQuery } from '../user/currentUser.ts';

export const HomeCollectionCountQuery = graphql(`
  query HomeCollectionCount {
    researchCollections {
      id
    }
  }
`);

export const HomeBatchCountQuery = graphql(`
  query HomeBatchCount {
    batches {
      id
      status
    }
  }
`);

export const HomeUserCountQuery = graphql(`
  query HomeUserCount {
    users {
      id
    }
  }
`);

type FigureQuery = TypedDocumentNode<unknown, Record<string, never>>;

/** The query of each card's figure (homeFigures.tsx); the cards without one ask nothing. */
const FIGURE_QUERIES: Partial<Record<Area, FigureQuery>> = {
  queue: QueueSummaryQuery,
  statistics: QueueSummaryQuery,
  'assign-records': HomeBatchCountQuery,
  'research-collection': HomeCollectionCountQuery,
  'user-access': HomeUserCountQuery,
};

/** The queries of the figures on the cards a role sees, each once. */
export function figureQueriesFor(role: string | null | undefined): FigureQuery[] {
  const queries = homeCardsFor(role).map((card) => FIGURE_QUERIES[card.area]);
  return [...new Set(queries.filter((query) => query !== undefined))];
}

/**
 * '/': the figures of the cards the signed-in user's role sees are asked afresh as the route
 * matches, as soon as the sign-in check (the guard's, in flight or in the cache) names the role,
 * rather than once the screen's code has loaded and rendered the cards.
 */
export const loader = startingLoader(async (client) => {
  const { data } = await client.query({ query: CurrentUserQuery });
  const me = data?.me;
  if (!me) return;
  for (const query of figureQueriesFor(me.role?.value)) startRouteQuery(client, query, {});
});
