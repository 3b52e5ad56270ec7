import {
  BULK_EDIT_CATALOGUE,
  BULK_EDIT_RESOURCE_LABELS,
  BULK_UPDATE_RESOURCES,
  bulkEditKey,
  findBulkEditField,
  MAX_BULK_UPDATE_TEXT,
  readBulkValue,
  type BulkEditField,
  type BulkEditResource,
  type LinkableWork,
} from '@rt/domain';
import type { BulkEditQueryInput, BulkLinkInput } from '../../../__generated__/graphql.ts';
import { choicesOf, type ChoiceLists } from '../components/choices.ts';

/** The fields a bulk update may set, in the catalogue's order: the editable ones of the record, its biblios and usages. */
export const BULK_UPDATE_FIELDS: readonly BulkEditField[] = BULK_UPDATE_RESOURCES.flatMap((resource) =>
  BULK_EDIT_CATALOGUE[resource].filter((f) => f.editable),
);

export const fieldByKey = (key: string): BulkEditField | undefined =>
  BULK_UPDATE_FIELDS.find((f) => bulkEditKey(f) === key);

/** A resource as the screen names it, from the API's or GraphQL's name ('BIBLIO', 'biblio' → 'Biblio'). */
const resourceLabel = (resource: string) =>
  BULK_EDIT_RESOURCE_LABELS[resource.toLowerCase() as BulkEditResource] ?? resource;

/** The label of a field as the API or a rule names it ('biblio', 'publisher'; a rule's 'document'). */
export function fieldLabel(resource: string, field: string): string {
  return findBulkEditField(resource === 'document' ? 'document_detail' : resource, field)?.label ?? field;
}

/** A field the user chose and the value as typed or picked (text, as the control holds it). */
export type FieldEntry = { key: string; text: string };

export type EntryRead = { ok: true; value: unknown } | { ok: false; message: string };

/**
 * The value typed for a field, by its type, as the update sends it: empty is no value (null) except
 * for a yes/no, which must be chosen; the catalogue's own reading then checks it as the API will.
 */
export function readEntry(field: BulkEditField, text: string): EntryRead {
  let value: unknown;
  const trimmed = text.trim();
  if (field.type === 'boolean') {
    if (text !== 'true' && text !== 'false') return { ok: false, message: 'Choose Yes or No' };
    value = text === 'true';
  } else if (field.type === 'string') {
    value = text === '' ? null : text;
  } else if (trimmed === '') {
    value = null;
  } else if (field.type === 'number' || (field.type === 'enum' && field.options?.kind !== 'values')) {
    value = Number(trimmed);
    if (!Number.isFinite(value)) return { ok: false, message: `${field.label} takes a number` };
  } else {
    value = trimmed;
  }
  const read = readBulkValue(field, value, MAX_BULK_UPDATE_TEXT);
  return read.ok ? { ok: true, value: read.value } : { ok: false, message: read.message };
}

/** Everything a preview depends on: any change of it calls for a new preview before Apply. */
export function inputKey(input: {
  selectedIds: readonly number[];
  batchId: number | null;
  entries: readonly FieldEntry[];
  link?: BulkLinkInput | null;
}) {
  return JSON.stringify([
    input.selectedIds,
    input.batchId,
    input.entries.map((e) => [e.key, e.text]),
    input.link ?? null,
  ]);
}

/**
 * The work the Work Search modal chose, as the link input names it: only what linking copies (the
 * modal's work carries more, and __typename).
 */
export function workLinkOf(work: LinkableWork): BulkLinkInput {
  return {
    work: {
      workId: work.workId,
      title: work.title,
      type: work.type,
      subType: work.subType ?? null,
      isn: work.isn ?? null,
      yearOfPublication: work.yearOfPublication ?? null,
      edition: work.edition ?? null,
      volume: work.volume ?? null,
      blmStatus: work.blmStatus ?? null,
      paymentModel: work.paymentModel ?? null,
      url: work.url ?? null,
      contributors: work.contributors.map((c) => ({ sfPseudonymName: c.sfPseudonymName, type: c.type })),
    },
  };
}

/** What the panel shows of a chosen link. */
export function linkText(link: BulkLinkInput): string {
  if (link.work) return `Work: ${link.work.title} (${link.work.workId})`;
  if (link.recipient) return `Recipient: ${link.recipient.pseudonymName} (${link.recipient.accountObjectId})`;
  return '';
}

