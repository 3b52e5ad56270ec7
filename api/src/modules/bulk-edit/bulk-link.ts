import {
  biblioWrite,
  diffBulkRow,
  findBulkEditField,
  linkRecipient,
  linkWork,
  type BulkFieldChange,
  type BulkFilterValue,
  type BulkUpdateField,
  type LinkableRecipient,
  type LinkableWork,
  type WorkLinkLookups,
} from '@rt/domain';
import type { Db } from '../../db/connect.ts';
import { badRequest } from '../../http/api-error.ts';

/** The Work Search modal's bulk-edit mode: a work or a recipient linked to every active biblio. */
export type BulkLink = { work: LinkableWork } | { recipient: LinkableRecipient };

const MAX_TEXT = 4000;
const MAX_CONTRIBUTORS = 500;
const NO_LOOKUPS: WorkLinkLookups = { edition: [], majorMaterialType: [], workSubType: [] };

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function text(value: unknown, at: string, required: true): string;
function text(value: unknown, at: string, required?: false): string | null;
function text(value: unknown, at: string, required = false): string | null {
  if (value === undefined || value === null) {
    if (required) throw badRequest(`${at} is required`, at);
    return null;
  }
  if (typeof value !== 'string' || value.length > MAX_TEXT || value.includes('\u0000'))
    throw badRequest(`${at} must be text of at most ${MAX_TEXT} characters`, at);
  if (required && value.trim() === '') throw badRequest(`${at} is required`, at);
  return value;
}

function year(value: unknown, at: string): number | null {
  if (value === undefined || value === null) return null;
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 0 || value > 9999)
    throw badRequest(`${at} must be a year`, at);
  return value;
}

/**
 * `link` of update_records: `{work}` as the rights system's work detail answers it (what linking
 * copies), or `{recipient}` as its recipient search answers it; absent or null for none.
 */
export function readBulkLink(value: unknown): BulkLink | null {
  if (value === undefined || value === null) return null;
  if (!isObject(value) || Object.keys(value).length !== 1 || !('work' in value || 'recipient' in value))
    throw badRequest('link takes {work} or {recipient}', 'link');
  if ('recipient' in value) {
    const recipient = value.recipient;
    if (!isObject(recipient)) throw badRequest('link.recipient must be an object', 'link.recipient');
    return {
      recipient: {
        accountObjectId: text(recipient.accountObjectId, 'link.recipient.accountObjectId', true),
        pseudonymName: text(recipient.pseudonymName, 'link.recipient.pseudonymName', true),
      },
    };
  }
  const work = value.work;
  if (!isObject(work)) throw badRequest('link.work must be an object', 'link.work');
  const contributors = work.contributors ?? [];
  if (!Array.isArray(contributors) || contributors.length > MAX_CONTRIBUTORS)
    throw badRequest(`link.work.contributors takes at most ${MAX_CONTRIBUTORS} contributors`, 'link.work.contributors');
  return {
    work: {
      workId: text(work.workId, 'link.work.workId', true),
      title: text(work.title, 'link.work.title', true),
      type: text(work.type, 'link.work.type', true),
      subType: text(work.subType, 'link.work.subType'),
      isn: text(work.isn, 'link.work.isn'),
      yearOfPublication: year(work.yearOfPublication, 'link.work.yearOfPublication'),
      edition: text(work.edition, 'link.work.edition'),
      volume: text(work.volume, 'link.work.volume'),
      blmStatus: text(work.blmStatus, 'link.work.blmStatus'),
      paymentModel: text(work.paymentModel, 'link.work.paymentModel'),
      url: text(work.url, 'link.work.url'),
      contributors: contributors.map((c: unknown, i) => {
        const at = `link.work.contributors.${i}`;
        if (!isObject(c)) throw badRequest(`${at} must be {sfPseudonymName, type}`, at);
        return {
          sfPseudonymName: text(c.sfPseudonymName, `${at}.sfPseudonymName`, true),
          type: text(c.type, `${at}.type`, true),
        };
      }),
    },
  };
}

/** The biblio fields a link sets (a field of update_fields among them is refused: the link sets it). */
export const LINKED_FIELDS: Record<'work' | 'recipient', readonly string[]> = {
  work: Object.keys(
    linkWork(
      {
        publication_year: null,
        volume: null,
        url: null,
        edition: null,
        major_material_type: null,
        work_sub_type: null,
      },
      { workId: '', title: '', type: '', contributors: [] },
      { edition: [], majorMaterialType: [], workSubType: [] },
    ),
  ),
  recipient: Object.keys(
    (linkRecipient({ exclusion_condition: null }, { accountObjectId: '', pseudonymName: '' }) as { changes: object })
      .changes,
  ),
};

/** The lookup lists a work's text values are turned into ids by, read once per call. */
export async function loadWorkLinkLookups(db: Db): Promise<WorkLinkLookups> {
  const list = (table: 'edition' | 'major_material_type' | 'work_sub_type') =>
    db.selectFrom(table).select(['id', 'value']).orderBy('id').execute();
  const [edition, majorMaterialType, workSubType] = await Promise.all([
    list('edition'),
    list('major_material_type'),
    list('work_sub_type'),
  ]);
  return { edition, majorMaterialType, workSubType };
}

type Biblio = { id: number } & Record<string, unknown>;

/**
 * What a bulk update changes on one active biblio, field by field, as the form would make the same
 * edits one after the other: `fields` set (a major type chosen bringing its minor type Text), held
 * to the rules of one biblio's write (domain's biblioWrite: an exclusion condition other than 17
 * clears the work and recipient links), then the link made by the same functions as linking one
 * biblio in the form (domain/src/research/work-link.ts); or why the biblio refuses it.
 */
export function biblioChanges(
  biblio: Biblio,
  fields: readonly BulkUpdateField[],
  link: BulkLink | null,
  lookups: WorkLinkLookups | null,
  /** The minor type a major type set by `fields` brings when the biblio's is blank (spec 4), or null. */
  minorForMajor: number | null = null,
): { changes: BulkFieldChange[] } | { refusal: string } {
  const set: Record<string, unknown> = {
    ...biblio,
    ...Object.fromEntries(fields.map((f) => [f.field.field, f.value])),
  };
  if (
    minorForMajor !== null &&
    set.major_material_type !== biblio.major_material_type &&
    (set.minor_material_type ?? null) === null
  )
    set.minor_material_type = minorForMajor;
  const written = biblioWrite(biblio as never, set as never);
  if (written.refusal) return { refusal: `biblio ${biblio.id}: ${written.refusal.message}` };
  let after: Record<string, unknown> = written.values;
  if (link && 'work' in link) {
    after = { ...after, ...linkWork(after as never, link.work, lookups ?? NO_LOOKUPS) };
  } else if (link) {
    const linked = linkRecipient(after as never, link.recipient);
    if (!linked.ok) return { refusal: `biblio ${biblio.id}: ${linked.message}` };
    after = { ...after, ...linked.changes };
  }
  // What differs from the stored biblio; diffBulkRow leaves out what only reads differently.
  const changed = Object.keys(after).filter((field) => after[field] !== biblio[field]);
  const diffed = changed.flatMap((field) => {
    const found = findBulkEditField('biblio', field);
    return found ? [{ field: found, value: (after[field] ?? null) as BulkFilterValue }] : [];
  });
  return { changes: diffBulkRow(biblio, diffed, biblio.id) };
}
