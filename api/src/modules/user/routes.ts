import { Router } from 'express';
import type { Db } from '../../db/connect.ts';
import { findCaller } from '../../http/caller.ts';
import { requireCaller } from '../../http/require-caller.ts';
import { allow } from '../../http/allow.ts';
import { notFound } from '../../http/api-error.ts';
import { idParam, ok, positiveInt } from '../../http/respond.ts';
import { listUsers } from './list-users.ts';
import { listRoles } from './list-roles.ts';
import { toUserView } from './user-view.ts';
import { assignRole } from './assign-role.ts';

/** GET /api/user/current, /api/user, /api/user/{id}, PUT /api/user/{userId} and GET /api/role. */
export function userRoutes(db: Db): Router {
  const router = Router();

  // identifyCaller has already read the caller with its role; no second query.
  router.get('/user/current', allow('user:read-self'), (req, res) => {
    ok(res, toUserView(requireCaller(req)));
  });

  router.get('/user', allow('user:read'), async (_req, res) => {
    ok(res, (await listUsers(db)).map(toUserView));
  });

  router.get('/user/:id', allow('user:read'), async (req, res) => {
    const id = idParam(req);
    const user = await findCaller(db, { id });
    if (!user) throw notFound('User', id);
    ok(res, toUserView(user));
  });

  // User Access: the answer's message is what the screen shows.
  router.put('/user/:id', allow('user:assign-role'), async (req, res) => {
    const userId = idParam(req);
    const roleId = positiveInt(req.body?.role_id, 'role_id');
    const user = await assignRole(db, requireCaller(req), { userId, roleId });
    ok(res, toUserView(user), `${user.display_name} is now assigned to ${user.role}`);
  });

  router.get('/role', allow('role:read'), async (_req, res) => {
    ok(res, await listRoles(db));
  });

  return router;
}
