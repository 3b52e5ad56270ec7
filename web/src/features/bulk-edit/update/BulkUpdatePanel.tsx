import { Box, Heading, Text } from '@chakra-ui/react';

export type BulkUpdatePanelProps = {
  /** Ticked rows, or every id of the query when none is ticked. */
  selectedIds: number[];
  /** The single batch chosen in the query, else null. */
  batchId: number | null;
  /** The query as run, sent along so the API can record it with the bulk change. */
  query: unknown;
  /** The screen re-runs its query after an update was applied. */
  onApplied: () => void;
};

export function BulkUpdatePanel({ selectedIds }: BulkUpdatePanelProps) {
  return (
    <Box as="section" aria-labelledby="bulk-update-heading">
      <Heading as="h2" size="md" id="bulk-update-heading">
        Bulk update
      </Heading>
      <Text>{selectedIds.length} records selected</Text>
    </Box>
  );
}
