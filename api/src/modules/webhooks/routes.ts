import { Router } from 'express';
import { z } from 'zod';
import type { Db } from '../../db/connect.ts';
import { countOf } from '../../http/count-of.ts';
import { byId } from '../../http/input.ts';
import { requireCaller } from '../../http/require-caller.ts';
import { ok } from '../../http/respond.ts';
import { route } from '../../http/route.ts';
import { WEBHOOK_EVENT_TYPES } from './webhook-events.ts';
import { webhookUrlRefusal, type WebhookUrlPolicy } from './webhook-url.ts';
import { createWebhook, deleteWebhook, findWebhooks } from './webhooks.ts';

/** The body of POST /api/webhooks: the receiver's address and the events it wants (at least one). */
const createBody = (policy: WebhookUrlPolicy) =>
  z.object({
    url: z
      .string({ error: 'URL is required' })
      .trim()
      .max(2000, 'URL must be at most 2000 characters')
      .superRefine((url, ctx) => {
        const refusal = webhookUrlRefusal(url, policy);
        if (refusal) ctx.addIssue({ code: 'custom', message: refusal });
      }),
    events: z
      .array(z.enum(WEBHOOK_EVENT_TYPES, { error: `An event is one of ${WEBHOOK_EVENT_TYPES.join(', ')}` }), {
        error: 'Events must be a list',
      })
      .min(1, 'Events must name at least one event'),
  });

/**
 * The change feed's subscriptions (docs/decisions/078): each caller who may read records
 * (webhook:manage) registers, lists and deletes webhooks of their own.
 */
export function webhookRoutes(db: Db, policy: WebhookUrlPolicy): Router {
  const router = Router();

  route(router, 'post', '/webhooks', 'webhook:manage', { body: createBody(policy) }, async ({ body }, req, res) => {
    ok(res, await createWebhook(db, requireCaller(req), body), 'Webhook created: keep its secret, it is shown once');
  });

  route(router, 'get', '/webhooks', 'webhook:manage', {}, async (_input, req, res) => {
    const found = await findWebhooks(db, requireCaller(req));
    ok(res, found, countOf(found.length, 'webhook'));
  });

  route(router, 'delete', '/webhooks/:id', 'webhook:manage', byId, async ({ params }, req, res) => {
    ok(res, await deleteWebhook(db, requireCaller(req), params.id), 'Webhook deleted');
  });

  return router;
}
