// @vitest-environment happy-dom
import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { AlertProvider } from '../../../components/alerts/AlertProvider.tsx';
import { renderWithChakra } from '../../../testing/renderWithChakra.tsx';
import { FOLLOWED_JOB_KEY, type BulkUpdateJobView } from './bulkUpdateJob.ts';
import { BulkUpdateJobProgress } from './BulkUpdateJobProgress.tsx';
import { BulkUpdateJobQuery, CancelBulkUpdateJobMutation, MyBulkUpdateJobsQuery } from './bulkUpdateDocuments.ts';
import { useBulkUpdateJob } from './useBulkUpdateJob.ts';

/** A job as the server answers it (with its type name, which the cache keys it by). */
const job = (over: Partial<BulkUpdateJobView> = {}): BulkUpdateJobView & { __typename: 'BulkUpdateJob' } => ({
  __typename: 'BulkUpdateJob',
  id: '7',
  status: 'RUNNING',
  total: 2,
  done: 0,
  updated: 0,
  unchanged: 0,
  refused: [],
  bulkChangeId: null,
  cancelRequested: false,
  error: null,
  createdAt: '2026-03-02T01:00:00.000Z',
  finishedAt: null,
  ...over,
});

/** The panel's use of the hook, without the rest of the panel. */
function Followed({ onEnded }: { onEnded: (job: BulkUpdateJobView) => void }) {
  const run = useBulkUpdateJob(onEnded);
  return run.job && run.busy ? (
    <BulkUpdateJobProgress job={run.job} cancelling={run.cancelling} onCancel={() => void run.cancel()} />
  ) : null;
}

const polled = (answer: BulkUpdateJobView): MockLink.MockedResponse => ({
  request: { query: BulkUpdateJobQuery, variables: { id: '7' } },
  result: { data: { bulkUpdateJob: answer } },
});

function render(mocks: MockLink.MockedResponse[]) {
  const onEnded = vi.fn();
  const view = renderWithChakra(
    <MockedProvider mocks={mocks}>
      <AlertProvider>
        <Followed onEnded={onEnded} />
      </AlertProvider>
    </MockedProvider>,
  );
  return { ...view, onEnded };
}

describe('a bulk update job found when the panel mounts', () => {
  it('is followed with its progress to its end, which is told once', async () => {
    const { onEnded } = render([
      { request: { query: MyBulkUpdateJobsQuery }, result: { data: { myBulkUpdateJobs: [job()] } } },
      polled(job({ done: 1, updated: 1 })),
      // Answered again should a poll go out before the first DONE is rendered.
      {
        ...polled(job({ status: 'DONE', done: 2, updated: 2, finishedAt: '2026-03-02T01:00:05.000Z' })),
        maxUsageCount: 5,
      },
    ]);
    const bar = await screen.findByRole('progressbar');
    await waitFor(() => expect(bar.getAttribute('aria-valuetext')).toBe('1 of 2 records'));
    expect(screen.getByText('Applying changes: 1 of 2 records')).toBeDefined();
    await waitFor(() => expect(onEnded).toHaveBeenCalledTimes(1), { timeout: 5_000 });
    expect(onEnded.mock.calls[0][0]).toMatchObject({ status: 'DONE', updated: 2 });
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('that this browser followed and that ended meanwhile has its end told once; another ended job is not', async () => {
    window.localStorage.setItem(FOLLOWED_JOB_KEY, '7');
    const done = job({ status: 'DONE', done: 2, updated: 2, finishedAt: '2026-03-02T01:00:05.000Z' });
    const { onEnded } = render([
      {
        request: { query: MyBulkUpdateJobsQuery },
        result: { data: { myBulkUpdateJobs: [job({ id: '8', status: 'DONE' }), done] } },
      },
    ]);
    await waitFor(() => expect(onEnded).toHaveBeenCalledTimes(1));
    expect(onEnded.mock.calls[0][0]).toMatchObject({ id: '7', status: 'DONE' });
    expect(window.localStorage.getItem(FOLLOWED_JOB_KEY)).toBeNull();
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it("is cancelled with one action, shown as 'Cancelling…' until it stops", async () => {
    // The job as the cancel answers it, and as the polls after it find it: its last record done.
    const cancelRequested = job({ cancelRequested: true, done: 2, updated: 2 });
    const { user } = render([
      { request: { query: MyBulkUpdateJobsQuery }, result: { data: { myBulkUpdateJobs: [job()] } } },
      polled(job({ done: 1, updated: 1 })),
      { ...polled(cancelRequested), maxUsageCount: 10 },
      {
        request: { query: CancelBulkUpdateJobMutation, variables: { id: '7' } },
        result: {
          data: {
            cancelBulkUpdateJob: {
              __typename: 'BulkUpdateJobPayload',
              message: 'Cancel requested',
              userErrors: [],
              job: cancelRequested,
            },
          },
        },
      },
    ]);
    // The first poll answered, so that no answer older than the cancel's comes after it.
    await screen.findByText('Applying changes: 1 of 2 records');
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    const cancelling = await screen.findByRole<HTMLButtonElement>('button', { name: 'Cancelling…' });
    expect(cancelling.disabled).toBe(true);
    // The cancel's answer shown: the test ends with no call in flight to fail after it.
    await screen.findByText('Applying changes: 2 of 2 records');
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Cancelling…' }).disabled).toBe(true);
  });
});
