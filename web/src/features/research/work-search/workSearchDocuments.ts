import { graphql } from '../../../__generated__/gql.ts';

export const WorkSearchQuery = graphql(`
  query WorkSearch($criteria: WorkSearchInput!) {
    workSearch(criteria: $criteria) {
      workId
      title
      type
      isn
      yearOfPublication
      creators
      publishers
      score
      whyMatched
    }
  }
`);

export const WorkDetailQuery = graphql(`
  query WorkDetail($workId: ID!, $excludeRecordId: ID) {
    work(workId: $workId) {
      workId
      title
      type
      subType
      isn
      yearOfPublication
      edition
      volume
      blmStatus
      paymentModel
      url
      contributors {
        sfPseudonymName
        type
      }
      shares {
        sfAccountName
        share
      }
      terms {
        sfTacName
      }
    }
    citingRecords(workId: $workId, excludeRecordId: $excludeRecordId) {
      id
      externalReferenceId
    }
  }
`);

export const RecipientSearchQuery = graphql(`
  query RecipientSearch($name: String!, $role: RecipientRole!) {
    recipients(name: $name, role: $role) {
      accountObjectId
      pseudonymName
      pseudonymRole
      accountName
      accountProfile
      accountYearOfBirth
      accountYearOfDeath
      accountRelationshipType
      accountUltimateParentName
      accountEmail
      accountMemberStatus
    }
  }
`);

/** A creator's contributions (spec 2): the works the account contributed to, at most 10. */
export const ContributionsQuery = graphql(`
  query Contributions($criteria: WorkSearchInput!) {
    workSearch(criteria: $criteria) {
      workId
      type
      isn
      title
      publishers
    }
  }
`);
