import { Button, Checkbox, Fieldset, Heading, SimpleGrid, Stack } from '@chakra-ui/react';
import {
  BULK_EDIT_RESOURCE_LABELS,
  BIBLIO_COLUMNS_SHOWN,
  BULK_EDIT_CATALOGUE,
  BULK_EDIT_RESOURCES,
  bulkEditKey,
  type BulkEditResource,
} from '@rt/domain';
import { useState } from 'react';

type ColumnPickerProps = {
  /** Catalogue keys, in the order chosen. */
  columns: readonly string[];
  onChange: (columns: string[]) => void;
};

/**
 * The result's columns, per resource (spec section 2): the biblio list shows its first 18 fields,
 * then 'Show more...' for the rest. A column ticked goes last; unticked, it leaves the result.
 */
export function ColumnPicker({ columns, onChange }: ColumnPickerProps) {
  const [allBiblio, setAllBiblio] = useState(false);
  const toggle = (key: string, on: boolean) =>
    onChange(on ? [...columns.filter((c) => c !== key), key] : columns.filter((c) => c !== key));

  return (
    <Stack gap="3" as="section" aria-labelledby="bulk-columns-heading">
      <Heading as="h2" size="md" id="bulk-columns-heading">
        Columns
      </Heading>
      {BULK_EDIT_RESOURCES.map((resource: BulkEditResource) => {
        const fields = BULK_EDIT_CATALOGUE[resource];
        const limited = resource === 'biblio' && !allBiblio && fields.length > BIBLIO_COLUMNS_SHOWN;
        // A ticked field past the first 18 stays in sight.
        const shown = limited
          ? fields.filter((f, i) => i < BIBLIO_COLUMNS_SHOWN || columns.includes(bulkEditKey(f)))
          : fields;
        return (
          <Fieldset.Root key={resource}>
            <Fieldset.Legend fontWeight="semibold">{BULK_EDIT_RESOURCE_LABELS[resource]} columns</Fieldset.Legend>
            <SimpleGrid columns={{ base: 2, md: 4, lg: 6 }} gap="1" paddingTop="1">
              {shown.map((field) => {
                const key = bulkEditKey(field);
                return (
                  <Checkbox.Root
                    key={key}
                    size="sm"
                    checked={columns.includes(key)}
                    onCheckedChange={(details) => toggle(key, details.checked === true)}
                  >
                    <Checkbox.HiddenInput />
                    <Checkbox.Control />
                    <Checkbox.Label>{field.label}</Checkbox.Label>
                  </Checkbox.Root>
                );
              })}
            </SimpleGrid>
            {resource === 'biblio' ? (
              <Button
                alignSelf="start"
                variant="plain"
                size="sm"
                paddingX="0"
                aria-expanded={allBiblio}
                onClick={() => setAllBiblio((all) => !all)}
              >
                {allBiblio ? 'Show fewer' : 'Show more...'}
              </Button>
            ) : null}
          </Fieldset.Root>
        );
      })}
    </Stack>
  );
}
