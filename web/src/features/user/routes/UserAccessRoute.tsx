import { useQuery } from '@apollo/client/react';
import { Heading, Stack, Text } from '@chakra-ui/react';
import { useMemo } from 'react';
import { useRouteFetchPolicy } from '../../../platform/routeQueries.ts';
import { PageTitle } from '../../../components/PageTitle.tsx';
import { UserAccessForm } from '../forms/UserAccessForm.tsx';
import { BackLink } from '../../../components/BackLink.tsx';
import { UserAccessRolesQuery, UserAccessUsersQuery } from '../userAccessLoader.ts';
import { UserAccessIntegratorsQuery } from '../integratorsQuery.ts';
import { IntegratorForm } from '../forms/IntegratorForm.tsx';
import { IntegratorsTable } from '../components/IntegratorsTable.tsx';

/**
 * '/user-access' (IT only): choose each user's role, and manage the integrators (other systems'
 * accounts). The lists load separately; a list that fails to load is silently empty (spec section 8).
 */
export function UserAccessRoute() {
  // Asked by the route's loader as the screen opens (userAccessLoader.ts), or here.
  const usersPolicy = useRouteFetchPolicy(UserAccessUsersQuery, {}, 'cache-and-network');
  const usersResult = useQuery(UserAccessUsersQuery, { fetchPolicy: usersPolicy });
  const rolesResult = useQuery(UserAccessRolesQuery);
  const integratorsPolicy = useRouteFetchPolicy(UserAccessIntegratorsQuery, {}, 'cache-and-network');
  const integratorsResult = useQuery(UserAccessIntegratorsQuery, { fetchPolicy: integratorsPolicy });
  const integrators = integratorsResult.error ? [] : (integratorsResult.data?.integrators ?? []);

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

      <Stack as="section" gap="4" aria-labelledby="integrators-heading">
        <Heading as="h2" size="lg" id="integrators-heading">
          Integrators
        </Heading>
        <Text maxWidth="prose">
          Other systems that call the API with a client-credentials token of the OpenID provider. Each acts with its
          role, narrowed by its scope; a revoked one is refused at once.
        </Text>
        <IntegratorsTable integrators={integrators} loading={integratorsResult.loading && !integratorsResult.data} />
        <Heading as="h3" size="md">
          New integrator
        </Heading>
        <IntegratorForm roles={roles} loading={rolesResult.loading && !rolesResult.data} />
      </Stack>
    </Stack>
  );
}
