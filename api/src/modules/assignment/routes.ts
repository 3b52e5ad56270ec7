import { Router } from 'express';
import type { Db } from '../../db/connect.ts';
import { idParams } from '../../http/input.ts';
import { requireCaller } from '../../http/require-caller.ts';
import { ok } from '../../http/respond.ts';
import { route } from '../../http/route.ts';
import { assignUsers } from './assign-users.ts';
import { listBatchUsers } from './list-batch-users.ts';
import { ASSIGNMENT_BODY, BATCH_IDS_QUERY } from './read-assignment.ts';
import { removeAssignment } from './remove-assignment.ts';

/** Assign Records: who works which batch, and whose queue each of its records is in. */
export function assignmentRoutes(db: Db): Router {
  const router = Router();

  route(router, 'get', '/batch_user', 'assignment:read', { query: BATCH_IDS_QUERY }, async ({ query }, _req, res) => {
    ok(res, await listBatchUsers(db, query.batch_ids));
  });

  // Answers the batches' assignments as they now stand, with the new record counts.
  route(router, 'post', '/batch_user', 'assignment:write', { body: ASSIGNMENT_BODY }, async ({ body }, req, res) => {
    const { batchIds } = await assignUsers(db, requireCaller(req), body);
    ok(res, await listBatchUsers(db, batchIds), 'Records assigned successfully');
  });

  route(router, 'delete', '/batch_user/:id', 'assignment:write', { params: idParams }, async ({ params }, req, res) => {
    ok(res, await removeAssignment(db, requireCaller(req), params.id), 'Assignment removed successfully');
  });

  return router;
}
