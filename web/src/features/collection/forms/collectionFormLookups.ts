import { graphql } from '../../../__generated__/gql.ts';

/** The licence schemes and research templates the collection form offers (create and edit). */
export const CollectionFormLookupsQuery = graphql(`
  query CollectionFormLookups {
    licenceSchemes {
      id
      value
    }
    researchTemplates {
      id
      templateName
    }
  }
`);
