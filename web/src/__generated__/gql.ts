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
  '\n  fragment UserErrorFields on UserError {\n    field\n    code\n    message\n  }\n': typeof types.UserErrorFieldsFragmentDoc;
  '\n  query AssignableUsers {\n    assignableUsers {\n      id\n      displayName\n    }\n  }\n': typeof types.AssignableUsersDocument;
  '\n  fragment AssignmentTable_assignment on BatchAssignment {\n    id\n    batchId\n    batchTitle\n    userId\n    displayName\n    assignedRecords\n  }\n': typeof types.AssignmentTable_AssignmentFragmentDoc;
  '\n  fragment BatchChecklist_batch on Batch {\n    id\n    title\n    status\n  }\n': typeof types.BatchChecklist_BatchFragmentDoc;
  '\n  query AssignRecordsCollection($id: ID!) {\n    researchCollection(id: $id) {\n      id\n      collectionTitle\n      batches {\n        ...BatchChecklist_batch\n      }\n    }\n  }\n': typeof types.AssignRecordsCollectionDocument;
  '\n  query BatchAssignments($batchIds: [ID!]!) {\n    batchAssignments(batchIds: $batchIds) {\n      ...AssignmentTable_assignment\n    }\n  }\n': typeof types.BatchAssignmentsDocument;
  '\n  mutation AssignUsersToBatches($batchIds: [ID!]!, $userIds: [ID!]!) {\n    assignUsersToBatches(batchIds: $batchIds, userIds: $userIds) {\n      message\n      assignments {\n        ...AssignmentTable_assignment\n      }\n      userErrors {\n        ...UserErrorFields\n      }\n    }\n  }\n': typeof types.AssignUsersToBatchesDocument;
  '\n  mutation RemoveBatchAssignment($id: ID!) {\n    removeBatchAssignment(id: $id) {\n      message\n      removedId\n      userErrors {\n        ...UserErrorFields\n      }\n    }\n  }\n': typeof types.RemoveBatchAssignmentDocument;
  '\n  query BulkEditRecords($query: BulkEditQueryInput!, $scope: BulkEditScopeInput!, $cursor: String) {\n    bulkEditRecords(query: $query, scope: $scope, cursor: $cursor) {\n      records {\n        id\n        recordUrl\n        cells\n      }\n      total\n      pageSize\n      nextCursor\n      previousCursor\n      columns {\n        key\n        resource\n        field\n        label\n        type\n        choices {\n          kind\n          lookupList\n        }\n      }\n      sort {\n        resource\n        field\n        direction\n      }\n    }\n  }\n': typeof types.BulkEditRecordsDocument;
  '\n  query BulkEditRecordIds($query: BulkEditQueryInput!, $scope: BulkEditScopeInput!) {\n    bulkEditRecordIds(query: $query, scope: $scope) {\n      ids\n      total\n      cap\n      capped\n    }\n  }\n': typeof types.BulkEditRecordIdsDocument;
  '\n  query BulkEditCollection($id: ID!) {\n    researchCollection(id: $id) {\n      id\n      collectionTitle\n      batches {\n        id\n        title\n        status\n      }\n    }\n  }\n': typeof types.BulkEditCollectionDocument;
  '\n  query BulkEditBatch($id: ID!) {\n    batch(id: $id) {\n      id\n      researchCollection {\n        id\n        collectionTitle\n      }\n    }\n  }\n': typeof types.BulkEditBatchDocument;
  '\n  query BulkEditSavedQueries {\n    bulkEditSavedQueries {\n      ...BulkEditSavedQuery_query\n    }\n  }\n': typeof types.BulkEditSavedQueriesDocument;
  '\n  fragment BulkEditSavedQuery_query on BulkEditSavedQuery {\n    id\n    settingsName\n    queryTitle\n    batchIds\n    researchCollectionIds\n    createdByUsername\n    createdAt\n    query {\n      filters {\n        resource\n        field\n        op\n        value\n        type\n      }\n      columns {\n        resource\n        field\n      }\n      sort {\n        resource\n        field\n        direction\n      }\n    }\n  }\n': typeof types.BulkEditSavedQuery_QueryFragmentDoc;
  '\n  mutation SaveBulkEditQuery($id: ID, $queryTitle: String!, $query: BulkEditQueryInput!, $scope: BulkEditScopeInput!) {\n    saveBulkEditQuery(id: $id, queryTitle: $queryTitle, query: $query, scope: $scope) {\n      message\n      savedQuery {\n        ...BulkEditSavedQuery_query\n      }\n      userErrors {\n        ...UserErrorFields\n      }\n    }\n  }\n': typeof types.SaveBulkEditQueryDocument;
  '\n  mutation DeleteBulkEditQuery($id: ID!) {\n    deleteBulkEditQuery(id: $id) {\n      message\n      deletedId\n      userErrors {\n        ...UserErrorFields\n      }\n    }\n  }\n': typeof types.DeleteBulkEditQueryDocument;
  '\n  query BulkEditChoices {\n    ...LookupLists\n    assignableUsers {\n      id\n      displayName\n    }\n  }\n': typeof types.BulkEditChoicesDocument;
  '\n  mutation BulkUpdateRecords($input: BulkUpdateInput!) {\n    bulkUpdateRecords(input: $input) {\n      message\n      userErrors {\n        ...UserErrorFields\n      }\n      failure {\n        message\n        applied\n        failedFromId\n      }\n      result {\n        dryRun\n        updated\n        unchanged\n        bulkChangeId\n        refused {\n          id\n          reason\n          message\n        }\n        records {\n          id\n          version\n          changes {\n            resource\n            field\n            itemId\n            before\n            after\n          }\n          ruleSets {\n            resource\n            itemId\n            field\n            value\n          }\n        }\n      }\n    }\n  }\n': typeof types.BulkUpdateRecordsDocument;
  '\n  query BulkChangesToday {\n    bulkChangesToday {\n      id\n      username\n      createdAt\n      batchId\n      records\n      undoneAt\n      fields {\n        resource\n        field\n        value\n      }\n    }\n  }\n': typeof types.BulkChangesTodayDocument;
  '\n  mutation UndoBulkChange($id: ID!) {\n    undoBulkChange(id: $id) {\n      message\n      userErrors {\n        ...UserErrorFields\n      }\n      failure {\n        message\n        applied\n        failedFromId\n      }\n      result {\n        bulkChangeId\n        restored\n        refused {\n          id\n          reason\n          message\n        }\n      }\n    }\n  }\n': typeof types.UndoBulkChangeDocument;
  '\n  fragment BulkUpdateJobFields on BulkUpdateJob {\n    id\n    status\n    total\n    done\n    updated\n    unchanged\n    refused {\n      id\n      reason\n      message\n    }\n    bulkChangeId\n    cancelRequested\n    error\n    createdAt\n    finishedAt\n  }\n': typeof types.BulkUpdateJobFieldsFragmentDoc;
  '\n  mutation StartBulkUpdate($input: BulkUpdateJobInput!) {\n    startBulkUpdate(input: $input) {\n      message\n      userErrors {\n        ...UserErrorFields\n      }\n      job {\n        ...BulkUpdateJobFields\n      }\n    }\n  }\n': typeof types.StartBulkUpdateDocument;
  '\n  query BulkUpdateJob($id: ID!) {\n    bulkUpdateJob(id: $id) {\n      ...BulkUpdateJobFields\n    }\n  }\n': typeof types.BulkUpdateJobDocument;
  '\n  query MyBulkUpdateJobs {\n    myBulkUpdateJobs {\n      ...BulkUpdateJobFields\n    }\n  }\n': typeof types.MyBulkUpdateJobsDocument;
  '\n  mutation CancelBulkUpdateJob($id: ID!) {\n    cancelBulkUpdateJob(id: $id) {\n      message\n      userErrors {\n        ...UserErrorFields\n      }\n      job {\n        ...BulkUpdateJobFields\n      }\n    }\n  }\n': typeof types.CancelBulkUpdateJobDocument;
  '\n  query BatchEdit($id: ID!) {\n    batch(id: $id) {\n      ...BatchTable_batch\n    }\n  }\n': typeof types.BatchEditDocument;
  '\n  query BatchList($id: ID!) {\n    researchCollection(id: $id) {\n      id\n      collectionTitle\n      lockedBatchCount\n      totalBatchCount\n      batches {\n        ...BatchTable_batch\n      }\n    }\n  }\n': typeof types.BatchListDocument;
  '\n  query CollectionEdit($id: ID!) {\n    researchCollection(id: $id) {\n      ...CollectionForm_collection\n    }\n  }\n': typeof types.CollectionEditDocument;
  '\n  query CollectionList($status: CollectionStatusFilter!) {\n    researchCollections(status: $status) {\n      ...CollectionTable_collection\n    }\n  }\n': typeof types.CollectionListDocument;
  '\n  fragment BatchTable_batch on Batch {\n    id\n    title\n    researchCollectionId\n    period\n    periodNumber\n    dateFrom\n    dateTo\n    targetCompleteDate\n    status\n    locationCount\n  }\n': typeof types.BatchTable_BatchFragmentDoc;
  '\n  fragment CollectionTable_collection on ResearchCollection {\n    id\n    collectionTitle\n    licenceSchemeName\n    templateName\n    targetCompleteDate\n    status\n    lockedBatchCount\n    totalBatchCount\n  }\n': typeof types.CollectionTable_CollectionFragmentDoc;
  '\n  fragment LocationTable_location on Location {\n    id\n    type\n    institute\n    departmentId\n    locationName\n    aou\n    aouLabel\n    machineId\n    schoolType\n    sector\n    state\n  }\n': typeof types.LocationTable_LocationFragmentDoc;
  '\n  mutation CreateBatch($input: BatchInput!) {\n    createBatch(input: $input) {\n      message\n      batch {\n        ...BatchTable_batch\n      }\n      userErrors {\n        ...UserErrorFields\n      }\n    }\n  }\n': typeof types.CreateBatchDocument;
  '\n  mutation UpdateBatch($id: ID!, $input: BatchInput!) {\n    updateBatch(id: $id, input: $input) {\n      message\n      batch {\n        ...BatchTable_batch\n      }\n      userErrors {\n        ...UserErrorFields\n      }\n    }\n  }\n': typeof types.UpdateBatchDocument;
  '\n  fragment CollectionForm_collection on ResearchCollection {\n    id\n    collectionTitle\n    licenceSchemeId\n    researchTemplateId\n    targetCompleteDate\n    status\n    licenceSchemeName\n    templateName\n    lockedBatchCount\n    totalBatchCount\n  }\n': typeof types.CollectionForm_CollectionFragmentDoc;
  '\n  mutation CreateResearchCollection($input: ResearchCollectionInput!) {\n    createResearchCollection(input: $input) {\n      message\n      researchCollection {\n        ...CollectionForm_collection\n      }\n      userErrors {\n        ...UserErrorFields\n      }\n    }\n  }\n': typeof types.CreateResearchCollectionDocument;
  '\n  mutation UpdateResearchCollection($id: ID!, $input: ResearchCollectionInput!) {\n    updateResearchCollection(id: $id, input: $input) {\n      message\n      researchCollection {\n        ...CollectionForm_collection\n      }\n      userErrors {\n        ...UserErrorFields\n      }\n    }\n  }\n': typeof types.UpdateResearchCollectionDocument;
  '\n  mutation UpdateLocation($id: ID!, $input: LocationInput!) {\n    updateLocation(id: $id, input: $input) {\n      message\n      location {\n        ...LocationTable_location\n      }\n      userErrors {\n        ...UserErrorFields\n      }\n    }\n  }\n': typeof types.UpdateLocationDocument;
  '\n  query CollectionFormLookups {\n    licenceSchemes {\n      id\n      value\n    }\n    researchTemplates {\n      id\n      templateName\n    }\n  }\n': typeof types.CollectionFormLookupsDocument;
  '\n  query LocationEdit($id: ID!) {\n    location(id: $id) {\n      batchId\n      ...LocationTable_location\n    }\n    aouList {\n      id\n      value\n    }\n  }\n': typeof types.LocationEditDocument;
  '\n  query LocationList($batchId: ID!) {\n    batch(id: $batchId) {\n      id\n      title\n      researchCollectionId\n      researchCollection {\n        id\n        collectionTitle\n      }\n      locations {\n        ...LocationTable_location\n      }\n    }\n  }\n': typeof types.LocationListDocument;
  '\n  mutation DeleteBatch($id: ID!) {\n    deleteBatch(id: $id) {\n      message\n      deletedId\n      userErrors {\n        ...UserErrorFields\n      }\n    }\n  }\n': typeof types.DeleteBatchDocument;
  '\n  query CollectionListSearch($searchTerm: String!) {\n    researchCollectionSearch(searchTerm: $searchTerm) {\n      ...CollectionTable_collection\n    }\n  }\n': typeof types.CollectionListSearchDocument;
  '\n  mutation DeleteResearchCollection($id: ID!) {\n    deleteResearchCollection(id: $id) {\n      message\n      deletedId\n      userErrors {\n        ...UserErrorFields\n      }\n    }\n  }\n': typeof types.DeleteResearchCollectionDocument;
  '\n  query HomeCollectionCount {\n    researchCollections {\n      id\n    }\n  }\n': typeof types.HomeCollectionCountDocument;
  '\n  query HomeBatchCount {\n    batches {\n      id\n      status\n    }\n  }\n': typeof types.HomeBatchCountDocument;
  '\n  query HomeUserCount {\n    users {\n      id\n    }\n  }\n': typeof types.HomeUserCountDocument;
  '\n  query ManualEntryCollection($id: ID!) {\n    researchCollection(id: $id) {\n      id\n      collectionTitle\n      licenceSchemeId\n      researchTemplateId\n      batches {\n        id\n        title\n        period\n        periodNumber\n        status\n      }\n    }\n  }\n': typeof types.ManualEntryCollectionDocument;
  '\n  mutation CheckSourceFileLink($sourceFileLink: String!) {\n    checkSourceFileLink(sourceFileLink: $sourceFileLink) {\n      sourceFile {\n        filePath\n        fileName\n      }\n      userErrors {\n        ...UserErrorFields\n      }\n    }\n  }\n': typeof types.CheckSourceFileLinkDocument;
  '\n  fragment QueueCard_group on QueueGroup {\n    name\n    records {\n      id\n      externalId\n      totalPages\n    }\n  }\n': typeof types.QueueCard_GroupFragmentDoc;
  '\n  query Queue($status: QueueStatus!) {\n    queue(status: $status) {\n      ...QueueCard_group\n    }\n  }\n': typeof types.QueueDocument;
  '\n  query QueueSummary {\n    queueSummary {\n      completedToday\n      readyForResearch\n      onHold\n    }\n  }\n': typeof types.QueueSummaryDocument;
  '\n  query RecentRecords {\n    recentRecords {\n      ...RecordSummaryRow_record\n    }\n  }\n': typeof types.RecentRecordsDocument;
  '\n  query FindRecords($search: String!) {\n    findRecords(search: $search) {\n      ...RecordSummaryRow_record\n    }\n  }\n': typeof types.FindRecordsDocument;
  '\n  query FindRecordsTotal($search: String!) {\n    findRecordsTotal(search: $search) {\n      count\n      capped\n    }\n  }\n': typeof types.FindRecordsTotalDocument;
  '\n  fragment RecordPanel_record on Document {\n    id\n    externalReferenceId\n    status\n    statusLabel\n    sourceFileName\n    sourceFilePath\n    documentView\n    assignedUser {\n      id\n      displayName\n    }\n    researchedBy {\n      id\n      displayName\n    }\n    batch {\n      id\n      status\n      title\n    }\n  }\n': typeof types.RecordPanel_RecordFragmentDoc;
  '\n  fragment RecordSummaryRow_record on RecordSummary {\n    id\n    externalReferenceId\n    biblioId\n    usageId\n    majorTitle\n    minorTitle\n    majorMaterialType\n    minorMaterialType\n    collectionTitle\n    batchPeriod\n    batchPeriodNumber\n    modifiedAt\n  }\n': typeof types.RecordSummaryRow_RecordFragmentDoc;
  '\n  fragment UsageFields_usage on Usage {\n    id\n    activeFlag\n    copyType\n    copiedFor\n    eventDate\n    timesCopied\n    aaaFlag\n    amcosFlag\n    paymentAmount\n    linkCount\n  }\n': typeof types.UsageFields_UsageFragmentDoc;
  '\n  query RecordHistory($id: ID!) {\n    documentHistory(id: $id) {\n      id\n      at\n      who\n      changes\n    }\n  }\n': typeof types.RecordHistoryDocument;
  '\n  fragment ResearchForm_record on Document {\n    id\n    version\n    notes\n    otherInformation\n    researchCollection {\n      id\n      researchTemplateId\n      licenceSchemeId\n    }\n    writeRefusal {\n      reason\n      message\n    }\n    ...RecordPanel_record\n    biblios {\n      ...BiblioForm_biblio\n    }\n    usages {\n      ...UsageFields_usage\n    }\n    links {\n      biblioId\n      usageId\n      activeFlag\n    }\n  }\n': typeof types.ResearchForm_RecordFragmentDoc;
  '\n  query ResearchRecord($id: ID!) {\n    document(id: $id) {\n      ...ResearchForm_record\n      batchId\n      researchCollection {\n        id\n        collectionTitle\n      }\n    }\n  }\n': typeof types.ResearchRecordDocument;
  '\n  query ResearchRecordTemplate($id: ID!) {\n    document(id: $id) {\n      id\n      researchTemplate {\n        ...ResearchTemplate_rules\n      }\n    }\n  }\n': typeof types.ResearchRecordTemplateDocument;
  '\n  mutation SaveRecord($input: SaveRecordInput!) {\n    saveRecord(input: $input) {\n      message\n      nextRecordId\n      conflict {\n        message\n        version\n        changedBy\n        changedAt\n      }\n      userErrors {\n        ...UserErrorFields\n      }\n      document {\n        ...ResearchForm_record\n      }\n    }\n  }\n': typeof types.SaveRecordDocument;
  '\n  mutation CreateRecord($input: CreateRecordInput!) {\n    createRecord(input: $input) {\n      message\n      userErrors {\n        ...UserErrorFields\n      }\n      document {\n        ...ResearchForm_record\n      }\n    }\n  }\n': typeof types.CreateRecordDocument;
  '\n  fragment LookupLists on Query {\n    edition: lookup(list: EDITION) {\n      id\n      value\n    }\n    exclusionCondition: lookup(list: EXCLUSION_CONDITION) {\n      id\n      value\n    }\n    termsConditions: lookup(list: TERMS_CONDITIONS) {\n      id\n      value\n    }\n    majorMaterialType: lookup(list: MAJOR_MATERIAL_TYPE) {\n      id\n      value\n    }\n    minorMaterialType: lookup(list: MINOR_MATERIAL_TYPE) {\n      id\n      value\n    }\n    workSubType: lookup(list: WORK_SUB_TYPE) {\n      id\n      value\n    }\n    copyType: lookup(list: COPY_TYPE) {\n      id\n      value\n    }\n    copiedFor: lookup(list: COPIED_FOR) {\n      id\n      value\n    }\n  }\n': typeof types.LookupListsFragmentDoc;
  '\n  query ResearchLookups {\n    ...LookupLists\n  }\n': typeof types.ResearchLookupsDocument;
  '\n  fragment ResearchTemplate_rules on ResearchTemplate {\n    id\n    fields {\n      id\n      resource\n      fieldName\n      label\n    }\n    rules {\n      id\n      name\n      conditions {\n        field\n        operator\n        value\n      }\n      actions {\n        field\n        type\n        value\n        options\n        message\n      }\n    }\n  }\n': typeof types.ResearchTemplate_RulesFragmentDoc;
  '\n  query ResearchRules($templateId: Int!) {\n    researchTemplate(id: $templateId) {\n      ...ResearchTemplate_rules\n    }\n  }\n': typeof types.ResearchRulesDocument;
  '\n  fragment BiblioForm_biblio on Biblio {\n    id\n    activeFlag\n    majorTitle\n    minorTitle\n    isn\n    issueName\n    issueNumber\n    volume\n    edition\n    chapterNumbers\n    pageNumbers\n    publicationYear\n    publicationDate\n    publisher\n    workCreator\n    sourceCreators\n    url\n    notes\n    unitsCopied\n    majorMaterialType\n    minorMaterialType\n    workSubType\n    termsConditions\n    exclusionCondition\n    blm\n    blmStatus\n    paymentModel\n    workId\n    workStatus\n    recipient\n    recipientId\n    parentRecipientId\n    parentRecipientName\n    matchedBy\n    artisticWorks\n    distributionOnly\n    internet\n    unidentifiable\n    newWorkRequest\n    shouldRequestNewWork\n    linkCount\n  }\n': typeof types.BiblioForm_BiblioFragmentDoc;
  '\n  query AuditorFields($templateId: Int!, $licenceSchemeId: Int) {\n    researchTemplate(id: $templateId) {\n      id\n      fields(licenceSchemeId: $licenceSchemeId) {\n        id\n        resource\n        fieldName\n      }\n    }\n  }\n': typeof types.AuditorFieldsDocument;
  '\n  query NextQueueRecordId($batchId: ID!, $exceptId: ID!) {\n    nextQueueRecordId(batchId: $batchId, status: READY_FOR_RESEARCH, exceptId: $exceptId)\n  }\n': typeof types.NextQueueRecordIdDocument;
  '\n  query WorkSearch($criteria: WorkSearchInput!) {\n    workSearch(criteria: $criteria) {\n      workId\n      title\n      type\n      isn\n      yearOfPublication\n      creators\n      publishers\n      score\n      whyMatched\n    }\n  }\n': typeof types.WorkSearchDocument;
  '\n  query WorkDetail($workId: ID!, $excludeRecordId: ID) {\n    work(workId: $workId) {\n      workId\n      title\n      type\n      subType\n      isn\n      yearOfPublication\n      edition\n      volume\n      blmStatus\n      paymentModel\n      url\n      contributors {\n        sfPseudonymName\n        type\n      }\n      shares {\n        sfAccountName\n        share\n      }\n      terms {\n        sfTacName\n      }\n    }\n    citingRecords(workId: $workId, excludeRecordId: $excludeRecordId) {\n      id\n      externalReferenceId\n    }\n  }\n': typeof types.WorkDetailDocument;
  '\n  query RecipientSearch($name: String!, $role: RecipientRole!) {\n    recipients(name: $name, role: $role) {\n      accountObjectId\n      pseudonymName\n      pseudonymRole\n      accountName\n      accountProfile\n      accountYearOfBirth\n      accountYearOfDeath\n      accountRelationshipType\n      accountUltimateParentName\n      accountEmail\n      accountMemberStatus\n    }\n  }\n': typeof types.RecipientSearchDocument;
  '\n  query Contributions($criteria: WorkSearchInput!) {\n    workSearch(criteria: $criteria) {\n      workId\n      type\n      isn\n      title\n      publishers\n    }\n  }\n': typeof types.ContributionsDocument;
  '\n  query StatisticsIndividualMetrics($researcherId: ID) {\n    individualMetrics(researcherId: $researcherId) {\n      researcher {\n        id\n        displayName\n      }\n      lastDays {\n        date\n        researched\n        unidentifiable\n        workRequest\n      }\n      summary {\n        dailyAverageDocuments\n        unidentifiablePercent\n        workRequestPercent\n        bestDay {\n          date\n          researched\n        }\n        totalDocuments\n      }\n    }\n  }\n': typeof types.StatisticsIndividualMetricsDocument;
  '\n  query StatisticsCollectionBatches($id: ID!) {\n    researchCollection(id: $id) {\n      id\n      batches {\n        id\n        title\n        status\n      }\n    }\n  }\n': typeof types.StatisticsCollectionBatchesDocument;
  '\n  query StatisticsProcessOverview($collectionId: ID!, $batchId: ID!, $targetDate: Date) {\n    processOverview(collectionId: $collectionId, batchId: $batchId, targetDate: $targetDate) {\n      batchId\n      info {\n        researchers {\n          researcherId\n          displayName\n          remaining\n          dailyAverage\n          forecast {\n            remaining\n            doneOn\n            daysAfterTarget\n          }\n        }\n        processedToday\n        dailyAverageDocuments\n        dailyDocumentTarget\n        unidentifiable\n        workRequests\n        heldbacks\n        onHold\n        uniqueRecordCount\n      }\n      doughnut {\n        slices {\n          category\n          count\n        }\n        totalDocuments\n      }\n      line {\n        startDate\n        endDate\n        targetDate\n        totalDocuments\n        labelStep\n        points {\n          date\n          researched\n          totalByDate\n        }\n        forecast {\n          date\n          totalByDate\n        }\n      }\n      completionForecast {\n        remaining\n        doneOn\n        daysAfterTarget\n      }\n    }\n  }\n': typeof types.StatisticsProcessOverviewDocument;
  '\n  query StatisticsProcessedRecordsSummary($researcherId: ID, $date: Date) {\n    processedRecordsSummary(researcherId: $researcherId, date: $date) {\n      researcherId\n      researcher\n      date\n      researched\n      unidentifiable\n      workRequest\n      tone\n    }\n  }\n': typeof types.StatisticsProcessedRecordsSummaryDocument;
  '\n  query StatisticsResearchers {\n    statisticsResearchers {\n      id\n      displayName\n    }\n  }\n': typeof types.StatisticsResearchersDocument;
  '\n  mutation RevokeIntegrator($id: ID!) {\n    revokeIntegrator(id: $id) {\n      message\n      integrator {\n        ...IntegratorRow\n      }\n      userErrors {\n        ...UserErrorFields\n      }\n    }\n  }\n': typeof types.RevokeIntegratorDocument;
  '\n  query CurrentUser {\n    me {\n      id\n      email\n      displayName\n      roleId\n      role {\n        id\n        value\n      }\n    }\n  }\n': typeof types.CurrentUserDocument;
  '\n  mutation CreateIntegrator($input: CreateIntegratorInput!) {\n    createIntegrator(input: $input) {\n      message\n      integrator {\n        ...IntegratorRow\n      }\n      userErrors {\n        ...UserErrorFields\n      }\n    }\n  }\n': typeof types.CreateIntegratorDocument;
  '\n  mutation AssignRole($userId: ID!, $roleId: Int!) {\n    assignRole(userId: $userId, roleId: $roleId) {\n      message\n      user {\n        id\n        roleId\n        role {\n          id\n          value\n        }\n      }\n      userErrors {\n        ...UserErrorFields\n      }\n    }\n  }\n': typeof types.AssignRoleDocument;
  '\n  query UserAccessIntegrators {\n    integrators {\n      ...IntegratorRow\n    }\n  }\n': typeof types.UserAccessIntegratorsDocument;
  '\n  fragment IntegratorRow on Integrator {\n    id\n    name\n    clientId\n    role {\n      id\n      value\n    }\n    scope\n    createdAt\n    revokedAt\n  }\n': typeof types.IntegratorRowFragmentDoc;
  '\n  query UserAccessUsers {\n    users {\n      id\n      email\n      displayName\n      roleId\n      role {\n        id\n        value\n      }\n    }\n  }\n': typeof types.UserAccessUsersDocument;
  '\n  query UserAccessRoles {\n    roles {\n      id\n      value\n    }\n  }\n': typeof types.UserAccessRolesDocument;
  '\n  query DocumentView($id: ID!) {\n    document(id: $id) {\n      id\n      externalReferenceId\n      documentView\n      pages {\n        total\n        heldback\n        fullPdfUrl\n        list {\n          label\n          heldback\n          number\n          imageUrl\n          thumbnailUrl\n          pdfUrl\n        }\n      }\n      biblios {\n        id\n        majorTitle\n      }\n      writeRefusal {\n        message\n      }\n    }\n  }\n': typeof types.DocumentViewDocument;
  '\n  query RecordTags($recordId: ID!) {\n    recordTags(recordId: $recordId) {\n      recordId\n      pageTags {\n        ...ViewerPageTag\n      }\n      groupTags {\n        ...ViewerGroupTag\n      }\n    }\n  }\n  fragment ViewerPageTag on BiblioTag {\n    id\n    biblioId\n    pageNumber\n    pageX\n    pageY\n  }\n  fragment ViewerGroupTag on GroupTag {\n    id\n    biblioId\n    startPage\n    endPage\n    pageX\n    pageY\n  }\n': typeof types.RecordTagsDocument;
  '\n  mutation SaveTag($input: SaveTagInput!) {\n    saveTag(input: $input) {\n      message\n      createdBiblioId\n      recordVersion\n      tag {\n        ...ViewerPageTag\n      }\n      userErrors {\n        ...UserErrorFields\n      }\n    }\n  }\n': typeof types.SaveTagDocument;
  '\n  mutation SaveGroupTag($input: SaveGroupTagInput!) {\n    saveGroupTag(input: $input) {\n      message\n      groupTag {\n        ...ViewerGroupTag\n      }\n      userErrors {\n        ...UserErrorFields\n      }\n    }\n  }\n': typeof types.SaveGroupTagDocument;
  '\n  mutation DeleteTag($id: ID!) {\n    deleteTag(id: $id) {\n      message\n      deletedId\n      userErrors {\n        ...UserErrorFields\n      }\n    }\n  }\n': typeof types.DeleteTagDocument;
  '\n  mutation DeleteGroupTag($id: ID!) {\n    deleteGroupTag(id: $id) {\n      message\n      deletedId\n      userErrors {\n        ...UserErrorFields\n      }\n    }\n  }\n': typeof types.DeleteGroupTagDocument;
};
const documents: Documents = {
  '\n  query CollectionSearch($searchTerm: String!) {\n    researchCollectionSearch(searchTerm: $searchTerm) {\n      id\n      collectionTitle\n    }\n  }\n':
    types.CollectionSearchDocument,
  '\n  fragment UserErrorFields on UserError {\n    field\n    code\n    message\n  }\n':
    types.UserErrorFieldsFragmentDoc,
  '\n  query AssignableUsers {\n    assignableUsers {\n      id\n      displayName\n    }\n  }\n':
    types.AssignableUsersDocument,
  '\n  fragment AssignmentTable_assignment on BatchAssignment {\n    id\n    batchId\n    batchTitle\n    userId\n    displayName\n    assignedRecords\n  }\n':
    types.AssignmentTable_AssignmentFragmentDoc,
  '\n  fragment BatchChecklist_batch on Batch {\n    id\n    title\n    status\n  }\n':
    types.BatchChecklist_BatchFragmentDoc,
  '\n  query AssignRecordsCollection($id: ID!) {\n    researchCollection(id: $id) {\n      id\n      collectionTitle\n      batches {\n        ...BatchChecklist_batch\n      }\n    }\n  }\n':
    types.AssignRecordsCollectionDocument,
  '\n  query BatchAssignments($batchIds: [ID!]!) {\n    batchAssignments(batchIds: $batchIds) {\n      ...AssignmentTable_assignment\n    }\n  }\n':
    types.BatchAssignmentsDocument,
  '\n  mutation AssignUsersToBatches($batchIds: [ID!]!, $userIds: [ID!]!) {\n    assignUsersToBatches(batchIds: $batchIds, userIds: $userIds) {\n      message\n      assignments {\n        ...AssignmentTable_assignment\n      }\n      userErrors {\n        ...UserErrorFields\n      }\n    }\n  }\n':
    types.AssignUsersToBatchesDocument,
  '\n  mutation RemoveBatchAssignment($id: ID!) {\n    removeBatchAssignment(id: $id) {\n      message\n      removedId\n      userErrors {\n        ...UserErrorFields\n      }\n    }\n  }\n':
    types.RemoveBatchAssignmentDocument,
  '\n  query BulkEditRecords($query: BulkEditQueryInput!, $scope: BulkEditScopeInput!, $cursor: String) {\n    bulkEditRecords(query: $query, scope: $scope, cursor: $cursor) {\n      records {\n        id\n        recordUrl\n        cells\n      }\n      total\n      pageSize\n      nextCursor\n      previousCursor\n      columns {\n        key\n        resource\n        field\n        label\n        type\n        choices {\n          kind\n          lookupList\n        }\n      }\n      sort {\n        resource\n        field\n        direction\n      }\n    }\n  }\n':
    types.BulkEditRecordsDocument,
  '\n  query BulkEditRecordIds($query: BulkEditQueryInput!, $scope: BulkEditScopeInput!) {\n    bulkEditRecordIds(query: $query, scope: $scope) {\n      ids\n      total\n      cap\n      capped\n    }\n  }\n':
    types.BulkEditRecordIdsDocument,
  '\n  query BulkEditCollection($id: ID!) {\n    researchCollection(id: $id) {\n      id\n      collectionTitle\n      batches {\n        id\n        title\n        status\n      }\n    }\n  }\n':
    types.BulkEditCollectionDocument,
  '\n  query BulkEditBatch($id: ID!) {\n    batch(id: $id) {\n      id\n      researchCollection {\n        id\n        collectionTitle\n      }\n    }\n  }\n':
    types.BulkEditBatchDocument,
  '\n  query BulkEditSavedQueries {\n    bulkEditSavedQueries {\n      ...BulkEditSavedQuery_query\n    }\n  }\n':
    types.BulkEditSavedQueriesDocument,
  '\n  fragment BulkEditSavedQuery_query on BulkEditSavedQuery {\n    id\n    settingsName\n    queryTitle\n    batchIds\n    researchCollectionIds\n    createdByUsername\n    createdAt\n    query {\n      filters {\n        resource\n        field\n        op\n        value\n        type\n      }\n      columns {\n        resource\n        field\n      }\n      sort {\n        resource\n        field\n        direction\n      }\n    }\n  }\n':
    types.BulkEditSavedQuery_QueryFragmentDoc,
  '\n  mutation SaveBulkEditQuery($id: ID, $queryTitle: String!, $query: BulkEditQueryInput!, $scope: BulkEditScopeInput!) {\n    saveBulkEditQuery(id: $id, queryTitle: $queryTitle, query: $query, scope: $scope) {\n      message\n      savedQuery {\n        ...BulkEditSavedQuery_query\n      }\n      userErrors {\n        ...UserErrorFields\n      }\n    }\n  }\n':
    types.SaveBulkEditQueryDocument,
  '\n  mutation DeleteBulkEditQuery($id: ID!) {\n    deleteBulkEditQuery(id: $id) {\n      message\n      deletedId\n      userErrors {\n        ...UserErrorFields\n      }\n    }\n  }\n':
    types.DeleteBulkEditQueryDocument,
  '\n  query BulkEditChoices {\n    ...LookupLists\n    assignableUsers {\n      id\n      displayName\n    }\n  }\n':
    types.BulkEditChoicesDocument,
  '\n  mutation BulkUpdateRecords($input: BulkUpdateInput!) {\n    bulkUpdateRecords(input: $input) {\n      message\n      userErrors {\n        ...UserErrorFields\n      }\n      failure {\n        message\n        applied\n        failedFromId\n      }\n      result {\n        dryRun\n        updated\n        unchanged\n        bulkChangeId\n        refused {\n          id\n          reason\n          message\n        }\n        records {\n          id\n          version\n          changes {\n            resource\n            field\n            itemId\n            before\n            after\n          }\n          ruleSets {\n            resource\n            itemId\n            field\n            value\n          }\n        }\n      }\n    }\n  }\n':
    types.BulkUpdateRecordsDocument,
  '\n  query BulkChangesToday {\n    bulkChangesToday {\n      id\n      username\n      createdAt\n      batchId\n      records\n      undoneAt\n      fields {\n        resource\n        field\n        value\n      }\n    }\n  }\n':
    types.BulkChangesTodayDocument,
  '\n  mutation UndoBulkChange($id: ID!) {\n    undoBulkChange(id: $id) {\n      message\n      userErrors {\n        ...UserErrorFields\n      }\n      failure {\n        message\n        applied\n        failedFromId\n      }\n      result {\n        bulkChangeId\n        restored\n        refused {\n          id\n          reason\n          message\n        }\n      }\n    }\n  }\n':
    types.UndoBulkChangeDocument,
  '\n  fragment BulkUpdateJobFields on BulkUpdateJob {\n    id\n    status\n    total\n    done\n    updated\n    unchanged\n    refused {\n      id\n      reason\n      message\n    }\n    bulkChangeId\n    cancelRequested\n    error\n    createdAt\n    finishedAt\n  }\n':
    types.BulkUpdateJobFieldsFragmentDoc,
  '\n  mutation StartBulkUpdate($input: BulkUpdateJobInput!) {\n    startBulkUpdate(input: $input) {\n      message\n      userErrors {\n        ...UserErrorFields\n      }\n      job {\n        ...BulkUpdateJobFields\n      }\n    }\n  }\n':
    types.StartBulkUpdateDocument,
  '\n  query BulkUpdateJob($id: ID!) {\n    bulkUpdateJob(id: $id) {\n      ...BulkUpdateJobFields\n    }\n  }\n':
    types.BulkUpdateJobDocument,
  '\n  query MyBulkUpdateJobs {\n    myBulkUpdateJobs {\n      ...BulkUpdateJobFields\n    }\n  }\n':
    types.MyBulkUpdateJobsDocument,
  '\n  mutation CancelBulkUpdateJob($id: ID!) {\n    cancelBulkUpdateJob(id: $id) {\n      message\n      userErrors {\n        ...UserErrorFields\n      }\n      job {\n        ...BulkUpdateJobFields\n      }\n    }\n  }\n':
    types.CancelBulkUpdateJobDocument,
  '\n  query BatchEdit($id: ID!) {\n    batch(id: $id) {\n      ...BatchTable_batch\n    }\n  }\n':
    types.BatchEditDocument,
  '\n  query BatchList($id: ID!) {\n    researchCollection(id: $id) {\n      id\n      collectionTitle\n      lockedBatchCount\n      totalBatchCount\n      batches {\n        ...BatchTable_batch\n      }\n    }\n  }\n':
    types.BatchListDocument,
  '\n  query CollectionEdit($id: ID!) {\n    researchCollection(id: $id) {\n      ...CollectionForm_collection\n    }\n  }\n':
    types.CollectionEditDocument,
  '\n  query CollectionList($status: CollectionStatusFilter!) {\n    researchCollections(status: $status) {\n      ...CollectionTable_collection\n    }\n  }\n':
    types.CollectionListDocument,
  '\n  fragment BatchTable_batch on Batch {\n    id\n    title\n    researchCollectionId\n    period\n    periodNumber\n    dateFrom\n    dateTo\n    targetCompleteDate\n    status\n    locationCount\n  }\n':
    types.BatchTable_BatchFragmentDoc,
  '\n  fragment CollectionTable_collection on ResearchCollection {\n    id\n    collectionTitle\n    licenceSchemeName\n    templateName\n    targetCompleteDate\n    status\n    lockedBatchCount\n    totalBatchCount\n  }\n':
    types.CollectionTable_CollectionFragmentDoc,
  '\n  fragment LocationTable_location on Location {\n    id\n    type\n    institute\n    departmentId\n    locationName\n    aou\n    aouLabel\n    machineId\n    schoolType\n    sector\n    state\n  }\n':
    types.LocationTable_LocationFragmentDoc,
  '\n  mutation CreateBatch($input: BatchInput!) {\n    createBatch(input: $input) {\n      message\n      batch {\n        ...BatchTable_batch\n      }\n      userErrors {\n        ...UserErrorFields\n      }\n    }\n  }\n':
    types.CreateBatchDocument,
  '\n  mutation UpdateBatch($id: ID!, $input: BatchInput!) {\n    updateBatch(id: $id, input: $input) {\n      message\n      batch {\n        ...BatchTable_batch\n      }\n      userErrors {\n        ...UserErrorFields\n      }\n    }\n  }\n':
    types.UpdateBatchDocument,
  '\n  fragment CollectionForm_collection on ResearchCollection {\n    id\n    collectionTitle\n    licenceSchemeId\n    researchTemplateId\n    targetCompleteDate\n    status\n    licenceSchemeName\n    templateName\n    lockedBatchCount\n    totalBatchCount\n  }\n':
    types.CollectionForm_CollectionFragmentDoc,
  '\n  mutation CreateResearchCollection($input: ResearchCollectionInput!) {\n    createResearchCollection(input: $input) {\n      message\n      researchCollection {\n        ...CollectionForm_collection\n      }\n      userErrors {\n        ...UserErrorFields\n      }\n    }\n  }\n':
    types.CreateResearchCollectionDocument,
  '\n  mutation UpdateResearchCollection($id: ID!, $input: ResearchCollectionInput!) {\n    updateResearchCollection(id: $id, input: $input) {\n      message\n      researchCollection {\n        ...CollectionForm_collection\n      }\n      userErrors {\n        ...UserErrorFields\n      }\n    }\n  }\n':
    types.UpdateResearchCollectionDocument,
  '\n  mutation UpdateLocation($id: ID!, $input: LocationInput!) {\n    updateLocation(id: $id, input: $input) {\n      message\n      location {\n        ...LocationTable_location\n      }\n      userErrors {\n        ...UserErrorFields\n      }\n    }\n  }\n':
    types.UpdateLocationDocument,
  '\n  query CollectionFormLookups {\n    licenceSchemes {\n      id\n      value\n    }\n    researchTemplates {\n      id\n      templateName\n    }\n  }\n':
    types.CollectionFormLookupsDocument,
  '\n  query LocationEdit($id: ID!) {\n    location(id: $id) {\n      batchId\n      ...LocationTable_location\n    }\n    aouList {\n      id\n      value\n    }\n  }\n':
    types.LocationEditDocument,
  '\n  query LocationList($batchId: ID!) {\n    batch(id: $batchId) {\n      id\n      title\n      researchCollectionId\n      researchCollection {\n        id\n        collectionTitle\n      }\n      locations {\n        ...LocationTable_location\n      }\n    }\n  }\n':
    types.LocationListDocument,
  '\n  mutation DeleteBatch($id: ID!) {\n    deleteBatch(id: $id) {\n      message\n      deletedId\n      userErrors {\n        ...UserErrorFields\n      }\n    }\n  }\n':
    types.DeleteBatchDocument,
  '\n  query CollectionListSearch($searchTerm: String!) {\n    researchCollectionSearch(searchTerm: $searchTerm) {\n      ...CollectionTable_collection\n    }\n  }\n':
    types.CollectionListSearchDocument,
  '\n  mutation DeleteResearchCollection($id: ID!) {\n    deleteResearchCollection(id: $id) {\n      message\n      deletedId\n      userErrors {\n        ...UserErrorFields\n      }\n    }\n  }\n':
    types.DeleteResearchCollectionDocument,
  '\n  query HomeCollectionCount {\n    researchCollections {\n      id\n    }\n  }\n':
    types.HomeCollectionCountDocument,
  '\n  query HomeBatchCount {\n    batches {\n      id\n      status\n    }\n  }\n': types.HomeBatchCountDocument,
  '\n  query HomeUserCount {\n    users {\n      id\n    }\n  }\n': types.HomeUserCountDocument,
  '\n  query ManualEntryCollection($id: ID!) {\n    researchCollection(id: $id) {\n      id\n      collectionTitle\n      licenceSchemeId\n      researchTemplateId\n      batches {\n        id\n        title\n        period\n        periodNumber\n        status\n      }\n    }\n  }\n':
    types.ManualEntryCollectionDocument,
  '\n  mutation CheckSourceFileLink($sourceFileLink: String!) {\n    checkSourceFileLink(sourceFileLink: $sourceFileLink) {\n      sourceFile {\n        filePath\n        fileName\n      }\n      userErrors {\n        ...UserErrorFields\n      }\n    }\n  }\n':
    types.CheckSourceFileLinkDocument,
  '\n  fragment QueueCard_group on QueueGroup {\n    name\n    records {\n      id\n      externalId\n      totalPages\n    }\n  }\n':
    types.QueueCard_GroupFragmentDoc,
  '\n  query Queue($status: QueueStatus!) {\n    queue(status: $status) {\n      ...QueueCard_group\n    }\n  }\n':
    types.QueueDocument,
  '\n  query QueueSummary {\n    queueSummary {\n      completedToday\n      readyForResearch\n      onHold\n    }\n  }\n':
    types.QueueSummaryDocument,
  '\n  query RecentRecords {\n    recentRecords {\n      ...RecordSummaryRow_record\n    }\n  }\n':
    types.RecentRecordsDocument,
  '\n  query FindRecords($search: String!) {\n    findRecords(search: $search) {\n      ...RecordSummaryRow_record\n    }\n  }\n':
    types.FindRecordsDocument,
  '\n  query FindRecordsTotal($search: String!) {\n    findRecordsTotal(search: $search) {\n      count\n      capped\n    }\n  }\n':
    types.FindRecordsTotalDocument,
  '\n  fragment RecordPanel_record on Document {\n    id\n    externalReferenceId\n    status\n    statusLabel\n    sourceFileName\n    sourceFilePath\n    documentView\n    assignedUser {\n      id\n      displayName\n    }\n    researchedBy {\n      id\n      displayName\n    }\n    batch {\n      id\n      status\n      title\n    }\n  }\n':
    types.RecordPanel_RecordFragmentDoc,
  '\n  fragment RecordSummaryRow_record on RecordSummary {\n    id\n    externalReferenceId\n    biblioId\n    usageId\n    majorTitle\n    minorTitle\n    majorMaterialType\n    minorMaterialType\n    collectionTitle\n    batchPeriod\n    batchPeriodNumber\n    modifiedAt\n  }\n':
    types.RecordSummaryRow_RecordFragmentDoc,
  '\n  fragment UsageFields_usage on Usage {\n    id\n    activeFlag\n    copyType\n    copiedFor\n    eventDate\n    timesCopied\n    aaaFlag\n    amcosFlag\n    paymentAmount\n    linkCount\n  }\n':
    types.UsageFields_UsageFragmentDoc,
  '\n  query RecordHistory($id: ID!) {\n    documentHistory(id: $id) {\n      id\n      at\n      who\n      changes\n    }\n  }\n':
    types.RecordHistoryDocument,
  '\n  fragment ResearchForm_record on Document {\n    id\n    version\n    notes\n    otherInformation\n    researchCollection {\n      id\n      researchTemplateId\n      licenceSchemeId\n    }\n    writeRefusal {\n      reason\n      message\n    }\n    ...RecordPanel_record\n    biblios {\n      ...BiblioForm_biblio\n    }\n    usages {\n      ...UsageFields_usage\n    }\n    links {\n      biblioId\n      usageId\n      activeFlag\n    }\n  }\n':
    types.ResearchForm_RecordFragmentDoc,
  '\n  query ResearchRecord($id: ID!) {\n    document(id: $id) {\n      ...ResearchForm_record\n      batchId\n      researchCollection {\n        id\n        collectionTitle\n      }\n    }\n  }\n':
    types.ResearchRecordDocument,
  '\n  query ResearchRecordTemplate($id: ID!) {\n    document(id: $id) {\n      id\n      researchTemplate {\n        ...ResearchTemplate_rules\n      }\n    }\n  }\n':
    types.ResearchRecordTemplateDocument,
  '\n  mutation SaveRecord($input: SaveRecordInput!) {\n    saveRecord(input: $input) {\n      message\n      nextRecordId\n      conflict {\n        message\n        version\n        changedBy\n        changedAt\n      }\n      userErrors {\n        ...UserErrorFields\n      }\n      document {\n        ...ResearchForm_record\n      }\n    }\n  }\n':
    types.SaveRecordDocument,
  '\n  mutation CreateRecord($input: CreateRecordInput!) {\n    createRecord(input: $input) {\n      message\n      userErrors {\n        ...UserErrorFields\n      }\n      document {\n        ...ResearchForm_record\n      }\n    }\n  }\n':
    types.CreateRecordDocument,
  '\n  fragment LookupLists on Query {\n    edition: lookup(list: EDITION) {\n      id\n      value\n    }\n    exclusionCondition: lookup(list: EXCLUSION_CONDITION) {\n      id\n      value\n    }\n    termsConditions: lookup(list: TERMS_CONDITIONS) {\n      id\n      value\n    }\n    majorMaterialType: lookup(list: MAJOR_MATERIAL_TYPE) {\n      id\n      value\n    }\n    minorMaterialType: lookup(list: MINOR_MATERIAL_TYPE) {\n      id\n      value\n    }\n    workSubType: lookup(list: WORK_SUB_TYPE) {\n      id\n      value\n    }\n    copyType: lookup(list: COPY_TYPE) {\n      id\n      value\n    }\n    copiedFor: lookup(list: COPIED_FOR) {\n      id\n      value\n    }\n  }\n':
    types.LookupListsFragmentDoc,
  '\n  query ResearchLookups {\n    ...LookupLists\n  }\n': types.ResearchLookupsDocument,
  '\n  fragment ResearchTemplate_rules on ResearchTemplate {\n    id\n    fields {\n      id\n      resource\n      fieldName\n      label\n    }\n    rules {\n      id\n      name\n      conditions {\n        field\n        operator\n        value\n      }\n      actions {\n        field\n        type\n        value\n        options\n        message\n      }\n    }\n  }\n':
    types.ResearchTemplate_RulesFragmentDoc,
  '\n  query ResearchRules($templateId: Int!) {\n    researchTemplate(id: $templateId) {\n      ...ResearchTemplate_rules\n    }\n  }\n':
    types.ResearchRulesDocument,
  '\n  fragment BiblioForm_biblio on Biblio {\n    id\n    activeFlag\n    majorTitle\n    minorTitle\n    isn\n    issueName\n    issueNumber\n    volume\n    edition\n    chapterNumbers\n    pageNumbers\n    publicationYear\n    publicationDate\n    publisher\n    workCreator\n    sourceCreators\n    url\n    notes\n    unitsCopied\n    majorMaterialType\n    minorMaterialType\n    workSubType\n    termsConditions\n    exclusionCondition\n    blm\n    blmStatus\n    paymentModel\n    workId\n    workStatus\n    recipient\n    recipientId\n    parentRecipientId\n    parentRecipientName\n    matchedBy\n    artisticWorks\n    distributionOnly\n    internet\n    unidentifiable\n    newWorkRequest\n    shouldRequestNewWork\n    linkCount\n  }\n':
    types.BiblioForm_BiblioFragmentDoc,
  '\n  query AuditorFields($templateId: Int!, $licenceSchemeId: Int) {\n    researchTemplate(id: $templateId) {\n      id\n      fields(licenceSchemeId: $licenceSchemeId) {\n        id\n        resource\n        fieldName\n      }\n    }\n  }\n':
    types.AuditorFieldsDocument,
  '\n  query NextQueueRecordId($batchId: ID!, $exceptId: ID!) {\n    nextQueueRecordId(batchId: $batchId, status: READY_FOR_RESEARCH, exceptId: $exceptId)\n  }\n':
    types.NextQueueRecordIdDocument,
  '\n  query WorkSearch($criteria: WorkSearchInput!) {\n    workSearch(criteria: $criteria) {\n      workId\n      title\n      type\n      isn\n      yearOfPublication\n      creators\n      publishers\n      score\n      whyMatched\n    }\n  }\n':
    types.WorkSearchDocument,
  '\n  query WorkDetail($workId: ID!, $excludeRecordId: ID) {\n    work(workId: $workId) {\n      workId\n      title\n      type\n      subType\n      isn\n      yearOfPublication\n      edition\n      volume\n      blmStatus\n      paymentModel\n      url\n      contributors {\n        sfPseudonymName\n        type\n      }\n      shares {\n        sfAccountName\n        share\n      }\n      terms {\n        sfTacName\n      }\n    }\n    citingRecords(workId: $workId, excludeRecordId: $excludeRecordId) {\n      id\n      externalReferenceId\n    }\n  }\n':
    types.WorkDetailDocument,
  '\n  query RecipientSearch($name: String!, $role: RecipientRole!) {\n    recipients(name: $name, role: $role) {\n      accountObjectId\n      pseudonymName\n      pseudonymRole\n      accountName\n      accountProfile\n      accountYearOfBirth\n      accountYearOfDeath\n      accountRelationshipType\n      accountUltimateParentName\n      accountEmail\n      accountMemberStatus\n    }\n  }\n':
    types.RecipientSearchDocument,
  '\n  query Contributions($criteria: WorkSearchInput!) {\n    workSearch(criteria: $criteria) {\n      workId\n      type\n      isn\n      title\n      publishers\n    }\n  }\n':
    types.ContributionsDocument,
  '\n  query StatisticsIndividualMetrics($researcherId: ID) {\n    individualMetrics(researcherId: $researcherId) {\n      researcher {\n        id\n        displayName\n      }\n      lastDays {\n        date\n        researched\n        unidentifiable\n        workRequest\n      }\n      summary {\n        dailyAverageDocuments\n        unidentifiablePercent\n        workRequestPercent\n        bestDay {\n          date\n          researched\n        }\n        totalDocuments\n      }\n    }\n  }\n':
    types.StatisticsIndividualMetricsDocument,
  '\n  query StatisticsCollectionBatches($id: ID!) {\n    researchCollection(id: $id) {\n      id\n      batches {\n        id\n        title\n        status\n      }\n    }\n  }\n':
    types.StatisticsCollectionBatchesDocument,
  '\n  query StatisticsProcessOverview($collectionId: ID!, $batchId: ID!, $targetDate: Date) {\n    processOverview(collectionId: $collectionId, batchId: $batchId, targetDate: $targetDate) {\n      batchId\n      info {\n        researchers {\n          researcherId\n          displayName\n          remaining\n          dailyAverage\n          forecast {\n            remaining\n            doneOn\n            daysAfterTarget\n          }\n        }\n        processedToday\n        dailyAverageDocuments\n        dailyDocumentTarget\n        unidentifiable\n        workRequests\n        heldbacks\n        onHold\n        uniqueRecordCount\n      }\n      doughnut {\n        slices {\n          category\n          count\n        }\n        totalDocuments\n      }\n      line {\n        startDate\n        endDate\n        targetDate\n        totalDocuments\n        labelStep\n        points {\n          date\n          researched\n          totalByDate\n        }\n        forecast {\n          date\n          totalByDate\n        }\n      }\n      completionForecast {\n        remaining\n        doneOn\n        daysAfterTarget\n      }\n    }\n  }\n':
    types.StatisticsProcessOverviewDocument,
  '\n  query StatisticsProcessedRecordsSummary($researcherId: ID, $date: Date) {\n    processedRecordsSummary(researcherId: $researcherId, date: $date) {\n      researcherId\n      researcher\n      date\n      researched\n      unidentifiable\n      workRequest\n      tone\n    }\n  }\n':
    types.StatisticsProcessedRecordsSummaryDocument,
  '\n  query StatisticsResearchers {\n    statisticsResearchers {\n      id\n      displayName\n    }\n  }\n':
    types.StatisticsResearchersDocument,
  '\n  mutation RevokeIntegrator($id: ID!) {\n    revokeIntegrator(id: $id) {\n      message\n      integrator {\n        ...IntegratorRow\n      }\n      userErrors {\n        ...UserErrorFields\n      }\n    }\n  }\n':
    types.RevokeIntegratorDocument,
  '\n  query CurrentUser {\n    me {\n      id\n      email\n      displayName\n      roleId\n      role {\n        id\n        value\n      }\n    }\n  }\n':
    types.CurrentUserDocument,
  '\n  mutation CreateIntegrator($input: CreateIntegratorInput!) {\n    createIntegrator(input: $input) {\n      message\n      integrator {\n        ...IntegratorRow\n      }\n      userErrors {\n        ...UserErrorFields\n      }\n    }\n  }\n':
    types.CreateIntegratorDocument,
  '\n  mutation AssignRole($userId: ID!, $roleId: Int!) {\n    assignRole(userId: $userId, roleId: $roleId) {\n      message\n      user {\n        id\n        roleId\n        role {\n          id\n          value\n        }\n      }\n      userErrors {\n        ...UserErrorFields\n      }\n    }\n  }\n':
    types.AssignRoleDocument,
  '\n  query UserAccessIntegrators {\n    integrators {\n      ...IntegratorRow\n    }\n  }\n':
    types.UserAccessIntegratorsDocument,
  '\n  fragment IntegratorRow on Integrator {\n    id\n    name\n    clientId\n    role {\n      id\n      value\n    }\n    scope\n    createdAt\n    revokedAt\n  }\n':
    types.IntegratorRowFragmentDoc,
  '\n  query UserAccessUsers {\n    users {\n      id\n      email\n      displayName\n      roleId\n      role {\n        id\n        value\n      }\n    }\n  }\n':
    types.UserAccessUsersDocument,
  '\n  query UserAccessRoles {\n    roles {\n      id\n      value\n    }\n  }\n': types.UserAccessRolesDocument,
  '\n  query DocumentView($id: ID!) {\n    document(id: $id) {\n      id\n      externalReferenceId\n      documentView\n      pages {\n        total\n        heldback\n        fullPdfUrl\n        list {\n          label\n          heldback\n          number\n          imageUrl\n          thumbnailUrl\n          pdfUrl\n        }\n      }\n      biblios {\n        id\n        majorTitle\n      }\n      writeRefusal {\n        message\n      }\n    }\n  }\n':
    types.DocumentViewDocument,
  '\n  query RecordTags($recordId: ID!) {\n    recordTags(recordId: $recordId) {\n      recordId\n      pageTags {\n        ...ViewerPageTag\n      }\n      groupTags {\n        ...ViewerGroupTag\n      }\n    }\n  }\n  fragment ViewerPageTag on BiblioTag {\n    id\n    biblioId\n    pageNumber\n    pageX\n    pageY\n  }\n  fragment ViewerGroupTag on GroupTag {\n    id\n    biblioId\n    startPage\n    endPage\n    pageX\n    pageY\n  }\n':
    types.RecordTagsDocument,
  '\n  mutation SaveTag($input: SaveTagInput!) {\n    saveTag(input: $input) {\n      message\n      createdBiblioId\n      recordVersion\n      tag {\n        ...ViewerPageTag\n      }\n      userErrors {\n        ...UserErrorFields\n      }\n    }\n  }\n':
    types.SaveTagDocument,
  '\n  mutation SaveGroupTag($input: SaveGroupTagInput!) {\n    saveGroupTag(input: $input) {\n      message\n      groupTag {\n        ...ViewerGroupTag\n      }\n      userErrors {\n        ...UserErrorFields\n      }\n    }\n  }\n':
    types.SaveGroupTagDocument,
  '\n  mutation DeleteTag($id: ID!) {\n    deleteTag(id: $id) {\n      message\n      deletedId\n      userErrors {\n        ...UserErrorFields\n      }\n    }\n  }\n':
    types.DeleteTagDocument,
  '\n  mutation DeleteGroupTag($id: ID!) {\n    deleteGroupTag(id: $id) {\n      message\n      deletedId\n      userErrors {\n        ...UserErrorFields\n      }\n    }\n  }\n':
    types.DeleteGroupTagDocument,
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
  source: '\n  fragment UserErrorFields on UserError {\n    field\n    code\n    message\n  }\n',
): (typeof documents)['\n  fragment UserErrorFields on UserError {\n    field\n    code\n    message\n  }\n'];
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
  source: '\n  fragment AssignmentTable_assignment on BatchAssignment {\n    id\n    batchId\n    batchTitle\n    userId\n    displayName\n    assignedRecords\n  }\n',
): (typeof documents)['\n  fragment AssignmentTable_assignment on BatchAssignment {\n    id\n    batchId\n    batchTitle\n    userId\n    displayName\n    assignedRecords\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment BatchChecklist_batch on Batch {\n    id\n    title\n    status\n  }\n',
): (typeof documents)['\n  fragment BatchChecklist_batch on Batch {\n    id\n    title\n    status\n  }\n'];
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
  source: '\n  query BatchAssignments($batchIds: [ID!]!) {\n    batchAssignments(batchIds: $batchIds) {\n      ...AssignmentTable_assignment\n    }\n  }\n',
): (typeof documents)['\n  query BatchAssignments($batchIds: [ID!]!) {\n    batchAssignments(batchIds: $batchIds) {\n      ...AssignmentTable_assignment\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation AssignUsersToBatches($batchIds: [ID!]!, $userIds: [ID!]!) {\n    assignUsersToBatches(batchIds: $batchIds, userIds: $userIds) {\n      message\n      assignments {\n        ...AssignmentTable_assignment\n      }\n      userErrors {\n        ...UserErrorFields\n      }\n    }\n  }\n',
): (typeof documents)['\n  mutation AssignUsersToBatches($batchIds: [ID!]!, $userIds: [ID!]!) {\n    assignUsersToBatches(batchIds: $batchIds, userIds: $userIds) {\n      message\n      assignments {\n        ...AssignmentTable_assignment\n      }\n      userErrors {\n        ...UserErrorFields\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation RemoveBatchAssignment($id: ID!) {\n    removeBatchAssignment(id: $id) {\n      message\n      removedId\n      userErrors {\n        ...UserErrorFields\n      }\n    }\n  }\n',
): (typeof documents)['\n  mutation RemoveBatchAssignment($id: ID!) {\n    removeBatchAssignment(id: $id) {\n      message\n      removedId\n      userErrors {\n        ...UserErrorFields\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query BulkEditRecords($query: BulkEditQueryInput!, $scope: BulkEditScopeInput!, $cursor: String) {\n    bulkEditRecords(query: $query, scope: $scope, cursor: $cursor) {\n      records {\n        id\n        recordUrl\n        cells\n      }\n      total\n      pageSize\n      nextCursor\n      previousCursor\n      columns {\n        key\n        resource\n        field\n        label\n        type\n        choices {\n          kind\n          lookupList\n        }\n      }\n      sort {\n        resource\n        field\n        direction\n      }\n    }\n  }\n',
): (typeof documents)['\n  query BulkEditRecords($query: BulkEditQueryInput!, $scope: BulkEditScopeInput!, $cursor: String) {\n    bulkEditRecords(query: $query, scope: $scope, cursor: $cursor) {\n      records {\n        id\n        recordUrl\n        cells\n      }\n      total\n      pageSize\n      nextCursor\n      previousCursor\n      columns {\n        key\n        resource\n        field\n        label\n        type\n        choices {\n          kind\n          lookupList\n        }\n      }\n      sort {\n        resource\n        field\n        direction\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query BulkEditRecordIds($query: BulkEditQueryInput!, $scope: BulkEditScopeInput!) {\n    bulkEditRecordIds(query: $query, scope: $scope) {\n      ids\n      total\n      cap\n      capped\n    }\n  }\n',
): (typeof documents)['\n  query BulkEditRecordIds($query: BulkEditQueryInput!, $scope: BulkEditScopeInput!) {\n    bulkEditRecordIds(query: $query, scope: $scope) {\n      ids\n      total\n      cap\n      capped\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query BulkEditCollection($id: ID!) {\n    researchCollection(id: $id) {\n      id\n      collectionTitle\n      batches {\n        id\n        title\n        status\n      }\n    }\n  }\n',
): (typeof documents)['\n  query BulkEditCollection($id: ID!) {\n    researchCollection(id: $id) {\n      id\n      collectionTitle\n      batches {\n        id\n        title\n        status\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query BulkEditBatch($id: ID!) {\n    batch(id: $id) {\n      id\n      researchCollection {\n        id\n        collectionTitle\n      }\n    }\n  }\n',
): (typeof documents)['\n  query BulkEditBatch($id: ID!) {\n    batch(id: $id) {\n      id\n      researchCollection {\n        id\n        collectionTitle\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query BulkEditSavedQueries {\n    bulkEditSavedQueries {\n      ...BulkEditSavedQuery_query\n    }\n  }\n',
): (typeof documents)['\n  query BulkEditSavedQueries {\n    bulkEditSavedQueries {\n      ...BulkEditSavedQuery_query\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment BulkEditSavedQuery_query on BulkEditSavedQuery {\n    id\n    settingsName\n    queryTitle\n    batchIds\n    researchCollectionIds\n    createdByUsername\n    createdAt\n    query {\n      filters {\n        resource\n        field\n        op\n        value\n        type\n      }\n      columns {\n        resource\n        field\n      }\n      sort {\n        resource\n        field\n        direction\n      }\n    }\n  }\n',
): (typeof documents)['\n  fragment BulkEditSavedQuery_query on BulkEditSavedQuery {\n    id\n    settingsName\n    queryTitle\n    batchIds\n    researchCollectionIds\n    createdByUsername\n    createdAt\n    query {\n      filters {\n        resource\n        field\n        op\n        value\n        type\n      }\n      columns {\n        resource\n        field\n      }\n      sort {\n        resource\n        field\n        direction\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation SaveBulkEditQuery($id: ID, $queryTitle: String!, $query: BulkEditQueryInput!, $scope: BulkEditScopeInput!) {\n    saveBulkEditQuery(id: $id, queryTitle: $queryTitle, query: $query, scope: $scope) {\n      message\n      savedQuery {\n        ...BulkEditSavedQuery_query\n      }\n      userErrors {\n        ...UserErrorFields\n      }\n    }\n  }\n',
): (typeof documents)['\n  mutation SaveBulkEditQuery($id: ID, $queryTitle: String!, $query: BulkEditQueryInput!, $scope: BulkEditScopeInput!) {\n    saveBulkEditQuery(id: $id, queryTitle: $queryTitle, query: $query, scope: $scope) {\n      message\n      savedQuery {\n        ...BulkEditSavedQuery_query\n      }\n      userErrors {\n        ...UserErrorFields\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation DeleteBulkEditQuery($id: ID!) {\n    deleteBulkEditQuery(id: $id) {\n      message\n      deletedId\n      userErrors {\n        ...UserErrorFields\n      }\n    }\n  }\n',
): (typeof documents)['\n  mutation DeleteBulkEditQuery($id: ID!) {\n    deleteBulkEditQuery(id: $id) {\n      message\n      deletedId\n      userErrors {\n        ...UserErrorFields\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query BulkEditChoices {\n    ...LookupLists\n    assignableUsers {\n      id\n      displayName\n    }\n  }\n',
): (typeof documents)['\n  query BulkEditChoices {\n    ...LookupLists\n    assignableUsers {\n      id\n      displayName\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation BulkUpdateRecords($input: BulkUpdateInput!) {\n    bulkUpdateRecords(input: $input) {\n      message\n      userErrors {\n        ...UserErrorFields\n      }\n      failure {\n        message\n        applied\n        failedFromId\n      }\n      result {\n        dryRun\n        updated\n        unchanged\n        bulkChangeId\n        refused {\n          id\n          reason\n          message\n        }\n        records {\n          id\n          version\n          changes {\n            resource\n            field\n            itemId\n            before\n            after\n          }\n          ruleSets {\n            resource\n            itemId\n            field\n            value\n          }\n        }\n      }\n    }\n  }\n',
): (typeof documents)['\n  mutation BulkUpdateRecords($input: BulkUpdateInput!) {\n    bulkUpdateRecords(input: $input) {\n      message\n      userErrors {\n        ...UserErrorFields\n      }\n      failure {\n        message\n        applied\n        failedFromId\n      }\n      result {\n        dryRun\n        updated\n        unchanged\n        bulkChangeId\n        refused {\n          id\n          reason\n          message\n        }\n        records {\n          id\n          version\n          changes {\n            resource\n            field\n            itemId\n            before\n            after\n          }\n          ruleSets {\n            resource\n            itemId\n            field\n            value\n          }\n        }\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query BulkChangesToday {\n    bulkChangesToday {\n      id\n      username\n      createdAt\n      batchId\n      records\n      undoneAt\n      fields {\n        resource\n        field\n        value\n      }\n    }\n  }\n',
): (typeof documents)['\n  query BulkChangesToday {\n    bulkChangesToday {\n      id\n      username\n      createdAt\n      batchId\n      records\n      undoneAt\n      fields {\n        resource\n        field\n        value\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation UndoBulkChange($id: ID!) {\n    undoBulkChange(id: $id) {\n      message\n      userErrors {\n        ...UserErrorFields\n      }\n      failure {\n        message\n        applied\n        failedFromId\n      }\n      result {\n        bulkChangeId\n        restored\n        refused {\n          id\n          reason\n          message\n        }\n      }\n    }\n  }\n',
): (typeof documents)['\n  mutation UndoBulkChange($id: ID!) {\n    undoBulkChange(id: $id) {\n      message\n      userErrors {\n        ...UserErrorFields\n      }\n      failure {\n        message\n        applied\n        failedFromId\n      }\n      result {\n        bulkChangeId\n        restored\n        refused {\n          id\n          reason\n          message\n        }\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment BulkUpdateJobFields on BulkUpdateJob {\n    id\n    status\n    total\n    done\n    updated\n    unchanged\n    refused {\n      id\n      reason\n      message\n    }\n    bulkChangeId\n    cancelRequested\n    error\n    createdAt\n    finishedAt\n  }\n',
): (typeof documents)['\n  fragment BulkUpdateJobFields on BulkUpdateJob {\n    id\n    status\n    total\n    done\n    updated\n    unchanged\n    refused {\n      id\n      reason\n      message\n    }\n    bulkChangeId\n    cancelRequested\n    error\n    createdAt\n    finishedAt\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation StartBulkUpdate($input: BulkUpdateJobInput!) {\n    startBulkUpdate(input: $input) {\n      message\n      userErrors {\n        ...UserErrorFields\n      }\n      job {\n        ...BulkUpdateJobFields\n      }\n    }\n  }\n',
): (typeof documents)['\n  mutation StartBulkUpdate($input: BulkUpdateJobInput!) {\n    startBulkUpdate(input: $input) {\n      message\n      userErrors {\n        ...UserErrorFields\n      }\n      job {\n        ...BulkUpdateJobFields\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query BulkUpdateJob($id: ID!) {\n    bulkUpdateJob(id: $id) {\n      ...BulkUpdateJobFields\n    }\n  }\n',
): (typeof documents)['\n  query BulkUpdateJob($id: ID!) {\n    bulkUpdateJob(id: $id) {\n      ...BulkUpdateJobFields\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query MyBulkUpdateJobs {\n    myBulkUpdateJobs {\n      ...BulkUpdateJobFields\n    }\n  }\n',
): (typeof documents)['\n  query MyBulkUpdateJobs {\n    myBulkUpdateJobs {\n      ...BulkUpdateJobFields\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation CancelBulkUpdateJob($id: ID!) {\n    cancelBulkUpdateJob(id: $id) {\n      message\n      userErrors {\n        ...UserErrorFields\n      }\n      job {\n        ...BulkUpdateJobFields\n      }\n    }\n  }\n',
): (typeof documents)['\n  mutation CancelBulkUpdateJob($id: ID!) {\n    cancelBulkUpdateJob(id: $id) {\n      message\n      userErrors {\n        ...UserErrorFields\n      }\n      job {\n        ...BulkUpdateJobFields\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query BatchEdit($id: ID!) {\n    batch(id: $id) {\n      ...BatchTable_batch\n    }\n  }\n',
): (typeof documents)['\n  query BatchEdit($id: ID!) {\n    batch(id: $id) {\n      ...BatchTable_batch\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query BatchList($id: ID!) {\n    researchCollection(id: $id) {\n      id\n      collectionTitle\n      lockedBatchCount\n      totalBatchCount\n      batches {\n        ...BatchTable_batch\n      }\n    }\n  }\n',
): (typeof documents)['\n  query BatchList($id: ID!) {\n    researchCollection(id: $id) {\n      id\n      collectionTitle\n      lockedBatchCount\n      totalBatchCount\n      batches {\n        ...BatchTable_batch\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query CollectionEdit($id: ID!) {\n    researchCollection(id: $id) {\n      ...CollectionForm_collection\n    }\n  }\n',
): (typeof documents)['\n  query CollectionEdit($id: ID!) {\n    researchCollection(id: $id) {\n      ...CollectionForm_collection\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query CollectionList($status: CollectionStatusFilter!) {\n    researchCollections(status: $status) {\n      ...CollectionTable_collection\n    }\n  }\n',
): (typeof documents)['\n  query CollectionList($status: CollectionStatusFilter!) {\n    researchCollections(status: $status) {\n      ...CollectionTable_collection\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment BatchTable_batch on Batch {\n    id\n    title\n    researchCollectionId\n    period\n    periodNumber\n    dateFrom\n    dateTo\n    targetCompleteDate\n    status\n    locationCount\n  }\n',
): (typeof documents)['\n  fragment BatchTable_batch on Batch {\n    id\n    title\n    researchCollectionId\n    period\n    periodNumber\n    dateFrom\n    dateTo\n    targetCompleteDate\n    status\n    locationCount\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment CollectionTable_collection on ResearchCollection {\n    id\n    collectionTitle\n    licenceSchemeName\n    templateName\n    targetCompleteDate\n    status\n    lockedBatchCount\n    totalBatchCount\n  }\n',
): (typeof documents)['\n  fragment CollectionTable_collection on ResearchCollection {\n    id\n    collectionTitle\n    licenceSchemeName\n    templateName\n    targetCompleteDate\n    status\n    lockedBatchCount\n    totalBatchCount\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment LocationTable_location on Location {\n    id\n    type\n    institute\n    departmentId\n    locationName\n    aou\n    aouLabel\n    machineId\n    schoolType\n    sector\n    state\n  }\n',
): (typeof documents)['\n  fragment LocationTable_location on Location {\n    id\n    type\n    institute\n    departmentId\n    locationName\n    aou\n    aouLabel\n    machineId\n    schoolType\n    sector\n    state\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation CreateBatch($input: BatchInput!) {\n    createBatch(input: $input) {\n      message\n      batch {\n        ...BatchTable_batch\n      }\n      userErrors {\n        ...UserErrorFields\n      }\n    }\n  }\n',
): (typeof documents)['\n  mutation CreateBatch($input: BatchInput!) {\n    createBatch(input: $input) {\n      message\n      batch {\n        ...BatchTable_batch\n      }\n      userErrors {\n        ...UserErrorFields\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation UpdateBatch($id: ID!, $input: BatchInput!) {\n    updateBatch(id: $id, input: $input) {\n      message\n      batch {\n        ...BatchTable_batch\n      }\n      userErrors {\n        ...UserErrorFields\n      }\n    }\n  }\n',
): (typeof documents)['\n  mutation UpdateBatch($id: ID!, $input: BatchInput!) {\n    updateBatch(id: $id, input: $input) {\n      message\n      batch {\n        ...BatchTable_batch\n      }\n      userErrors {\n        ...UserErrorFields\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment CollectionForm_collection on ResearchCollection {\n    id\n    collectionTitle\n    licenceSchemeId\n    researchTemplateId\n    targetCompleteDate\n    status\n    licenceSchemeName\n    templateName\n    lockedBatchCount\n    totalBatchCount\n  }\n',
): (typeof documents)['\n  fragment CollectionForm_collection on ResearchCollection {\n    id\n    collectionTitle\n    licenceSchemeId\n    researchTemplateId\n    targetCompleteDate\n    status\n    licenceSchemeName\n    templateName\n    lockedBatchCount\n    totalBatchCount\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation CreateResearchCollection($input: ResearchCollectionInput!) {\n    createResearchCollection(input: $input) {\n      message\n      researchCollection {\n        ...CollectionForm_collection\n      }\n      userErrors {\n        ...UserErrorFields\n      }\n    }\n  }\n',
): (typeof documents)['\n  mutation CreateResearchCollection($input: ResearchCollectionInput!) {\n    createResearchCollection(input: $input) {\n      message\n      researchCollection {\n        ...CollectionForm_collection\n      }\n      userErrors {\n        ...UserErrorFields\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation UpdateResearchCollection($id: ID!, $input: ResearchCollectionInput!) {\n    updateResearchCollection(id: $id, input: $input) {\n      message\n      researchCollection {\n        ...CollectionForm_collection\n      }\n      userErrors {\n        ...UserErrorFields\n      }\n    }\n  }\n',
): (typeof documents)['\n  mutation UpdateResearchCollection($id: ID!, $input: ResearchCollectionInput!) {\n    updateResearchCollection(id: $id, input: $input) {\n      message\n      researchCollection {\n        ...CollectionForm_collection\n      }\n      userErrors {\n        ...UserErrorFields\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation UpdateLocation($id: ID!, $input: LocationInput!) {\n    updateLocation(id: $id, input: $input) {\n      message\n      location {\n        ...LocationTable_location\n      }\n      userErrors {\n        ...UserErrorFields\n      }\n    }\n  }\n',
): (typeof documents)['\n  mutation UpdateLocation($id: ID!, $input: LocationInput!) {\n    updateLocation(id: $id, input: $input) {\n      message\n      location {\n        ...LocationTable_location\n      }\n      userErrors {\n        ...UserErrorFields\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query CollectionFormLookups {\n    licenceSchemes {\n      id\n      value\n    }\n    researchTemplates {\n      id\n      templateName\n    }\n  }\n',
): (typeof documents)['\n  query CollectionFormLookups {\n    licenceSchemes {\n      id\n      value\n    }\n    researchTemplates {\n      id\n      templateName\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query LocationEdit($id: ID!) {\n    location(id: $id) {\n      batchId\n      ...LocationTable_location\n    }\n    aouList {\n      id\n      value\n    }\n  }\n',
): (typeof documents)['\n  query LocationEdit($id: ID!) {\n    location(id: $id) {\n      batchId\n      ...LocationTable_location\n    }\n    aouList {\n      id\n      value\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query LocationList($batchId: ID!) {\n    batch(id: $batchId) {\n      id\n      title\n      researchCollectionId\n      researchCollection {\n        id\n        collectionTitle\n      }\n      locations {\n        ...LocationTable_location\n      }\n    }\n  }\n',
): (typeof documents)['\n  query LocationList($batchId: ID!) {\n    batch(id: $batchId) {\n      id\n      title\n      researchCollectionId\n      researchCollection {\n        id\n        collectionTitle\n      }\n      locations {\n        ...LocationTable_location\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation DeleteBatch($id: ID!) {\n    deleteBatch(id: $id) {\n      message\n      deletedId\n      userErrors {\n        ...UserErrorFields\n      }\n    }\n  }\n',
): (typeof documents)['\n  mutation DeleteBatch($id: ID!) {\n    deleteBatch(id: $id) {\n      message\n      deletedId\n      userErrors {\n        ...UserErrorFields\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query CollectionListSearch($searchTerm: String!) {\n    researchCollectionSearch(searchTerm: $searchTerm) {\n      ...CollectionTable_collection\n    }\n  }\n',
): (typeof documents)['\n  query CollectionListSearch($searchTerm: String!) {\n    researchCollectionSearch(searchTerm: $searchTerm) {\n      ...CollectionTable_collection\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation DeleteResearchCollection($id: ID!) {\n    deleteResearchCollection(id: $id) {\n      message\n      deletedId\n      userErrors {\n        ...UserErrorFields\n      }\n    }\n  }\n',
): (typeof documents)['\n  mutation DeleteResearchCollection($id: ID!) {\n    deleteResearchCollection(id: $id) {\n      message\n      deletedId\n      userErrors {\n        ...UserErrorFields\n      }\n    }\n  }\n'];
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
  source: '\n  query ManualEntryCollection($id: ID!) {\n    researchCollection(id: $id) {\n      id\n      collectionTitle\n      licenceSchemeId\n      researchTemplateId\n      batches {\n        id\n        title\n        period\n        periodNumber\n        status\n      }\n    }\n  }\n',
): (typeof documents)['\n  query ManualEntryCollection($id: ID!) {\n    researchCollection(id: $id) {\n      id\n      collectionTitle\n      licenceSchemeId\n      researchTemplateId\n      batches {\n        id\n        title\n        period\n        periodNumber\n        status\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation CheckSourceFileLink($sourceFileLink: String!) {\n    checkSourceFileLink(sourceFileLink: $sourceFileLink) {\n      sourceFile {\n        filePath\n        fileName\n      }\n      userErrors {\n        ...UserErrorFields\n      }\n    }\n  }\n',
): (typeof documents)['\n  mutation CheckSourceFileLink($sourceFileLink: String!) {\n    checkSourceFileLink(sourceFileLink: $sourceFileLink) {\n      sourceFile {\n        filePath\n        fileName\n      }\n      userErrors {\n        ...UserErrorFields\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment QueueCard_group on QueueGroup {\n    name\n    records {\n      id\n      externalId\n      totalPages\n    }\n  }\n',
): (typeof documents)['\n  fragment QueueCard_group on QueueGroup {\n    name\n    records {\n      id\n      externalId\n      totalPages\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query Queue($status: QueueStatus!) {\n    queue(status: $status) {\n      ...QueueCard_group\n    }\n  }\n',
): (typeof documents)['\n  query Queue($status: QueueStatus!) {\n    queue(status: $status) {\n      ...QueueCard_group\n    }\n  }\n'];
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
  source: '\n  query RecentRecords {\n    recentRecords {\n      ...RecordSummaryRow_record\n    }\n  }\n',
): (typeof documents)['\n  query RecentRecords {\n    recentRecords {\n      ...RecordSummaryRow_record\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query FindRecords($search: String!) {\n    findRecords(search: $search) {\n      ...RecordSummaryRow_record\n    }\n  }\n',
): (typeof documents)['\n  query FindRecords($search: String!) {\n    findRecords(search: $search) {\n      ...RecordSummaryRow_record\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query FindRecordsTotal($search: String!) {\n    findRecordsTotal(search: $search) {\n      count\n      capped\n    }\n  }\n',
): (typeof documents)['\n  query FindRecordsTotal($search: String!) {\n    findRecordsTotal(search: $search) {\n      count\n      capped\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment RecordPanel_record on Document {\n    id\n    externalReferenceId\n    status\n    statusLabel\n    sourceFileName\n    sourceFilePath\n    documentView\n    assignedUser {\n      id\n      displayName\n    }\n    researchedBy {\n      id\n      displayName\n    }\n    batch {\n      id\n      status\n      title\n    }\n  }\n',
): (typeof documents)['\n  fragment RecordPanel_record on Document {\n    id\n    externalReferenceId\n    status\n    statusLabel\n    sourceFileName\n    sourceFilePath\n    documentView\n    assignedUser {\n      id\n      displayName\n    }\n    researchedBy {\n      id\n      displayName\n    }\n    batch {\n      id\n      status\n      title\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment RecordSummaryRow_record on RecordSummary {\n    id\n    externalReferenceId\n    biblioId\n    usageId\n    majorTitle\n    minorTitle\n    majorMaterialType\n    minorMaterialType\n    collectionTitle\n    batchPeriod\n    batchPeriodNumber\n    modifiedAt\n  }\n',
): (typeof documents)['\n  fragment RecordSummaryRow_record on RecordSummary {\n    id\n    externalReferenceId\n    biblioId\n    usageId\n    majorTitle\n    minorTitle\n    majorMaterialType\n    minorMaterialType\n    collectionTitle\n    batchPeriod\n    batchPeriodNumber\n    modifiedAt\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment UsageFields_usage on Usage {\n    id\n    activeFlag\n    copyType\n    copiedFor\n    eventDate\n    timesCopied\n    aaaFlag\n    amcosFlag\n    paymentAmount\n    linkCount\n  }\n',
): (typeof documents)['\n  fragment UsageFields_usage on Usage {\n    id\n    activeFlag\n    copyType\n    copiedFor\n    eventDate\n    timesCopied\n    aaaFlag\n    amcosFlag\n    paymentAmount\n    linkCount\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query RecordHistory($id: ID!) {\n    documentHistory(id: $id) {\n      id\n      at\n      who\n      changes\n    }\n  }\n',
): (typeof documents)['\n  query RecordHistory($id: ID!) {\n    documentHistory(id: $id) {\n      id\n      at\n      who\n      changes\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment ResearchForm_record on Document {\n    id\n    version\n    notes\n    otherInformation\n    researchCollection {\n      id\n      researchTemplateId\n      licenceSchemeId\n    }\n    writeRefusal {\n      reason\n      message\n    }\n    ...RecordPanel_record\n    biblios {\n      ...BiblioForm_biblio\n    }\n    usages {\n      ...UsageFields_usage\n    }\n    links {\n      biblioId\n      usageId\n      activeFlag\n    }\n  }\n',
): (typeof documents)['\n  fragment ResearchForm_record on Document {\n    id\n    version\n    notes\n    otherInformation\n    researchCollection {\n      id\n      researchTemplateId\n      licenceSchemeId\n    }\n    writeRefusal {\n      reason\n      message\n    }\n    ...RecordPanel_record\n    biblios {\n      ...BiblioForm_biblio\n    }\n    usages {\n      ...UsageFields_usage\n    }\n    links {\n      biblioId\n      usageId\n      activeFlag\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query ResearchRecord($id: ID!) {\n    document(id: $id) {\n      ...ResearchForm_record\n      batchId\n      researchCollection {\n        id\n        collectionTitle\n      }\n    }\n  }\n',
): (typeof documents)['\n  query ResearchRecord($id: ID!) {\n    document(id: $id) {\n      ...ResearchForm_record\n      batchId\n      researchCollection {\n        id\n        collectionTitle\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query ResearchRecordTemplate($id: ID!) {\n    document(id: $id) {\n      id\n      researchTemplate {\n        ...ResearchTemplate_rules\n      }\n    }\n  }\n',
): (typeof documents)['\n  query ResearchRecordTemplate($id: ID!) {\n    document(id: $id) {\n      id\n      researchTemplate {\n        ...ResearchTemplate_rules\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation SaveRecord($input: SaveRecordInput!) {\n    saveRecord(input: $input) {\n      message\n      nextRecordId\n      conflict {\n        message\n        version\n        changedBy\n        changedAt\n      }\n      userErrors {\n        ...UserErrorFields\n      }\n      document {\n        ...ResearchForm_record\n      }\n    }\n  }\n',
): (typeof documents)['\n  mutation SaveRecord($input: SaveRecordInput!) {\n    saveRecord(input: $input) {\n      message\n      nextRecordId\n      conflict {\n        message\n        version\n        changedBy\n        changedAt\n      }\n      userErrors {\n        ...UserErrorFields\n      }\n      document {\n        ...ResearchForm_record\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation CreateRecord($input: CreateRecordInput!) {\n    createRecord(input: $input) {\n      message\n      userErrors {\n        ...UserErrorFields\n      }\n      document {\n        ...ResearchForm_record\n      }\n    }\n  }\n',
): (typeof documents)['\n  mutation CreateRecord($input: CreateRecordInput!) {\n    createRecord(input: $input) {\n      message\n      userErrors {\n        ...UserErrorFields\n      }\n      document {\n        ...ResearchForm_record\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment LookupLists on Query {\n    edition: lookup(list: EDITION) {\n      id\n      value\n    }\n    exclusionCondition: lookup(list: EXCLUSION_CONDITION) {\n      id\n      value\n    }\n    termsConditions: lookup(list: TERMS_CONDITIONS) {\n      id\n      value\n    }\n    majorMaterialType: lookup(list: MAJOR_MATERIAL_TYPE) {\n      id\n      value\n    }\n    minorMaterialType: lookup(list: MINOR_MATERIAL_TYPE) {\n      id\n      value\n    }\n    workSubType: lookup(list: WORK_SUB_TYPE) {\n      id\n      value\n    }\n    copyType: lookup(list: COPY_TYPE) {\n      id\n      value\n    }\n    copiedFor: lookup(list: COPIED_FOR) {\n      id\n      value\n    }\n  }\n',
): (typeof documents)['\n  fragment LookupLists on Query {\n    edition: lookup(list: EDITION) {\n      id\n      value\n    }\n    exclusionCondition: lookup(list: EXCLUSION_CONDITION) {\n      id\n      value\n    }\n    termsConditions: lookup(list: TERMS_CONDITIONS) {\n      id\n      value\n    }\n    majorMaterialType: lookup(list: MAJOR_MATERIAL_TYPE) {\n      id\n      value\n    }\n    minorMaterialType: lookup(list: MINOR_MATERIAL_TYPE) {\n      id\n      value\n    }\n    workSubType: lookup(list: WORK_SUB_TYPE) {\n      id\n      value\n    }\n    copyType: lookup(list: COPY_TYPE) {\n      id\n      value\n    }\n    copiedFor: lookup(list: COPIED_FOR) {\n      id\n      value\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query ResearchLookups {\n    ...LookupLists\n  }\n',
): (typeof documents)['\n  query ResearchLookups {\n    ...LookupLists\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment ResearchTemplate_rules on ResearchTemplate {\n    id\n    fields {\n      id\n      resource\n      fieldName\n      label\n    }\n    rules {\n      id\n      name\n      conditions {\n        field\n        operator\n        value\n      }\n      actions {\n        field\n        type\n        value\n        options\n        message\n      }\n    }\n  }\n',
): (typeof documents)['\n  fragment ResearchTemplate_rules on ResearchTemplate {\n    id\n    fields {\n      id\n      resource\n      fieldName\n      label\n    }\n    rules {\n      id\n      name\n      conditions {\n        field\n        operator\n        value\n      }\n      actions {\n        field\n        type\n        value\n        options\n        message\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query ResearchRules($templateId: Int!) {\n    researchTemplate(id: $templateId) {\n      ...ResearchTemplate_rules\n    }\n  }\n',
): (typeof documents)['\n  query ResearchRules($templateId: Int!) {\n    researchTemplate(id: $templateId) {\n      ...ResearchTemplate_rules\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment BiblioForm_biblio on Biblio {\n    id\n    activeFlag\n    majorTitle\n    minorTitle\n    isn\n    issueName\n    issueNumber\n    volume\n    edition\n    chapterNumbers\n    pageNumbers\n    publicationYear\n    publicationDate\n    publisher\n    workCreator\n    sourceCreators\n    url\n    notes\n    unitsCopied\n    majorMaterialType\n    minorMaterialType\n    workSubType\n    termsConditions\n    exclusionCondition\n    blm\n    blmStatus\n    paymentModel\n    workId\n    workStatus\n    recipient\n    recipientId\n    parentRecipientId\n    parentRecipientName\n    matchedBy\n    artisticWorks\n    distributionOnly\n    internet\n    unidentifiable\n    newWorkRequest\n    shouldRequestNewWork\n    linkCount\n  }\n',
): (typeof documents)['\n  fragment BiblioForm_biblio on Biblio {\n    id\n    activeFlag\n    majorTitle\n    minorTitle\n    isn\n    issueName\n    issueNumber\n    volume\n    edition\n    chapterNumbers\n    pageNumbers\n    publicationYear\n    publicationDate\n    publisher\n    workCreator\n    sourceCreators\n    url\n    notes\n    unitsCopied\n    majorMaterialType\n    minorMaterialType\n    workSubType\n    termsConditions\n    exclusionCondition\n    blm\n    blmStatus\n    paymentModel\n    workId\n    workStatus\n    recipient\n    recipientId\n    parentRecipientId\n    parentRecipientName\n    matchedBy\n    artisticWorks\n    distributionOnly\n    internet\n    unidentifiable\n    newWorkRequest\n    shouldRequestNewWork\n    linkCount\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query AuditorFields($templateId: Int!, $licenceSchemeId: Int) {\n    researchTemplate(id: $templateId) {\n      id\n      fields(licenceSchemeId: $licenceSchemeId) {\n        id\n        resource\n        fieldName\n      }\n    }\n  }\n',
): (typeof documents)['\n  query AuditorFields($templateId: Int!, $licenceSchemeId: Int) {\n    researchTemplate(id: $templateId) {\n      id\n      fields(licenceSchemeId: $licenceSchemeId) {\n        id\n        resource\n        fieldName\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query NextQueueRecordId($batchId: ID!, $exceptId: ID!) {\n    nextQueueRecordId(batchId: $batchId, status: READY_FOR_RESEARCH, exceptId: $exceptId)\n  }\n',
): (typeof documents)['\n  query NextQueueRecordId($batchId: ID!, $exceptId: ID!) {\n    nextQueueRecordId(batchId: $batchId, status: READY_FOR_RESEARCH, exceptId: $exceptId)\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query WorkSearch($criteria: WorkSearchInput!) {\n    workSearch(criteria: $criteria) {\n      workId\n      title\n      type\n      isn\n      yearOfPublication\n      creators\n      publishers\n      score\n      whyMatched\n    }\n  }\n',
): (typeof documents)['\n  query WorkSearch($criteria: WorkSearchInput!) {\n    workSearch(criteria: $criteria) {\n      workId\n      title\n      type\n      isn\n      yearOfPublication\n      creators\n      publishers\n      score\n      whyMatched\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query WorkDetail($workId: ID!, $excludeRecordId: ID) {\n    work(workId: $workId) {\n      workId\n      title\n      type\n      subType\n      isn\n      yearOfPublication\n      edition\n      volume\n      blmStatus\n      paymentModel\n      url\n      contributors {\n        sfPseudonymName\n        type\n      }\n      shares {\n        sfAccountName\n        share\n      }\n      terms {\n        sfTacName\n      }\n    }\n    citingRecords(workId: $workId, excludeRecordId: $excludeRecordId) {\n      id\n      externalReferenceId\n    }\n  }\n',
): (typeof documents)['\n  query WorkDetail($workId: ID!, $excludeRecordId: ID) {\n    work(workId: $workId) {\n      workId\n      title\n      type\n      subType\n      isn\n      yearOfPublication\n      edition\n      volume\n      blmStatus\n      paymentModel\n      url\n      contributors {\n        sfPseudonymName\n        type\n      }\n      shares {\n        sfAccountName\n        share\n      }\n      terms {\n        sfTacName\n      }\n    }\n    citingRecords(workId: $workId, excludeRecordId: $excludeRecordId) {\n      id\n      externalReferenceId\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query RecipientSearch($name: String!, $role: RecipientRole!) {\n    recipients(name: $name, role: $role) {\n      accountObjectId\n      pseudonymName\n      pseudonymRole\n      accountName\n      accountProfile\n      accountYearOfBirth\n      accountYearOfDeath\n      accountRelationshipType\n      accountUltimateParentName\n      accountEmail\n      accountMemberStatus\n    }\n  }\n',
): (typeof documents)['\n  query RecipientSearch($name: String!, $role: RecipientRole!) {\n    recipients(name: $name, role: $role) {\n      accountObjectId\n      pseudonymName\n      pseudonymRole\n      accountName\n      accountProfile\n      accountYearOfBirth\n      accountYearOfDeath\n      accountRelationshipType\n      accountUltimateParentName\n      accountEmail\n      accountMemberStatus\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query Contributions($criteria: WorkSearchInput!) {\n    workSearch(criteria: $criteria) {\n      workId\n      type\n      isn\n      title\n      publishers\n    }\n  }\n',
): (typeof documents)['\n  query Contributions($criteria: WorkSearchInput!) {\n    workSearch(criteria: $criteria) {\n      workId\n      type\n      isn\n      title\n      publishers\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query StatisticsIndividualMetrics($researcherId: ID) {\n    individualMetrics(researcherId: $researcherId) {\n      researcher {\n        id\n        displayName\n      }\n      lastDays {\n        date\n        researched\n        unidentifiable\n        workRequest\n      }\n      summary {\n        dailyAverageDocuments\n        unidentifiablePercent\n        workRequestPercent\n        bestDay {\n          date\n          researched\n        }\n        totalDocuments\n      }\n    }\n  }\n',
): (typeof documents)['\n  query StatisticsIndividualMetrics($researcherId: ID) {\n    individualMetrics(researcherId: $researcherId) {\n      researcher {\n        id\n        displayName\n      }\n      lastDays {\n        date\n        researched\n        unidentifiable\n        workRequest\n      }\n      summary {\n        dailyAverageDocuments\n        unidentifiablePercent\n        workRequestPercent\n        bestDay {\n          date\n          researched\n        }\n        totalDocuments\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query StatisticsCollectionBatches($id: ID!) {\n    researchCollection(id: $id) {\n      id\n      batches {\n        id\n        title\n        status\n      }\n    }\n  }\n',
): (typeof documents)['\n  query StatisticsCollectionBatches($id: ID!) {\n    researchCollection(id: $id) {\n      id\n      batches {\n        id\n        title\n        status\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query StatisticsProcessOverview($collectionId: ID!, $batchId: ID!, $targetDate: Date) {\n    processOverview(collectionId: $collectionId, batchId: $batchId, targetDate: $targetDate) {\n      batchId\n      info {\n        researchers {\n          researcherId\n          displayName\n          remaining\n          dailyAverage\n          forecast {\n            remaining\n            doneOn\n            daysAfterTarget\n          }\n        }\n        processedToday\n        dailyAverageDocuments\n        dailyDocumentTarget\n        unidentifiable\n        workRequests\n        heldbacks\n        onHold\n        uniqueRecordCount\n      }\n      doughnut {\n        slices {\n          category\n          count\n        }\n        totalDocuments\n      }\n      line {\n        startDate\n        endDate\n        targetDate\n        totalDocuments\n        labelStep\n        points {\n          date\n          researched\n          totalByDate\n        }\n        forecast {\n          date\n          totalByDate\n        }\n      }\n      completionForecast {\n        remaining\n        doneOn\n        daysAfterTarget\n      }\n    }\n  }\n',
): (typeof documents)['\n  query StatisticsProcessOverview($collectionId: ID!, $batchId: ID!, $targetDate: Date) {\n    processOverview(collectionId: $collectionId, batchId: $batchId, targetDate: $targetDate) {\n      batchId\n      info {\n        researchers {\n          researcherId\n          displayName\n          remaining\n          dailyAverage\n          forecast {\n            remaining\n            doneOn\n            daysAfterTarget\n          }\n        }\n        processedToday\n        dailyAverageDocuments\n        dailyDocumentTarget\n        unidentifiable\n        workRequests\n        heldbacks\n        onHold\n        uniqueRecordCount\n      }\n      doughnut {\n        slices {\n          category\n          count\n        }\n        totalDocuments\n      }\n      line {\n        startDate\n        endDate\n        targetDate\n        totalDocuments\n        labelStep\n        points {\n          date\n          researched\n          totalByDate\n        }\n        forecast {\n          date\n          totalByDate\n        }\n      }\n      completionForecast {\n        remaining\n        doneOn\n        daysAfterTarget\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query StatisticsProcessedRecordsSummary($researcherId: ID, $date: Date) {\n    processedRecordsSummary(researcherId: $researcherId, date: $date) {\n      researcherId\n      researcher\n      date\n      researched\n      unidentifiable\n      workRequest\n      tone\n    }\n  }\n',
): (typeof documents)['\n  query StatisticsProcessedRecordsSummary($researcherId: ID, $date: Date) {\n    processedRecordsSummary(researcherId: $researcherId, date: $date) {\n      researcherId\n      researcher\n      date\n      researched\n      unidentifiable\n      workRequest\n      tone\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query StatisticsResearchers {\n    statisticsResearchers {\n      id\n      displayName\n    }\n  }\n',
): (typeof documents)['\n  query StatisticsResearchers {\n    statisticsResearchers {\n      id\n      displayName\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation RevokeIntegrator($id: ID!) {\n    revokeIntegrator(id: $id) {\n      message\n      integrator {\n        ...IntegratorRow\n      }\n      userErrors {\n        ...UserErrorFields\n      }\n    }\n  }\n',
): (typeof documents)['\n  mutation RevokeIntegrator($id: ID!) {\n    revokeIntegrator(id: $id) {\n      message\n      integrator {\n        ...IntegratorRow\n      }\n      userErrors {\n        ...UserErrorFields\n      }\n    }\n  }\n'];
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
  source: '\n  mutation CreateIntegrator($input: CreateIntegratorInput!) {\n    createIntegrator(input: $input) {\n      message\n      integrator {\n        ...IntegratorRow\n      }\n      userErrors {\n        ...UserErrorFields\n      }\n    }\n  }\n',
): (typeof documents)['\n  mutation CreateIntegrator($input: CreateIntegratorInput!) {\n    createIntegrator(input: $input) {\n      message\n      integrator {\n        ...IntegratorRow\n      }\n      userErrors {\n        ...UserErrorFields\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation AssignRole($userId: ID!, $roleId: Int!) {\n    assignRole(userId: $userId, roleId: $roleId) {\n      message\n      user {\n        id\n        roleId\n        role {\n          id\n          value\n        }\n      }\n      userErrors {\n        ...UserErrorFields\n      }\n    }\n  }\n',
): (typeof documents)['\n  mutation AssignRole($userId: ID!, $roleId: Int!) {\n    assignRole(userId: $userId, roleId: $roleId) {\n      message\n      user {\n        id\n        roleId\n        role {\n          id\n          value\n        }\n      }\n      userErrors {\n        ...UserErrorFields\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query UserAccessIntegrators {\n    integrators {\n      ...IntegratorRow\n    }\n  }\n',
): (typeof documents)['\n  query UserAccessIntegrators {\n    integrators {\n      ...IntegratorRow\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment IntegratorRow on Integrator {\n    id\n    name\n    clientId\n    role {\n      id\n      value\n    }\n    scope\n    createdAt\n    revokedAt\n  }\n',
): (typeof documents)['\n  fragment IntegratorRow on Integrator {\n    id\n    name\n    clientId\n    role {\n      id\n      value\n    }\n    scope\n    createdAt\n    revokedAt\n  }\n'];
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
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query DocumentView($id: ID!) {\n    document(id: $id) {\n      id\n      externalReferenceId\n      documentView\n      pages {\n        total\n        heldback\n        fullPdfUrl\n        list {\n          label\n          heldback\n          number\n          imageUrl\n          thumbnailUrl\n          pdfUrl\n        }\n      }\n      biblios {\n        id\n        majorTitle\n      }\n      writeRefusal {\n        message\n      }\n    }\n  }\n',
): (typeof documents)['\n  query DocumentView($id: ID!) {\n    document(id: $id) {\n      id\n      externalReferenceId\n      documentView\n      pages {\n        total\n        heldback\n        fullPdfUrl\n        list {\n          label\n          heldback\n          number\n          imageUrl\n          thumbnailUrl\n          pdfUrl\n        }\n      }\n      biblios {\n        id\n        majorTitle\n      }\n      writeRefusal {\n        message\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query RecordTags($recordId: ID!) {\n    recordTags(recordId: $recordId) {\n      recordId\n      pageTags {\n        ...ViewerPageTag\n      }\n      groupTags {\n        ...ViewerGroupTag\n      }\n    }\n  }\n  fragment ViewerPageTag on BiblioTag {\n    id\n    biblioId\n    pageNumber\n    pageX\n    pageY\n  }\n  fragment ViewerGroupTag on GroupTag {\n    id\n    biblioId\n    startPage\n    endPage\n    pageX\n    pageY\n  }\n',
): (typeof documents)['\n  query RecordTags($recordId: ID!) {\n    recordTags(recordId: $recordId) {\n      recordId\n      pageTags {\n        ...ViewerPageTag\n      }\n      groupTags {\n        ...ViewerGroupTag\n      }\n    }\n  }\n  fragment ViewerPageTag on BiblioTag {\n    id\n    biblioId\n    pageNumber\n    pageX\n    pageY\n  }\n  fragment ViewerGroupTag on GroupTag {\n    id\n    biblioId\n    startPage\n    endPage\n    pageX\n    pageY\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation SaveTag($input: SaveTagInput!) {\n    saveTag(input: $input) {\n      message\n      createdBiblioId\n      recordVersion\n      tag {\n        ...ViewerPageTag\n      }\n      userErrors {\n        ...UserErrorFields\n      }\n    }\n  }\n',
): (typeof documents)['\n  mutation SaveTag($input: SaveTagInput!) {\n    saveTag(input: $input) {\n      message\n      createdBiblioId\n      recordVersion\n      tag {\n        ...ViewerPageTag\n      }\n      userErrors {\n        ...UserErrorFields\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation SaveGroupTag($input: SaveGroupTagInput!) {\n    saveGroupTag(input: $input) {\n      message\n      groupTag {\n        ...ViewerGroupTag\n      }\n      userErrors {\n        ...UserErrorFields\n      }\n    }\n  }\n',
): (typeof documents)['\n  mutation SaveGroupTag($input: SaveGroupTagInput!) {\n    saveGroupTag(input: $input) {\n      message\n      groupTag {\n        ...ViewerGroupTag\n      }\n      userErrors {\n        ...UserErrorFields\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation DeleteTag($id: ID!) {\n    deleteTag(id: $id) {\n      message\n      deletedId\n      userErrors {\n        ...UserErrorFields\n      }\n    }\n  }\n',
): (typeof documents)['\n  mutation DeleteTag($id: ID!) {\n    deleteTag(id: $id) {\n      message\n      deletedId\n      userErrors {\n        ...UserErrorFields\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation DeleteGroupTag($id: ID!) {\n    deleteGroupTag(id: $id) {\n      message\n      deletedId\n      userErrors {\n        ...UserErrorFields\n      }\n    }\n  }\n',
): (typeof documents)['\n  mutation DeleteGroupTag($id: ID!) {\n    deleteGroupTag(id: $id) {\n      message\n      deletedId\n      userErrors {\n        ...UserErrorFields\n      }\n    }\n  }\n'];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> =
  TDocumentNode extends DocumentNode<infer TType, any> ? TType : never;
