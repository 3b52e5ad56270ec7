import type { Resolvers } from '../../__generated__/resolvers-types.ts';
import type { UserRecord } from './user.mappers.ts';

export const userResolvers: Resolvers = {
  Query: {
    me: (_root, _args, { dataSources }) => dataSources.records.currentUser(),
    users: (_root, _args, { dataSources }) => dataSources.records.get<UserRecord[]>('user'),
    user: (_root, { id }, { dataSources }) => dataSources.records.users.load(id),
    roles: (_root, _args, { dataSources }) => dataSources.records.get('role'),
  },
};