/** A value as the preview shows it: a choice by its label, a yes/no, '(empty)' for none. */
export function describeValue(field: BulkEditField | undefined, value: unknown, lists: ChoiceLists): string {
  if (value === null || value === undefined || value === '') return '(empty)';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (field?.type === 'enum') {
    const choice = choicesOf(field, lists)?.find((c) => c.value === String(value));
    if (choice) return choice.label;
  }
  return typeof value === 'string' ? value : JSON.stringify(value);
}

type Change = { resource: string; field: string; itemId?: string | null; before?: unknown; after?: unknown };
type RecordChanges = { id: string; changes: readonly Change[]; ruleSets: readonly (Change & { value?: unknown })[] };

export type DiffRow = {
  key: string;
  recordId: string;
  /** 'Record', or 'Biblio 12' / 'Usage 7': which row of the record changes. */
  where: string;
  field: string;
  before: string;
  after: string;
};

const whereOf = (resource: string, itemId: string | null | undefined) => {
  const label = resourceLabel(resource);
  return itemId ? `${label} ${itemId}` : label;
};

/** The preview's table: one row per record, item and field, before → after. */
export function diffRows(records: readonly RecordChanges[], lists: ChoiceLists): DiffRow[] {
  return records.flatMap((r) =>
    r.changes.map((c, i) => {
      const field = findBulkEditField(c.resource.toLowerCase(), c.field);
      return {
        key: `${r.id}:${i}`,
        recordId: r.id,
        where: whereOf(c.resource, c.itemId),
        field: field?.label ?? c.field,
        before: describeValue(field, c.before, lists),
        after: describeValue(field, c.after, lists),
      };
    }),
  );
}

/** What the rules say of the change, per record: 'A rule will set ISN to 978-0 (Biblio 12)'. */
export function ruleSetTexts(
  records: readonly RecordChanges[],
  lists: ChoiceLists,
): { recordId: string; text: string }[] {
  return records.flatMap((r) =>
    r.ruleSets.map((s) => {
      const resource = s.resource.toLowerCase();
      const field = findBulkEditField(resource, s.field);
      const where = s.itemId ? ` (${whereOf(s.resource, s.itemId)})` : '';
      return {
        recordId: r.id,
        text: `A rule will set ${fieldLabel(resource, s.field)} to ${describeValue(field, s.value, lists)}${where}`,
      };
    }),
  );
}

/** '1 record' / '1,200 records'. */
export const records = (n: number) => `${n.toLocaleString('en-AU')} record${n === 1 ? '' : 's'}`;

/** A bulk change's fields as one line: 'Biblio Publisher: New Press; Record Heldback: No'. */
export function fieldsText(
  fields: readonly { resource: string; field: string; value?: unknown }[],
  lists: ChoiceLists,
): string {
  return fields
    .map((f) => {
      const resource = f.resource.toLowerCase();
      const label = resourceLabel(resource);
      return `${label} ${fieldLabel(resource, f.field)}: ${describeValue(findBulkEditField(resource, f.field), f.value, lists)}`;
    })
    .join('; ');
}

/**
 * The query as the screen ran it, kept with the bulk change: only the fields the input names, its
 * names in GraphQL's case whichever case it came in (the screen keeps the API's), or nothing when
 * it is not a query.
 */
export function queryInputOf(query: unknown): BulkEditQueryInput | null {
  type Named = { resource: string; field: string };
  type Loose = {
    filters?: (Named & { op: string; value?: unknown; type?: string | null })[];
    columns?: Named[];
    sort?: (Named & { direction: string }) | null;
  };
  const q = query as Loose | null;
  if (typeof q !== 'object' || q === null || !Array.isArray(q.filters) || !Array.isArray(q.columns)) return null;
  const up = <T extends string>(value: string) => value.toUpperCase() as T;
  type Input = BulkEditQueryInput;
  type Filter = Input['filters'][number];
  type Sort = NonNullable<Input['sort']>;
  return {
    filters: q.filters.map((f) => ({
      resource: up<Filter['resource']>(f.resource),
      field: f.field,
      op: up<Filter['op']>(f.op),
      value: f.value ?? null,
      ...(f.type ? { type: up<NonNullable<Filter['type']>>(f.type) } : {}),
    })),
    columns: q.columns.map((c) => ({ resource: up<Filter['resource']>(c.resource), field: c.field })),
    ...(q.sort
      ? {
          sort: {
            resource: up<Sort['resource']>(q.sort.resource),
            field: q.sort.field,
            direction: up<Sort['direction']>(q.sort.direction),
          },
        }
      : {}),
  };
}
