import {
  BIBLIO_FIELDS,
  BIBLIO_FIELD_KINDS,
  USAGE_FIELD_KINDS,
  type FieldKind,
  type LookupListName,
  type UsageField,
} from '../item-fields.ts';
import { fieldNameLabel } from '../rules/fields.ts';
import { DOCUMENT_STATUSES } from '../status.ts';

/**
 * The bulk-edit field catalogue (spec section 3): every field a bulk query may filter on, show as a
 * column or sort by, per resource, with its type as the column holds it and whether a bulk update
 * may set it. Nothing outside this list reaches a query: the API builds its SQL from these entries.
 */

export const BULK_EDIT_RESOURCES = [
  'document_detail',
  'biblio',
  'usage',
  'location',
  'research_collection',
  'batch',
] as const;
export type BulkEditResource = (typeof BULK_EDIT_RESOURCES)[number];

/** Each resource as the screen and the CSV name it ('Biblio publisher'). */
export const BULK_EDIT_RESOURCE_LABELS: Readonly<Record<BulkEditResource, string>> = {
  document_detail: 'Record',
  biblio: 'Biblio',
  usage: 'Usage',
  location: 'Location',
  research_collection: 'Research collection',
  batch: 'Batch',
};

export const BULK_EDIT_FIELD_TYPES = ['boolean', 'string', 'enum', 'number', 'date'] as const;
export type BulkEditFieldType = (typeof BULK_EDIT_FIELD_TYPES)[number];

/** The lookup lists (GET /api/{list}) whose ids an enum field holds. */
export type BulkEditLookupList = LookupListName;

/**
 * Where an enum's choices come from: fixed values stored as text (a status), the ids of a lookup
 * list, or the ids of users who may be assigned records (role ids 2 and 5, spec section 5).
 */
export type BulkEditEnumOptions =
  | { kind: 'values'; values: readonly string[] }
  | { kind: 'lookup'; list: BulkEditLookupList }
  | { kind: 'assignable-users' };

export type BulkEditField = {
  resource: BulkEditResource;
  field: string;
  label: string;
  type: BulkEditFieldType;
  /** May a bulk update set it (spec section 3, the catalogue's brackets). */
  editable: boolean;
  /** A number held in an integer column: only whole numbers compare with it. */
  whole?: boolean;
  /** An enum's choices. */
  options?: BulkEditEnumOptions;
};

type FieldSpec = Omit<BulkEditField, 'resource' | 'label'> & { label?: string };

const text = (field: string, editable: boolean): FieldSpec => ({ field, type: 'string', editable });
const flag = (field: string, editable: boolean): FieldSpec => ({ field, type: 'boolean', editable });
const whole = (field: string, editable: boolean): FieldSpec => ({ field, type: 'number', editable, whole: true });
const decimal = (field: string, editable: boolean): FieldSpec => ({ field, type: 'number', editable });
const day = (field: string, editable: boolean): FieldSpec => ({ field, type: 'date', editable });
const lookup = (field: string, list: BulkEditLookupList, editable: boolean): FieldSpec => ({
  field,
  type: 'enum',
  editable,
  options: { kind: 'lookup', list },
});
const values = (field: string, list: readonly string[], editable: boolean): FieldSpec => ({
  field,
  type: 'enum',
  editable,
  options: { kind: 'values', values: list },
});

const ID: FieldSpec = { ...whole('id', false), label: 'ID' };

/** Labels that are not the field's name in words (fieldNameLabel). */
const LABELS: Readonly<Record<string, string>> = {
  isn: 'ISN',
  url: 'URL',
  blm: 'BLM',
  blm_status: 'BLM status',
  aaa_flag: 'AAA',
  amcos_flag: 'AMCOS',
};

