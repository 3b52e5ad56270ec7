import { BULK_EDIT_MESSAGES } from '@rt/domain';
import { describe, expect, it } from 'vitest';
import {
  appliedOf,
  hasEnded,
  FOLLOWED_JOB_KEY,
  followedJobId,
  forgetJobFollowed,
  jobEndAlert,
  jobOnMount,
  noteJobFollowed,
  type BulkUpdateJobView,
} from './bulkUpdateJob.ts';

const job = (over: Partial<BulkUpdateJobView> = {}): BulkUpdateJobView => ({
  id: '7',
  status: 'RUNNING',
  total: 5000,
  done: 1200,
  updated: 1150,
  unchanged: 40,
  refused: [],
  bulkChangeId: '3',
  cancelRequested: false,
  error: null,
  createdAt: '2026-03-02T01:00:00.000Z',
  finishedAt: null,
  ...over,
});

function memoryStorage(initial: Record<string, string> = {}) {
  const values = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
    removeItem: (key: string) => void values.delete(key),
    values,
  };
}

describe('a bulk update job', () => {
  it('has ended when done, cancelled or failed', () => {
    expect(['QUEUED', 'RUNNING'].map((status) => hasEnded({ status: status as never }))).toEqual([false, false]);
    expect(['DONE', 'CANCELLED', 'FAILED'].map((status) => hasEnded({ status: status as never }))).toEqual([
      true,
      true,
      true,
    ]);
  });

  it('ends with the alert of the chunks sent from the browser, or how far it got', () => {
    expect(jobEndAlert(job({ status: 'DONE' }))).toEqual({ status: 'success', message: BULK_EDIT_MESSAGES.updated });
    expect(jobEndAlert(job({ status: 'CANCELLED' }))).toEqual({
      status: 'success',
      message:
        'Bulk update cancelled: 1,200 of 5,000 records were processed (1,150 updated); the rest were not changed.',
    });
    expect(jobEndAlert(job({ status: 'FAILED', error: 'The database stopped answering.' }))).toEqual({
      status: 'danger',
      message:
        `${BULK_EDIT_MESSAGES.updateFailed}: 1,150 of 5,000 records were applied before it stopped; ` +
        'the rest were not changed. The database stopped answering.',
    });
  });

  it('ends as no success when it changed nothing, and counts the refused records when some were', () => {
    const refused = [{ id: '9', reason: 'LOCKED_BATCH' as const, message: 'x' }];
    expect(jobEndAlert(job({ status: 'DONE', updated: 0, unchanged: 0, refused }))).toEqual({
      status: 'danger',
      message: 'No records were updated: 1 record refused.',
    });
    expect(jobEndAlert(job({ status: 'DONE', updated: 2, unchanged: 0, refused }))).toEqual({
      status: 'success',
      message: '2 records updated; 1 record refused.',
    });
  });

  it("is summed up as 'Applied changes' are", () => {
    const refused = [{ id: '9', reason: 'LOCKED_BATCH' as const, message: 'x' }];
    expect(appliedOf(job({ refused }))).toEqual({ total: 5000, updated: 1150, unchanged: 40, refused });
  });
});

describe('the job a panel shows when it mounts', () => {
  it('is the newest still queued or running', () => {
    const jobs = [job({ id: '9', status: 'DONE' }), job({ id: '8', status: 'QUEUED' }), job({ id: '7' })];
    expect(jobOnMount(jobs, '9')?.id).toBe('8');
  });

  it('else the one this browser followed, ended since; never an ended job it did not follow', () => {
    const jobs = [job({ id: '9', status: 'DONE' }), job({ id: '8', status: 'CANCELLED' })];
    expect(jobOnMount(jobs, '8')?.id).toBe('8');
    expect(jobOnMount(jobs, null)).toBeNull();
    expect(jobOnMount(jobs, '3')).toBeNull();
    expect(jobOnMount([], null)).toBeNull();
  });

  it('is noted in storage while followed, and forgotten once its end was shown', () => {
    const storage = memoryStorage();
    expect(followedJobId(storage)).toBeNull();
    noteJobFollowed('12', storage);
    expect(storage.values.get(FOLLOWED_JOB_KEY)).toBe('12');
    forgetJobFollowed('11', storage);
    expect(followedJobId(storage)).toBe('12');
    forgetJobFollowed('12', storage);
    expect(followedJobId(storage)).toBeNull();
    // Without storage nothing is noted, so no ended job is shown on mount.
    noteJobFollowed('12', null);
    expect(followedJobId(null)).toBeNull();
  });
});
