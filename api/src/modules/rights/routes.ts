import { Router } from 'express';
import type { Db } from '../../db/connect.ts';
import { allow } from '../../http/allow.ts';
import { badRequest, notFound } from '../../http/api-error.ts';
import { ok, oneOf, optionalText, positiveInt } from '../../http/respond.ts';
import type { RightsOptions } from '../../config.ts';
import { RANKED_CANDIDATES } from './research-lookup.ts';
import { rightsSources } from './rights-sources.ts';
import { RECIPIENT_ROLES } from './search-recipients.ts';
import type { WorkCriteria } from './work-ranking.ts';
import { MIN_SEARCH_WORD, searchWords } from './trigram-similarity.ts';

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

/**
 * A name or title to search for: one word of at least three characters is needed, since a shorter
 * term cannot use the trigram indexes and would read the whole catalogue (docs/decisions/014).
 */
function searchTerm(value: unknown, name: string): string | undefined {
  const term = criterion(value, name);
  if (term !== undefined && searchWords(term).length === 0) {
    throw badRequest(`Search terms need at least ${MIN_SEARCH_WORD} characters`, name);
  }
  return term;
}

/** A result limit: absent gives the fallback, more than the maximum is capped rather than refused. */
function limitParam(value: unknown, limit: { fallback: number; max: number }): number {
  return Math.min(optionalInt(value, 'limit') ?? limit.fallback, limit.max);
}

/**
 * Rights-system lookups (WRS works, MIS recipients): answered from the local rights catalogue, or
 * forwarded to the real systems when WRS_URL / MIS_URL are set. The same checks apply either way.
 */
export function rightsRoutes(db: Db, options?: RightsOptions): Router {
  const router = Router();
  const sources = rightsSources(db, options);

  router.get('/wrs/work_detail', allow('rights:read'), async (req, res) => {
    const workUid = criterion(req.query.work_id, 'work_id');
    if (!workUid) throw badRequest('work_id is required', 'work_id');
    const detail = await sources.workDetail(workUid);
    if (!detail) throw notFound('Work', workUid);
    ok(res, detail);
  });

  router.post('/wrs/research_lookup', allow('rights:read'), async (req, res) => {
    const body: Record<string, unknown> = req.body ?? {};
    const searchable = {
      isn: criterion(body.isn, 'isn'),
      title: searchTerm(body.title, 'title'),
      creator: searchTerm(body.creator, 'creator'),
      publisher: searchTerm(body.publisher, 'publisher'),
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
    const { results, broad } = await sources.researchLookup(criteria);
    ok(
      res,
      { results },
      broad
        ? `More than ${RANKED_CANDIDATES.toLocaleString('en')} works match: the closest of the first ${RANKED_CANDIDATES.toLocaleString('en')} found are shown. Add a word, the creator or the year to narrow the search.`
        : 'Success',
    );
  });

  router.get('/mis/search_recipients', allow('rights:read'), async (req, res) => {
    const pseudonymName = searchTerm(req.query.pseudonymName, 'pseudonymName');
    if (!pseudonymName) throw badRequest('pseudonymName is required', 'pseudonymName');
    const results = await sources.searchRecipients({
      pseudonymName,
      pseudonymRole: oneOf(req.query.pseudonymRole, RECIPIENT_ROLES, 'pseudonymRole'),
      limit: limitParam(req.query.limit, RECIPIENT_SEARCH_LIMIT),
    });
    ok(res, { results });
  });

  return router;
}
