import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { useApolloClient, useMutation } from '@apollo/client/react';
import type { CreateDocumentInput, SaveDocumentInput } from '../../../__generated__/graphql.ts';
import { QueueSummaryQuery } from '../../queue/queueSummary.ts';
import { CreateDocumentMutation, SaveDocumentMutation } from '../components/researchDocument.ts';

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
  const [saveMutation] = useMutation(SaveDocumentMutation);
  const [createMutation] = useMutation(CreateDocumentMutation);
  const dropQueue = () => {
    client.cache.evict({ fieldName: 'queue' });
    client.cache.gc();
  };
  const refresh = { refetchQueries: [QueueSummaryQuery], update: dropQueue };
  // Complete leaves the record: its answer is not written to the cache, which would first re-render
  // the form being left (Complete & Next shows the next record sooner).
  const leave = { refetchQueries: [QueueSummaryQuery], fetchPolicy: 'no-cache' as const };
  return {
    save: async (input: SaveDocumentInput) => {
      const completing = input.action === 'COMPLETE';
      const { data } = await saveMutation({ variables: { input }, ...(completing ? leave : refresh) });
      if (completing) dropQueue();
      return data?.saveDocument ?? null;
    },
    create: async (input: CreateDocumentInput) =>
      (await createMutation({ variables: { input }, ...refresh })).data?.createDocument ?? null,
  };
}
