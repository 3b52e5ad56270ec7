import { Box, Stack, Text } from '@chakra-ui/react';
import { useId, type KeyboardEvent, type ReactNode, type Ref } from 'react';
import { moveHighlight } from './workSearchForm.ts';

export const NO_RESULTS = 'No results to display as per search criteria';

type ResultListProps<T> = {
  label: string;
  items: readonly T[];
  keyOf: (item: T) => string;
  render: (item: T) => ReactNode;
  highlighted: number;
  onHighlight: (index: number) => void;
  /** Enter or a double click on a result. */
  onChoose: (index: number) => void;
  listRef?: Ref<HTMLDivElement>;
};

/**
 * A keyboard-first list of results (a listbox): arrow keys, Home and End move the highlight,
 * Enter chooses the highlighted result; a click highlights, a double click chooses.
 */
export function ResultList<T>({
  label,
  items,
  keyOf,
  render,
  highlighted,
  onHighlight,
  onChoose,
  listRef,
}: ResultListProps<T>) {
  const id = useId();
  if (items.length === 0) {
    return (
      <Text color="fg.muted" fontSize="sm" role="status">
        {NO_RESULTS}
      </Text>
    );
  }
  function onKeyDown(event: KeyboardEvent) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp' || event.key === 'Home' || event.key === 'End') {
      event.preventDefault();
      const next = moveHighlight(highlighted, event.key, items.length);
      onHighlight(next);
      document.getElementById(`${id}-${next}`)?.scrollIntoView({ block: 'nearest' });
    } else if (event.key === 'Enter' && highlighted >= 0) {
      event.preventDefault();
      onChoose(highlighted);
    }
  }
  return (
    <Stack
      ref={listRef}
      role="listbox"
      aria-label={label}
      tabIndex={0}
      aria-activedescendant={highlighted >= 0 ? `${id}-${highlighted}` : undefined}
      onKeyDown={onKeyDown}
      onFocus={() => highlighted < 0 && onHighlight(0)}
      gap="1"
      maxHeight="22rem"
      overflowY="auto"
      borderWidth="1px"
      borderRadius="md"
      padding="1"
      _focusVisible={{ outline: '2px solid', outlineColor: 'colorPalette.focusRing' }}
    >
      {items.map((item, index) => (
        <Box
          key={keyOf(item)}
          id={`${id}-${index}`}
          role="option"
          aria-selected={index === highlighted}
          padding="2"
          borderRadius="sm"
          cursor="pointer"
          bg={index === highlighted ? 'colorPalette.subtle' : undefined}
          onClick={() => onHighlight(index)}
          onDoubleClick={() => onChoose(index)}
        >
          {render(item)}
        </Box>
      ))}
    </Stack>
  );
}
