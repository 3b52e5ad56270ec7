import { ASSIGNABLE_ROLE_IDS } from '@rt/domain';
import { GraphQLError } from 'graphql';
import type { Resolvers, UserError } from '../../__generated__/resolvers-types.ts';
import { toUserError } from '../../graphql/user-errors.ts';
import { recordId } from '../../datasources/record-id.ts';
import { logEvent } from '../../log.ts';
import type { CollectionRecord } from '../collection/collection.mappers.ts';
import type { UserRecord } from '../user/user.mappers.ts';
import type { BatchAssignmentRecord, RemovedAssignmentRecord, SourceFileRecord } from './assignment.mappers.ts';

/** The API's field names, as the arguments of these mutations. */
const ASSIGNMENT_ARGUMENTS = { batch_ids: 'batchIds', batch_user_roles: 'userIds' };

/**
 * A refused write as userErrors. Besides what every mutation treats so (toUserError), a locked batch
 * answers 409 CONFLICT: it is the user's to resolve (unlock it or pick another), not a fault.
 */
function refusal(error: unknown, argumentOf: Record<string, string>, notFoundField: string): UserError | undefined {
  const userError = toUserError(error, argumentOf, notFoundField);
  if (userError || !(error instanceof GraphQLError) || error.extensions.code !== 'CONFLICT') return userError;
  const apiField = typeof error.extensions.field === 'string' ? error.extensions.field : undefined;
  return { field: apiField ? (argumentOf[apiField] ?? apiField) : null, code: 'CONFLICT', message: error.message };
}

export const assignmentResolvers: Resolvers = {
  Query: {
    researchCollectionSearch: (_root, { searchTerm }, { dataSources }) =>
      dataSources.records
        .send<CollectionRecord[]>('post', 'research_collection/search', { search_term: searchTerm })
        .then((r) => r.data),
    batchAssignments: (_root, { batchIds }, { dataSources }) =>
      batchIds.length === 0
        ? []
        : dataSources.records.get<BatchAssignmentRecord[]>('batch_user', { batch_ids: batchIds.join(',') }),
    assignableUsers: async (_root, _args, { dataSources }) => {
      const users = await dataSources.records.get<UserRecord[]>('user');
      return users
        .filter((u) => u.role_id !== null && ASSIGNABLE_ROLE_IDS.includes(u.role_id))
        .sort((a, b) => a.display_name.localeCompare(b.display_name) || a.id - b.id);
    },
  },
  Mutation: {
    assignUsersToBatches: async (_root, { batchIds, userIds }, { dataSources, caller }) => {
      let answer;
      try {
        answer = await dataSources.records.send<BatchAssignmentRecord[]>('post', 'batch_user', {
          batch_ids: batchIds.map(Number),
          batch_user_roles: userIds.map((id) => ({ user_id: Number(id) })),
        });
      } catch (error) {
        const userError = refusal(error, ASSIGNMENT_ARGUMENTS, 'batchIds');
        if (!userError) throw error;
        return { message: null, assignments: [], userErrors: [userError] };
      }
      const by = await caller();
      logEvent('info', 'users assigned to batches', {
        who: by.email,
        user_id: by.id,
        batch_ids: batchIds,
        user_ids: userIds,
      });
      return { message: answer.message, assignments: answer.data, userErrors: [] };
    },

    removeBatchAssignment: async (_root, { id }, { dataSources, caller }) => {
      let answer;
      try {
        answer = await dataSources.records.send<RemovedAssignmentRecord>('delete', `batch_user/${recordId(id)}`);
      } catch (error) {
        const userError = refusal(error, { id: 'id', batch_ids: 'id' }, 'id');
        if (!userError) throw error;
        return { message: null, removedId: null, unassignedRecords: null, userErrors: [userError] };
      }
      const by = await caller();
      const { message, data } = answer;
      logEvent('info', 'batch assignment removed', {
        who: by.email,
        user_id: by.id,
        assignment_id: data.id,
        batch_id: data.batch_id,
        whom_id: data.user_id,
      });
      return { message, removedId: data.id, unassignedRecords: data.unassigned_records, userErrors: [] };
    },

    checkSourceFileLink: async (_root, { sourceFileLink }, { dataSources }) => {
      try {
        const { message, data } = await dataSources.records.send<SourceFileRecord>(
          'post',
          'document_detail/checkSourceFileLink',
          {
            params: { source_file_link: sourceFileLink },
          },
        );
        return { message, sourceFile: data, userErrors: [] };
      } catch (error) {
        const userError = toUserError(error, { source_file_link: 'sourceFileLink' }, 'sourceFileLink');
        if (!userError) throw error;
        return { message: null, sourceFile: null, userErrors: [userError] };
      }
    },
  },
  BatchAssignment: {
    displayName: (a) => a.user.display_name,
    assignedRecords: (a) => a.user.total_documents,
  },
};
