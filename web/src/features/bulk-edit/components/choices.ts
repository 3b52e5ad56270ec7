import { statusLabel, type BulkEditField, type BulkEditLookupList } from '@rt/domain';

export type Choice = { value: string; label: string };

/** The lookup lists by the catalogue's names, and the users records may be assigned to. */
export type ChoiceLists = Partial<Record<BulkEditLookupList | 'users', readonly Choice[]>>;

/** An enum field's choices (null for other types): its fixed values, its lookup list, or the assignable users. */
export function choicesOf(
  field: Pick<BulkEditField, 'type' | 'options'>,
  lists: ChoiceLists,
): readonly Choice[] | null {
  if (field.type !== 'enum' || !field.options) return null;
  switch (field.options.kind) {
    case 'values':
      return field.options.values.map((value) => ({ value, label: statusLabel(value) }));
    case 'lookup':
      return lists[field.options.list] ?? [];
    case 'assignable-users':
      return lists.users ?? [];
  }
}

/**
 * A result cell as the screen shows it: yes/no, a status with spaces, a lookup or user id by its
 * name when the list holds it (the id otherwise), an empty field as nothing.
 */
export function cellText(
  field: Pick<BulkEditField, 'type' | 'options'> | undefined,
  value: unknown,
  lists: ChoiceLists,
): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (field?.type === 'enum') {
    const choices = choicesOf(field, lists);
    const found = choices?.find((c) => c.value === String(value));
    if (found) return found.label;
  }
  return String(value);
}
