import { Router } from 'express';
import { z } from 'zod';
import type { Db } from '../../db/connect.ts';
import { queryId, reader, readChoice, refuse } from '../../http/input.ts';
import { requireCaller } from '../../http/require-caller.ts';
import { ok } from '../../http/respond.ts';
import { route } from '../../http/route.ts';
import { QUEUE_STATUSES } from './assigned-records.ts';
import { queueSummary } from './queue-summary.ts';
import { queueGroups } from './queue-groups.ts';
import { nextDocumentId } from './next-document.ts';

const STATUS_PARAMS = z.object({
  status: reader(
    (value) =>
      readChoice(value, QUEUE_STATUSES, 'status') ?? refuse(`status must be one of ${QUEUE_STATUSES.join(', ')}`),
  ),
});
/** With `batch`, the next record of that batch (skipping `except`) instead of the groups. */
const NEXT_QUERY = z.object({ batch: queryId('batch'), except: queryId('except') });

/** The signed-in caller's own research queue. */
export function queueRoutes(db: Db): Router {
  const router = Router();

  // Before /research_queue/:status, which would otherwise refuse 'queue_summary' as a status.
  route(router, 'get', '/research_queue/queue_summary', 'queue:read', {}, async (_input, req, res) => {
    ok(res, await queueSummary(db, requireCaller(req).id));
  });

  route(
    router,
    'get',
    '/research_queue/:status',
    'queue:read',
    { params: STATUS_PARAMS, query: NEXT_QUERY },
    async ({ params, query }, req, res) => {
      const caller = requireCaller(req);
      const { status } = params;
      if (query.batch === undefined) {
        ok(res, await queueGroups(db, caller.id, status));
        return;
      }
      const next = await nextDocumentId(db, {
        userId: caller.id,
        batchId: query.batch,
        status,
        exceptId: query.except,
      });
      ok(res, { next_document_id: next });
    },
  );

  return router;
}
