import { Box, Stack, Text } from '@chakra-ui/react';
import { records } from './bulkUpdate.ts';
import type { Applied } from './bulkUpdateJob.ts';
import { RefusedRecords } from './RefusedRecords.tsx';

/** How a real run went: records updated of those named, those that held the values, and the refused listed. */
export function AppliedChanges({ applied }: { applied: Applied }) {
  return (
    <Box as="section" aria-label="Applied changes">
      <Stack gap="2">
        <Text role="status">
          {records(applied.updated)} updated of {records(applied.total)}
          {applied.unchanged > 0 ? `, ${records(applied.unchanged)} already held these values` : ''}
          {applied.refused.length > 0 ? `, ${records(applied.refused.length)} refused` : ''}.
        </Text>
        <RefusedRecords refused={applied.refused} title="Records not changed" />
      </Stack>
    </Box>
  );
}
