import { useQuery } from '@apollo/client/react';
import { Heading, Stack } from '@chakra-ui/react';
import { useMemo } from 'react';
import { useRouteFetchPolicy } from '../../../app/routing/routeQueries.ts';
import { PageTitle } from '../../../components/PageTitle.tsx';
import { UserAccessForm } from '../forms/UserAccessForm.tsx';
import { BackLink } from '../../../components/BackLink.tsx';
import { UserAccessRolesQuery, UserAccessUsersQuery } from '../userAccessLoader.ts';

/**
 * '/user-access' (IT only): choose each user's role. The two lists load separately; a list that
 * fails to load is silently empty (spec section 8).
 */
export function UserAccessRoute() {
  // Asked by the route's loader as the screen opens (userAccessLoader.ts), or here.
  const usersPolicy = useRouteFetchPolicy(UserAccessUsersQuery, {}, 'cache-and-network');
  const usersResult = useQuery(UserAccessUsersQuery, { fetchPolicy: usersPolicy });
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
