import { Badge, Checkbox, Fieldset, Stack, Text } from '@chakra-ui/react';
import { graphql } from '../../../__generated__/gql.ts';
import type { BatchChecklist_BatchFragment } from '../../../__generated__/graphql.ts';
import { isLocked, selectAll, selectAllState, toggleBatch } from '../batchSelection.ts';

export const BatchChecklistBatchFragment = graphql(`
  fragment BatchChecklist_batch on Batch {
    id
    title
    status
  }
`);

export type ChecklistBatch = BatchChecklist_BatchFragment;

type BatchChecklistProps = {
  batches: readonly ChecklistBatch[];
  selected: ReadonlySet<string>;
  onChange: (selected: Set<string>) => void;
};

/**
 * The chosen collection's batches as checkboxes labelled period plus period number, with 'Select
 * all'. A locked batch says so and its box is disabled (spec sections 2 and 4).
 */
export function BatchChecklist({ batches, selected, onChange }: BatchChecklistProps) {
  const all = selectAllState(batches, selected);
  return (
    <Fieldset.Root>
      <Fieldset.Legend>Batches</Fieldset.Legend>
      {batches.length === 0 ? (
        <Text color="fg.muted">This collection has no batches.</Text>
      ) : (
        <Stack gap="2" paddingTop="1">
          <Checkbox.Root
            checked={all}
            disabled={batches.every(isLocked)}
            onCheckedChange={(details) => onChange(selectAll(batches, details.checked === true))}
            fontWeight="semibold"
          >
            <Checkbox.HiddenInput />
            <Checkbox.Control />
            <Checkbox.Label>Select all</Checkbox.Label>
          </Checkbox.Root>
          {batches.map((batch) => {
            const locked = isLocked(batch);
            return (
              <Checkbox.Root
                key={batch.id}
                checked={!locked && selected.has(batch.id)}
                disabled={locked}
                onCheckedChange={(details) =>
                  onChange(toggleBatch(batches, selected, batch.id, details.checked === true))
                }
                paddingStart="4"
              >
                <Checkbox.HiddenInput />
                <Checkbox.Control />
                <Checkbox.Label>
                  {batch.title}
                  {locked ? ' ' : null}
                  {locked ? (
                    <Badge marginStart="2" colorPalette="gray" variant="subtle">
                      locked
                    </Badge>
                  ) : null}
                </Checkbox.Label>
              </Checkbox.Root>
            );
          })}
        </Stack>
      )}
    </Fieldset.Root>
  );
}
