import { graphql } from '../../../__generated__/gql.ts';

export const BulkUpdateRecordsMutation = graphql(`
  mutation BulkUpdateRecords($input: BulkUpdateInput!) {
    bulkUpdateRecords(input: $input) {
      message
      userErrors {
        ...UserErrorFields
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
        ...UserErrorFields
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

export const BulkUpdateJobFields = graphql(`
  fragment BulkUpdateJobFields on BulkUpdateJob {
    id
    status
    total
    done
    updated
    unchanged
    refused {
      id
      reason
      message
    }
    bulkChangeId
    cancelRequested
    error
    createdAt
    finishedAt
  }
`);

export const StartBulkUpdateMutation = graphql(`
  mutation StartBulkUpdate($input: BulkUpdateJobInput!) {
    startBulkUpdate(input: $input) {
      message
      userErrors {
        ...UserErrorFields
      }
      job {
        ...BulkUpdateJobFields
      }
    }
  }
`);

export const BulkUpdateJobQuery = graphql(`
  query BulkUpdateJob($id: ID!) {
    bulkUpdateJob(id: $id) {
      ...BulkUpdateJobFields
    }
  }
`);

export const MyBulkUpdateJobsQuery = graphql(`
  query MyBulkUpdateJobs {
    myBulkUpdateJobs {
      ...BulkUpdateJobFields
    }
  }
`);

export const CancelBulkUpdateJobMutation = graphql(`
  mutation CancelBulkUpdateJob($id: ID!) {
    cancelBulkUpdateJob(id: $id) {
      message
      userErrors {
        ...UserErrorFields
      }
      job {
        ...BulkUpdateJobFields
      }
    }
  }
`);
