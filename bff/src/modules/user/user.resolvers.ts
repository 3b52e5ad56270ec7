import type { Resolvers } from '../../__generated__/resolvers-types.ts';
import { logEvent } from '../../log.ts';
import { toUserError } from '../../graphql/user-errors.ts';
import { recordId } from '../../datasources/record-id.ts';
import type { UserRecord } from './user.mappers.ts';

export const userResolvers: Resolvers = {
  Query: {
    // The API's answer of now, not a remembered one: the screens check access with it on each page.
    me: (_root, _args, { signedIn }) => signedIn(),
    users: (_root, _args, { dataSources }) => dataSources.records.get<UserRecord[]>('user'),
    user: (_root, { id }, { dataSources }) => dataSources.records.users.load(id),
    roles: (_root, _args, { dataSources }) => dataSources.records.get('role'),
  },
  Mutation: {
    assignRole: async (_root, { userId, roleId }, { dataSources, caller, callers }) => {
      let answer;
      try {
        answer = await dataSources.records.send<UserRecord>('put', `user/${recordId(userId, 'userId')}`, {
          role_id: roleId,
        });
      } catch (error) {
        const userError = toUserError(error, { role_id: 'roleId', id: 'userId' }, 'userId');
        if (!userError) throw error;
        return { message: null, user: null, userErrors: [userError] };
      }
      // The new role applies to that user's next request through this BFF, not a few seconds later.
      callers.forgetUser(userId);
      const by = await caller();
      const { message, data: user } = answer;
      logEvent('info', 'role assigned', {
        who: by.email,
        user_id: by.id,
        whom: user.email,
        whom_id: user.id,
        role: user.role?.value ?? null,
      });
      return { message, user, userErrors: [] };
    },
  },
};
