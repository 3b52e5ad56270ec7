import { useQuery } from '@apollo/client/react';
import { graphql } from '../../__generated__/gql.ts';

/** The signed-in user; null (or an error) means nobody is signed in. */
export const CurrentUserQuery = graphql(`
  query CurrentUser {
    me {
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

export function useCurrentUser() {
  return useQuery(CurrentUserQuery);
}
