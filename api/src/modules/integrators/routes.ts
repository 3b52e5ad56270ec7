import { Router } from 'express';
import { INTEGRATOR_SCOPES } from '@rt/domain';
import type { Db } from '../../db/connect.ts';
import { requireCaller } from '../../http/require-caller.ts';
import {
  byId,
  choice,
  id,
  jsonBody,
  reader,
  readText,
  refuse,
  requiredChoice,
  requiredId,
  requiredText,
  text,
} from '../../http/input.ts';
import { ok } from '../../http/respond.ts';
import { route } from '../../http/route.ts';
import { listIntegrators } from './integrator-view.ts';
import { createIntegrator, revokeIntegrator, updateIntegrator } from './write-integrators.ts';

/**
 * A client id as the provider issues it: visible ASCII without spaces (RFC 6749 appendix A.1 allows
 * any; the e-mail-shaped account name and the token's `sub` need these).
 */
const clientId = reader((value) => {
  const given = readText(value, 'Client id', 100);
  if (given === null) return refuse('Client id is required');
  if (!/^[\x21-\x7e]+$/.test(given) || given.includes('@'))
    return refuse('Client id must be letters, digits and punctuation other than @, without spaces');
  return given;
});

const NEW_INTEGRATOR = jsonBody({
  name: requiredText('Name', 100),
  client_id: clientId,
  role_id: requiredId('Role'),
  scope: requiredChoice(INTEGRATOR_SCOPES, 'Scope'),
});

const INTEGRATOR_CHANGE = jsonBody({
  name: text('Name', 100),
  role_id: id('Role'),
  scope: choice(INTEGRATOR_SCOPES, 'Scope'),
});

/** GET and POST /api/integrator, PUT /api/integrator/{id}, POST /api/integrator/{id}/revoke (IT, User Access). */
export function integratorRoutes(db: Db): Router {
  const router = Router();

  route(router, 'get', '/integrator', 'integrator:read', {}, async (_input, _req, res) => {
    ok(res, await listIntegrators(db));
  });

  route(router, 'post', '/integrator', 'integrator:write', { body: NEW_INTEGRATOR }, async ({ body }, req, res) => {
    const integrator = await createIntegrator(db, requireCaller(req), body);
    ok(res, integrator, `${integrator.name} can now call the API as ${integrator.role.value}`, 201);
  });

  route(
    router,
    'put',
    '/integrator/:id',
    'integrator:write',
    { ...byId, body: INTEGRATOR_CHANGE },
    async ({ params, body }, req, res) => {
      const integrator = await updateIntegrator(db, requireCaller(req), params.id, body);
      ok(res, integrator, `${integrator.name} is saved`);
    },
  );

  route(router, 'post', '/integrator/:id/revoke', 'integrator:write', byId, async ({ params }, req, res) => {
    const integrator = await revokeIntegrator(db, requireCaller(req), params.id);
    ok(res, integrator, `${integrator.name} is revoked: its tokens are refused from now on`);
  });

  return router;
}
