import { useQuery } from '@apollo/client/react';
import { Combobox, createListCollection, Field, Portal, Spinner } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import { useDebounce } from 'use-debounce';
import { CollectionSearchQuery } from './collectionSearch.ts';

/** How long typing pauses before the search runs. */
const SEARCH_DELAY_MS = 250;

export type PickedCollection = { id: string; collectionTitle: string };

type CollectionComboboxProps = {
  label: string;
  /** The chosen collection, or null when the choice is cleared. */
  onChange: (collection: PickedCollection | null) => void;
  /** Text shown beside the field when the form refuses it. */
  errorText?: string;
};

/**
 * A research collection picked by typing part of its title (Assign Records and Manual data entry):
 * the server searches titles as the user types; clicking the field lists every collection.
 */
export function CollectionCombobox({ label, onChange, errorText }: CollectionComboboxProps) {
  const [inputValue, setInputValue] = useState('');
  const [searchTerm] = useDebounce(inputValue.trim(), SEARCH_DELAY_MS);

  const { data, previousData, loading, error } = useQuery(CollectionSearchQuery, { variables: { searchTerm } });
  const found = useMemo(() => (data ?? previousData)?.researchCollectionSearch ?? [], [data, previousData]);
  const collection = useMemo(
    () =>
      createListCollection({
        items: found,
        itemToString: (item) => item.collectionTitle,
        itemToValue: (item) => item.id,
      }),
    [found],
  );

  return (
    <Field.Root invalid={Boolean(errorText)} maxWidth="xl">
      <Combobox.Root
        collection={collection}
        inputValue={inputValue}
        onInputValueChange={(details) => setInputValue(details.inputValue)}
        onValueChange={(details) => {
          const [item] = details.items;
          onChange(item ? { id: item.id, collectionTitle: item.collectionTitle } : null);
        }}
        inputBehavior="autohighlight"
        openOnClick
        invalid={Boolean(errorText)}
      >
        <Combobox.Label>{label}</Combobox.Label>
        <Combobox.Control>
          <Combobox.Input placeholder="Type a collection title" />
          <Combobox.IndicatorGroup>
            {loading ? <Spinner size="xs" aria-label="Searching" /> : null}
            <Combobox.ClearTrigger aria-label="Clear the collection" />
            <Combobox.Trigger aria-label="Show collections" />
          </Combobox.IndicatorGroup>
        </Combobox.Control>
        <Portal>
          <Combobox.Positioner>
            <Combobox.Content>
              {error ? (
                <Combobox.Empty color="fg.error">{error.message}</Combobox.Empty>
              ) : (
                <Combobox.Empty>{loading ? 'Searching…' : 'No collection has that title'}</Combobox.Empty>
              )}
              {collection.items.map((item) => (
                <Combobox.Item item={item} key={item.id}>
                  <Combobox.ItemText>{item.collectionTitle}</Combobox.ItemText>
                  <Combobox.ItemIndicator />
                </Combobox.Item>
              ))}
            </Combobox.Content>
          </Combobox.Positioner>
        </Portal>
      </Combobox.Root>
      {errorText ? <Field.ErrorText>{errorText}</Field.ErrorText> : null}
    </Field.Root>
  );
}
