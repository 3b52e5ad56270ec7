import { Router } from 'express';
import { z } from 'zod';
import { can, COLLECTION_STATUSES } from '@rt/domain';
import type { Db } from '../../db/connect.ts';
import { notFound } from '../../http/api-error.ts';
import { byId, jsonBody, pathId, queryChoice, reader, readText } from '../../http/input.ts';
import type { Caller } from '../../http/caller.ts';
import { requireCaller } from '../../http/require-caller.ts';
import { ok } from '../../http/respond.ts';
import { route } from '../../http/route.ts';
import { findCollections } from './find-collections.ts';
import { findBatches } from './find-batches.ts';
import { findLocations } from './find-locations.ts';
import { listAou } from './list-aou.ts';
import { createCollection } from './create-collection.ts';
import { updateCollection } from './update-collection.ts';
import { deleteCollection } from './delete-collection.ts';
import { createBatch } from './create-batch.ts';
import { updateBatch } from './update-batch.ts';
import { deleteBatch } from './delete-batch.ts';
import { updateLocation } from './update-location.ts';
import { COLLECTION_BODY } from './validate-collection.ts';
import { BATCH_BODY } from './validate-batch.ts';
import { LOCATION_BODY } from './validate-location.ts';

type Batch = Awaited<ReturnType<typeof findBatches>>[number];

/**
 * Batches with `locations`, the spec's name for a batch's locations (section 3), for callers who
 * may read locations (docs/decisions/082); the others get the batch rows alone, whose
 * `location_count` (deprecated, kept for clients that read it) still says how many there are.
 */
async function withLocations(db: Db, caller: Caller, batches: Batch[]) {
  if (!can(caller.role, 'location:read')) return batches;
  const byBatch = new Map<number, Awaited<ReturnType<typeof findLocations>>>(batches.map((b) => [b.id, []]));
  for (const location of await findLocations(db, { batchIds: batches.map((b) => b.id) }))
    byBatch.get(location.batch_id)?.push(location);
  return batches.map((batch) => ({ ...batch, locations: byBatch.get(batch.id)! }));
}

/**
 * Research collections, their batches and the batches' locations (spec section 7). Every write
 * answers the message the screen shows as its success alert, and is audited in its transaction.
 */
export function collectionRoutes(db: Db): Router {
  const router = Router();

  // 'hide' is the list's 'Show all collections' toggle: hidden collections are included, not exclusive.
  route(
    router,
    'get',
    '/research_collection',
    'collection:read',
    { query: z.object({ collection_status: queryChoice(COLLECTION_STATUSES, 'collection_status') }) },
    async ({ query }, _req, res) => {
      ok(res, await findCollections(db, { includeHidden: query.collection_status === 'hide' }));
    },
  );

  route(
    router,
    'post',
    '/research_collection/search',
    'collection:read',
    // Blank finds every collection: the type-to-search list before anything is typed.
    {
      body: jsonBody({
        // Absent, null or blank alike: an empty search lists every collection.
        search_term: reader((value) => readText(value, 'search_term', 200) ?? ''),
      }),
    },
    async ({ body }, _req, res) => {
      ok(res, await findCollections(db, { includeHidden: true, titleContains: body.search_term }));
    },
  );

  route(router, 'get', '/research_collection/:id', 'collection:read', byId, async ({ params }, _req, res) => {
    const [collection] = await findCollections(db, { id: params.id, includeHidden: true });
    if (!collection) throw notFound('Research collection', params.id);
    ok(res, collection);
  });

  route(router, 'get', '/research_collection/:id/batch', 'collection:read', byId, async ({ params }, req, res) => {
    const [collection, batches] = await Promise.all([
      findCollections(db, { id: params.id, includeHidden: true }),
      findBatches(db, { researchCollectionId: params.id }),
    ]);
    if (collection.length === 0) throw notFound('Research collection', params.id);
    ok(res, await withLocations(db, requireCaller(req), batches));
  });

  route(
    router,
    'post',
    '/research_collection',
    'collection:write',
    { body: COLLECTION_BODY },
    async ({ body }, req, res) => {
      ok(res, await createCollection(db, requireCaller(req), body), 'Research collection created successfully');
    },
  );

  route(
    router,
    'put',
    '/research_collection/:id',
    'collection:write',
    { ...byId, body: COLLECTION_BODY },
    async ({ params, body }, req, res) => {
      const collection = await updateCollection(db, requireCaller(req), params.id, body);
      ok(res, collection, 'Research collection updated successfully');
    },
  );

  route(router, 'delete', '/research_collection/:id', 'collection:write', byId, async ({ params }, req, res) => {
    await deleteCollection(db, requireCaller(req), params.id);
    ok(res, { id: params.id }, 'Research collection deleted successfully');
  });

  route(router, 'get', '/batch', 'collection:read', {}, async (_input, req, res) => {
    ok(res, await withLocations(db, requireCaller(req), await findBatches(db)));
  });

  route(router, 'get', '/batch/:id', 'collection:read', byId, async ({ params }, req, res) => {
    const [batch] = await withLocations(db, requireCaller(req), await findBatches(db, { id: params.id }));
    if (!batch) throw notFound('Batch', params.id);
    ok(res, batch);
  });

  route(router, 'post', '/batch', 'collection:write', { body: BATCH_BODY }, async ({ body }, req, res) => {
    ok(res, await createBatch(db, requireCaller(req), body), 'Batch created successfully');
  });

  route(
    router,
    'put',
    '/batch/:id',
    'collection:write',
    { ...byId, body: BATCH_BODY },
    async ({ params, body }, req, res) => {
      ok(res, await updateBatch(db, requireCaller(req), params.id, body), 'Batch updated successfully');
    },
  );

  route(router, 'delete', '/batch/:id', 'collection:write', byId, async ({ params }, req, res) => {
    await deleteBatch(db, requireCaller(req), params.id);
    ok(res, { id: params.id }, 'Batch deleted successfully');
  });

  route(
    router,
    'put',
    '/location/edit_location/:id',
    'collection:write',
    { ...byId, body: LOCATION_BODY },
    async ({ params, body }, req, res) => {
      ok(res, await updateLocation(db, requireCaller(req), params.id, body), 'Location updated successfully');
    },
  );

  // Before /location/:batchId, which would otherwise take 'aou_list' for a batch id.
  route(router, 'get', '/location/aou_list', 'location:read', {}, async (_input, _req, res) => {
    ok(res, await listAou(db));
  });

  route(router, 'get', '/location/fetch_location/:id', 'location:read', byId, async ({ params }, _req, res) => {
    const locations = await findLocations(db, { id: params.id });
    if (locations.length === 0) throw notFound('Location', params.id);
    // The spec's client reads data as an array and takes the first item.
    ok(res, locations);
  });

  route(
    router,
    'get',
    '/location/:batchId',
    'location:read',
    { params: z.object({ batchId: pathId('batchId') }) },
    async ({ params }, _req, res) => {
      const [[batch], locations] = await Promise.all([
        findBatches(db, { id: params.batchId }),
        findLocations(db, { batchId: params.batchId }),
      ]);
      if (!batch) throw notFound('Batch', params.batchId);
      ok(res, locations);
    },
  );

  return router;
}
