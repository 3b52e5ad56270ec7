import type { Resolvers } from '../../__generated__/resolvers-types.ts';
import { logEvent } from '../../log.ts';
import { attemptWrite } from '../../graphql/user-errors.ts';

export const userResolvers: Resolvers = {
  Query: {
    // The API's answer of now, not a remembered one: the screens check access with it on each page.
    me: (_root, _args, { signedIn }) => signedIn(),
    users: (_root, _args, { dataSources }) => dataSources.users.list(),
    user: (_root, { id }, { dataSources }) => dataSources.users.byId.load(id),
    roles: (_root, _args, { dataSources }) => dataSources.users.roles(),
  },
  Mutation: {
    assignRole: async (_root, { userId, roleId }, { dataSources, caller, callers }) => {
      const {
        message,
        data: user,
        userErrors,
      } = await attemptWrite(() => dataSources.users.assignRole(userId, roleId), {
        argumentOf: { role_id: 'roleId', id: 'userId' },
        notFound: 'userId',
      });
      if (!user) return { message: null, user: null, userErrors };
      // The new role applies to that user's next request through this BFF, not a few seconds later.
      callers.forgetUser(userId);
      const by = await caller();
      logEvent('info', 'role assigned', {
        who: by.email,
        user_id: by.id,
        whom: user.email,
        whom_id: user.id,
        role: user.role?.value ?? null,
      });
      return { message, user, userErrors };
    },
  },
};
