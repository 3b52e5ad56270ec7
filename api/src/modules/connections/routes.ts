import { Router } from 'express';
import type { Db } from '../../db/connect.ts';
import { byId, idParams } from '../../http/input.ts';
import { ok } from '../../http/respond.ts';
import { route } from '../../http/route.ts';
import { countDocuments, DOCUMENT_COUNT_QUERY, DOCUMENT_PAGE_QUERY, documentPage } from './document-page.ts';
import {
  BATCH_COUNT_QUERY,
  BATCH_PAGE_QUERY,
  batchPage,
  COLLECTION_COUNT_QUERY,
  COLLECTION_PAGE_QUERY,
  collectionPage,
  countBatches,
  countCollections,
} from './collection-page.ts';
import { countHistory, HISTORY_PAGE_QUERY, historyPage } from './history-page.ts';

/**
 * Lists paged by keyset cursors (docs/decisions/075): `first`/`after` or `last`/`before`, at most
 * 100 rows a page, and a count of the same filter asked apart, since a page does not need it. Each
 * needs the operation the list's single reads need.
 */
export function connectionRoutes(db: Db): Router {
  const router = Router();

  route(
    router,
    'get',
    '/document_detail/page',
    'record:read',
    { query: DOCUMENT_PAGE_QUERY },
    async ({ query }, _req, res) => {
      ok(res, await documentPage(db, query));
    },
  );
  route(
    router,
    'get',
    '/document_detail/page/count',
    'record:read',
    { query: DOCUMENT_COUNT_QUERY },
    async ({ query }, _req, res) => {
      ok(res, await countDocuments(db, query));
    },
  );

  route(
    router,
    'get',
    '/research_collection/page',
    'collection:read',
    { query: COLLECTION_PAGE_QUERY },
    async ({ query }, _req, res) => {
      ok(res, await collectionPage(db, query));
    },
  );
  route(
    router,
    'get',
    '/research_collection/page/count',
    'collection:read',
    { query: COLLECTION_COUNT_QUERY },
    async ({ query }, _req, res) => {
      ok(res, await countCollections(db, query));
    },
  );

  route(router, 'get', '/batch/page', 'collection:read', { query: BATCH_PAGE_QUERY }, async ({ query }, _req, res) => {
    ok(res, await batchPage(db, query));
  });
  route(
    router,
    'get',
    '/batch/page/count',
    'collection:read',
    { query: BATCH_COUNT_QUERY },
    async ({ query }, _req, res) => {
      ok(res, await countBatches(db, query));
    },
  );

  // A record's changes, newest first: whoever may read the record may read them (docs/decisions/018).
  route(
    router,
    'get',
    '/document_detail/history/:id/page',
    'record:read',
    { params: idParams, query: HISTORY_PAGE_QUERY },
    async ({ params, query }, _req, res) => {
      ok(res, await historyPage(db, params.id, query));
    },
  );
  route(
    router,
    'get',
    '/document_detail/history/:id/page/count',
    'record:read',
    byId,
    async ({ params }, _req, res) => {
      ok(res, await countHistory(db, params.id));
    },
  );

  return router;
}
