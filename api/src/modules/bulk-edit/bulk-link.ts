import {
  diffBulkRow,
  findBulkEditField,
  linkRecipient,
  linkWork,
  type BulkFieldChange,
  type BiblioWorkChanges,
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
 * What the link changes on one active biblio, field by field, by the same functions as linking one
 * biblio in the form (domain/src/research/work-link.ts); or why it cannot be linked.
 */
export function biblioLinkChanges(
  biblio: Biblio,
  link: BulkLink,
  lookups: WorkLinkLookups | null,
): { changes: BulkFieldChange[] } | { refusal: string } {
  let set: BiblioWorkChanges;
  if ('work' in link) {
    set = linkWork(biblio as never, link.work, lookups ?? { edition: [], majorMaterialType: [], workSubType: [] });
  } else {
    const linked = linkRecipient(biblio as never, link.recipient);
    if (!linked.ok) return { refusal: `biblio ${biblio.id}: ${linked.message}` };
    set = linked.changes;
  }
  const fields = Object.entries(set).map(([field, value]) => ({
    field: findBulkEditField('biblio', field)!,
    value: (value ?? null) as never,
  }));
  return { changes: diffBulkRow(biblio, fields, biblio.id) };
}
