import { Button, Grid, Heading, HStack, Input, NativeSelect, Stack, Text } from '@chakra-ui/react';
import {
  BULK_EDIT_RESOURCE_LABELS,
  BULK_EDIT_CATALOGUE,
  BULK_EDIT_OPERATOR_LABELS,
  BULK_EDIT_RESOURCES,
  findBulkEditField,
  type BulkEditField,
} from '@rt/domain';
import type { ReactNode } from 'react';
import { changeFilter, operatorsOf, type FilterRow } from '../query/bulkQuery.ts';
import type { Choice, ChoiceLists } from './choices.ts';
import { choicesOf } from './choices.ts';

type FilterRowsProps = {
  filters: readonly FilterRow[];
  onChange: (filters: FilterRow[]) => void;
  onAdd: () => void;
  lists: ChoiceLists;
};

/**
 * The filter rows (spec section 2): resource, field, operator, value and the field's type; every
 * row must hold. Operators are those of the field's type (domain's list, spec section 5).
 */
export function FilterRows({ filters, onChange, onAdd, lists }: FilterRowsProps) {
  const update = (key: number, change: Parameters<typeof changeFilter>[1]) =>
    onChange(filters.map((row) => (row.key === key ? changeFilter(row, change) : row)));

  return (
    <Stack gap="3" as="section" aria-labelledby="bulk-filters-heading">
      <Heading as="h2" size="md" id="bulk-filters-heading">
        Filters
      </Heading>
      {filters.length === 0 ? <Text color="fg.muted">No filters: every record of the chosen batches.</Text> : null}
      {filters.map((row, index) => {
        const field = findBulkEditField(row.resource, row.field)!;
        const n = index + 1;
        return (
          <Grid
            key={row.key}
            role="group"
            aria-label={`Filter ${n}`}
            templateColumns={{ base: '1fr', md: '1fr 1.4fr 1fr 1.4fr auto auto' }}
            gap="2"
            alignItems="end"
          >
            <Select
              label={`Filter ${n} resource`}
              value={row.resource}
              onChange={(value) => update(row.key, { resource: value as FilterRow['resource'] })}
            >
              {BULK_EDIT_RESOURCES.map((r) => (
                <option key={r} value={r}>
                  {BULK_EDIT_RESOURCE_LABELS[r]}
                </option>
              ))}
            </Select>
            <Select
              label={`Filter ${n} field`}
              value={row.field}
              onChange={(value) => update(row.key, { field: value })}
            >
              {BULK_EDIT_CATALOGUE[row.resource].map((f) => (
                <option key={f.field} value={f.field}>
                  {f.label}
                </option>
              ))}
            </Select>
            <Select
              label={`Filter ${n} operator`}
              value={row.op}
              onChange={(value) => update(row.key, { op: value as FilterRow['op'] })}
            >
              {operatorsOf(field).map((op) => (
                <option key={op} value={op}>
                  {BULK_EDIT_OPERATOR_LABELS[op]}
                </option>
              ))}
            </Select>
            <ValueInput
              label={`Filter ${n} value`}
              field={field}
              value={row.value}
              choices={choicesOf(field, lists)}
              onChange={(value) => update(row.key, { value })}
            />
            <Text fontSize="sm" color="fg.muted" paddingBottom="2" aria-label={`Filter ${n} type`}>
              {field.type}
            </Text>
            <Button
              variant="outline"
              size="sm"
              aria-label={`Remove filter ${n}`}
              onClick={() => onChange(filters.filter((r) => r.key !== row.key))}
            >
              Remove
            </Button>
          </Grid>
        );
      })}
      <HStack>
        <Button variant="outline" size="sm" onClick={onAdd}>
          Add filter
        </Button>
      </HStack>
    </Stack>
  );
}

function Select({
  label,
  value,
  onChange,
  children,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  children: ReactNode;
}) {
  return (
    <NativeSelect.Root size="sm">
      <NativeSelect.Field aria-label={label} value={value} onChange={(e) => onChange(e.currentTarget.value)}>
        {children}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}

/** The value's control by the field's type: a choice for booleans and enums, a number, a date or text. */
function ValueInput({
  label,
  field,
  value,
  choices,
  onChange,
}: {
  label: string;
  field: BulkEditField;
  value: string;
  choices: readonly Choice[] | null;
  onChange: (value: string) => void;
}) {
  if (field.type === 'boolean' || choices) {
    const options: readonly Choice[] =
      field.type === 'boolean'
        ? [
            { value: 'true', label: 'Yes' },
            { value: 'false', label: 'No' },
          ]
        : (choices ?? []);
    return (
      <Select label={label} value={value} onChange={onChange}>
        {field.type === 'boolean' ? null : <option value="">(empty)</option>}
        {field.type === 'boolean' && value === '' ? <option value="">Choose…</option> : null}
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </Select>
    );
  }
  return (
    <Input
      size="sm"
      aria-label={label}
      type={field.type === 'date' ? 'date' : field.type === 'number' ? 'number' : 'text'}
      step={field.type === 'number' && !field.whole ? 'any' : undefined}
      value={value}
      placeholder={field.type === 'string' ? 'Text (empty: no value)' : undefined}
      onChange={(e) => onChange(e.currentTarget.value)}
    />
  );
}
