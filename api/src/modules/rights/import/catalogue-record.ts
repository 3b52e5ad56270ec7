import { z } from 'zod';
import { BLM_STATUSES, PAYMENT_MODELS, isPublisherContributor } from '@rt/domain';
import type { Insertable } from 'kysely';
import type { Database } from '../../../db/types.ts';

/*
 * One work of a rights-catalogue export, in the rights system's own field names (as work_detail
 * answers them). CSV gives lists as text separated by ';' (creators, publishers, terms); JSON lines
 * may give them as arrays, and contributors and shares as objects.
 */

/** An empty CSV cell or JSON null is "not given". */
const blank = (v: unknown) => (v === '' || v === null ? undefined : typeof v === 'string' && !v.trim() ? undefined : v);
const optional = <T extends z.ZodType>(schema: T) => z.preprocess(blank, schema.optional());
const text = z.union([z.string(), z.number()]).transform((v) => String(v).trim());
const list = z.preprocess(
  (v) =>
    typeof v === 'string'
      ? v
          .split(';')
          .map((s) => s.trim())
          .filter(Boolean)
      : v,
  z.array(z.string().trim().min(1)),
);

const recordSchema = z
  .object({
    workId: optional(text),
    uid: optional(text),
    title: z.preprocess(blank, z.string({ error: 'title is required' }).trim().min(1)),
    type: z.preprocess(blank, z.string({ error: 'type is required' }).trim().min(1)),
    subType: optional(text),
    isn: optional(text),
    yearOfPublication: optional(
      z.coerce
        .number({ error: 'must be a year' })
        .int('must be a whole year')
        .min(1000, 'must be a year from 1000')
        .max(2100, 'must be a year up to 2100'),
    ),
    edition: optional(text),
    volume: optional(text),
    blmStatus: optional(z.enum(BLM_STATUSES, { error: `must be one of ${BLM_STATUSES.join(', ')}` })),
    paymentModel: optional(z.enum(PAYMENT_MODELS, { error: `must be one of ${PAYMENT_MODELS.join(', ')}` })),
    url: optional(text),
    sfRightsholder: optional(text),
    sfRightsholderAccountId: optional(text),
    creators: optional(list),
    publishers: optional(list),
    contributors: optional(
      z.array(
        z.object({
          sfPseudonymName: z.string().trim().min(1),
          type: z.string().trim().min(1),
          sfPseudonymType: optional(z.string()),
          pseudonymName: optional(z.string()),
        }),
      ),
    ),
    terms: optional(
      z.array(z.union([z.string().trim().min(1), z.object({ sfTacName: z.string().trim().min(1) })])).or(list),
    ),
    shares: optional(
      z.array(z.object({ sfAccountName: z.string().trim().min(1), share: z.coerce.number().min(0).max(100) })),
    ),
  })
  .refine((r) => r.workId ?? r.uid, { message: 'workId is required', path: ['workId'] });

type Child<T> = Omit<Insertable<T>, 'work_id'>;
export type CatalogueRecord = {
  work: Insertable<Database['works']> & { work_uid: string };
  contributors: Child<Database['work_contributors']>[];
  shares: Child<Database['work_shares']>[];
  terms: Child<Database['work_terms']>[];
};

/** A line's fields as a work to store, or the reasons it cannot be (each naming its field). */
export function readCatalogueRecord(fields: Record<string, unknown>): CatalogueRecord | { problems: string[] } {
  const parsed = recordSchema.safeParse(fields);
  if (!parsed.success) {
    return {
      problems: parsed.error.issues.map((issue) => {
        const field = issue.path.join('.');
        return issue.message.startsWith(field) || !field ? issue.message : `${field} ${issue.message}`;
      }),
    };
  }
  const r = parsed.data;
  const workUid = (r.workId ?? r.uid)!;
  const contributors = r.contributors
    ? r.contributors.map((c) => ({
        sf_pseudonym_name: c.sfPseudonymName,
        type: c.type,
        sf_pseudonym_type: c.sfPseudonymType ?? (isPublisherContributor(c.type) ? 'Publisher' : 'Creator'),
        pseudonym_name: c.pseudonymName ?? null,
      }))
    : [
        ...(r.creators ?? []).map((name) => ({
          sf_pseudonym_name: name,
          type: 'Author',
          sf_pseudonym_type: 'Creator',
        })),
        ...(r.publishers ?? []).map((name) => ({
          sf_pseudonym_name: name,
          type: 'Publisher',
          sf_pseudonym_type: 'Publisher',
        })),
      ];
  return {
    work: {
      work_uid: workUid,
      title: r.title,
      type: r.type,
      sub_type: r.subType ?? null,
      isn: r.isn ?? null,
      year_of_publication: r.yearOfPublication ?? null,
      edition: r.edition ?? null,
      volume: r.volume ?? null,
      blm_status: r.blmStatus ?? null,
      payment_model: r.paymentModel ?? null,
      url: r.url ?? null,
      sf_rightsholder: r.sfRightsholder ?? null,
      sf_rightsholder_account_id: r.sfRightsholderAccountId ?? null,
    },
    contributors,
    shares: (r.shares ?? []).map((s) => ({ sf_account_name: s.sfAccountName, share: s.share })),
    terms: (r.terms ?? []).map((t) => ({ sf_tac_name: typeof t === 'string' ? t : t.sfTacName })),
  };
}
