import { Router } from 'express';
import type { Db } from '../../db/connect.ts';
import { findCaller } from '../../http/caller.ts';
import { requireCaller } from '../../http/require-caller.ts';
import { notFound } from '../../http/api-error.ts';
import { byId, jsonBody, requiredId } from '../../http/input.ts';
import { ok } from '../../http/respond.ts';
import { route } from '../../http/route.ts';
import { listUsers } from './list-users.ts';
import { listRoles } from './list-roles.ts';
import { toUserView } from './user-view.ts';
import { assignRole } from './assign-role.ts';

/** GET /api/user/current, /api/user, /api/user/{id}, PUT /api/user/{userId} and GET /api/role. */
export function userRoutes(db: Db): Router {
  const router = Router();

  // identifyCaller has already read the caller with its role; no second query.
  route(router, 'get', '/user/current', 'user:read-self', {}, (_input, req, res) => {
    ok(res, toUserView(requireCaller(req)));
  });

  route(router, 'get', '/user', 'user:read', {}, async (_input, _req, res) => {
    ok(res, (await listUsers(db)).map(toUserView));
  });

  route(router, 'get', '/user/:id', 'user:read', byId, async ({ params }, _req, res) => {
    const user = await findCaller(db, { id: params.id });
    if (!user) throw notFound('User', params.id);
    ok(res, toUserView(user));
  });

  // User Access: the answer's message is what the screen shows.
  route(
    router,
    'put',
    '/user/:id',
    'user:assign-role',
    { ...byId, body: jsonBody({ role_id: requiredId('role_id') }) },
    async ({ params, body }, req, res) => {
      const user = await assignRole(db, requireCaller(req), { userId: params.id, roleId: body.role_id });
      ok(res, toUserView(user), `${user.display_name} is now assigned to ${user.role}`);
    },
  );

  route(router, 'get', '/role', 'role:read', {}, async (_input, _req, res) => {
    ok(res, await listRoles(db));
  });

  return router;
}
