import { Button, Field, HStack, Input, SimpleGrid, Stack } from '@chakra-ui/react';
import type { FocusEvent, KeyboardEvent, Ref } from 'react';
import { ChoiceButtons } from './ChoiceButtons.tsx';
import {
  FIELD_LABELS,
  WORK_TYPE_FILTERS,
  type WorkSearchField,
  type WorkSearchFields,
  type WorkTypeFilter,
} from './workSearchForm.ts';

const WORK_FIELDS: readonly WorkSearchField[] = ['isn', 'title', 'creator', 'publisher', 'year'];

type WorkCriteriaFormProps = {
  fields: WorkSearchFields;
  workType: WorkTypeFilter;
  /** The field the dialog opens in, with its ref and focus handler. */
  firstField: {
    name: WorkSearchField;
    ref: Ref<HTMLInputElement>;
    onFocus: (event: FocusEvent<HTMLInputElement>) => void;
  };
  onEdit: (field: WorkSearchField, value: string) => void;
  /** Keys in a field: the down arrow into the results, Enter to link. */
  onFieldKey: (event: KeyboardEvent) => void;
  onChooseType: (type: WorkTypeFilter) => void;
  onSearch: () => void;
};

/** The works' criteria (spec 5): ISBN/ISSN, Title, Creator, Publisher and Year, the work type, Search Work. */
export function WorkCriteriaForm({
  fields,
  workType,
  firstField,
  onEdit,
  onFieldKey,
  onChooseType,
  onSearch,
}: WorkCriteriaFormProps) {
  return (
    <Stack
      as="form"
      gap="2"
      aria-label="Search works"
      onSubmit={(e) => {
        e.preventDefault();
        onSearch();
      }}
    >
      <SimpleGrid columns={{ base: 2, md: 5 }} gap="2">
        {WORK_FIELDS.map((field) => (
          <Field.Root key={field}>
            <Field.Label>{FIELD_LABELS[field]}</Field.Label>
            <Input
              size="sm"
              ref={field === firstField.name ? firstField.ref : undefined}
              onFocus={field === firstField.name ? firstField.onFocus : undefined}
              inputMode={field === 'year' ? 'numeric' : undefined}
              value={fields[field]}
              onChange={(e) => onEdit(field, e.target.value)}
              onKeyDown={onFieldKey}
            />
          </Field.Root>
        ))}
      </SimpleGrid>
      <HStack justifyContent="space-between" flexWrap="wrap" gap="2">
        <ChoiceButtons
          label="Work type"
          size="xs"
          options={WORK_TYPE_FILTERS}
          value={workType}
          onChoose={onChooseType}
        />
        <Button size="sm" type="submit">
          Search Work
        </Button>
      </HStack>
    </Stack>
  );
}
