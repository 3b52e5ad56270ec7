/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
  '\n  query CollectionSearch($searchTerm: String!) {\n    researchCollectionSearch(searchTerm: $searchTerm) {\n      id\n      collectionTitle\n    }\n  }\n': typeof types.CollectionSearchDocument;
  '\n  fragment AssignmentTable_assignment on BatchAssignment {\n    id\n    batchId\n    batchTitle\n    userId\n    displayName\n    assignedRecords\n  }\n': typeof types.AssignmentTable_AssignmentFragmentDoc;
  '\n  fragment BatchChecklist_batch on Batch {\n    id\n    period\n    periodNumber\n    status\n  }\n': typeof types.BatchChecklist_BatchFragmentDoc;
  '\n  query AssignRecordsCollection($id: ID!) {\n    researchCollection(id: $id) {\n      id\n      collectionTitle\n      batches {\n        ...BatchChecklist_batch\n      }\n    }\n  }\n': typeof types.AssignRecordsCollectionDocument;
  '\n  query AssignableUsers {\n    assignableUsers {\n      id\n      displayName\n    }\n  }\n': typeof types.AssignableUsersDocument;
  '\n  query BatchAssignments($batchIds: [ID!]!) {\n    batchAssignments(batchIds: $batchIds) {\n      ...AssignmentTable_assignment\n    }\n  }\n': typeof types.BatchAssignmentsDocument;
  '\n  mutation AssignUsersToBatches($batchIds: [ID!]!, $userIds: [ID!]!) {\n    assignUsersToBatches(batchIds: $batchIds, userIds: $userIds) {\n      message\n      assignments {\n        ...AssignmentTable_assignment\n      }\n      userErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n': typeof types.AssignUsersToBatchesDocument;
  '\n  mutation RemoveBatchAssignment($id: ID!) {\n    removeBatchAssignment(id: $id) {\n      message\n      removedId\n      userErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n': typeof types.RemoveBatchAssignmentDocument;
  '\n  query HomeCollectionCount {\n    researchCollections {\n      id\n    }\n  }\n': typeof types.HomeCollectionCountDocument;
  '\n  query HomeBatchCount {\n    batches {\n      id\n      status\n    }\n  }\n': typeof types.HomeBatchCountDocument;
  '\n  query HomeUserCount {\n    users {\n      id\n    }\n  }\n': typeof types.HomeUserCountDocument;
  '\n  query ManualEntryCollection($id: ID!) {\n    researchCollection(id: $id) {\n      id\n      collectionTitle\n      licenceSchemeId\n      researchTemplateId\n      batches {\n        id\n        period\n        periodNumber\n        status\n      }\n    }\n  }\n': typeof types.ManualEntryCollectionDocument;
  '\n  mutation CheckSourceFileLink($sourceFileLink: String!) {\n    checkSourceFileLink(sourceFileLink: $sourceFileLink) {\n      sourceFile {\n        filePath\n        fileName\n      }\n      userErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n': typeof types.CheckSourceFileLinkDocument;
  '\n  query QueueSummary {\n    queueSummary {\n      completedToday\n      readyForResearch\n      onHold\n    }\n  }\n': typeof types.QueueSummaryDocument;
  '\n  query CurrentUser {\n    me {\n      id\n      email\n      displayName\n      roleId\n      role {\n        id\n        value\n      }\n    }\n  }\n': typeof types.CurrentUserDocument;
  '\n  mutation AssignRole($userId: ID!, $roleId: Int!) {\n    assignRole(userId: $userId, roleId: $roleId) {\n      message\n      user {\n        id\n        roleId\n        role {\n          id\n          value\n        }\n      }\n      userErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n': typeof types.AssignRoleDocument;
  '\n  query UserAccessUsers {\n    users {\n      id\n      email\n      displayName\n      roleId\n      role {\n        id\n        value\n      }\n    }\n  }\n': typeof types.UserAccessUsersDocument;
  '\n  query UserAccessRoles {\n    roles {\n      id\n      value\n    }\n  }\n': typeof types.UserAccessRolesDocument;
};
const documents: Documents = {
  '\n  query CollectionSearch($searchTerm: String!) {\n    researchCollectionSearch(searchTerm: $searchTerm) {\n      id\n      collectionTitle\n    }\n  }\n':
    types.CollectionSearchDocument,
  '\n  fragment AssignmentTable_assignment on BatchAssignment {\n    id\n    batchId\n    batchTitle\n    userId\n    displayName\n    assignedRecords\n  }\n':
    types.AssignmentTable_AssignmentFragmentDoc,
  '\n  fragment BatchChecklist_batch on Batch {\n    id\n    period\n    periodNumber\n    status\n  }\n':
    types.BatchChecklist_BatchFragmentDoc,
  '\n  query AssignRecordsCollection($id: ID!) {\n    researchCollection(id: $id) {\n      id\n      collectionTitle\n      batches {\n        ...BatchChecklist_batch\n      }\n    }\n  }\n':
    types.AssignRecordsCollectionDocument,
  '\n  query AssignableUsers {\n    assignableUsers {\n      id\n      displayName\n    }\n  }\n':
    types.AssignableUsersDocument,
  '\n  query BatchAssignments($batchIds: [ID!]!) {\n    batchAssignments(batchIds: $batchIds) {\n      ...AssignmentTable_assignment\n    }\n  }\n':
    types.BatchAssignmentsDocument,
  '\n  mutation AssignUsersToBatches($batchIds: [ID!]!, $userIds: [ID!]!) {\n    assignUsersToBatches(batchIds: $batchIds, userIds: $userIds) {\n      message\n      assignments {\n        ...AssignmentTable_assignment\n      }\n      userErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n':
    types.AssignUsersToBatchesDocument,
  '\n  mutation RemoveBatchAssignment($id: ID!) {\n    removeBatchAssignment(id: $id) {\n      message\n      removedId\n      userErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n':
    types.RemoveBatchAssignmentDocument,
  '\n  query HomeCollectionCount {\n    researchCollections {\n      id\n    }\n  }\n':
    types.HomeCollectionCountDocument,
  '\n  query HomeBatchCount {\n    batches {\n      id\n      status\n    }\n  }\n': types.HomeBatchCountDocument,
  '\n  query HomeUserCount {\n    users {\n      id\n    }\n  }\n': types.HomeUserCountDocument,
  '\n  query ManualEntryCollection($id: ID!) {\n    researchCollection(id: $id) {\n      id\n      collectionTitle\n      licenceSchemeId\n      researchTemplateId\n      batches {\n        id\n        period\n        periodNumber\n        status\n      }\n    }\n  }\n':
    types.ManualEntryCollectionDocument,
  '\n  mutation CheckSourceFileLink($sourceFileLink: String!) {\n    checkSourceFileLink(sourceFileLink: $sourceFileLink) {\n      sourceFile {\n        filePath\n        fileName\n      }\n      userErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n':
    types.CheckSourceFileLinkDocument,
  '\n  query QueueSummary {\n    queueSummary {\n      completedToday\n      readyForResearch\n      onHold\n    }\n  }\n':
    types.QueueSummaryDocument,
  '\n  query CurrentUser {\n    me {\n      id\n      email\n      displayName\n      roleId\n      role {\n        id\n        value\n      }\n    }\n  }\n':
    types.CurrentUserDocument,
  '\n  mutation AssignRole($userId: ID!, $roleId: Int!) {\n    assignRole(userId: $userId, roleId: $roleId) {\n      message\n      user {\n        id\n        roleId\n        role {\n          id\n          value\n        }\n      }\n      userErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n':
    types.AssignRoleDocument,
  '\n  query UserAccessUsers {\n    users {\n      id\n      email\n      displayName\n      roleId\n      role {\n        id\n        value\n      }\n    }\n  }\n':
    types.UserAccessUsersDocument,
  '\n  query UserAccessRoles {\n    roles {\n      id\n      value\n    }\n  }\n': types.UserAccessRolesDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query CollectionSearch($searchTerm: String!) {\n    researchCollectionSearch(searchTerm: $searchTerm) {\n      id\n      collectionTitle\n    }\n  }\n',
): (typeof documents)['\n  query CollectionSearch($searchTerm: String!) {\n    researchCollectionSearch(searchTerm: $searchTerm) {\n      id\n      collectionTitle\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment AssignmentTable_assignment on BatchAssignment {\n    id\n    batchId\n    batchTitle\n    userId\n    displayName\n    assignedRecords\n  }\n',
): (typeof documents)['\n  fragment AssignmentTable_assignment on BatchAssignment {\n    id\n    batchId\n    batchTitle\n    userId\n    displayName\n    assignedRecords\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment BatchChecklist_batch on Batch {\n    id\n    period\n    periodNumber\n    status\n  }\n',
): (typeof documents)['\n  fragment BatchChecklist_batch on Batch {\n    id\n    period\n    periodNumber\n    status\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query AssignRecordsCollection($id: ID!) {\n    researchCollection(id: $id) {\n      id\n      collectionTitle\n      batches {\n        ...BatchChecklist_batch\n      }\n    }\n  }\n',
): (typeof documents)['\n  query AssignRecordsCollection($id: ID!) {\n    researchCollection(id: $id) {\n      id\n      collectionTitle\n      batches {\n        ...BatchChecklist_batch\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query AssignableUsers {\n    assignableUsers {\n      id\n      displayName\n    }\n  }\n',
): (typeof documents)['\n  query AssignableUsers {\n    assignableUsers {\n      id\n      displayName\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query BatchAssignments($batchIds: [ID!]!) {\n    batchAssignments(batchIds: $batchIds) {\n      ...AssignmentTable_assignment\n    }\n  }\n',
): (typeof documents)['\n  query BatchAssignments($batchIds: [ID!]!) {\n    batchAssignments(batchIds: $batchIds) {\n      ...AssignmentTable_assignment\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation AssignUsersToBatches($batchIds: [ID!]!, $userIds: [ID!]!) {\n    assignUsersToBatches(batchIds: $batchIds, userIds: $userIds) {\n      message\n      assignments {\n        ...AssignmentTable_assignment\n      }\n      userErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n',
): (typeof documents)['\n  mutation AssignUsersToBatches($batchIds: [ID!]!, $userIds: [ID!]!) {\n    assignUsersToBatches(batchIds: $batchIds, userIds: $userIds) {\n      message\n      assignments {\n        ...AssignmentTable_assignment\n      }\n      userErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation RemoveBatchAssignment($id: ID!) {\n    removeBatchAssignment(id: $id) {\n      message\n      removedId\n      userErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n',
): (typeof documents)['\n  mutation RemoveBatchAssignment($id: ID!) {\n    removeBatchAssignment(id: $id) {\n      message\n      removedId\n      userErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query HomeCollectionCount {\n    researchCollections {\n      id\n    }\n  }\n',
): (typeof documents)['\n  query HomeCollectionCount {\n    researchCollections {\n      id\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query HomeBatchCount {\n    batches {\n      id\n      status\n    }\n  }\n',
): (typeof documents)['\n  query HomeBatchCount {\n    batches {\n      id\n      status\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query HomeUserCount {\n    users {\n      id\n    }\n  }\n',
): (typeof documents)['\n  query HomeUserCount {\n    users {\n      id\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query ManualEntryCollection($id: ID!) {\n    researchCollection(id: $id) {\n      id\n      collectionTitle\n      licenceSchemeId\n      researchTemplateId\n      batches {\n        id\n        period\n        periodNumber\n        status\n      }\n    }\n  }\n',
): (typeof documents)['\n  query ManualEntryCollection($id: ID!) {\n    researchCollection(id: $id) {\n      id\n      collectionTitle\n      licenceSchemeId\n      researchTemplateId\n      batches {\n        id\n        period\n        periodNumber\n        status\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation CheckSourceFileLink($sourceFileLink: String!) {\n    checkSourceFileLink(sourceFileLink: $sourceFileLink) {\n      sourceFile {\n        filePath\n        fileName\n      }\n      userErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n',
): (typeof documents)['\n  mutation CheckSourceFileLink($sourceFileLink: String!) {\n    checkSourceFileLink(sourceFileLink: $sourceFileLink) {\n      sourceFile {\n        filePath\n        fileName\n      }\n      userErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query QueueSummary {\n    queueSummary {\n      completedToday\n      readyForResearch\n      onHold\n    }\n  }\n',
): (typeof documents)['\n  query QueueSummary {\n    queueSummary {\n      completedToday\n      readyForResearch\n      onHold\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query CurrentUser {\n    me {\n      id\n      email\n      displayName\n      roleId\n      role {\n        id\n        value\n      }\n    }\n  }\n',
): (typeof documents)['\n  query CurrentUser {\n    me {\n      id\n      email\n      displayName\n      roleId\n      role {\n        id\n        value\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation AssignRole($userId: ID!, $roleId: Int!) {\n    assignRole(userId: $userId, roleId: $roleId) {\n      message\n      user {\n        id\n        roleId\n        role {\n          id\n          value\n        }\n      }\n      userErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n',
): (typeof documents)['\n  mutation AssignRole($userId: ID!, $roleId: Int!) {\n    assignRole(userId: $userId, roleId: $roleId) {\n      message\n      user {\n        id\n        roleId\n        role {\n          id\n          value\n        }\n      }\n      userErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query UserAccessUsers {\n    users {\n      id\n      email\n      displayName\n      roleId\n      role {\n        id\n        value\n      }\n    }\n  }\n',
): (typeof documents)['\n  query UserAccessUsers {\n    users {\n      id\n      email\n      displayName\n      roleId\n      role {\n        id\n        value\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query UserAccessRoles {\n    roles {\n      id\n      value\n    }\n  }\n',
): (typeof documents)['\n  query UserAccessRoles {\n    roles {\n      id\n      value\n    }\n  }\n'];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> =
  TDocumentNode extends DocumentNode<infer TType, any> ? TType : never;
