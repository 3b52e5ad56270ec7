import { Router } from 'express';
import { z } from 'zod';
import type { Db } from '../../db/connect.ts';
import { notFound } from '../../http/api-error.ts';
import { byId, pathId } from '../../http/input.ts';
import { ok } from '../../http/respond.ts';
import { requireCaller } from '../../http/require-caller.ts';
import { route } from '../../http/route.ts';
import { deleteTag } from './delete-tag.ts';
import { listTags } from './list-tags.ts';
import { saveGroupTag } from './save-group-tag.ts';
import { saveTag } from './save-tag.ts';
import { GROUP_TAG_BODY, TAG_BODY } from './tag-body.ts';

const byDocument = { params: z.object({ documentId: pathId('documentId') }) };

/** The document viewer's tags (spec 7, Tags): biblios marked on pages and on page ranges. */
export function tagRoutes(db: Db): Router {
  const router = Router();

  route(router, 'get', '/biblio_tag/:documentId', 'record:read', byDocument, async ({ params }, _req, res) => {
    const tags = await listTags(db, params.documentId);
    if (!tags) throw notFound('Document', params.documentId);
    ok(res, tags);
  });

  route(
    router,
    'post',
    '/biblio_tag/save_group_tag/:documentId',
    'record:write',
    { ...byDocument, body: GROUP_TAG_BODY },
    async ({ params, body }, req, res) => {
      ok(res, await saveGroupTag(db, requireCaller(req), params.documentId, body), 'Group tag saved');
    },
  );

  route(
    router,
    'post',
    '/biblio_tag/:documentId',
    'record:write',
    { ...byDocument, body: TAG_BODY },
    async ({ params, body }, req, res) => {
      const saved = await saveTag(db, requireCaller(req), params.documentId, body);
      ok(res, saved, saved.created_biblio_id ? 'Biblio and tag created' : 'Tag saved');
    },
  );

  route(router, 'delete', '/biblio_tag/delete_tag/:id', 'record:write', byId, async ({ params }, req, res) => {
    ok(res, await deleteTag(db, requireCaller(req), 'biblio_tags', params.id), 'Tag deleted');
  });

  route(router, 'delete', '/biblio_tag/delete_group_tag/:id', 'record:write', byId, async ({ params }, req, res) => {
    ok(res, await deleteTag(db, requireCaller(req), 'group_tags', params.id), 'Group tag deleted');
  });

  return router;
}
