import { Router } from 'express';
import type { Db } from '../../db/connect.ts';
import { allow } from '../../http/allow.ts';
import { requireCaller } from '../../http/require-caller.ts';
import { idParam, ok } from '../../http/respond.ts';
import { assignUsers } from './assign-users.ts';
import { listBatchUsers } from './list-batch-users.ts';
import { readBatchIdsQuery } from './read-assignment.ts';
import { removeAssignment } from './remove-assignment.ts';

/** Assign Records: who works which batch, and whose queue each of its records is in. */
export function assignmentRoutes(db: Db): Router {
  const router = Router();

  router.get('/batch_user', allow('assignment:read'), async (req, res) => {
    ok(res, await listBatchUsers(db, readBatchIdsQuery(req.query.batch_ids)));
  });

  // Answers the batches' assignments as they now stand, with the new record counts.
  router.post('/batch_user', allow('assignment:write'), async (req, res) => {
    const { batchIds } = await assignUsers(db, requireCaller(req), req.body);
    ok(res, await listBatchUsers(db, batchIds), 'Records assigned successfully');
  });

  router.delete('/batch_user/:id', allow('assignment:write'), async (req, res) => {
    ok(res, await removeAssignment(db, requireCaller(req), idParam(req)), 'Assignment removed successfully');
  });

  return router;
}
