import { routeClient } from '../../app/routing/routeClient.ts';
import { startRouteQuery } from '../../app/routing/routeQueries.ts';
import { QueueQuery } from './queueQuery.ts';
import { QueueSummaryQuery } from './queueSummary.ts';

/** '/queue': both lists and the counters are asked afresh as the route matches, beside the screen's code. */
export function loader(): null {
  void routeClient()
    .then((client) => {
      startRouteQuery(client, QueueQuery, { status: 'READY_FOR_RESEARCH' });
      startRouteQuery(client, QueueQuery, { status: 'ON_HOLD' });
      startRouteQuery(client, QueueSummaryQuery, {});
    })
    .catch(() => undefined);
  return null;
}
