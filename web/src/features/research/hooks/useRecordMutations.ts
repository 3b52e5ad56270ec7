import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { useMutation } from '@apollo/client/react';
import type { CreateDocumentInput, SaveDocumentInput } from '../../../__generated__/graphql.ts';
import { QueueSummaryQuery } from '../../queue/queueSummary.ts';
import { CreateDocumentMutation, SaveDocumentMutation } from '../components/researchDocument.ts';

/** The message the server gave for a failed call, or null (network faults and the like). */
export function serverMessage(error: unknown): string | null {
  if (CombinedGraphQLErrors.is(error)) return error.errors[0]?.message ?? null;
  return null;
}

export const userErrorText = (errors: ReadonlyArray<{ message: string }>) => errors.map((e) => e.message).join(' ');

/**
 * Saving and creating a record. Every write refreshes the header counters and drops the cached
 * queue, so the queue and its counters show the change the next time they are seen.
 */
export function useRecordMutations() {
  const [saveMutation] = useMutation(SaveDocumentMutation);
  const [createMutation] = useMutation(CreateDocumentMutation);
  const refresh = {
    refetchQueries: [QueueSummaryQuery],
    update: (cache: { evict: (options: { fieldName: string }) => boolean; gc: () => string[] }) => {
      cache.evict({ fieldName: 'queue' });
      cache.gc();
    },
  };
  return {
    save: async (input: SaveDocumentInput) => (await saveMutation({ variables: { input }, ...refresh })).data?.saveDocument ?? null,
    create: async (input: CreateDocumentInput) =>
      (await createMutation({ variables: { input }, ...refresh })).data?.createDocument ?? null,
  };
}
