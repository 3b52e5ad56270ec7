import { Router } from 'express';
import type { Db } from '../../db/connect.ts';
import { allow } from '../../http/allow.ts';
import { badRequest, notFound } from '../../http/api-error.ts';
import { ok, oneOf, optionalText, positiveInt } from '../../http/respond.ts';
import { loadWorkDetail } from './load-work-detail.ts';
import { researchLookup, type WorkCriteria } from './research-lookup.ts';
import { RECIPIENT_ROLES, searchRecipients } from './search-recipients.ts';

const WORK_LOOKUP_LIMIT = { fallback: 50, max: 1000 };
const RECIPIENT_SEARCH_LIMIT = { fallback: 1000, max: 1000 };

/** A search text; blank counts as not given, as the Work Search form sends empty fields. */
function criterion(value: unknown, name: string): string | undefined {
  return optionalText(value, name)?.trim() || undefined;
}

/** An optional whole number (year, limit), as a number or numeric text; blank counts as not given. */
function optionalInt(value: unknown, name: string): number | undefined {
  return value === undefined || value === null || value === '' ? undefined : positiveInt(value, name);
}

/** A result limit: absent gives the fallback, more than the maximum is capped rather than refused. */
function limitParam(value: unknown, limit: { fallback: number; max: number }): number {
  return Math.min(optionalInt(value, 'limit') ?? limit.fallback, limit.max);
}

/** Rights-system lookups (WRS works, MIS recipients) answered from the local rights catalogue. */
export function rightsRoutes(db: Db): Router {
  const router = Router();

  router.get('/wrs/work_detail', allow('rights:read'), async (req, res) => {
    const workUid = criterion(req.query.work_id, 'work_id');
    if (!workUid) throw badRequest('work_id is required', 'work_id');
    const detail = await loadWorkDetail(db, workUid);
    if (!detail) throw notFound('Work', workUid);
    ok(res, {
      work_details: { result: detail.work },
      shares: { results: detail.shares },
      terms: { results: detail.terms },
      contributors: { results: detail.contributors },
    });
  });

  router.post('/wrs/research_lookup', allow('rights:read'), async (req, res) => {
    const body: Record<string, unknown> = req.body ?? {};
    const searchable = {
      isn: criterion(body.isn, 'isn'),
      title: criterion(body.title, 'title'),
      creator: criterion(body.creator, 'creator'),
      publisher: criterion(body.publisher, 'publisher'),
      year: optionalInt(body.year, 'year'),
      accountObjectId: criterion(body.accountObjectId, 'accountObjectId'),
    };
    // The work type only filters results; on its own it would list the whole catalogue.
    if (Object.values(searchable).every((value) => value === undefined)) {
      throw badRequest('Give at least one of isn, title, creator, publisher or year');
    }
    const workType = criterion(body.workType, 'workType');
    const criteria: WorkCriteria = {
      ...searchable,
      // 'All' is the result filter's no-filter choice.
      workType: workType === 'All' ? undefined : workType,
      limit: limitParam(body.limit, WORK_LOOKUP_LIMIT),
    };
    ok(res, { results: await researchLookup(db, criteria) });
  });

  router.get('/mis/search_recipients', allow('rights:read'), async (req, res) => {
    const pseudonymName = criterion(req.query.pseudonymName, 'pseudonymName');
    if (!pseudonymName) throw badRequest('pseudonymName is required', 'pseudonymName');
    const results = await searchRecipients(db, {
      pseudonymName,
      pseudonymRole: oneOf(req.query.pseudonymRole, RECIPIENT_ROLES, 'pseudonymRole'),
      limit: limitParam(req.query.limit, RECIPIENT_SEARCH_LIMIT),
    });
    ok(res, { results });
  });

  return router;
}
