import { useQuery } from '@apollo/client/react';
import { Heading, Stack } from '@chakra-ui/react';
import { useMemo } from 'react';
import { graphql } from '../../../__generated__/gql.ts';
import { PageTitle } from '../../../components/PageTitle.tsx';
import { UserAccessForm } from '../forms/UserAccessForm.tsx';
import { BackLink } from '../../../components/BackLink.tsx';

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
 * '/user-access' (IT only): choose each user's role. The two lists load separately; a list that
 * fails to load is silently empty (spec section 8).
 */
export function UserAccessRoute() {
  const usersResult = useQuery(UserAccessUsersQuery, { fetchPolicy: 'cache-and-network' });
  const rolesResult = useQuery(UserAccessRolesQuery);

  const users = useMemo(
    () =>
      usersResult.error ? [] : [...(usersResult.data?.users ?? [])].sort((a, b) => a.email.localeCompare(b.email)),
    [usersResult.data, usersResult.error],
  );
  const roles = rolesResult.error ? [] : (rolesResult.data?.roles ?? []);
  const loading = (usersResult.loading && !usersResult.data) || (rolesResult.loading && !rolesResult.data);

  return (
    <Stack gap="6">
      <PageTitle title="User Access" />
      <BackLink to="/">Back to Home</BackLink>
      <Heading as="h1" size="2xl">
        User Access
      </Heading>
      <UserAccessForm users={users} roles={roles} loading={loading} />
    </Stack>
  );
}
