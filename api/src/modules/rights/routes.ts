import { Router } from 'express';
import { PSEUDONYM_ROLES, RECIPIENT_SEARCH_LIMIT } from '@rt/domain';
import { z } from 'zod';
import type { Db } from '../../db/connect.ts';
import { badRequest, notFound } from '../../http/api-error.ts';
import {
  jsonBody,
  pathText,
  queryChoice,
  queryId,
  reader,
  readId,
  readQueryText,
  readText,
  refuse,
} from '../../http/input.ts';
import { ok } from '../../http/respond.ts';
import { route } from '../../http/route.ts';
import type { RightsOptions } from '../../config.ts';
import { RANKED_CANDIDATES } from './research-lookup.ts';
import { rightsSources } from './rights-sources.ts';
import type { WorkCriteria } from './work-ranking.ts';
import { MIN_SEARCH_WORD, searchWords } from './trigram-similarity.ts';

const WORK_LOOKUP_LIMIT = { fallback: 50, max: 1000 };
const RECIPIENT_LIMIT = { fallback: RECIPIENT_SEARCH_LIMIT, max: RECIPIENT_SEARCH_LIMIT };

/** A search text; blank counts as not given, as the Work Search form sends empty fields. */
const criterion = (name: string) => reader((value) => readText(value, name, 200) ?? undefined);

/**
 * A name or title to search for: one word of at least three characters is needed, since a shorter
 * term cannot use the trigram indexes and would read the whole catalogue (docs/decisions/014).
 */
function checkSearchTerm(term: string | undefined): string | undefined {
  if (term !== undefined && searchWords(term).length === 0)
    refuse(`Search terms need at least ${MIN_SEARCH_WORD} characters`);
  return term;
}
const searchTerm = (name: string) => reader((value) => checkSearchTerm(readText(value, name, 200) ?? undefined));

/** A positive whole number of the body (year, limit); blank counts as not given. */
const count = (name: string) => reader((value) => readId(value, name) ?? undefined);

/** A result limit: absent gives the fallback, more than the maximum is capped rather than refused. */
const capped = (given: number | undefined, limit: { fallback: number; max: number }) =>
  Math.min(given ?? limit.fallback, limit.max);

const WORK_DETAIL_QUERY = z.object({ work_id: pathText('work_id') });

const LOOKUP_BODY = jsonBody({
  isn: criterion('isn'),
  title: searchTerm('title'),
  creator: searchTerm('creator'),
  publisher: searchTerm('publisher'),
  year: count('year'),
  accountObjectId: criterion('accountObjectId'),
  workType: criterion('workType'),
  limit: count('limit'),
});

const RECIPIENTS_QUERY = z.object({
  pseudonymName: reader(
    (value) => checkSearchTerm(readQueryText(value, 'pseudonymName')) ?? refuse('pseudonymName is required'),
  ),
  pseudonymRole: queryChoice(PSEUDONYM_ROLES, 'pseudonymRole'),
  limit: queryId('limit'),
});

/**
 * Rights-system lookups (WRS works, MIS recipients): answered from the local rights catalogue, or
 * forwarded to the real systems when WRS_URL / MIS_URL are set. The same checks apply either way.
 */
export function rightsRoutes(db: Db, options?: RightsOptions): Router {
  const router = Router();
  const sources = rightsSources(db, options);

  route(
    router,
    'get',
    '/wrs/work_detail',
    'rights:read',
    { query: WORK_DETAIL_QUERY },
    async ({ query }, _req, res) => {
      const detail = await sources.workDetail(query.work_id);
      if (!detail) throw notFound('Work', query.work_id);
      ok(res, detail);
    },
  );

  route(router, 'post', '/wrs/research_lookup', 'rights:read', { body: LOOKUP_BODY }, async ({ body }, _req, res) => {
    const { workType, limit, ...searchable } = body;
    // The work type only filters results; on its own it would list the whole catalogue.
    if (Object.values(searchable).every((value) => value === undefined)) {
      throw badRequest('Give at least one of isn, title, creator, publisher or year');
    }
    const criteria: WorkCriteria = {
      ...searchable,
      // 'All' is the result filter's no-filter choice.
      workType: workType === 'All' ? undefined : workType,
      limit: capped(limit, WORK_LOOKUP_LIMIT),
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

  route(
    router,
    'get',
    '/mis/search_recipients',
    'rights:read',
    { query: RECIPIENTS_QUERY },
    async ({ query }, _req, res) => {
      const results = await sources.searchRecipients({
        pseudonymName: query.pseudonymName,
        pseudonymRole: query.pseudonymRole,
        limit: capped(query.limit, RECIPIENT_LIMIT),
      });
      ok(res, { results });
    },
  );

  return router;
}
