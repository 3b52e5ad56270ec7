import { ASSIGNABLE_ROLE_IDS } from '@rt/domain';
import type { Resolvers } from '../../__generated__/resolvers-types.ts';
import { attemptWrite } from '../../graphql/user-errors.ts';
import { logEvent } from '../../log.ts';

/** The API's field names, as the arguments of these mutations. */
const ASSIGNMENT_ARGUMENTS = { batch_ids: 'batchIds', batch_user_roles: 'userIds' };

export const assignmentResolvers: Resolvers = {
  Query: {
    researchCollectionSearch: (_root, { searchTerm }, { dataSources }) => dataSources.collections.search(searchTerm),
    batchAssignments: (_root, { batchIds }, { dataSources }) => dataSources.assignments.list(batchIds),
    assignableUsers: async (_root, _args, { dataSources }) =>
      (await dataSources.users.list())
        .filter((u) => u.role_id !== null && ASSIGNABLE_ROLE_IDS.includes(u.role_id))
        .sort((a, b) => a.display_name.localeCompare(b.display_name) || a.id - b.id),
  },
  // A locked batch answers 409 CONFLICT: the user's to resolve (unlock it or pick another), so a userError.
  Mutation: {
    assignUsersToBatches: async (_root, { batchIds, userIds }, { dataSources, caller }) => {
      const r = await attemptWrite(() => dataSources.assignments.assign(batchIds, userIds), {
        argumentOf: ASSIGNMENT_ARGUMENTS,
        notFound: 'batchIds',
      });
      if (!r.data) return { message: null, assignments: [], userErrors: r.userErrors };
      const by = await caller();
      logEvent('info', 'users assigned to batches', {
        who: by.email,
        user_id: by.id,
        batch_ids: batchIds,
        user_ids: userIds,
      });
      return { message: r.message, assignments: r.data, userErrors: [] };
    },

    removeBatchAssignment: async (_root, { id }, { dataSources, caller }) => {
      const { message, data, userErrors } = await attemptWrite(() => dataSources.assignments.remove(id), {
        argumentOf: { id: 'id', batch_ids: 'id' },
      });
      if (!data) return { message: null, removedId: null, unassignedRecords: null, userErrors };
      const by = await caller();
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
      const { message, data, userErrors } = await attemptWrite(
        () => dataSources.assignments.checkSourceFile(sourceFileLink),
        {
          argumentOf: { source_file_link: 'sourceFileLink' },
          notFound: 'sourceFileLink',
        },
      );
      return { message, sourceFile: data, userErrors };
    },
  },
  BatchAssignment: {
    displayName: (a) => a.user.display_name,
    assignedRecords: (a) => a.user.total_documents,
  },
};
