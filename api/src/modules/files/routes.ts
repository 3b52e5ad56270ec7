import { Router } from 'express';
import { z } from 'zod';
import type { Db } from '../../db/connect.ts';
import type { FileStore } from '../../files/file-store.ts';
import { notFound } from '../../http/api-error.ts';
import { pathText } from '../../http/input.ts';
import { route } from '../../http/route.ts';
import { resolveServedFile } from './resolve-served-file.ts';
import { sendStoredFile } from './send-stored-file.ts';
import { documentFileName, sourceFileName, type ServedName } from './served-name.ts';

const byName = { params: z.object({ name: pathText('name', 64) }) };

/**
 * A record's files (spec 7, Files), to whoever may read records: its document and pages under
 * /files/documents, its source file under /files/source. Any name the record does not have,
 * however it is spelled, is 404; nothing lists a folder.
 */
export function fileRoutes(db: Db, store: FileStore): Router {
  const router = Router();
  const serve = (path: string, read: (name: string) => ServedName | null) =>
    route(router, 'get', path, 'record:read', byName, async ({ params }, req, res) => {
      const name = read(params.name);
      const key = name && (await resolveServedFile(db, name));
      if (!key || !(await sendStoredFile(req, res, store, key))) throw notFound('File', params.name);
    });
  serve('/files/documents/:name', documentFileName);
  serve('/files/source/:name', sourceFileName);
  return router;
}
