import { graphql } from '../../__generated__/gql.ts';

/** The integrators as User Access lists them (IT only). */
export const UserAccessIntegratorsQuery = graphql(`
  query UserAccessIntegrators {
    integrators {
      ...IntegratorRow
    }
  }
`);

export const IntegratorRowFields = graphql(`
  fragment IntegratorRow on Integrator {
    id
    name
    clientId
    role {
      id
      value
    }
    scope
    createdAt
    revokedAt
  }
`);
