import { useQuery } from '@apollo/client/react';
import { Badge, Box, Button, Checkbox, Fieldset, HStack, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { CollectionCombobox } from '../../../components/CollectionCombobox.tsx';
import { BulkEditCollectionQuery } from '../bulkEditDocuments.ts';
import type { ScopeCollection } from '../query/bulkQuery.ts';

type ScopePickerProps = {
  collections: readonly ScopeCollection[];
  batchIds: readonly string[];
  onChange: (scope: { collections: ScopeCollection[]; batchIds: string[] }) => void;
};

/**
 * The research collection(s) and/or batch(es) a query reads (spec section 2): collections picked by
 * typing their title, as on the other screens; each chosen collection lists its batches, and
 * ticking some of them reads only those (a batch narrows its own collection, docs/decisions/032).
 * Locked batches can be read too: only a bulk update refuses them.
 */
export function ScopePicker({ collections, batchIds, onChange }: ScopePickerProps) {
  // The combobox starts empty again after each pick, ready for the next collection.
  const [pickerKey, setPickerKey] = useState(0);

  function add(collection: { id: string; collectionTitle: string } | null) {
    if (!collection) return;
    if (!collections.some((c) => c.id === collection.id))
      onChange({
        collections: [...collections, { id: collection.id, title: collection.collectionTitle }],
        batchIds: [...batchIds],
      });
    setPickerKey((k) => k + 1);
  }

  return (
    <Stack gap="3">
      <CollectionCombobox key={pickerKey} label="Add a research collection" onChange={add} />
      {collections.length === 0 ? (
        <Text color="fg.muted">No research collection chosen yet: add one, then tick batches to narrow it.</Text>
      ) : (
        <Stack gap="3" as="ul" listStyleType="none" aria-label="Chosen research collections">
          {collections.map((collection) => (
            <Box as="li" key={collection.id} borderWidth="1px" rounded="md" padding="3" bg="bg">
              <CollectionBatches
                collection={collection}
                batchIds={batchIds}
                onBatchesChange={(next) => onChange({ collections: [...collections], batchIds: next })}
                onRemove={(batchesOfIt) =>
                  onChange({
                    collections: collections.filter((c) => c.id !== collection.id),
                    batchIds: batchIds.filter((id) => !batchesOfIt.includes(id)),
                  })
                }
              />
            </Box>
          ))}
        </Stack>
      )}
    </Stack>
  );
}

type CollectionBatchesProps = {
  collection: ScopeCollection;
  batchIds: readonly string[];
  onBatchesChange: (batchIds: string[]) => void;
  onRemove: (batchesOfIt: string[]) => void;
};

function CollectionBatches({ collection, batchIds, onBatchesChange, onRemove }: CollectionBatchesProps) {
  const { data, loading, error } = useQuery(BulkEditCollectionQuery, { variables: { id: collection.id } });
  const found = data?.researchCollection;
  const title = found?.collectionTitle ?? collection.title;
  const batches = found?.batches ?? [];
  const ticked = batches.filter((b) => batchIds.includes(b.id));

  function toggle(id: string, on: boolean) {
    onBatchesChange(on ? [...batchIds, id] : batchIds.filter((b) => b !== id));
  }

  return (
    <Fieldset.Root>
      <HStack justify="space-between" gap="3">
        <Fieldset.Legend fontWeight="semibold">{title}</Fieldset.Legend>
        <Button
          size="xs"
          variant="outline"
          aria-label={`Remove ${title}`}
          onClick={() => onRemove(batches.map((b) => b.id))}
        >
          Remove
        </Button>
      </HStack>
      <Text fontSize="sm" color="fg.muted">
        {ticked.length === 0 ? 'Every batch' : `${ticked.length} of ${batches.length} batches`}
      </Text>
      {error ? (
        <Text color="fg.error">{error.message}</Text>
      ) : loading && batches.length === 0 ? (
        <Text color="fg.muted">Loading batches…</Text>
      ) : batches.length === 0 ? (
        <Text color="fg.muted">This collection has no batches.</Text>
      ) : (
        <HStack gap="4" wrap="wrap" paddingTop="1">
          {batches.map((batch) => (
            <Checkbox.Root
              key={batch.id}
              size="sm"
              checked={batchIds.includes(batch.id)}
              onCheckedChange={(details) => toggle(batch.id, details.checked === true)}
            >
              <Checkbox.HiddenInput />
              <Checkbox.Control />
              <Checkbox.Label>
                {batch.title}
                {batch.status === 'LOCKED' ? (
                  <Badge marginStart="2" colorPalette="gray" variant="subtle">
                    locked
                  </Badge>
                ) : null}
              </Checkbox.Label>
            </Checkbox.Root>
          ))}
        </HStack>
      )}
    </Fieldset.Root>
  );
}
