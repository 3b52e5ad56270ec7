import { Router } from 'express';
import type { Db } from '../../db/connect.ts';
import { findCaller } from '../../http/caller.ts';
import { requireCaller } from '../../http/require-caller.ts';
import { notFound } from '../../http/api-error.ts';
import { idParam, ok } from '../../http/respond.ts';
import { listUsers } from './list-users.ts';
import { listRoles } from './list-roles.ts';
import { toUserView } from './user-view.ts';

/** GET /api/user/current, /api/user, /api/user/{id} and /api/role. */
export function userRoutes(db: Db): Router {
  const router = Router();

  // identifyCaller has already read the caller with its role; no second query.
  router.get('/user/current', (req, res) => {
    ok(res, toUserView(requireCaller(req)));
  });

  router.get('/user', async (_req, res) => {
    ok(res, (await listUsers(db)).map(toUserView));
  });

  router.get('/user/:id', async (req, res) => {
    const id = idParam(req);
    const user = await findCaller(db, { id });
    if (!user) throw notFound('User', id);
    ok(res, toUserView(user));
  });

  router.get('/role', async (_req, res) => {
    ok(res, await listRoles(db));
  });

  return router;
}
