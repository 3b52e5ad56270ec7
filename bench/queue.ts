/** The researcher's queue through the BFF and the API: the header's counters and the ready records. */
import type { Figure } from './figure.ts';
import { pairedFigure } from './measure.ts';
import type { ResearcherCalls } from './researcher-calls.ts';

const QUEUE_SUMMARY_QUERY = 'query { queueSummary { completedToday readyForResearch onHold } }';
const QUEUE_QUERY = 'query { queue(status: READY_FOR_RESEARCH) { name records { id externalId totalPages } } }';

export function queueSummaryFigure({ graphql, researcherId, baselineGet }: ResearcherCalls): Promise<Figure> {
  return pairedFigure({
    name: 'GraphQL queueSummary',
    baseline: 'three counts in one SQL statement over bare node:http',
    target: 'p99 < 10 ms',
    met: (q) => q.p99 < 10,
    call: async (_i, timed) => {
      await timed(() => graphql(QUEUE_SUMMARY_QUERY));
    },
    base: () => baselineGet(`/queue-summary/${researcherId}`),
  });
}

export function queueFigure({ graphql, researcherId, baselineGet }: ResearcherCalls): Promise<Figure> {
  return pairedFigure({
    name: 'GraphQL queue(READY_FOR_RESEARCH)',
    baseline: 'json_agg SQL over bare node:http',
    target: 'p99 < 10 ms',
    met: (q) => q.p99 < 10,
    call: async (_i, timed) => {
      await timed(() => graphql(QUEUE_QUERY));
    },
    base: () => baselineGet(`/queue/${researcherId}`),
  });
}
