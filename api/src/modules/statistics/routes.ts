import { STATISTICS_MESSAGES, targetDateError } from '@rt/domain';
import { Router } from 'express';
import { z } from 'zod';
import type { Db } from '../../db/connect.ts';
import { requireOwnUnless } from '../../http/allow.ts';
import { queryId, readDay, readIdText, readQueryText, reader, refuse } from '../../http/input.ts';
import { requireCaller } from '../../http/require-caller.ts';
import { ok } from '../../http/respond.ts';
import { route } from '../../http/route.ts';
import { individualProcess } from './individual-process.ts';
import { processOverview } from './process-overview.ts';
import { processedRecordsSummary } from './processed-records-summary.ts';
import { statisticsToday } from './research-finishes.ts';

/** A required id in the query ('?batch_id=3'). */
const requiredQueryId = (name: string) =>
  reader((value) => (value === undefined || value === '' ? refuse(`${name} is required`) : readIdText(value, name)));

/** A date in the query as 'yyyy-MM-dd'; absent or empty is undefined. */
const queryDay = (name: string) =>
  reader((value) => {
    const text = readQueryText(value, name, 30);
    return text === undefined ? undefined : (readDay(text, name) ?? undefined);
  });

/** The optional target date: after today (spec section 5), with the screen's own message. */
const targetDay = reader((value) => {
  const text = readQueryText(value, 'target_date', 30);
  if (text === undefined) return undefined;
  const error = targetDateError(text, statisticsToday());
  return error ? refuse(error) : text.slice(0, 10);
});

export const PROCESS_OVERVIEW_QUERY = z.object({
  collection_id: requiredQueryId('collection_id'),
  batch_id: requiredQueryId('batch_id'),
  target_date: targetDay,
});
export const INDIVIDUAL_PROCESS_QUERY = z.object({ researcher_id: queryId('researcher_id') });
export const PROCESSED_RECORDS_QUERY = z.object({
  researcher_id: queryId('researcher_id'),
  selected_date: queryDay('selected_date'),
});

/** The Statistics screen's three calls (spec section 7), counted from the audit log (docs/decisions/030). */
export function statisticsRoutes(db: Db): Router {
  const router = Router();

  route(
    router,
    'get',
    '/statistics/process_overview',
    'statistics:read',
    { query: PROCESS_OVERVIEW_QUERY },
    async ({ query }, _req, res) => {
      ok(res, await processOverview(db, query, statisticsToday()));
    },
  );

  route(
    router,
    'get',
    '/statistics/individual_process',
    'statistics:read',
    { query: INDIVIDUAL_PROCESS_QUERY },
    async ({ query }, req, res) => {
      const caller = requireCaller(req);
      const researcherId = query.researcher_id ?? caller.id;
      // A researcher sees only their own metrics; coordinators and IT anyone's (role ids 2 and 4).
      requireOwnUnless(caller, researcherId, 'statistics:read-any', req, STATISTICS_MESSAGES.ownMetricsOnly);
      ok(res, await individualProcess(db, researcherId, statisticsToday()));
    },
  );

  route(
    router,
    'get',
    '/statistics/processed_records_summary',
    'statistics:read-any',
    { query: PROCESSED_RECORDS_QUERY },
    async ({ query }, _req, res) => {
      ok(
        res,
        await processedRecordsSummary(db, {
          researcher_id: query.researcher_id,
          date: query.selected_date ?? statisticsToday(),
        }),
      );
    },
  );

  return router;
}
