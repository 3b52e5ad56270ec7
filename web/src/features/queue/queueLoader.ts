import { startingLoader } from '../../platform/startingLoader.ts';
import { startRouteQuery } from '../../platform/routeQueries.ts';
import { QueueQuery } from './queueQuery.ts';
import { QueueSummaryQuery } from './queueSummary.ts';

/** '/queue': both lists and the counters are asked afresh as the route matches, beside the screen's code. */
export const loader = startingLoader((client) => {
  startRouteQuery(client, QueueQuery, { status: 'READY_FOR_RESEARCH' });
  startRouteQuery(client, QueueQuery, { status: 'ON_HOLD' });
  startRouteQuery(client, QueueSummaryQuery, {});
});
