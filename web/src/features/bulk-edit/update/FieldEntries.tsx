import { Button, Fieldset, HStack, Input, NativeSelect, SimpleGrid, Stack } from '@chakra-ui/react';
import { BULK_EDIT_RESOURCE_LABELS, BULK_UPDATE_RESOURCES, bulkEditKey, type BulkEditField } from '@rt/domain';
import { FormField } from '../../../components/FormField.tsx';
import { choicesOf, type ChoiceLists } from '../components/choices.ts';
import { BULK_UPDATE_FIELDS, fieldByKey, type FieldEntry } from './bulkUpdate.ts';

const GROUPS = BULK_UPDATE_RESOURCES.map((resource) => ({
  label: BULK_EDIT_RESOURCE_LABELS[resource],
  fields: BULK_UPDATE_FIELDS.filter((f) => f.resource === resource),
}));

type FieldEntriesProps = {
  entries: readonly FieldEntry[];
  onChange: (entries: FieldEntry[]) => void;
  lists: ChoiceLists;
  /** A message per entry, by its place. */
  errors: Readonly<Record<number, string>>;
  disabled?: boolean;
};

/** The fields to set, one row each: which field (the catalogue's editable ones) and its new value, by type. */
export function FieldEntries({ entries, onChange, lists, errors, disabled }: FieldEntriesProps) {
  const set = (i: number, entry: FieldEntry) => onChange(entries.map((e, j) => (j === i ? entry : e)));
  const chosen = new Set(entries.map((e) => e.key));
  return (
    <Stack gap="3">
      {entries.map((entry, i) => {
        const field = fieldByKey(entry.key);
        return (
          <Fieldset.Root key={i} disabled={disabled}>
            <Fieldset.Legend srOnly>Change {i + 1}</Fieldset.Legend>
            <SimpleGrid columns={{ base: 1, md: 3 }} gap="3" alignItems="end">
              <FormField label="Field to change">
                <NativeSelect.Root>
                  <NativeSelect.Field
                    value={entry.key}
                    onChange={(event) => set(i, { key: event.currentTarget.value, text: '' })}
                    bg="bg"
                  >
                    <option value="">Choose a field</option>
                    {GROUPS.map((group) => (
                      <optgroup key={group.label} label={group.label}>
                        {group.fields.map((f) => {
                          const key = bulkEditKey(f);
                          return (
                            <option key={key} value={key} disabled={key !== entry.key && chosen.has(key)}>
                              {group.label}: {f.label}
                            </option>
                          );
                        })}
                      </optgroup>
                    ))}
                  </NativeSelect.Field>
                  <NativeSelect.Indicator />
                </NativeSelect.Root>
              </FormField>
              <FormField label="New value" error={errors[i]} helperText={helperOf(field)}>
                <ValueControl
                  field={field}
                  text={entry.text}
                  lists={lists}
                  onChange={(text) => set(i, { ...entry, text })}
                />
              </FormField>
              <HStack>
                <Button
                  variant="outline"
                  onClick={() => onChange(entries.filter((_, j) => j !== i))}
                  disabled={disabled || entries.length === 1}
                  aria-label={`Remove change ${i + 1}`}
                >
                  Remove
                </Button>
              </HStack>
            </SimpleGrid>
          </Fieldset.Root>
        );
      })}
      <HStack>
        <Button
          variant="outline"
          onClick={() => onChange([...entries, { key: '', text: '' }])}
          disabled={disabled || entries.length >= BULK_UPDATE_FIELDS.length}
        >
          Add another field
        </Button>
      </HStack>
    </Stack>
  );
}

function helperOf(field: BulkEditField | undefined): string | undefined {
  if (!field) return 'Choose a field first';
  if (field.type === 'string' || field.type === 'number' || field.type === 'date') return 'Empty clears the field';
  return undefined;
}

type ValueControlProps = {
  field: BulkEditField | undefined;
  text: string;
  lists: ChoiceLists;
  onChange: (text: string) => void;
};

/** The control for the field's type: yes/no and enums as a list of their choices, text, number or date as typed. */
function ValueControl({ field, text, lists, onChange }: ValueControlProps) {
  if (!field) return <Input value="" disabled bg="bg" />;
  if (field.type === 'boolean' || field.type === 'enum') {
    const choices =
      field.type === 'boolean'
        ? [
            { value: 'true', label: 'Yes' },
            { value: 'false', label: 'No' },
          ]
        : (choicesOf(field, lists) ?? []);
    return (
      <NativeSelect.Root>
        <NativeSelect.Field value={text} onChange={(event) => onChange(event.currentTarget.value)} bg="bg">
          <option value="">{field.type === 'boolean' ? 'Choose Yes or No' : '(empty)'}</option>
          {choices.map((c) => (
            <option key={c.value} value={c.value}>
              {c.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    );
  }
  return (
    <Input
      value={text}
      onChange={(event) => onChange(event.currentTarget.value)}
      type={field.type === 'date' ? 'date' : 'text'}
      inputMode={field.type === 'number' ? (field.whole ? 'numeric' : 'decimal') : undefined}
      bg="bg"
    />
  );
}
