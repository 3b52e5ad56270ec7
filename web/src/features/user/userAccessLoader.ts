import { graphql } from '../../__generated__/gql.ts';
import { startingLoader } from '../../platform/startingLoader.ts';
import { startRouteQuery } from '../../platform/routeQueries.ts';
import { UserAccessIntegratorsQuery } from './integratorsQuery.ts';

export const UserAccessUsersQuery = graphql(`
  query UserAccessUsers {
    users {
      id
      email
      displayName
      roleId
      role {
        id
        value
      }
    }
  }
`);

export const UserAccessRolesQuery = graphql(`
  query UserAccessRoles {
    roles {
      id
      value
    }
  }
`);

/**
 * '/user-access': the users and integrators are asked afresh as the route matches, and the roles cache-first, as
 * the screen asks them.
 */
export const loader = startingLoader((client) => {
  startRouteQuery(client, UserAccessUsersQuery, {});
  startRouteQuery(client, UserAccessIntegratorsQuery, {});
  client.query({ query: UserAccessRolesQuery }).catch(() => undefined);
});
