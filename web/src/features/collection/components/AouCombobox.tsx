import { Combobox, Portal, useFilter, useListCollection } from '@chakra-ui/react';
import { useMemo } from 'react';

type AouEntry = { id: number; value: string };
type AouItem = { value: string; label: string };

type AouComboboxProps = {
  /** The AOU list (spec section 3: entries of id and value). */
  entries: readonly AouEntry[];
  /** The list entry's id as text, a raw value not in the list, or ''. */
  value: string;
  onChange: (value: string) => void;
  invalid?: boolean;
};

/**
 * The edit-location form's AOU dropdown: entries read 'id - value', typing filters them by any part
 * of the text, and 'No result' says when nothing matches. A location holding a raw AOU that is not
 * in the list keeps it as its own entry, so saving does not lose it.
 */
export function AouCombobox({ entries, value, onChange, invalid }: AouComboboxProps) {
  const items = useMemo<AouItem[]>(() => {
    const listed = entries.map((a) => ({ value: String(a.id), label: `${a.id} - ${a.value}` }));
    return value !== '' && !listed.some((i) => i.value === value) ? [{ value, label: value }, ...listed] : listed;
  }, [entries, value]);

  const { contains } = useFilter({ sensitivity: 'base' });
  const { collection, filter, reset } = useListCollection({ initialItems: items, filter: contains });

  return (
    <Combobox.Root
      collection={collection}
      value={value === '' ? [] : [value]}
      onValueChange={(details) => onChange(details.value[0] ?? '')}
      onInputValueChange={(details) => {
        if (details.reason === 'input-change') filter(details.inputValue);
        else reset();
      }}
      onOpenChange={(details) => {
        if (details.open && details.reason !== 'input-change') reset();
      }}
      openOnClick
      invalid={invalid}
    >
      <Combobox.Control>
        <Combobox.Input placeholder="Type to filter by department" bg="bg" />
        <Combobox.IndicatorGroup>
          <Combobox.ClearTrigger aria-label="Clear AOU" />
          <Combobox.Trigger aria-label="Show AOU list" />
        </Combobox.IndicatorGroup>
      </Combobox.Control>
      <Portal>
        <Combobox.Positioner>
          <Combobox.Content>
            <Combobox.Empty>No result</Combobox.Empty>
            {collection.items.map((item) => (
              <Combobox.Item item={item} key={item.value}>
                {item.label}
                <Combobox.ItemIndicator />
              </Combobox.Item>
            ))}
          </Combobox.Content>
        </Combobox.Positioner>
      </Portal>
    </Combobox.Root>
  );
}
