import { Skeleton, Stack, Text } from '@chakra-ui/react';

export type CardFigureProps = {
  /** What the number counts, e.g. 'records ready for research'. */
  label: string;
  /** Shown instead of the number when it is 0. */
  emptyText: string;
  loading: boolean;
  failed: boolean;
  value: number | undefined;
};

/** A home card's number from the database, in its four states: loading, failure, empty, success. */
export function CardFigure({ label, emptyText, loading, failed, value }: CardFigureProps) {
  if (value === 0) {
    return (
      <Text color="fg.muted" fontSize="sm" data-state="empty">
        {emptyText}
      </Text>
    );
  }
  if (value !== undefined) {
    return (
      <Stack gap="0" data-state="success">
        <Text fontSize="3xl" fontWeight="bold" lineHeight="short">
          {value.toLocaleString('en-AU')}
        </Text>
        <Text color="fg.muted" fontSize="sm">
          {label}
        </Text>
      </Stack>
    );
  }
  if (loading && !failed) {
    return (
      <Stack gap="1" aria-busy="true" data-state="loading">
        <Skeleton height="9" width="16" />
        <Text color="fg.muted" fontSize="sm">
          Loading {label}…
        </Text>
      </Stack>
    );
  }
  return (
    <Text color="fg.error" fontSize="sm" data-state="failure">
      Could not load the number of {label}.
    </Text>
  );
}
