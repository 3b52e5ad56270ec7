import { Box, Stack, Text } from '@chakra-ui/react';
import { useId } from 'react';
import { records } from './bulkUpdate.ts';

/**
 * How far a run of requests got: a progress bar with 'n of m records' (the app's design system has
 * no progress recipe, so it is drawn here with the standard role and values).
 */
export function RunProgress({ label, done, total }: { label: string; done: number; total: number }) {
  const text = `${done.toLocaleString('en-AU')} of ${records(total)}`;
  const share = total === 0 ? 0 : (done / total) * 100;
  const labelId = useId();
  return (
    <Stack gap="1" maxWidth="xl">
      <Text fontSize="sm" id={labelId}>
        {label}: {text}
      </Text>
      <Box
        role="progressbar"
        aria-labelledby={labelId}
        aria-valuemin={0}
        aria-valuemax={total}
        aria-valuenow={done}
        aria-valuetext={text}
        height="2"
        borderRadius="full"
        bg="bg.emphasized"
        overflow="hidden"
      >
        <Box height="full" width={`${share}%`} bg="blue.solid" transition="width 0.2s" />
      </Box>
    </Stack>
  );
}
