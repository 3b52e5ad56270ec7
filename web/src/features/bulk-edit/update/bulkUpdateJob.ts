import { BULK_EDIT_MESSAGES, bulkApplyOutcome } from '@rt/domain';
import type { BulkUpdateJobFieldsFragment } from '../../../__generated__/graphql.ts';
import { records } from './bulkUpdate.ts';
import type { Refusal } from './RefusedRecords.tsx';

/** A bulk update's real run as a job of the records service (issue 29), as the screen reads it. */
export type BulkUpdateJobView = BulkUpdateJobFieldsFragment;

/** What the 'Applied changes' summary says of a run. */
export type Applied = { total: number; updated: number; unchanged: number; refused: Refusal[] };

/** Whether the job is over (done, cancelled or failed): its counts no longer change. */
export const hasEnded = (job: Pick<BulkUpdateJobView, 'status'>) =>
  job.status === 'DONE' || job.status === 'CANCELLED' || job.status === 'FAILED';

/**
 * The job the panel shows when it mounts, from the caller's jobs (newest first): the newest still
 * queued or running, followed to its end; else the one this browser was following when the tab
 * was closed or reloaded, if it has ended since (its end is shown once); else none.
 */
export function jobOnMount(jobs: readonly BulkUpdateJobView[], followedId: string | null): BulkUpdateJobView | null {
  return jobs.find((job) => !hasEnded(job)) ?? jobs.find((job) => job.id === followedId) ?? null;
}

export const appliedOf = (job: BulkUpdateJobView): Applied => ({
  total: job.total,
  updated: job.updated,
  unchanged: job.unchanged,
  refused: job.refused,
});

const count = (n: number) => n.toLocaleString('en-AU');

/** The alert an ended job gets: as the chunks sent from the browser had it, and for a cancel how far it got. */
export function jobEndAlert(job: BulkUpdateJobView): { status: 'success' | 'danger'; message: string } {
  if (job.status === 'CANCELLED')
    return {
      status: 'success',
      message:
        `Bulk update cancelled: ${count(job.done)} of ${records(job.total)} were processed ` +
        `(${count(job.updated)} updated); the rest were not changed.`,
    };
  if (job.status === 'FAILED')
    return {
      status: 'danger',
      message:
        `${BULK_EDIT_MESSAGES.updateFailed}: ${count(job.updated)} of ${records(job.total)} ` +
        `were applied before it stopped; the rest were not changed.${job.error ? ` ${job.error}` : ''}`,
    };
  // Done: a success only when a record changed, in the API's words for an apply.
  const outcome = bulkApplyOutcome({ updated: job.updated, unchanged: job.unchanged, refused: job.refused.length });
  return { status: outcome.success ? 'success' : 'danger', message: outcome.message };
}

/** Where this browser notes the job it follows until its end is shown, so a reopened panel shows it. */
export const FOLLOWED_JOB_KEY = 'bulkUpdateJobFollowed';

type FollowedStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** Local storage, or null where the browser refuses it (privacy modes, sandboxed frames). */
function localStorageOrNull(): FollowedStorage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

/** The job this browser follows and has not shown the end of, if any. */
export function followedJobId(storage: FollowedStorage | null = localStorageOrNull()): string | null {
  return storage?.getItem(FOLLOWED_JOB_KEY) || null;
}

/** Notes the job followed (a full or refused storage only means a reopened panel will not show its end). */
export function noteJobFollowed(id: string, storage: FollowedStorage | null = localStorageOrNull()): void {
  try {
    storage?.setItem(FOLLOWED_JOB_KEY, id);
  } catch (error) {
    console.warn('The bulk update job followed could not be noted.', error);
  }
}

/** Forgets the job once its end was shown (or it is gone). */
export function forgetJobFollowed(id: string, storage: FollowedStorage | null = localStorageOrNull()): void {
  if (followedJobId(storage) === id) storage?.removeItem(FOLLOWED_JOB_KEY);
}
