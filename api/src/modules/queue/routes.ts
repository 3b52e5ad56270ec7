import { Router } from 'express';
import type { Db } from '../../db/connect.ts';
import { allow } from '../../http/allow.ts';
import { requireCaller } from '../../http/require-caller.ts';
import { ok, oneOf, positiveInt } from '../../http/respond.ts';
import { badRequest } from '../../http/api-error.ts';
import { QUEUE_STATUSES } from './assigned-records.ts';
import { queueSummary } from './queue-summary.ts';
import { queueGroups } from './queue-groups.ts';
import { nextDocumentId } from './next-document.ts';

/** The signed-in caller's own research queue. */
export function queueRoutes(db: Db): Router {
  const router = Router();

  // Before /research_queue/:status, which would otherwise refuse 'queue_summary' as a status.
  router.get('/research_queue/queue_summary', allow('queue:read'), async (req, res) => {
    ok(res, await queueSummary(db, requireCaller(req).id));
  });

  router.get('/research_queue/:status', allow('queue:read'), async (req, res) => {
    const caller = requireCaller(req);
    const status = oneOf(req.params.status, QUEUE_STATUSES, 'status');
    if (!status) throw badRequest(`status must be one of ${QUEUE_STATUSES.join(', ')}`, 'status');
    if (req.query.batch === undefined) {
      ok(res, await queueGroups(db, caller.id, status));
      return;
    }
    const batchId = positiveInt(req.query.batch, 'batch');
    const exceptId = req.query.except === undefined ? undefined : positiveInt(req.query.except, 'except');
    ok(res, { next_document_id: await nextDocumentId(db, { userId: caller.id, batchId, status, exceptId }) });
  });

  return router;
}
