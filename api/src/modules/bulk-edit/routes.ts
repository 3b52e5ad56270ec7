import { Router } from 'express';
import type { Db } from '../../db/connect.ts';
import { countOf } from '../../http/count-of.ts';
import { ok } from '../../http/respond.ts';
import { route } from '../../http/route.ts';
import { RECORD_QUERY_BODY } from './bulk-edit-body.ts';
import { queryRecords } from './query-records.ts';
import { readRecordScope } from './record-scope.ts';
import { decodeCursor } from './result-cursor.ts';

/**
 * Bulk edit's query (spec section 7, docs/decisions/032), for coordinators and IT (bulk-edit:use)
 * on every call.
 */
export function bulkEditRoutes(db: Db): Router {
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

  return router;
}
