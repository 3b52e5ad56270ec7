import { Box, Button, HStack } from '@chakra-ui/react';
import type { BulkUpdateJobView } from './bulkUpdateJob.ts';
import { RunProgress } from './RunProgress.tsx';

type BulkUpdateJobProgressProps = {
  job: BulkUpdateJobView;
  /** Cancel was asked: the job stops after the chunk it is writing. */
  cancelling: boolean;
  onCancel: () => void;
};

/**
 * A bulk update job while it is queued or running: how many records it has processed, and one
 * 'Cancel' that asks it to stop between chunks ('Cancelling…' until it has).
 */
export function BulkUpdateJobProgress({ job, cancelling, onCancel }: BulkUpdateJobProgressProps) {
  return (
    <HStack gap="4" alignItems="end" flexWrap="wrap">
      <Box flex="1" minWidth="60">
        <RunProgress label="Applying changes" done={job.done} total={job.total} />
      </Box>
      <Button size="sm" variant="outline" onClick={onCancel} disabled={cancelling}>
        {cancelling ? 'Cancelling…' : 'Cancel'}
      </Button>
    </HStack>
  );
}
