import { Router } from 'express';
import { z } from 'zod';
import { RESEARCH_MESSAGES } from '@rt/domain';
import type { Db } from '../../db/connect.ts';
import type { FileStore } from '../../files/file-store.ts';
import { requireOwnUnless } from '../../http/allow.ts';
import { findCaller } from '../../http/caller.ts';
import { notFound } from '../../http/api-error.ts';
import { byId, pathId, pathText, queryId } from '../../http/input.ts';
import { ok } from '../../http/respond.ts';
import { requireCaller } from '../../http/require-caller.ts';
import { route } from '../../http/route.ts';
import { loadFullRecord } from './load-full-record.ts';
import { loadDocumentView } from './load-document-view.ts';
import { loadRecordHistory } from './record-history.ts';
import { recentRecords } from './recent-records.ts';
import { checkSourceFileLink, SOURCE_FILE_BODY } from './check-source-file-link.ts';
import { SAVE_BODY, saveFullRecord } from './save-full-record.ts';
import { CREATE_BODY, createFullRecord } from './create-full-record.ts';
import { DELETE_MESSAGES, deleteBiblio, deleteUsage } from './delete-record-item.ts';
import { countRecords, FIND_BODY, findRecords } from './find-records.ts';
import { workDocuments } from './work-documents.ts';

const RECENT_RECORDS_OWN_ONLY = 'You may see only your own recently completed records.';

/** Records (document details): the research form, the viewer, Find a Record and manual data entry. */
export function researchRoutes(db: Db, files: FileStore): Router {
  const router = Router();

  // The manual new record: the screen's address says 'null' for the id it does not have yet.
  route(
    router,
    'post',
    '/document_detail/full_record/null',
    'record:create',
    { body: CREATE_BODY },
    async ({ body }, req, res) => {
      ok(res, await createFullRecord(db, requireCaller(req), body, files), RESEARCH_MESSAGES.created);
    },
  );

  route(
    router,
    'put',
    '/document_detail/full_record/:id',
    'record:write',
    { ...byId, body: SAVE_BODY },
    async ({ params, body }, req, res) => {
      const { message, data } = await saveFullRecord(db, requireCaller(req), params.id, body);
      ok(res, data, message);
    },
  );

  // Optional ids in the query: `document_id`, the record the form has open (an item of another
  // record is then not found); for a usage, `biblio_id`, the biblio it is deleted from.
  const deleteQuery = z.object({ document_id: queryId('document_id'), biblio_id: queryId('biblio_id') });

  route(
    router,
    'delete',
    '/biblio/delete_biblio/:id',
    'record:write',
    { ...byId, query: deleteQuery },
    async ({ params, query }, req, res) => {
      ok(res, await deleteBiblio(db, requireCaller(req), params.id, query.document_id), DELETE_MESSAGES.biblio);
    },
  );

  route(
    router,
    'delete',
    '/usage/delete_usage/:id',
    'record:write',
    { ...byId, query: deleteQuery },
    async ({ params, query }, req, res) => {
      const given = { biblioId: query.biblio_id, documentId: query.document_id };
      ok(res, await deleteUsage(db, requireCaller(req), params.id, given), DELETE_MESSAGES.usage);
    },
  );

  route(
    router,
    'post',
    '/document_detail/find_records',
    'record:find',
    { body: FIND_BODY },
    async ({ body }, _req, res) => {
      ok(res, await findRecords(db, body.criteria));
    },
  );

  route(
    router,
    'post',
    '/document_detail/find_records/count',
    'record:find',
    { body: FIND_BODY },
    async ({ body }, _req, res) => {
      ok(res, await countRecords(db, body.criteria));
    },
  );

  route(router, 'get', '/document_detail/full_record/:id', 'record:read', byId, async ({ params }, _req, res) => {
    const record = await loadFullRecord(db, params.id);
    if (!record) throw notFound('Document', params.id);
    ok(res, record);
  });

  // The Details modal's history (docs/decisions/018): whoever may read the record may read it.
  route(router, 'get', '/document_detail/history/:id', 'record:read', byId, async ({ params }, _req, res) => {
    const history = await loadRecordHistory(db, params.id);
    if (!history) throw notFound('Document', params.id);
    ok(res, history);
  });

  route(router, 'get', '/document_detail/document_view/:id', 'record:read', byId, async ({ params }, _req, res) => {
    const view = await loadDocumentView(db, params.id);
    if (!view) throw notFound('Document', params.id);
    ok(res, view);
  });

  const userParams = z.object({ userId: pathId('userId') });
  route(
    router,
    'get',
    '/document_detail/recent_records/:userId',
    'record:find',
    { params: userParams },
    async ({ params }, req, res) => {
      // Find a Record's 'Recently Completed' is the caller's own; coordinators and IT, who see any
      // researcher's metrics, may read anyone's (docs/decisions/082).
      requireOwnUnless(requireCaller(req), params.userId, 'statistics:read-any', req, RECENT_RECORDS_OWN_ONLY);
      const [user, records] = await Promise.all([
        findCaller(db, { id: params.userId }),
        recentRecords(db, params.userId),
      ]);
      if (!user) throw notFound('User', params.userId);
      ok(res, records);
    },
  );

  // Example document links of a work; `exclude` is the record the researcher has open.
  const workParams = z.object({ workId: pathText('workId') });
  const excludeQuery = z.object({ exclude: queryId('exclude') });
  route(
    router,
    'get',
    '/document_detail/documents/:workId',
    'record:find',
    { params: workParams, query: excludeQuery },
    async ({ params, query }, _req, res) => {
      ok(res, { results: await workDocuments(db, params.workId, query.exclude) });
    },
  );

  route(
    router,
    'post',
    '/document_detail/checkSourceFileLink',
    'record:create',
    { body: SOURCE_FILE_BODY },
    async ({ body }, _req, res) => {
      ok(res, await checkSourceFileLink(files, body.params ?? body.source_file_link), 'Source file found');
    },
  );

  return router;
}
