import { Router } from 'express';
import { BULK_EDIT_MESSAGES, bulkApplyOutcome } from '@rt/domain';
import type { Db } from '../../db/connect.ts';
import { ApiError } from '../../http/api-error.ts';
import { countOf } from '../../http/count-of.ts';
import { requireCaller } from '../../http/require-caller.ts';
import { ok } from '../../http/respond.ts';
import { route } from '../../http/route.ts';
import {
  DELETE_QUERY_BODY,
  LOAD_QUERY_QUERY,
  RECORD_EXPORT_BODY,
  RECORD_IDS_BODY,
  RECORD_QUERY_BODY,
  SAVE_QUERY_BODY,
} from './bulk-edit-body.ts';
import { deleteQuery } from './delete-query.ts';
import { exportFileName, exportRecords } from './export-records.ts';
import { queryRecordIds } from './query-record-ids.ts';
import { queryRecords } from './query-records.ts';
import { readRecordScope } from './record-scope.ts';
import { decodeCursor } from './result-cursor.ts';
import { findSavedQueries } from './saved-queries.ts';
import { saveQuery } from './save-query.ts';
import { sendRecordsCsv } from './send-records-csv.ts';
import { findBulkChanges } from './bulk-changes.ts';
import { undoBulkChange } from './undo-bulk-change.ts';
import { UNDO_BODY, UPDATE_RECORDS_BODY } from './update-body.ts';
import { updateRecords } from './update-records.ts';
import { cancelBulkUpdateJob, findBulkUpdateJob, findBulkUpdateJobs, startBulkUpdateJob } from './update-jobs.ts';
import type { JobQueue } from '../../jobs/job-queue.ts';
import { idParams } from '../../http/input.ts';

/**
 * Bulk edit's query and saved queries (spec section 7, docs/decisions/032), for coordinators and
 * IT (bulk-edit:use) on every call.
 */
export function bulkEditRoutes(db: Db, jobs?: JobQueue): Router {
  const router = Router();

  route(
    router,
    'post',
    '/partial_record/query',
    'bulk-edit:use',
    { body: RECORD_QUERY_BODY },
    async ({ body }, _req, res) => {
      const cursor = body.cursor === null ? null : decodeCursor(body.cursor, body.query.sort);
      const scope = await readRecordScope(db, body.batch_id, body.research_collection_id);
      const page = await queryRecords(db, body.query, scope, cursor);
      ok(res, page, `${countOf(page.total, 'record')} found`);
    },
  );

  // Every record the query matches, for 'select all' (at most the records one bulk update takes).
  route(
    router,
    'post',
    '/partial_record/record_ids',
    'bulk-edit:use',
    { body: RECORD_IDS_BODY },
    async ({ body }, _req, res) => {
      const scope = await readRecordScope(db, body.batch_id, body.research_collection_id);
      const found = await queryRecordIds(db, body.query, scope);
      ok(res, found, `${countOf(found.total, 'record')} found`);
    },
  );

  // The whole result as CSV, streamed (docs/decisions/034).
  route(
    router,
    'post',
    '/partial_record/export',
    'bulk-edit:use',
    { body: RECORD_EXPORT_BODY },
    async ({ body }, _req, res) => {
      const scope = await readRecordScope(db, body.batch_id, body.research_collection_id);
      const [exported, fileName] = await Promise.all([
        exportRecords(db, body.query, scope),
        exportFileName(db, body.batch_id, body.research_collection_id),
      ]);
      await sendRecordsCsv(res, fileName, exported);
    },
  );

  route(
    router,
    'post',
    '/bulk_edit/save_query',
    'bulk-edit:use',
    { body: SAVE_QUERY_BODY },
    async ({ body }, req, res) => {
      ok(res, await saveQuery(db, requireCaller(req), body), BULK_EDIT_MESSAGES.saved);
    },
  );

  route(
    router,
    'get',
    '/bulk_edit/load_query',
    'bulk-edit:use',
    { query: LOAD_QUERY_QUERY },
    async ({ query }, _req, res) => {
      if (query.id === undefined) {
        const saved = await findSavedQueries(db);
        ok(res, saved, `${countOf(saved.length, 'saved query', 'saved queries')}`);
        return;
      }
      const [saved] = await findSavedQueries(db, query.id);
      if (!saved)
        throw new ApiError('NOT_FOUND', `${BULK_EDIT_MESSAGES.loadFailed} Saved query ${query.id} was not found`, {
          field: 'id',
        });
      ok(res, saved, BULK_EDIT_MESSAGES.loaded);
    },
  );

  route(
    router,
    'post',
    '/bulk_edit/delete_query',
    'bulk-edit:use',
    { body: DELETE_QUERY_BODY },
    async ({ body }, req, res) => {
      await deleteQuery(db, requireCaller(req), body.id);
      ok(res, { id: body.id }, BULK_EDIT_MESSAGES.deleted);
    },
  );

  route(
    router,
    'post',
    '/bulk_edit/update_records',
    'bulk-edit:use',
    { body: UPDATE_RECORDS_BODY },
    async ({ body }, req, res) => {
      const result = await updateRecords(db, requireCaller(req), body);
      ok(
        res,
        result,
        body.dry_run
          ? `${countOf(result.updated, 'record')} would change, ${result.refused.length} refused`
          : bulkApplyOutcome({ ...result, refused: result.refused_count }).message,
      );
    },
  );

  // A real run as a job of the queue (docs/decisions/072): started here, followed and cancelled below.
  route(
    router,
    'post',
    '/bulk_edit/update_jobs',
    'bulk-edit:use',
    { body: UPDATE_RECORDS_BODY },
    async ({ body }, req, res) => {
      if (!jobs) throw new ApiError('INTERNAL', 'Bulk update jobs are not running on this server');
      // The body as sent, already read above: the worker that takes the job up reads it again.
      const job = await startBulkUpdateJob(db, jobs, requireCaller(req), body, req.body as Record<string, unknown>);
      ok(res, job, 'Bulk update started');
    },
  );

  route(router, 'get', '/bulk_edit/update_jobs', 'bulk-edit:use', {}, async (_input, req, res) => {
    const found = await findBulkUpdateJobs(db, requireCaller(req));
    ok(res, found, `${countOf(found.length, 'bulk update job')}`);
  });

  route(
    router,
    'get',
    '/bulk_edit/update_jobs/:id',
    'bulk-edit:use',
    { params: idParams },
    async ({ params }, req, res) => {
      ok(res, await findBulkUpdateJob(db, requireCaller(req), params.id));
    },
  );

  route(
    router,
    'post',
    '/bulk_edit/update_jobs/:id/cancel',
    'bulk-edit:use',
    { params: idParams },
    async ({ params }, req, res) => {
      const job = await cancelBulkUpdateJob(db, requireCaller(req), params.id);
      ok(
        res,
        job,
        job.status === 'cancelled' ? 'Bulk update cancelled' : 'Bulk update stopping after its current chunk',
      );
    },
  );

  // Today's bulk changes, newest first, and the undo of one (docs/decisions/035).
  route(router, 'get', '/bulk_edit/changes', 'bulk-edit:use', {}, async (_input, _req, res) => {
    const changes = await findBulkChanges(db);
    ok(res, changes, `${countOf(changes.length, 'bulk change')} today`);
  });

  route(router, 'post', '/bulk_edit/undo', 'bulk-edit:use', { body: UNDO_BODY }, async ({ body }, req, res) => {
    ok(res, await undoBulkChange(db, requireCaller(req), body.bulk_change_id), BULK_EDIT_MESSAGES.undone);
  });

  return router;
}
