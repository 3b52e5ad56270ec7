import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { useApolloClient } from '@apollo/client/react';
import type { CreateRecordInput, SaveRecordInput } from '../../../__generated__/graphql.ts';
import { QueueSummaryQuery } from '../../queue/queueSummary.ts';
import { CreateRecordMutation, ResearchForm_record, SaveRecordMutation } from '../components/researchRecord.ts';

/** The message the server gave for a failed call, or null (network faults and the like). */
export function serverMessage(error: unknown): string | null {
  if (CombinedGraphQLErrors.is(error)) return error.errors[0]?.message ?? null;
  return null;
}

/**
 * Saving and creating a record. Every write refreshes the header counters and drops the cached
 * queue, so the queue and its counters show the change the next time they are seen. The calls go
 * through the client, not useMutation: that hook's loading state would re-render the whole form
 * as a write starts and again as it ends, before the caller could show its alert.
 */
export function useRecordMutations() {
  const client = useApolloClient();
  const dropQueue = () => {
    client.cache.evict({ fieldName: 'queue' });
    client.cache.gc();
  };
  const refresh = { refetchQueries: [QueueSummaryQuery], update: dropQueue };
  // A save's answer is not written to the cache as it arrives: that would re-render the record's
  // screen before the caller's alert could show (the form keeps the record it shows in its own
  // state). Complete leaves the record, so its answer is not written at all; Save and Hold write
  // theirs a task later, for the next time the record is read.
  const unwritten = { refetchQueries: [QueueSummaryQuery], fetchPolicy: 'no-cache' as const };
  return {
    save: async (input: SaveRecordInput) => {
      const { data } = await client.mutate({ mutation: SaveRecordMutation, variables: { input }, ...unwritten });
      const record = input.action === 'COMPLETE' ? null : data?.saveRecord.document;
      setTimeout(() => {
        if (record)
          client.cache.writeFragment({
            fragment: ResearchForm_record,
            fragmentName: 'ResearchForm_record',
            data: record,
          });
        dropQueue();
      });
      return data?.saveRecord ?? null;
    },
    create: async (input: CreateRecordInput) =>
      (await client.mutate({ mutation: CreateRecordMutation, variables: { input }, ...refresh })).data?.createRecord ??
      null,
  };
}
