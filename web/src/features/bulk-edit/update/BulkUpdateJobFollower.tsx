import { Heading, Stack } from '@chakra-ui/react';
import { useState } from 'react';
import { useAlerts } from '../../../components/alerts/useAlerts.ts';
import { AppliedChanges } from './AppliedChanges.tsx';
import { appliedOf, jobEndAlert, type Applied } from './bulkUpdateJob.ts';
import { BulkUpdateJobProgress } from './BulkUpdateJobProgress.tsx';
import { useBulkUpdateJob } from './useBulkUpdateJob.ts';

/**
 * The caller's bulk update job on the Bulk Edit screen while no records are ticked (the Bulk update
 * panel, which follows it otherwise, is not shown): after a reload or a return to the screen, a job
 * still queued or running shows its progress and Cancel and is followed to its end, which is told
 * as the panel tells it. Nothing is shown when there is no such job.
 */
export function BulkUpdateJobFollower({ onApplied }: { onApplied: () => void }) {
  const alerts = useAlerts();
  const [applied, setApplied] = useState<Applied | null>(null);
  const run = useBulkUpdateJob((job) => {
    const alert = jobEndAlert(job);
    alerts[alert.status](alert.message);
    setApplied(appliedOf(job));
    if (job.updated > 0 || job.status === 'FAILED') onApplied();
  });
  if (!(run.job && run.busy) && !applied) return null;
  return (
    <Stack
      as="section"
      aria-labelledby="bulk-update-job-heading"
      gap="4"
      borderWidth="1px"
      borderRadius="md"
      padding="4"
    >
      <Heading as="h2" size="lg" id="bulk-update-job-heading">
        Bulk update
      </Heading>
      {run.job && run.busy ? (
        <BulkUpdateJobProgress job={run.job} cancelling={run.cancelling} onCancel={() => void run.cancel()} />
      ) : null}
      {applied ? <AppliedChanges applied={applied} /> : null}
    </Stack>
  );
}
