import { Router } from 'express';
import { COLLECTION_STATUSES } from '@rt/domain';
import type { Db } from '../../db/connect.ts';
import { allow } from '../../http/allow.ts';
import { badRequest, notFound } from '../../http/api-error.ts';
import { requireCaller } from '../../http/require-caller.ts';
import { idParam, ok, oneOf, positiveInt } from '../../http/respond.ts';
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

/**
 * Research collections, their batches and the batches' locations (spec section 7). Every write
 * answers the message the screen shows as its success alert, and is audited in its transaction.
 */
export function collectionRoutes(db: Db): Router {
  const router = Router();

  // 'hide' is the list's 'Show all collections' toggle: hidden collections are included, not exclusive.
  router.get('/research_collection', allow('collection:read'), async (req, res) => {
    const status = oneOf(req.query.collection_status, COLLECTION_STATUSES, 'collection_status', 'show');
    ok(res, await findCollections(db, { includeHidden: status === 'hide' }));
  });

  router.post('/research_collection/search', allow('collection:read'), async (req, res) => {
    const term: unknown = req.body?.search_term;
    if (typeof term !== 'string') throw badRequest('search_term must be text', 'search_term');
    ok(res, await findCollections(db, { includeHidden: true, titleContains: term.trim() }));
  });

  router.get('/research_collection/:id', allow('collection:read'), async (req, res) => {
    const id = idParam(req);
    const [collection] = await findCollections(db, { id, includeHidden: true });
    if (!collection) throw notFound('Research collection', id);
    ok(res, collection);
  });

  router.get('/research_collection/:id/batch', allow('collection:read'), async (req, res) => {
    const id = idParam(req);
    const [collection, batches] = await Promise.all([
      findCollections(db, { id, includeHidden: true }),
      findBatches(db, { researchCollectionId: id }),
    ]);
    if (collection.length === 0) throw notFound('Research collection', id);
    ok(res, batches);
  });

  router.post('/research_collection', allow('collection:write'), async (req, res) => {
    ok(res, await createCollection(db, requireCaller(req), req.body), 'Research collection created successfully');
  });

  router.put('/research_collection/:id', allow('collection:write'), async (req, res) => {
    const collection = await updateCollection(db, requireCaller(req), idParam(req), req.body);
    ok(res, collection, 'Research collection updated successfully');
  });

  router.delete('/research_collection/:id', allow('collection:write'), async (req, res) => {
    const id = idParam(req);
    await deleteCollection(db, requireCaller(req), id);
    ok(res, { id }, 'Research collection deleted successfully');
  });

  router.get('/batch', allow('collection:read'), async (_req, res) => {
    ok(res, await findBatches(db));
  });

  router.get('/batch/:id', allow('collection:read'), async (req, res) => {
    const id = idParam(req);
    const [[batch], locations] = await Promise.all([findBatches(db, { id }), findLocations(db, { batchId: id })]);
    if (!batch) throw notFound('Batch', id);
    ok(res, { ...batch, locations });
  });

  router.post('/batch', allow('collection:write'), async (req, res) => {
    ok(res, await createBatch(db, requireCaller(req), req.body), 'Batch created successfully');
  });

  router.put('/batch/:id', allow('collection:write'), async (req, res) => {
    ok(res, await updateBatch(db, requireCaller(req), idParam(req), req.body), 'Batch updated successfully');
  });

  router.delete('/batch/:id', allow('collection:write'), async (req, res) => {
    const id = idParam(req);
    await deleteBatch(db, requireCaller(req), id);
    ok(res, { id }, 'Batch deleted successfully');
  });

  router.put('/location/edit_location/:id', allow('collection:write'), async (req, res) => {
    ok(res, await updateLocation(db, requireCaller(req), idParam(req), req.body), 'Location updated successfully');
  });

  // Before /location/:batchId, which would otherwise take 'aou_list' for a batch id.
  router.get('/location/aou_list', allow('lookup:read'), async (_req, res) => {
    ok(res, await listAou(db));
  });

  router.get('/location/fetch_location/:id', allow('collection:read'), async (req, res) => {
    const id = idParam(req);
    const locations = await findLocations(db, { id });
    if (locations.length === 0) throw notFound('Location', id);
    // The spec's client reads data as an array and takes the first item.
    ok(res, locations);
  });

  router.get('/location/:batchId', allow('collection:read'), async (req, res) => {
    const batchId = positiveInt(req.params.batchId, 'batchId');
    const [[batch], locations] = await Promise.all([findBatches(db, { id: batchId }), findLocations(db, { batchId })]);
    if (!batch) throw notFound('Batch', batchId);
    ok(res, locations);
  });

  return router;
}