/** A biblio or usage field as the catalogue lists it, typed by its kind of value. */
function fieldOf(field: string, kind: FieldKind, editable: boolean): FieldSpec {
  const spec = ((): FieldSpec => {
    if (typeof kind === 'object')
      return 'lookup' in kind ? lookup(field, kind.lookup, editable) : values(field, kind.choice, editable);
    switch (kind) {
      case 'flag':
        return flag(field, editable);
      case 'count':
      case 'year':
        return whole(field, editable);
      case 'money':
      case 'rate':
      case 'percent':
        return decimal(field, editable);
      case 'date':
      case 'event_date':
        return day(field, editable);
      case 'text':
      case 'currency':
        return text(field, editable);
    }
  })();
  return field in LABELS ? { ...spec, label: LABELS[field] } : spec;
}

/** The usage's fields in the catalogue (spec section 3), in the screen's order: the editable ones first. */
const USAGE_CATALOGUE: ReadonlyArray<readonly [UsageField, editable: boolean]> = [
  ['copy_type', true],
  ['event_date', true],
  ['times_copied', true],
  ['payment_amount', true],
  ['copied_for', false],
  ['aaa_flag', false],
  ['amcos_flag', false],
];

/**
 * In the order the screen lists them: the biblio column list shows the first 18 (spec section 2),
 * so the biblio's identifying fields come first, in the order of the spec's biblio entity.
 */
const FIELDS: Record<BulkEditResource, readonly FieldSpec[]> = {
  document_detail: [
    ID,
    { ...text('external_reference_id', false), label: 'Record ID' },
    values('status', DOCUMENT_STATUSES, true),
    {
      field: 'assigned_user_id',
      type: 'enum',
      editable: true,
      options: { kind: 'assignable-users' },
      label: 'Assigned user',
    },
    flag('heldback', true),
    text('other_information', true),
    flag('coursepack', false),
    flag('powerpoint', false),
    text('file_name', false),
    text('original_file_name', false),
    // No column holds it: the copies of the record's active usages added up (times_copied).
    whole('total_copies', false),
  ],
  biblio: [ID, ...BIBLIO_FIELDS.map((field) => fieldOf(field, BIBLIO_FIELD_KINDS[field], field !== 'matched_by'))],
  usage: [ID, ...USAGE_CATALOGUE.map(([field, editable]) => fieldOf(field, USAGE_FIELD_KINDS[field], editable))],
  location: [
    text('department_id', true),
    whole('machine_id', true),
    text('institute', false),
    text('location_name', false),
  ],
  research_collection: [text('collection_title', false)],
  batch: [text('title', false)],
};

const entries = (resource: BulkEditResource): readonly BulkEditField[] =>
  FIELDS[resource].map(({ label, ...spec }) => ({ resource, ...spec, label: label ?? fieldNameLabel(spec.field) }));

/** Every field of the catalogue, per resource, in the screen's order. */
export const BULK_EDIT_CATALOGUE: Readonly<Record<BulkEditResource, readonly BulkEditField[]>> = {
  document_detail: entries('document_detail'),
  biblio: entries('biblio'),
  usage: entries('usage'),
  location: entries('location'),
  research_collection: entries('research_collection'),
  batch: entries('batch'),
};

/** The biblio column list shows this many fields before 'Show more...' (spec sections 2 and 9). */
export const BIBLIO_COLUMNS_SHOWN = 18;

/** 'biblio.major_title': a field's name across resources, its key in a result row. */
export const bulkEditKey = (field: { resource: string; field: string }): string => `${field.resource}.${field.field}`;

// Maps, not objects: a name such as 'constructor' or '__proto__' finds nothing.
const RESOURCES = new Set<string>(BULK_EDIT_RESOURCES);
const BY_KEY = new Map(Object.values(BULK_EDIT_CATALOGUE).flatMap((fields) => fields.map((f) => [bulkEditKey(f), f])));

export function isBulkEditResource(name: unknown): name is BulkEditResource {
  return typeof name === 'string' && RESOURCES.has(name);
}

/** The catalogue's entry for a resource and field, or undefined for anything it does not list. */
export function findBulkEditField(resource: unknown, field: unknown): BulkEditField | undefined {
  if (typeof resource !== 'string' || typeof field !== 'string') return undefined;
  return BY_KEY.get(`${resource}.${field}`);
}
