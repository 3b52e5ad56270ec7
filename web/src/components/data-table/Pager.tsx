import { Button, HStack, NativeSelect, Text } from '@chakra-ui/react';
import { pageCount, showingText } from './paging.ts';

type PagerProps = {
  page: number;
  pageSize: number;
  total: number;
  onPageChange: (page: number) => void;
  /** Names the pager for screen readers, e.g. 'Research collections pages'. */
  label: string;
};

/** First / Previous / page select / Next / Last, and 'Showing x to y of n entries' (spec section 2). */
export function Pager({ page, pageSize, total, onPageChange, label }: PagerProps) {
  const pages = pageCount(total, pageSize);
  const atFirst = page <= 1;
  const atLast = page >= pages;
  return (
    <HStack justify="space-between" wrap="wrap" gap="3" paddingY="2">
      <Text aria-live="polite" data-testid="pager-summary" color="fg.muted" fontSize="sm">
        {showingText(page, pageSize, total)}
      </Text>
      <HStack as="nav" aria-label={label} gap="1">
        <Button size="sm" variant="outline" disabled={atFirst} onClick={() => onPageChange(1)}>
          First
        </Button>
        <Button size="sm" variant="outline" disabled={atFirst} onClick={() => onPageChange(page - 1)}>
          Previous
        </Button>
        <NativeSelect.Root size="sm" width="auto">
          <NativeSelect.Field
            aria-label="Page"
            value={String(page)}
            onChange={(event) => onPageChange(Number(event.currentTarget.value))}
          >
            {Array.from({ length: pages }, (_, i) => (
              <option key={i + 1} value={String(i + 1)}>
                {i + 1}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        <Button size="sm" variant="outline" disabled={atLast} onClick={() => onPageChange(page + 1)}>
          Next
        </Button>
        <Button size="sm" variant="outline" disabled={atLast} onClick={() => onPageChange(pages)}>
          Last
        </Button>
      </HStack>
    </HStack>
  );
}
