import { z } from 'zod';
import { isPublisherContributor } from '@rt/domain';
import type { RightsOptions } from '../../config.ts';
import type { Db } from '../../db/connect.ts';
import { ApiError } from '../../http/api-error.ts';
import { loadWorkDetail } from './load-work-detail.ts';
import { researchLookup } from './research-lookup.ts';
import type { Work } from './rights-shapes.ts';
import { rightsSystem, type SystemName } from './rights-system-client.ts';
import { searchRecipients, type RecipientCriteria } from './search-recipients.ts';
import { rankWorks, type WorkCriteria, type WorkMatch } from './work-ranking.ts';

/** GET /api/wrs/work_detail, in the rights system's envelope. */
export type WorkDetailAnswer = {
  work_details: { result: Work };
  shares: { results: unknown[] };
  terms: { results: unknown[] };
  contributors: { results: unknown[] };
};

/** Who answers the rights lookups: the local catalogue, or the real WRS and MIS when configured. */
export type RightsSources = {
  /** Results best first; `broad` when more works matched than one search ranks (local catalogue only). */
  researchLookup: (criteria: WorkCriteria) => Promise<{ results: WorkMatch[]; broad: boolean }>;
  workDetail: (workUid: string) => Promise<WorkDetailAnswer | undefined>;
  searchRecipients: (criteria: RecipientCriteria) => Promise<unknown[]>;
};

export function rightsSources(db: Db, options?: RightsOptions): RightsSources {
  const local: RightsSources = {
    researchLookup: (criteria) => researchLookup(db, criteria),
    workDetail: async (workUid) => {
      const detail = await loadWorkDetail(db, workUid);
      return (
        detail && {
          work_details: { result: detail.work },
          shares: { results: detail.shares },
          terms: { results: detail.terms },
          contributors: { results: detail.contributors },
        }
      );
    },
    searchRecipients: (criteria) => searchRecipients(db, criteria),
  };
  const limits = { timeoutMs: options?.timeoutMs ?? 4000, retries: options?.retries ?? 1 };
  const wrs = options?.wrsUrl ? rightsSystem('WRS', options.wrsUrl, limits) : undefined;
  const mis = options?.misUrl ? rightsSystem('MIS', options.misUrl, limits) : undefined;
  return {
    researchLookup: wrs
      ? async (criteria) => {
          const { limit, ...rest } = criteria;
          const answer = await wrs.post('research_lookup', { ...rest, limit });
          const works = read('WRS', z.object({ results: z.array(remoteWork) }), answer ?? { results: [] }).results;
          // Scored and ordered here, as for the local catalogue, so the screen reads the same either way.
          return { results: rankWorks(works, criteria).slice(0, limit), broad: false };
        }
      : local.researchLookup,
    workDetail: wrs
      ? async (workUid) => {
          const answer = await wrs.get('work_detail', { work_id: workUid });
          return answer === undefined ? undefined : read('WRS', remoteDetail, answer);
        }
      : local.workDetail,
    searchRecipients: mis
      ? async ({ pseudonymName, pseudonymRole, limit }) => {
          const answer = await mis.get('search_recipients', { pseudonymName, pseudonymRole, limit });
          return read('MIS', z.object({ results: z.array(z.looseObject({})) }), answer ?? { results: [] }).results;
        }
      : local.searchRecipients,
  };
}

function read<T>(system: SystemName, schema: z.ZodType<T>, answer: unknown): T {
  const parsed = schema.safeParse(answer);
  if (!parsed.success) {
    throw new ApiError('UPSTREAM_FAILED', `The rights system (${system}) answered something unreadable`, {
      system,
      problem: parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; '),
    });
  }
  return parsed.data;
}

const text = z
  .union([z.string(), z.number()])
  .nullish()
  .transform((v) => (v === undefined || v === null ? null : String(v)));
const wholeNumber = z
  .union([z.number().int(), z.string().regex(/^\d+$/).transform(Number)])
  .nullish()
  .transform((v) => v ?? null);

const workFields = z.object({
  workId: text,
  uid: text,
  title: z.string(),
  type: z.string(),
  subType: text,
  isn: text,
  yearOfPublication: wholeNumber,
  edition: text,
  volume: text,
  blmStatus: text,
  paymentModel: text,
  url: text,
  sfRightsholder: text,
  sfRightsholderAccountId: text,
});

const toWork = (w: z.infer<typeof workFields>): Work | undefined => {
  const id = w.workId ?? w.uid;
  return id === null ? undefined : { ...w, workId: id, uid: w.uid ?? id };
};

/** A work as WRS's lookup answers it: names as creators/publishers lists, or as contributors. */
const remoteWork = workFields
  .extend({
    creators: z.array(z.string()).optional(),
    publishers: z.array(z.string()).optional(),
    contributors: z.array(z.looseObject({ sfPseudonymName: z.string(), type: z.string() })).optional(),
  })
  .transform((w, ctx) => {
    const work = toWork(w);
    if (!work) {
      ctx.addIssue({ code: 'custom', message: 'a work without workId or uid' });
      return z.NEVER;
    }
    const names = (publishers: boolean) =>
      (w.contributors ?? []).filter((c) => isPublisherContributor(c.type) === publishers).map((c) => c.sfPseudonymName);
    return { ...work, creators: w.creators ?? names(false), publishers: w.publishers ?? names(true) };
  });

const listOf = z.object({ results: z.array(z.looseObject({})) }).default({ results: [] });
const remoteDetail = z.object({
  work_details: z.object({
    result: workFields.transform((w, ctx) => {
      const work = toWork(w);
      if (!work) {
        ctx.addIssue({ code: 'custom', message: 'a work without workId or uid' });
        return z.NEVER;
      }
      return work;
    }),
  }),
  shares: listOf,
  terms: listOf,
  contributors: listOf,
});
