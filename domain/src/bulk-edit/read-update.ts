import { bulkEditKey, findBulkEditField, isBulkEditResource, type BulkEditField } from './catalogue.ts';
import { readBulkValue, type BulkFilterValue, type BulkQueryRead } from './read-query.ts';

/** One field a bulk update sets: the catalogue's entry and the value read by its type. */
export type BulkUpdateField = { field: BulkEditField; value: BulkFilterValue };

/** Most fields one bulk update may set, and the longest text it may write. */
export const MAX_BULK_UPDATE_FIELDS = 50;
export const MAX_BULK_UPDATE_TEXT = 4000;

/** Resources whose editable fields a bulk update writes (a location is shared between records). */
export const BULK_UPDATE_RESOURCES = ['document_detail', 'biblio', 'usage'] as const;

const NAME = /^[A-Za-z][A-Za-z0-9_]{0,63}$/;
const named = (value: unknown) => (typeof value === 'string' && NAME.test(value) ? value : null);
const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * A bulk update's `update_fields` ([{resource, field, value}]) against the catalogue: only its
 * editable fields, each once, each value read by the field's type. A refusal names the field (or
 * its place, `update_fields.2.value`) and never echoes anything that is not a plain name.
 */
export function readBulkUpdateFields(input: unknown): BulkQueryRead<BulkUpdateField[]> {
  const refuse = (message: string, field: string) => ({ ok: false as const, message, field });
  if (!Array.isArray(input) || input.length === 0)
    return refuse('update_fields takes a list of {resource, field, value}', 'update_fields');
  if (input.length > MAX_BULK_UPDATE_FIELDS)
    return refuse(`update_fields takes at most ${MAX_BULK_UPDATE_FIELDS} fields`, 'update_fields');
  const read: BulkUpdateField[] = [];
  for (const [i, part] of input.entries()) {
    const at = `update_fields.${i}`;
    if (!isObject(part)) return refuse(`Field ${i + 1} must be {resource, field, value}`, at);
    const { resource, field, value } = part;
    if (!isBulkEditResource(resource)) {
      const name = named(resource);
      return refuse(
        name ? `'${name}' is not a resource of the bulk-edit catalogue` : `Field ${i + 1} needs a resource`,
        `${at}.resource`,
      );
    }
    const found = findBulkEditField(resource, field);
    const name = named(field);
    if (!found)
      return refuse(
        name
          ? `'${resource}.${name}' is not a field of the bulk-edit catalogue`
          : `Field ${i + 1} names a field of ${resource} that is not in the bulk-edit catalogue`,
        `${at}.field`,
      );
    const key = bulkEditKey(found);
    if (!found.editable || !(BULK_UPDATE_RESOURCES as readonly string[]).includes(resource))
      return refuse(`'${key}' cannot be changed by a bulk update`, `${at}.field`);
    if (read.some((r) => bulkEditKey(r.field) === key)) return refuse(`'${key}' is given twice`, `${at}.field`);
    if (value === undefined) return refuse(`'${key}' needs a value (null for none)`, `${at}.value`);
    const valueRead = readBulkValue(found, value, MAX_BULK_UPDATE_TEXT);
    if (!valueRead.ok) return refuse(valueRead.message, `${at}.value`);
    read.push({ field: found, value: valueRead.value });
  }
  return { ok: true, value: read };
}

/** One field's change on a record or one of its items: before -> after. */
export type BulkFieldChange = {
  resource: string;
  field: string;
  /** The biblio's or usage's id; absent for the record's own fields. */
  item_id?: number;
  before: BulkFilterValue;
  after: BulkFilterValue;
};

/** Stored values compare as the update reads them: a date as its day, a decimal as its number. */
function normalise(field: BulkEditField, value: unknown): BulkFilterValue {
  if (value === null || value === undefined) return null;
  if (field.type === 'date') {
    if (value instanceof Date) return value.toISOString().slice(0, 10);
    return String(value).slice(0, 10);
  }
  if (field.type === 'number' || (field.type === 'enum' && field.options?.kind !== 'values')) {
    const n = Number(value);
    return Number.isFinite(n) ? n : String(value);
  }
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return value;
  return String(value);
}

/** Whether a stored value is `value`, compared as a bulk update compares it (an undo asks this of `after`). */
export function holdsBulkValue(field: BulkEditField, stored: unknown, value: BulkFilterValue): boolean {
  return normalise(field, stored) === value;
}

/**
 * The changes `fields` make to one row of their resource (the record, or one active item), field
 * by field; a field already holding the value is no change.
 */
export function diffBulkRow(
  row: Record<string, unknown>,
  fields: readonly BulkUpdateField[],
  itemId?: number,
): BulkFieldChange[] {
  const changes: BulkFieldChange[] = [];
  for (const { field, value } of fields) {
    const before = normalise(field, row[field.field]);
    if (before === value) continue;
    changes.push({
      resource: field.resource,
      field: field.field,
      ...(itemId === undefined ? {} : { item_id: itemId }),
      before,
      after: value,
    });
  }
  return changes;
}
