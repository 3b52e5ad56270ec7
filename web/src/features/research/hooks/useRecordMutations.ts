import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { useApolloClient, useMutation } from '@apollo/client/react';
import type { CreateRecordInput, SaveRecordInput } from '../../../__generated__/graphql.ts';
import { QueueSummaryQuery } from '../../queue/queueSummary.ts';
import { CreateRecordMutation, SaveRecordMutation } from '../components/researchRecord.ts';

/** The message the server gave for a failed call, or null (network faults and the like). */
export function serverMessage(error: unknown): string | null {
  if (CombinedGraphQLErrors.is(error)) return error.errors[0]?.message ?? null;
  return null;
}

/**
 * Saving and creating a record. Every write refreshes the header counters and drops the cached
 * queue, so the queue and its counters show the change the next time they are seen.
 */
export function useRecordMutations() {
  const client = useApolloClient();
  const [saveMutation] = useMutation(SaveRecordMutation);
  const [createMutation] = useMutation(CreateRecordMutation);
  const dropQueue = () => {
    client.cache.evict({ fieldName: 'queue' });
    client.cache.gc();
  };
  const refresh = { refetchQueries: [QueueSummaryQuery], update: dropQueue };
  // Complete leaves the record: its answer is not written to the cache, which would first re-render
  // the form being left (Complete & Next shows the next record sooner).
  const leave = { refetchQueries: [QueueSummaryQuery], fetchPolicy: 'no-cache' as const };
  return {
    save: async (input: SaveRecordInput) => {
      const completing = input.action === 'COMPLETE';
      const { data } = await saveMutation({ variables: { input }, ...(completing ? leave : refresh) });
      if (completing) dropQueue();
      return data?.saveRecord ?? null;
    },
    create: async (input: CreateRecordInput) =>
      (await createMutation({ variables: { input }, ...refresh })).data?.createRecord ?? null,
  };
}
