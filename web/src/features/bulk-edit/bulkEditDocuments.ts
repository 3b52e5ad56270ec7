import { graphql } from '../../__generated__/gql.ts';

export const BulkEditRecordsQuery = graphql(`
  query BulkEditRecords($query: BulkEditQueryInput!, $scope: BulkEditScopeInput!, $cursor: String) {
    bulkEditRecords(query: $query, scope: $scope, cursor: $cursor) {
      records {
        id
        recordUrl
        cells
      }
      total
      pageSize
      nextCursor
      previousCursor
      columns {
        key
        resource
        field
        label
        type
        choices {
          kind
          lookupList
        }
      }
      sort {
        resource
        field
        direction
      }
    }
  }
`);

export const BulkEditRecordIdsQuery = graphql(`
  query BulkEditRecordIds($query: BulkEditQueryInput!, $scope: BulkEditScopeInput!) {
    bulkEditRecordIds(query: $query, scope: $scope) {
      ids
      total
      cap
      capped
    }
  }
`);

export const BulkEditCollectionQuery = graphql(`
  query BulkEditCollection($id: ID!) {
    researchCollection(id: $id) {
      id
      collectionTitle
      batches {
        id
        title
        status
      }
    }
  }
`);

export const BulkEditBatchQuery = graphql(`
  query BulkEditBatch($id: ID!) {
    batch(id: $id) {
      id
      researchCollection {
        id
        collectionTitle
      }
    }
  }
`);

export const BulkEditSavedQueriesQuery = graphql(`
  query BulkEditSavedQueries {
    bulkEditSavedQueries {
      ...BulkEditSavedQuery_query
    }
  }
`);

export const BulkEditSavedQueryFragment = graphql(`
  fragment BulkEditSavedQuery_query on BulkEditSavedQuery {
    id
    settingsName
    queryTitle
    batchIds
    researchCollectionIds
    createdByUsername
    createdAt
    query {
      filters {
        resource
        field
        op
        value
        type
      }
      columns {
        resource
        field
      }
      sort {
        resource
        field
        direction
      }
    }
  }
`);

export const SaveBulkEditQueryMutation = graphql(`
  mutation SaveBulkEditQuery($id: ID, $queryTitle: String!, $query: BulkEditQueryInput!, $scope: BulkEditScopeInput!) {
    saveBulkEditQuery(id: $id, queryTitle: $queryTitle, query: $query, scope: $scope) {
      message
      savedQuery {
        ...BulkEditSavedQuery_query
      }
      userErrors {
        ...UserErrorFields
      }
    }
  }
`);

export const DeleteBulkEditQueryMutation = graphql(`
  mutation DeleteBulkEditQuery($id: ID!) {
    deleteBulkEditQuery(id: $id) {
      message
      deletedId
      userErrors {
        ...UserErrorFields
      }
    }
  }
`);
