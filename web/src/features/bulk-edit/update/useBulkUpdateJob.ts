import { skipToken, useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { BULK_EDIT_MESSAGES } from '@rt/domain';
import { useEffect, useEffectEvent, useRef, useState } from 'react';
import type { BulkUpdateJobInput } from '../../../__generated__/graphql.ts';
import { useAlerts } from '../../../components/alerts/useAlerts.ts';
import { userErrorText, type UserErrorView } from '../../../components/userErrors.ts';
import {
  followedJobId,
  forgetJobFollowed,
  hasEnded,
  jobOnMount,
  noteJobFollowed,
  type BulkUpdateJobView,
} from './bulkUpdateJob.ts';
import {
  BulkUpdateJobQuery,
  CancelBulkUpdateJobMutation,
  MyBulkUpdateJobsQuery,
  StartBulkUpdateMutation,
} from './bulkUpdateDocuments.ts';

/** How often a running job is read again. */
export const JOB_POLL_MS = 1_000;

export type BulkUpdateJobFollower = {
  /** The job shown: while queued or running with its progress, then as it ended. */
  job: BulkUpdateJobView | null;
  /** A job is starting, queued or running: the panel takes no other run meanwhile. */
  busy: boolean;
  /** Cancel was asked (by this tab, or the job says so). */
  cancelling: boolean;
  /** Starts the real run; answers the refusal's userErrors (none when it started). */
  start: (input: BulkUpdateJobInput) => Promise<readonly UserErrorView[]>;
  cancel: () => Promise<void>;
};

const failureText = (error: unknown) =>
  error instanceof Error && error.message ? error.message : BULK_EDIT_MESSAGES.updateFailed;

/**
 * A bulk update's real run as a job of the records service (issue 29), followed to its end: it
 * polls the job every second while it is queued or running and calls `onEnded` once when it is
 * done, cancelled or failed. On mount it reads the caller's jobs, so a job started before the tab
 * was closed or reloaded is followed; one this browser was following that ended meanwhile has its
 * end shown once (the job followed is noted in local storage until then).
 */
export function useBulkUpdateJob(onEnded: (job: BulkUpdateJobView) => void): BulkUpdateJobFollower {
  const client = useApolloClient();
  const alerts = useAlerts();
  /** The job as the start, the mount's read or a cancel last answered it; the polls' answers take over. */
  const [known, setKnown] = useState<BulkUpdateJobView | null>(null);
  const [startJob, starting] = useMutation(StartBulkUpdateMutation);
  const [cancelJob, cancelCall] = useMutation(CancelBulkUpdateJobMutation);

  useEffect(() => {
    let mounted = true;
    client
      .query({ query: MyBulkUpdateJobsQuery, fetchPolicy: 'network-only' })
      .then(({ data }) => {
        const followed = followedJobId();
        const job = data ? jobOnMount(data.myBulkUpdateJobs, followed) : null;
        // A job noted here that is no longer listed (it ended before today) is not shown.
        if (followed && job?.id !== followed) forgetJobFollowed(followed);
        if (!mounted || !job) return;
        if (!hasEnded(job)) noteJobFollowed(job.id);
        // A job this tab started meanwhile stays the one followed.
        setKnown((current) => current ?? job);
      })
      .catch((error: unknown) => {
        // The panel works without it: only an earlier job's progress goes unseen.
        console.warn("The caller's bulk update jobs could not be read.", error);
      });
    return () => {
      mounted = false;
    };
  }, [client]);

  const following = known !== null && !hasEnded(known);
  const polled = useQuery(
    BulkUpdateJobQuery,
    following ? { variables: { id: known.id }, fetchPolicy: 'network-only', pollInterval: JOB_POLL_MS } : skipToken,
  );
  const answered = following && polled.data ? polled.data.bulkUpdateJob : undefined;
  // A poll that finds the job ended (or gone) ends the following: the polling stops with it.
  if (answered === null) setKnown(null);
  else if (answered && answered.id === known?.id && hasEnded(answered)) setKnown(answered);
  const job = answered && answered.id === known?.id ? answered : known;

  const endedNow = useEffectEvent((job: BulkUpdateJobView) => onEnded(job));
  const ended = useRef<string | null>(null);
  useEffect(() => {
    if (!job || !hasEnded(job) || ended.current === job.id) return;
    ended.current = job.id;
    forgetJobFollowed(job.id);
    endedNow(job);
  }, [job]);

  const start = async (input: BulkUpdateJobInput) => {
    const { data } = await startJob({ variables: { input } });
    const payload = data?.startBulkUpdate;
    if (payload?.userErrors.length) return payload.userErrors;
    if (!payload?.job) throw new Error(BULK_EDIT_MESSAGES.updateFailed);
    noteJobFollowed(payload.job.id);
    setKnown(payload.job);
    return [];
  };

  const cancel = async () => {
    if (!job) return;
    try {
      const { data } = await cancelJob({ variables: { id: job.id } });
      const payload = data?.cancelBulkUpdateJob;
      if (payload?.userErrors.length) alerts.danger(userErrorText(payload.userErrors));
      else if (payload?.job) setKnown(payload.job);
    } catch (error) {
      alerts.danger(failureText(error));
    }
  };

  return {
    job,
    busy: starting.loading || (job !== null && !hasEnded(job)),
    cancelling: cancelCall.loading || Boolean(job?.cancelRequested),
    start,
    cancel,
  };
}
