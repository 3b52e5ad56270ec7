import { Router } from 'express';
import type { Db } from '../../db/connect.ts';
import { allow } from '../../http/allow.ts';
import { findCaller } from '../../http/caller.ts';
import { notFound } from '../../http/api-error.ts';
import { idParam, ok, positiveInt } from '../../http/respond.ts';
import { loadFullRecord } from './load-full-record.ts';
import { loadDocumentView } from './load-document-view.ts';
import { recentRecords } from './recent-records.ts';

/** Reading records (document details): the research form, the viewer and Find a Record. */
export function researchRoutes(db: Db): Router {
  const router = Router();

  router.get('/document_detail/full_record/:id', allow('record:read'), async (req, res) => {
    const id = idParam(req);
    const record = await loadFullRecord(db, id);
    if (!record) throw notFound('Document', id);
    ok(res, record);
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

  return router;
}
