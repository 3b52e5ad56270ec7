import { Router, type Request } from 'express';
import type { Db } from '../../db/connect.ts';
import { allow } from '../../http/allow.ts';
import { findCaller } from '../../http/caller.ts';
import { notFound } from '../../http/api-error.ts';
import { idParam, ok, positiveInt } from '../../http/respond.ts';
import { loadFullRecord } from './load-full-record.ts';
import { loadDocumentView } from './load-document-view.ts';
import { loadRecordHistory } from './record-history.ts';
import { recentRecords } from './recent-records.ts';
import { checkSourceFileLink } from './check-source-file-link.ts';
import { saveFullRecord } from './save-full-record.ts';
import { createFullRecord } from './create-full-record.ts';
import { DELETE_MESSAGES, deleteBiblio, deleteUsage } from './delete-record-item.ts';
import { findRecords } from './find-records.ts';
import { workDocuments } from './work-documents.ts';
import { requireCaller } from '../../http/require-caller.ts';
import { RESEARCH_MESSAGES } from '@rt/domain';

/** An optional positive id from the query string, or else the JSON body. */
function optionalId(req: Request, name: string): number | undefined {
  const value: unknown = req.query[name] ?? (req.body as Record<string, unknown> | undefined)?.[name];
  return value === undefined || value === null || value === '' ? undefined : positiveInt(value, name);
}

/** Records (document details): the research form, the viewer, Find a Record and manual data entry. */
export function researchRoutes(db: Db, files: { storeDir: string }): Router {
  const router = Router();

  // The manual new record: the screen's address says 'null' for the id it does not have yet.
  router.post('/document_detail/full_record/null', allow('record:create'), async (req, res) => {
    const saved = await createFullRecord(db, requireCaller(req), req.body, files.storeDir);
    ok(res, saved, RESEARCH_MESSAGES.created);
  });

  router.put('/document_detail/full_record/:id', allow('record:write'), async (req, res) => {
    const { message, data } = await saveFullRecord(db, requireCaller(req), idParam(req), req.body);
    ok(res, data, message);
  });

  // Optional ids in the query (or body): `document_id`, the record the form has open (an item of
  // another record is then not found); for a usage, `biblio_id`, the biblio it is deleted from.
  router.delete('/biblio/delete_biblio/:id', allow('record:write'), async (req, res) => {
    const documentId = optionalId(req, 'document_id');
    ok(res, await deleteBiblio(db, requireCaller(req), idParam(req), documentId), DELETE_MESSAGES.biblio);
  });

  router.delete('/usage/delete_usage/:id', allow('record:write'), async (req, res) => {
    const given = { biblioId: optionalId(req, 'biblio_id'), documentId: optionalId(req, 'document_id') };
    ok(res, await deleteUsage(db, requireCaller(req), idParam(req), given), DELETE_MESSAGES.usage);
  });

  router.post('/document_detail/find_records', allow('record:read'), async (req, res) => {
    ok(res, await findRecords(db, req.body));
  });

  router.get('/document_detail/full_record/:id', allow('record:read'), async (req, res) => {
    const id = idParam(req);
    const record = await loadFullRecord(db, id);
    if (!record) throw notFound('Document', id);
    ok(res, record);
  });

  // The Details modal's history (docs/decisions/018): whoever may read the record may read it.
  router.get('/document_detail/history/:id', allow('record:read'), async (req, res) => {
    const id = idParam(req);
    const history = await loadRecordHistory(db, id);
    if (!history) throw notFound('Document', id);
    ok(res, history);
  });

  router.get('/document_detail/document_view/:id', allow('record:read'), async (req, res) => {
    const id = idParam(req);
    const view = await loadDocumentView(db, id);
    if (!view) throw notFound('Document', id);
    ok(res, view);
  });

  router.get('/document_detail/recent_records/:userId', allow('record:read'), async (req, res) => {
    const userId = positiveInt(req.params.userId, 'userId');
    const [user, records] = await Promise.all([findCaller(db, { id: userId }), recentRecords(db, userId)]);
    if (!user) throw notFound('User', userId);
    ok(res, records);
  });

  // Example document links of a work; `exclude` is the record the researcher has open.
  router.get('/document_detail/documents/:workId', allow('record:read'), async (req, res) => {
    const workId = String(req.params.workId);
    ok(res, { results: await workDocuments(db, workId, optionalId(req, 'exclude')) });
  });

  router.post('/document_detail/checkSourceFileLink', allow('record:create'), async (req, res) => {
    ok(res, await checkSourceFileLink(files.storeDir, req.body), 'Source file found');
  });

  return router;
}
