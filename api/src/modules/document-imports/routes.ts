import { Router } from 'express';
import type { Db } from '../../db/connect.ts';
import type { FileStore } from '../../files/file-store.ts';
import {
  cancelDocumentImport,
  DOCUMENT_IMPORT_BODY,
  findDocumentImport,
  findDocumentImports,
  startDocumentImport,
} from '../../files/import/import-jobs.ts';
import { ApiError } from '../../http/api-error.ts';
import { countOf } from '../../http/count-of.ts';
import { idParams } from '../../http/input.ts';
import { requireCaller } from '../../http/require-caller.ts';
import { ok } from '../../http/respond.ts';
import { route } from '../../http/route.ts';
import type { JobQueue } from '../../jobs/job-queue.ts';

/**
 * Document imports as jobs (docs/decisions/079), for coordinators and IT (document-import:use):
 * started from PDFs already in the file store, followed and cancelled by anyone who may import.
 */
export function documentImportRoutes(db: Db, files: FileStore, jobs?: JobQueue): Router {
  const router = Router();

  route(
    router,
    'post',
    '/document_imports',
    'document-import:use',
    { body: DOCUMENT_IMPORT_BODY },
    async ({ body }, req, res) => {
      if (!jobs) throw new ApiError('INTERNAL', 'Document import jobs are not running on this server');
      const job = await startDocumentImport(db, files, jobs, { caller: requireCaller(req) }, body.files);
      ok(res, job, `Import of ${countOf(job.total, 'document')} started`);
    },
  );

  route(router, 'get', '/document_imports', 'document-import:use', {}, async (_input, _req, res) => {
    const found = await findDocumentImports(db);
    ok(res, found, countOf(found.length, 'document import'));
  });

  route(
    router,
    'get',
    '/document_imports/:id',
    'document-import:use',
    { params: idParams },
    async ({ params }, _req, res) => {
      ok(res, await findDocumentImport(db, params.id));
    },
  );

  route(
    router,
    'post',
    '/document_imports/:id/cancel',
    'document-import:use',
    { params: idParams },
    async ({ params }, _req, res) => {
      const job = await cancelDocumentImport(db, params.id);
      ok(
        res,
        job,
        job.status === 'cancelled'
          ? 'Document import cancelled'
          : 'Document import stopping after its current document',
      );
    },
  );

  return router;
}
