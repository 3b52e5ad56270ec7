import { graphql } from '../../../__generated__/gql.ts';

export const BulkUpdateRecordsMutation = graphql(`
  mutation BulkUpdateRecords($input: BulkUpdateInput!) {
    bulkUpdateRecords(input: $input) {
      message
      userErrors {
        field
        code
        message
      }
      failure {
        message
        applied
        failedFromId
      }
      result {
        dryRun
        updated
        unchanged
        bulkChangeId
        refused {
          id
          reason
          message
        }
        records {
          id
          version
          changes {
            resource
            field
            itemId
            before
            after
          }
          ruleSets {
            resource
            itemId
            field
            value
          }
        }
      }
    }
  }
`);

/** The choices of the enum fields: the lookup lists the research form loads too, and the users records go to. */
export const BulkUpdateChoicesQuery = graphql(`
  query BulkUpdateChoices {
    edition: lookup(list: EDITION) {
      id
      value
    }
    exclusionCondition: lookup(list: EXCLUSION_CONDITION) {
      id
      value
    }
    termsConditions: lookup(list: TERMS_CONDITIONS) {
      id
      value
    }
    majorMaterialType: lookup(list: MAJOR_MATERIAL_TYPE) {
      id
      value
    }
    minorMaterialType: lookup(list: MINOR_MATERIAL_TYPE) {
      id
      value
    }
    workSubType: lookup(list: WORK_SUB_TYPE) {
      id
      value
    }
    copyType: lookup(list: COPY_TYPE) {
      id
      value
    }
    assignableUsers {
      id
      displayName
    }
  }
`);

export const BulkChangesTodayQuery = graphql(`
  query BulkChangesToday {
    bulkChangesToday {
      id
      username
      createdAt
      batchId
      records
      undoneAt
      fields {
        resource
        field
        value
      }
    }
  }
`);

export const UndoBulkChangeMutation = graphql(`
  mutation UndoBulkChange($id: ID!) {
    undoBulkChange(id: $id) {
      message
      userErrors {
        field
        code
        message
      }
      failure {
        message
        applied
        failedFromId
      }
      result {
        bulkChangeId
        restored
        refused {
          id
          reason
          message
        }
      }
    }
  }
`);
