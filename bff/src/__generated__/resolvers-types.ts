import type { RecordStatus } from '@rt/domain';
import type { CollectionStatus } from '@rt/domain';
import type { BatchStatus } from '@rt/domain';
import type { BatchPeriod } from '@rt/domain';
import type { LocationType } from '@rt/domain';
import type { GraphQLResolveInfo, GraphQLScalarType, GraphQLScalarTypeConfig } from 'graphql';
import type { UserRecord } from '../modules/user/user.mappers.ts';
import type { CollectionRecord, BatchRecord, LocationRecord } from '../modules/collection/collection.mappers.ts';
import type { TemplateRecord } from '../modules/lookup/lookup.mappers.ts';
import type {
  FullRecord,
  BiblioRecord,
  UsageRecord,
  LinkRecord,
  PersonRecord,
  RecordSummaryRecord,
  RecordHistoryRecord,
} from '../modules/research/research.mappers.ts';
import type { WorkRecord, WorkMatchRecord, CitingRecordRow } from '../modules/rights/rights.mappers.ts';
import type { BatchAssignmentRecord, SourceFileRecord } from '../modules/assignment/assignment.mappers.ts';
import type { BiblioTagRecord, GroupTagRecord, RecordTagsRecord } from '../modules/tags/tags.mappers.ts';
import type {
  BulkUpdateRecord,
  BulkRecordChangeRecord,
  BulkRefusalRecord,
  BulkRuleSetRecord,
  BulkFieldChangeRecord,
  BulkChangeRecord,
  BulkChangeFieldRecord,
  BulkUndoRecord,
  BulkUndoRefusalRecord,
  BulkUpdateJobRecord,
} from '../modules/bulk-update/bulk-update.mappers.ts';
import type { BffContext } from '../context.ts';
export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
export type Omit<T, K extends keyof T> = Pick<T, Exclude<keyof T, K>>;
export type EnumResolverSignature<T, AllowedValues = any> = { [key in keyof T]?: AllowedValues };
export type RequireFields<T, K extends keyof T> = Omit<T, K> & { [P in K]-?: NonNullable<T[P]> };
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string | number };
  String: { input: string; output: string };
  Boolean: { input: boolean; output: boolean };
  Int: { input: number; output: number };
  Float: { input: number; output: number };
  /** A calendar date as text, yyyy-MM-dd. */
  Date: { input: string; output: string };
  /** An instant as ISO-8601 text. */
  DateTime: { input: string; output: string };
  /** Any JSON value: a bulk-edit filter's value or a result's cell, whose type the field catalogue gives. */
  JSON: { input: unknown; output: unknown };
};

export type Aou = {
  __typename?: 'Aou';
  id: Scalars['Int']['output'];
  value: Scalars['String']['output'];
};

export type AssignRolePayload = {
  __typename?: 'AssignRolePayload';
  /** The server's message, shown as the success alert. */
  message?: Maybe<Scalars['String']['output']>;
  user?: Maybe<User>;
  userErrors: Array<UserError>;
};

export type AssignUsersToBatchesPayload = {
  __typename?: 'AssignUsersToBatchesPayload';
  /** The batches' assignments as they now stand, with the new record counts. */
  assignments: Array<BatchAssignment>;
  /** The server's message, shown as the success alert. */
  message?: Maybe<Scalars['String']['output']>;
  userErrors: Array<UserError>;
};

export type Batch = {
  __typename?: 'Batch';
  dateFrom: Scalars['Date']['output'];
  dateTo: Scalars['Date']['output'];
  id: Scalars['ID']['output'];
  locationCount: Scalars['Int']['output'];
  locations: Array<Location>;
  period: BatchPeriod;
  periodNumber: Scalars['String']['output'];
  researchCollection?: Maybe<ResearchCollection>;
  researchCollectionId: Scalars['ID']['output'];
  status: BatchStatus;
  targetCompleteDate?: Maybe<Scalars['Date']['output']>;
  /** Period plus period number. */
  title: Scalars['String']['output'];
};

/** A user assigned to a batch: the batch's records are dealt out to its assignees, into their queues. */
export type BatchAssignment = {
  __typename?: 'BatchAssignment';
  /** The batch's records assigned to this user, whatever their status (the Assigned Records column). */
  assignedRecords: Scalars['Int']['output'];
  batchId: Scalars['ID']['output'];
  /** The batch's title: period plus period number. */
  batchTitle: Scalars['String']['output'];
  /** The assignee's display name (the table's Name column). */
  displayName: Scalars['String']['output'];
  /** The assignment's id; removeBatchAssignment takes it. */
  id: Scalars['ID']['output'];
  userId: Scalars['ID']['output'];
};

/** The create and edit form of a batch. Every field may be left empty; the records API validates. */
export type BatchInput = {
  dateFrom?: InputMaybe<Scalars['Date']['input']>;
  dateTo?: InputMaybe<Scalars['Date']['input']>;
  period?: InputMaybe<BatchPeriod>;
  periodNumber?: InputMaybe<Scalars['String']['input']>;
  researchCollectionId?: InputMaybe<Scalars['ID']['input']>;
  /** Null is UNLOCKED on create and unchanged on edit. */
  status?: InputMaybe<BatchStatus>;
  /** Optional; empty is sent as null. */
  targetCompleteDate?: InputMaybe<Scalars['Date']['input']>;
};

export type BatchPayload = {
  __typename?: 'BatchPayload';
  batch?: Maybe<Batch>;
  /** The server's message, shown as the success alert. */
  message?: Maybe<Scalars['String']['output']>;
  userErrors: Array<UserError>;
};

export type { BatchPeriod };

/** A user the batch is assigned to (the Researchers info line). */
export type BatchResearcher = {
  __typename?: 'BatchResearcher';
  /** Documents per day worked over the last six months, in any batch, to one decimal. */
  dailyAverage: Scalars['Float']['output'];
  displayName: Scalars['String']['output'];
  /** When they are done with their records of the batch, the batch's unassigned records dealt out in turn. */
  forecast: CompletionForecast;
  /** Their records of the batch that are not researched yet. */
  remaining: Scalars['Int']['output'];
  researcherId: Scalars['ID']['output'];
};

export type { BatchStatus };

export type BestDay = {
  __typename?: 'BestDay';
  date: Scalars['Date']['output'];
  researched: Scalars['Int']['output'];
};

/** A work (bibliographic entry) identified in a record. */
export type Biblio = {
  __typename?: 'Biblio';
  activeFlag: Scalars['Boolean']['output'];
  artisticWorks: Scalars['Boolean']['output'];
  blm: Scalars['Boolean']['output'];
  blmStatus?: Maybe<Scalars['String']['output']>;
  chapterNumbers?: Maybe<Scalars['String']['output']>;
  distributionOnly: Scalars['Boolean']['output'];
  edition?: Maybe<Scalars['Int']['output']>;
  exclusionCondition?: Maybe<Scalars['Int']['output']>;
  id: Scalars['ID']['output'];
  internet: Scalars['Boolean']['output'];
  isn?: Maybe<Scalars['String']['output']>;
  issueName?: Maybe<Scalars['String']['output']>;
  issueNumber?: Maybe<Scalars['String']['output']>;
  /** How many usages this biblio is actively linked to. */
  linkCount: Scalars['Int']['output'];
  majorMaterialType?: Maybe<Scalars['Int']['output']>;
  majorTitle?: Maybe<Scalars['String']['output']>;
  matchedBy?: Maybe<Scalars['String']['output']>;
  minorMaterialType?: Maybe<Scalars['Int']['output']>;
  minorTitle?: Maybe<Scalars['String']['output']>;
  newWorkRequest: Scalars['Boolean']['output'];
  notes?: Maybe<Scalars['String']['output']>;
  pageNumbers?: Maybe<Scalars['String']['output']>;
  parentRecipientId?: Maybe<Scalars['String']['output']>;
  parentRecipientName?: Maybe<Scalars['String']['output']>;
  paymentModel?: Maybe<Scalars['String']['output']>;
  publicationDate?: Maybe<Scalars['Date']['output']>;
  publicationYear?: Maybe<Scalars['Int']['output']>;
  publisher?: Maybe<Scalars['String']['output']>;
  recipient?: Maybe<Scalars['String']['output']>;
  recipientId?: Maybe<Scalars['String']['output']>;
  recordId: Scalars['ID']['output'];
  shouldRequestNewWork: Scalars['Boolean']['output'];
  sourceCreators?: Maybe<Scalars['String']['output']>;
  termsConditions?: Maybe<Scalars['Int']['output']>;
  unidentifiable: Scalars['Boolean']['output'];
  unitsCopied: Scalars['Int']['output'];
  url?: Maybe<Scalars['String']['output']>;
  volume?: Maybe<Scalars['String']['output']>;
  workCreator?: Maybe<Scalars['String']['output']>;
  workId?: Maybe<Scalars['String']['output']>;
  workStatus?: Maybe<Scalars['String']['output']>;
  workSubType?: Maybe<Scalars['Int']['output']>;
};

/** A biblio as the form sends it: an existing one by id, a new one by a key of the form's choosing. */
export type BiblioInput = {
  artisticWorks?: InputMaybe<Scalars['Boolean']['input']>;
  blm?: InputMaybe<Scalars['Boolean']['input']>;
  blmStatus?: InputMaybe<Scalars['String']['input']>;
  chapterNumbers?: InputMaybe<Scalars['String']['input']>;
  distributionOnly?: InputMaybe<Scalars['Boolean']['input']>;
  edition?: InputMaybe<Scalars['Int']['input']>;
  exclusionCondition?: InputMaybe<Scalars['Int']['input']>;
  id?: InputMaybe<Scalars['ID']['input']>;
  internet?: InputMaybe<Scalars['Boolean']['input']>;
  isn?: InputMaybe<Scalars['String']['input']>;
  issueName?: InputMaybe<Scalars['String']['input']>;
  issueNumber?: InputMaybe<Scalars['String']['input']>;
  /** Names the biblio in links: its id for an existing one, any unique text for a new one. */
  key: Scalars['String']['input'];
  majorMaterialType?: InputMaybe<Scalars['Int']['input']>;
  majorTitle?: InputMaybe<Scalars['String']['input']>;
  matchedBy?: InputMaybe<Scalars['String']['input']>;
  minorMaterialType?: InputMaybe<Scalars['Int']['input']>;
  minorTitle?: InputMaybe<Scalars['String']['input']>;
  newWorkRequest?: InputMaybe<Scalars['Boolean']['input']>;
  notes?: InputMaybe<Scalars['String']['input']>;
  pageNumbers?: InputMaybe<Scalars['String']['input']>;
  parentRecipientId?: InputMaybe<Scalars['String']['input']>;
  parentRecipientName?: InputMaybe<Scalars['String']['input']>;
  paymentModel?: InputMaybe<Scalars['String']['input']>;
  publicationDate?: InputMaybe<Scalars['Date']['input']>;
  publicationYear?: InputMaybe<Scalars['Int']['input']>;
  publisher?: InputMaybe<Scalars['String']['input']>;
  recipient?: InputMaybe<Scalars['String']['input']>;
  recipientId?: InputMaybe<Scalars['String']['input']>;
  shouldRequestNewWork?: InputMaybe<Scalars['Boolean']['input']>;
  sourceCreators?: InputMaybe<Scalars['String']['input']>;
  termsConditions?: InputMaybe<Scalars['Int']['input']>;
  unidentifiable?: InputMaybe<Scalars['Boolean']['input']>;
  unitsCopied?: InputMaybe<Scalars['Int']['input']>;
  url?: InputMaybe<Scalars['String']['input']>;
  volume?: InputMaybe<Scalars['String']['input']>;
  workCreator?: InputMaybe<Scalars['String']['input']>;
  workId?: InputMaybe<Scalars['String']['input']>;
  workStatus?: InputMaybe<Scalars['String']['input']>;
  workSubType?: InputMaybe<Scalars['Int']['input']>;
};

/** A biblio marked on one page of a record's document (the document viewer). */
export type BiblioTag = {
  __typename?: 'BiblioTag';
  biblioId: Scalars['ID']['output'];
  id: Scalars['ID']['output'];
  pageNumber: Scalars['Int']['output'];
  pageTaggedFlag: Scalars['Boolean']['output'];
  /** Where on the page, as a share of its width from the left: 0 to 1. */
  pageX: Scalars['Float']['output'];
  /** Where on the page, as a share of its height from the top: 0 to 1. */
  pageY: Scalars['Float']['output'];
  recordId: Scalars['ID']['output'];
};

export type BiblioUsageLink = {
  __typename?: 'BiblioUsageLink';
  activeFlag: Scalars['Boolean']['output'];
  biblioId: Scalars['ID']['output'];
  usageId: Scalars['ID']['output'];
};

/** One real bulk update, as today's list shows it (docs/decisions/035). */
export type BulkChange = {
  __typename?: 'BulkChange';
  /** The batch it was limited to, if any. */
  batchId?: Maybe<Scalars['ID']['output']>;
  createdAt: Scalars['DateTime']['output'];
  fields: Array<BulkChangeField>;
  id: Scalars['ID']['output'];
  /** Records it changed. */
  records: Scalars['Int']['output'];
  /** When it was undone; null while it stands. */
  undoneAt?: Maybe<Scalars['DateTime']['output']>;
  userId: Scalars['ID']['output'];
  /** Who made it, by display name. */
  username?: Maybe<Scalars['String']['output']>;
};

/** A field and the value a bulk change set on it. */
export type BulkChangeField = {
  __typename?: 'BulkChangeField';
  field: Scalars['String']['output'];
  resource: BulkUpdateResource;
  value?: Maybe<Scalars['JSON']['output']>;
};

export type BulkEditChoices = {
  __typename?: 'BulkEditChoices';
  kind: BulkEditChoicesKind;
  /** The lookup list whose ids the field holds, for LOOKUP. */
  lookupList?: Maybe<LookupList>;
  /** The fixed values, for VALUES. */
  values?: Maybe<Array<Scalars['String']['output']>>;
};

/** Where an enum field's choices come from. */
export type BulkEditChoicesKind =
  /** The ids of users records may be assigned to (role ids 2 and 5). */
  | 'ASSIGNABLE_USERS'
  /** The ids of a lookup list: see lookupList. */
  | 'LOOKUP'
  /** Fixed values stored as text (a status): see values. */
  | 'VALUES';

export type BulkEditColumn = {
  __typename?: 'BulkEditColumn';
  field: Scalars['String']['output'];
  resource: BulkEditResource;
};

export type BulkEditColumnInput = {
  field: Scalars['String']['input'];
  resource: BulkEditResource;
};

/** A result column, as the catalogue describes its field. */
export type BulkEditField = {
  __typename?: 'BulkEditField';
  /** An enum's choices; null for other types. */
  choices?: Maybe<BulkEditChoices>;
  /** May a bulk update set it. */
  editable: Scalars['Boolean']['output'];
  field: Scalars['String']['output'];
  /** 'biblio.major_title'. */
  key: Scalars['String']['output'];
  label: Scalars['String']['output'];
  resource: BulkEditResource;
  type: BulkEditFieldType;
  /** A number of an integer column. */
  whole: Scalars['Boolean']['output'];
};

/** A catalogue field's type, as its column holds it. */
export type BulkEditFieldType = 'BOOLEAN' | 'DATE' | 'ENUM' | 'NUMBER' | 'STRING';

export type BulkEditFilter = {
  __typename?: 'BulkEditFilter';
  field: Scalars['String']['output'];
  op: BulkEditOperator;
  resource: BulkEditResource;
  type: BulkEditFieldType;
  value?: Maybe<Scalars['JSON']['output']>;
};

/**
 * A filter: the records whose field compares so with the value. A null value with EQUALS means the
 * field is empty, with NOT_EQUALS that it holds a value. Biblio (usage) filters hold on one active
 * biblio (usage) together.
 */
export type BulkEditFilterInput = {
  field: Scalars['String']['input'];
  op: BulkEditOperator;
  resource: BulkEditResource;
  /** The field's type as the client knows it; refused when it is not the catalogue's. */
  type?: InputMaybe<BulkEditFieldType>;
  /** Of the field's type: true/false, text, a number, 'yyyy-MM-dd', an enum's value or a lookup or user id. */
  value?: InputMaybe<Scalars['JSON']['input']>;
};

/**
 * A filter's operator. Spec section 5: EQUALS and NOT_EQUALS for every type; the four comparisons
 * for strings, numbers and dates; BEGINS_WITH, ENDS_WITH and CONTAINS for strings only.
 */
export type BulkEditOperator =
  | 'BEGINS_WITH'
  | 'CONTAINS'
  | 'ENDS_WITH'
  | 'EQUALS'
  | 'GREATER_OR_EQUAL'
  | 'GREATER_THAN'
  | 'LESS_OR_EQUAL'
  | 'LESS_THAN'
  | 'NOT_EQUALS';

/** A query as it runs (or was saved). */
export type BulkEditQuery = {
  __typename?: 'BulkEditQuery';
  columns: Array<BulkEditColumn>;
  filters: Array<BulkEditFilter>;
  sort: BulkEditSort;
};

export type BulkEditQueryInput = {
  /** The result's columns, in order. */
  columns: Array<BulkEditColumnInput>;
  filters: Array<BulkEditFilterInput>;
  /** A chosen column (or the record's id); the record's id ascending when absent. */
  sort?: InputMaybe<BulkEditSortInput>;
};

/** A record of the result: one row per record. */
export type BulkEditRecord = {
  __typename?: 'BulkEditRecord';
  /** The chosen columns' values, in the columns' order; null for an empty field. */
  cells: Array<Maybe<Scalars['JSON']['output']>>;
  id: Scalars['ID']['output'];
  /** The record's research form, '/research/{id}'. */
  recordUrl: Scalars['String']['output'];
};

/** Every record a query matches (for 'select all'), up to cap. */
export type BulkEditRecordIds = {
  __typename?: 'BulkEditRecordIds';
  /** Most ids answered: the most records one bulk update takes. */
  cap: Scalars['Int']['output'];
  /** More records matched than cap. */
  capped: Scalars['Boolean']['output'];
  /** In the record's order; the first cap when there are more. */
  ids: Array<Scalars['ID']['output']>;
  /** Records the query matches. */
  total: Scalars['Int']['output'];
};

/** A page of a query's result, by keyset: the cursors move a page on and back. */
export type BulkEditRecordPage = {
  __typename?: 'BulkEditRecordPage';
  columns: Array<BulkEditField>;
  /** The next page's cursor, null on the last page. */
  nextCursor?: Maybe<Scalars['String']['output']>;
  pageSize: Scalars['Int']['output'];
  /** The previous page's cursor, null on the first page. */
  previousCursor?: Maybe<Scalars['String']['output']>;
  records: Array<BulkEditRecord>;
  sort: BulkEditSort;
  /** Records the query matches, on every page. */
  total: Scalars['Int']['output'];
};

/** A resource of the bulk-edit field catalogue. */
export type BulkEditResource = 'BATCH' | 'BIBLIO' | 'DOCUMENT_DETAIL' | 'LOCATION' | 'RESEARCH_COLLECTION' | 'USAGE';

/** A saved query (spec section 3), shared by everyone who bulk-edits. */
export type BulkEditSavedQuery = {
  __typename?: 'BulkEditSavedQuery';
  batchIds: Array<Scalars['ID']['output']>;
  createdAt: Scalars['DateTime']['output'];
  /** Who saved it first, by display name. */
  createdByUsername: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  query: BulkEditQuery;
  queryTitle: Scalars['String']['output'];
  researchCollectionIds: Array<Scalars['ID']['output']>;
  /** The kind of settings: bulk_edit. */
  settingsName: Scalars['String']['output'];
  updatedAt: Scalars['DateTime']['output'];
  updatedByUsername?: Maybe<Scalars['String']['output']>;
};

/** The records a query reads: those of these batches, and every record of these collections (at least one id). */
export type BulkEditScopeInput = {
  batchIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  researchCollectionIds?: InputMaybe<Array<Scalars['ID']['input']>>;
};

export type BulkEditSort = {
  __typename?: 'BulkEditSort';
  direction: BulkEditSortDirection;
  field: Scalars['String']['output'];
  resource: BulkEditResource;
};

export type BulkEditSortDirection = 'ASC' | 'DESC';

export type BulkEditSortInput = {
  direction: BulkEditSortDirection;
  field: Scalars['String']['input'];
  resource: BulkEditResource;
};

/** One field's change on a record or one of its active biblios or usages. */
export type BulkFieldChange = {
  __typename?: 'BulkFieldChange';
  after?: Maybe<Scalars['JSON']['output']>;
  before?: Maybe<Scalars['JSON']['output']>;
  field: Scalars['String']['output'];
  /** The biblio's or usage's id; null for the record's own fields. */
  itemId?: Maybe<Scalars['ID']['output']>;
  resource: BulkUpdateResource;
};

/** A contributor of a work, as the rights system names it. */
export type BulkLinkContributorInput = {
  sfPseudonymName: Scalars['String']['input'];
  type: Scalars['String']['input'];
};

/** The Work Search modal's bulk-edit mode: one of a work or a recipient, linked to every active biblio as linking one biblio does. */
export type BulkLinkInput = {
  recipient?: InputMaybe<BulkLinkRecipientInput>;
  work?: InputMaybe<BulkLinkWorkInput>;
};

/** A recipient account as the rights system's recipient search answers it. */
export type BulkLinkRecipientInput = {
  accountObjectId: Scalars['String']['input'];
  pseudonymName: Scalars['String']['input'];
};

/** A work as the rights system's work detail answers it: what linking copies into each biblio. */
export type BulkLinkWorkInput = {
  blmStatus?: InputMaybe<Scalars['String']['input']>;
  contributors: Array<BulkLinkContributorInput>;
  edition?: InputMaybe<Scalars['String']['input']>;
  isn?: InputMaybe<Scalars['String']['input']>;
  paymentModel?: InputMaybe<Scalars['String']['input']>;
  subType?: InputMaybe<Scalars['String']['input']>;
  title: Scalars['String']['input'];
  type: Scalars['String']['input'];
  url?: InputMaybe<Scalars['String']['input']>;
  volume?: InputMaybe<Scalars['String']['input']>;
  workId: Scalars['String']['input'];
  yearOfPublication?: InputMaybe<Scalars['Int']['input']>;
};

export type BulkRecordChange = {
  __typename?: 'BulkRecordChange';
  /** Empty when the record already holds every value. */
  changes: Array<BulkFieldChange>;
  id: Scalars['ID']['output'];
  ruleSets: Array<BulkRuleSet>;
  /** The record's version as read: send it back in versions with the real run. */
  version?: Maybe<Scalars['Int']['output']>;
};

/** The version a record was read at by the dry run. */
export type BulkRecordVersionInput = {
  id: Scalars['ID']['input'];
  version: Scalars['Int']['input'];
};

export type BulkRefusal = {
  __typename?: 'BulkRefusal';
  id: Scalars['ID']['output'];
  message: Scalars['String']['output'];
  reason: BulkRefusalReason;
};

/** Why a bulk update left a record as it is; refused records are listed, never skipped. */
export type BulkRefusalReason =
  /** The record's batch is locked. */
  | 'LOCKED_BATCH'
  /** No record has this id. */
  | 'NOT_FOUND'
  /** The record is not in the batch the update was limited to. */
  | 'OTHER_BATCH'
  /** A rule of the record's template disables, restricts or reports an error on a changed field. */
  | 'RULE'
  /** The record was saved since the version sent with the update. */
  | 'STALE_VERSION';

/** A value a rule of the record's template sets once the change is made (the next save of the form writes it). */
export type BulkRuleSet = {
  __typename?: 'BulkRuleSet';
  field: Scalars['String']['output'];
  itemId?: Maybe<Scalars['ID']['output']>;
  resource: BulkUpdateResource;
  value?: Maybe<Scalars['JSON']['output']>;
};

export type BulkUndoRefusal = {
  __typename?: 'BulkUndoRefusal';
  id: Scalars['ID']['output'];
  message: Scalars['String']['output'];
  reason: BulkUndoRefusalReason;
};

/** Why an undo left a record as it is. */
export type BulkUndoRefusalReason =
  /** A field the bulk change set holds another value now: a save since then wins. */
  'CHANGED_SINCE' | 'LOCKED_BATCH' | 'NOT_FOUND';

export type BulkUndoResult = {
  __typename?: 'BulkUndoResult';
  bulkChangeId: Scalars['ID']['output'];
  refused: Array<BulkUndoRefusal>;
  restored: Scalars['Int']['output'];
};

/** The server stopped midway: the chunks before stay applied (whole records), the rest was not written. */
export type BulkUpdateFailure = {
  __typename?: 'BulkUpdateFailure';
  /** Records of this call applied (or, for an undo, restored) before it stopped. */
  applied: Scalars['Int']['output'];
  /** The first record of the chunk that was not applied. */
  failedFromId?: Maybe<Scalars['ID']['output']>;
  message: Scalars['String']['output'];
};

/** One field to set: a catalogue field of the resource, and its value by the field's type (null for none). */
export type BulkUpdateFieldInput = {
  field: Scalars['String']['input'];
  resource: BulkUpdateResource;
  value?: InputMaybe<Scalars['JSON']['input']>;
};

export type BulkUpdateInput = {
  /** When given, records of any other batch are refused. */
  batchId?: InputMaybe<Scalars['ID']['input']>;
  /** The bulk change an earlier request of the same action made (its result's bulkChangeId): this request's records are added to it, so the action is one bulk change and one undo. Only the caller's own, made today, not undone, with the same fields, link and batch. */
  bulkChangeId?: InputMaybe<Scalars['ID']['input']>;
  /** Answer what would change, writing nothing. */
  dryRun: Scalars['Boolean']['input'];
  /** May be empty when a link is given. */
  fields: Array<BulkUpdateFieldInput>;
  /** A work or a recipient to link; its fields cannot also be among fields. */
  link?: InputMaybe<BulkLinkInput>;
  /** The bulk-edit query the records were chosen by, kept with the bulk change. */
  query?: InputMaybe<BulkEditQueryInput>;
  /** The records to change (at most 10,000 a call). */
  selectedIds: Array<Scalars['ID']['input']>;
  /** The versions the dry run read: a record saved since is refused, not overwritten. */
  versions?: InputMaybe<Array<BulkRecordVersionInput>>;
};

/** A bulk update's real run as a job of the records service: it goes on when the tab is closed, and its chunks are one bulk change. */
export type BulkUpdateJob = {
  __typename?: 'BulkUpdateJob';
  /** The bulk change its chunks are written into (one undo for all); null until it has one. */
  bulkChangeId?: Maybe<Scalars['ID']['output']>;
  /** Cancel was asked while it runs: it stops after its current chunk. */
  cancelRequested: Scalars['Boolean']['output'];
  /** When it was started. */
  createdAt: Scalars['DateTime']['output'];
  /** Records processed so far: updated, unchanged and refused. */
  done: Scalars['Int']['output'];
  /** Why it failed; null unless FAILED. */
  error?: Maybe<Scalars['String']['output']>;
  /** When it ended; null while queued or running. */
  finishedAt?: Maybe<Scalars['DateTime']['output']>;
  /** The job's id, for bulkUpdateJob and cancelBulkUpdateJob. */
  id: Scalars['ID']['output'];
  /** Records left as they are so far, each with the reason. */
  refused: Array<BulkRefusal>;
  /** Where it stands. */
  status: BulkUpdateJobStatus;
  /** Records named by the update. */
  total: Scalars['Int']['output'];
  /** Records that already held every value. */
  unchanged: Scalars['Int']['output'];
  /** Records changed so far. */
  updated: Scalars['Int']['output'];
};

/** A bulk update's real run as a job: the input of bulkUpdateRecords without dryRun and bulkChangeId (the job's chunks make one bulk change). */
export type BulkUpdateJobInput = {
  /** When given, records of any other batch are refused. */
  batchId?: InputMaybe<Scalars['ID']['input']>;
  /** May be empty when a link is given. */
  fields: Array<BulkUpdateFieldInput>;
  /** A work or a recipient to link; its fields cannot also be among fields. */
  link?: InputMaybe<BulkLinkInput>;
  /** The bulk-edit query the records were chosen by, kept with the bulk change. */
  query?: InputMaybe<BulkEditQueryInput>;
  /** The records to change (at most 10,000). */
  selectedIds: Array<Scalars['ID']['input']>;
  /** The versions the dry run read: a record saved since is refused, not overwritten. */
  versions?: InputMaybe<Array<BulkRecordVersionInput>>;
};

/** The answer of starting or cancelling a bulk update job. */
export type BulkUpdateJobPayload = {
  __typename?: 'BulkUpdateJobPayload';
  /** The job as it stands; null when refused. */
  job?: Maybe<BulkUpdateJob>;
  /** 'Bulk update started' and the like. */
  message?: Maybe<Scalars['String']['output']>;
  /** A wrong input, named by its field ('fields.0.value'), or a job not found. */
  userErrors: Array<UserError>;
};

/** Where a bulk update run as a job stands (issue 29): queued, running, or ended one of three ways. */
export type BulkUpdateJobStatus =
  /** Stopped on request between chunks (or before it started): the chunks before stay applied. */
  | 'CANCELLED'
  /** Every record was processed. */
  | 'DONE'
  /** Stopped by a fault: the chunks before stay applied, the rest was not written. */
  | 'FAILED'
  /** Waiting for a worker of the records service. */
  | 'QUEUED'
  /** A worker is applying it, chunk by chunk. */
  | 'RUNNING';

export type BulkUpdatePayload = {
  __typename?: 'BulkUpdatePayload';
  failure?: Maybe<BulkUpdateFailure>;
  message?: Maybe<Scalars['String']['output']>;
  result?: Maybe<BulkUpdateResult>;
  userErrors: Array<UserError>;
};

/** The resources whose editable fields a bulk update sets (a location is shared between records, so never). */
export type BulkUpdateResource = 'BIBLIO' | 'DOCUMENT_DETAIL' | 'USAGE';

export type BulkUpdateResult = {
  __typename?: 'BulkUpdateResult';
  /** The bulk change written, for its undo; null for a dry run or when nothing changed. */
  bulkChangeId?: Maybe<Scalars['ID']['output']>;
  dryRun: Scalars['Boolean']['output'];
  records: Array<BulkRecordChange>;
  refused: Array<BulkRefusal>;
  /** Records that already hold every value. */
  unchanged: Scalars['Int']['output'];
  /** Records changed (or that would change, in a dry run). */
  updated: Scalars['Int']['output'];
};

export type CheckSourceFileLinkPayload = {
  __typename?: 'CheckSourceFileLinkPayload';
  message?: Maybe<Scalars['String']['output']>;
  /** The linked file, when the link names a file of the store. */
  sourceFile?: Maybe<SourceFile>;
  userErrors: Array<UserError>;
};

/** A record whose biblios already cite a work (Work details' 'Example documents'). */
export type CitingRecord = {
  __typename?: 'CitingRecord';
  externalReferenceId: Scalars['String']['output'];
  id: Scalars['ID']['output'];
};

export type { CollectionStatus };

export type CollectionStatusFilter =
  /** Every collection, hidden ones too. */
  | 'HIDE'
  /** Collections whose status is show (or unset). */
  | 'SHOW';

/** When records are done at a researcher's own pace: documents per day worked, on business days, today first. */
export type CompletionForecast = {
  __typename?: 'CompletionForecast';
  /** Calendar days from the target to doneOn: negative before it, 0 on it; null without either. */
  daysAfterTarget?: Maybe<Scalars['Int']['output']>;
  /** The business day the last of them is done; today when none remain; null while there is no pace to go by. */
  doneOn?: Maybe<Scalars['Date']['output']>;
  /** Records still to research. */
  remaining: Scalars['Int']['output'];
};

/** A manual new record (Manual data entry, /research/new-record). */
export type CreateRecordInput = {
  batchId: Scalars['ID']['input'];
  biblios: Array<BiblioInput>;
  links: Array<LinkInput>;
  notes?: InputMaybe<Scalars['String']['input']>;
  otherInformation?: InputMaybe<Scalars['String']['input']>;
  sourceFileName?: InputMaybe<Scalars['String']['input']>;
  sourceFilePath?: InputMaybe<Scalars['String']['input']>;
  usages: Array<UsageInput>;
};

export type DeleteBatchPayload = {
  __typename?: 'DeleteBatchPayload';
  deletedId?: Maybe<Scalars['ID']['output']>;
  /** The server's message, shown as the success alert. */
  message?: Maybe<Scalars['String']['output']>;
  /** A batch that still has records is refused (code CONFLICT) with the server's reason. */
  userErrors: Array<UserError>;
};

export type DeleteBulkEditQueryPayload = {
  __typename?: 'DeleteBulkEditQueryPayload';
  deletedId?: Maybe<Scalars['ID']['output']>;
  /** 'Query has been deleted successfully.' */
  message?: Maybe<Scalars['String']['output']>;
  /** A refusal beginning 'Failed to delete query.'. */
  userErrors: Array<UserError>;
};

export type DeleteItemPayload = {
  __typename?: 'DeleteItemPayload';
  message?: Maybe<Scalars['String']['output']>;
  record?: Maybe<ResearchRecord>;
  userErrors: Array<UserError>;
};

export type DeleteResearchCollectionPayload = {
  __typename?: 'DeleteResearchCollectionPayload';
  deletedId?: Maybe<Scalars['ID']['output']>;
  /** The server's message, shown as the success alert. */
  message?: Maybe<Scalars['String']['output']>;
  /** A collection that still has batches is refused (code CONFLICT) with the server's reason. */
  userErrors: Array<UserError>;
};

export type DeleteTagPayload = {
  __typename?: 'DeleteTagPayload';
  deletedId?: Maybe<Scalars['ID']['output']>;
  message?: Maybe<Scalars['String']['output']>;
  userErrors: Array<UserError>;
};

export type DocumentPage = {
  __typename?: 'DocumentPage';
  heldback: Scalars['Boolean']['output'];
  imageUrl: Scalars['String']['output'];
  /** 'Heldback n' for a held-back page, else the page number as text. */
  label: Scalars['String']['output'];
  /** The page number among its kind: the n of 'Heldback n', or the page number. */
  number: Scalars['Int']['output'];
  pdfUrl: Scalars['String']['output'];
  thumbnailUrl: Scalars['String']['output'];
};

/** A record's document in the file store (spec 7, Files); addresses are under /files, for a signed-in caller. */
export type DocumentPages = {
  __typename?: 'DocumentPages';
  /** The whole document as one PDF, or null when the record names no document. */
  fullPdfUrl?: Maybe<Scalars['String']['output']>;
  heldback: Scalars['Int']['output'];
  /** The held-back pages first ('Heldback n'), then the pages (n). */
  list: Array<DocumentPage>;
  total: Scalars['Int']['output'];
};

/** The process overview's doughnut categories, in the order they are drawn. */
export type DoughnutCategory =
  /** Records on hold. */
  | 'OTHER'
  /** Records researched. */
  | 'RESEARCHED'
  /** Records ready for research or imported. */
  | 'UNPROCESSED';

export type DoughnutSlice = {
  __typename?: 'DoughnutSlice';
  category: DoughnutCategory;
  count: Scalars['Int']['output'];
};

/** A point of the forecast line. */
export type ForecastPoint = {
  __typename?: 'ForecastPoint';
  date: Scalars['Date']['output'];
  /** Records expected done by then, to one decimal. */
  totalByDate: Scalars['Float']['output'];
};

/** A biblio marked on a range of pages, from startPage to endPage. */
export type GroupTag = {
  __typename?: 'GroupTag';
  biblioId: Scalars['ID']['output'];
  endPage: Scalars['Int']['output'];
  id: Scalars['ID']['output'];
  pageTaggedFlag: Scalars['Boolean']['output'];
  pageX: Scalars['Float']['output'];
  pageY: Scalars['Float']['output'];
  recordId: Scalars['ID']['output'];
  startPage: Scalars['Int']['output'];
};

/** Spec section 2's Individual Processing Metrics of one researcher. */
export type IndividualMetrics = {
  __typename?: 'IndividualMetrics';
  /** The bar chart: each of the last 25 calendar days without weekends, oldest first, zeros included. */
  lastDays: Array<StatisticsDay>;
  researcher: StatisticsPerson;
  /** The days of the last six months with finished records, oldest first. */
  sixMonths: Array<StatisticsDay>;
  summary: IndividualSummary;
};

/** The 'Last 6 Months' figures. */
export type IndividualSummary = {
  __typename?: 'IndividualSummary';
  /** Your Best Day: the most documents researched in one day (the latest such day); null before the first. */
  bestDay?: Maybe<BestDay>;
  /** Daily Avg. Documents: per day worked, to one decimal. */
  dailyAverageDocuments: Scalars['Float']['output'];
  /** Total Documents researched. */
  totalDocuments: Scalars['Int']['output'];
  /** Unidentifiable, as a percentage of the documents researched, to one decimal. */
  unidentifiablePercent: Scalars['Float']['output'];
  /** Work Requests, as a percentage of the documents researched, to one decimal. */
  workRequestPercent: Scalars['Float']['output'];
};

export type LicenceScheme = {
  __typename?: 'LicenceScheme';
  id: Scalars['Int']['output'];
  value: Scalars['String']['output'];
};

export type LinkInput = {
  activeFlag: Scalars['Boolean']['input'];
  biblioKey: Scalars['String']['input'];
  usageKey: Scalars['String']['input'];
};

export type Location = {
  __typename?: 'Location';
  aou?: Maybe<Scalars['String']['output']>;
  /** 'id - value' when the AOU is in the list, the raw value otherwise. */
  aouLabel?: Maybe<Scalars['String']['output']>;
  batchId: Scalars['ID']['output'];
  departmentId?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  institute?: Maybe<Scalars['String']['output']>;
  locationName?: Maybe<Scalars['String']['output']>;
  machineId?: Maybe<Scalars['Int']['output']>;
  schoolType?: Maybe<Scalars['String']['output']>;
  sector?: Maybe<Scalars['String']['output']>;
  state?: Maybe<Scalars['String']['output']>;
  /** INSTITUTE when an institute is set, otherwise SCHOOL. */
  type: LocationType;
};

/**
 * The edit-location form. With an institute the location is institute-type and keeps institute,
 * department, name, AOU and machine id; without one it is school-type and keeps department, name,
 * school type, sector, state and machine id. The records API validates every field.
 */
export type LocationInput = {
  /** A raw AOU value that is not in the list (older locations), kept as it is. aouId wins when both are set. */
  aou?: InputMaybe<Scalars['String']['input']>;
  /** An entry of the AOU list, chosen from the dropdown. */
  aouId?: InputMaybe<Scalars['Int']['input']>;
  departmentId?: InputMaybe<Scalars['String']['input']>;
  institute?: InputMaybe<Scalars['String']['input']>;
  locationName?: InputMaybe<Scalars['String']['input']>;
  /** As typed; the records API accepts a whole number. */
  machineId?: InputMaybe<Scalars['String']['input']>;
  schoolType?: InputMaybe<Scalars['String']['input']>;
  sector?: InputMaybe<Scalars['String']['input']>;
  state?: InputMaybe<Scalars['String']['input']>;
};

export type LocationPayload = {
  __typename?: 'LocationPayload';
  location?: Maybe<Location>;
  /** The server's message, shown as the success alert. */
  message?: Maybe<Scalars['String']['output']>;
  userErrors: Array<UserError>;
};

export type { LocationType };

export type LookupList =
  | 'COPIED_FOR'
  | 'COPY_TYPE'
  | 'EDITION'
  | 'EXCLUSION_CONDITION'
  | 'MAJOR_MATERIAL_TYPE'
  | 'MINOR_MATERIAL_TYPE'
  | 'TERMS_CONDITIONS'
  | 'WORK_SUB_TYPE';

/** One entry of an id/value lookup list. */
export type LookupValue = {
  __typename?: 'LookupValue';
  id: Scalars['Int']['output'];
  value: Scalars['String']['output'];
};

export type Mutation = {
  __typename?: 'Mutation';
  _empty?: Maybe<Scalars['Boolean']['output']>;
  /** Gives a user an access role (IT only); it takes effect at the user's next request. */
  assignRole: AssignRolePayload;
  /**
   * Makes every user an assignee of every batch (a pair already assigned stays as it is), then deals
   * each batch's unassigned ready records out among its assignees. A locked batch or a user who may
   * not be assigned refuses the whole save.
   */
  assignUsersToBatches: AssignUsersToBatchesPayload;
  /** Sets the fields on the selected records; with dryRun, answers what would change and writes nothing. */
  bulkUpdateRecords: BulkUpdatePayload;
  /** Asks a job of the caller's to stop between chunks: CANCELLED at once if it had not started, else cancelRequested until it stops. */
  cancelBulkUpdateJob: BulkUpdateJobPayload;
  /**
   * Manual data entry's optional source file: checks that the link names a file of the store
   * ('Please enter valid file location' otherwise). It changes nothing; it is a mutation because it is
   * the Submit action's check and its answer must never come from a cache.
   */
  checkSourceFileLink: CheckSourceFileLinkPayload;
  /** Creates a batch in input.researchCollectionId; its status starts unset (unlocked). */
  createBatch: BatchPayload;
  createRecord: SaveRecordPayload;
  createResearchCollection: ResearchCollectionPayload;
  /** Deletes a batch with its locations; refused while the batch has records. */
  deleteBatch: DeleteBatchPayload;
  deleteBiblio: DeleteItemPayload;
  deleteBulkEditQuery: DeleteBulkEditQueryPayload;
  deleteGroupTag: DeleteTagPayload;
  /** Refused while the collection has batches. */
  deleteResearchCollection: DeleteResearchCollectionPayload;
  deleteTag: DeleteTagPayload;
  deleteUsage: DeleteItemPayload;
  /** Ends an assignment; the user's records of the batch that are not yet researched go back to nobody. */
  removeBatchAssignment: RemoveBatchAssignmentPayload;
  /** Saves the query with its scope under a title: a new one without id, else the saved one with that id. */
  saveBulkEditQuery: SaveBulkEditQueryPayload;
  saveGroupTag: SaveGroupTagPayload;
  saveRecord: SaveRecordPayload;
  saveTag: SaveTagPayload;
  /** Starts the real run of a bulk update as a job of the records service, which goes on without the browser; follow it with bulkUpdateJob. */
  startBulkUpdate: BulkUpdateJobPayload;
  /** Puts back the records of a bulk change made today, once; records changed since are refused and listed. */
  undoBulkChange: UndoBulkChangePayload;
  /** Saves the edit form over the batch; locking is a save with status locked. */
  updateBatch: BatchPayload;
  updateLocation: LocationPayload;
  /** Saves every field of the edit form over the collection. */
  updateResearchCollection: ResearchCollectionPayload;
};

export type MutationAssignRoleArgs = {
  roleId: Scalars['Int']['input'];
  userId: Scalars['ID']['input'];
};

export type MutationAssignUsersToBatchesArgs = {
  batchIds: Array<Scalars['ID']['input']>;
  userIds: Array<Scalars['ID']['input']>;
};

export type MutationBulkUpdateRecordsArgs = {
  input: BulkUpdateInput;
};

export type MutationCancelBulkUpdateJobArgs = {
  id: Scalars['ID']['input'];
};

export type MutationCheckSourceFileLinkArgs = {
  sourceFileLink: Scalars['String']['input'];
};

export type MutationCreateBatchArgs = {
  input: BatchInput;
};

export type MutationCreateRecordArgs = {
  input: CreateRecordInput;
};

export type MutationCreateResearchCollectionArgs = {
  input: ResearchCollectionInput;
};

export type MutationDeleteBatchArgs = {
  id: Scalars['ID']['input'];
};

export type MutationDeleteBiblioArgs = {
  biblioId: Scalars['ID']['input'];
  recordId: Scalars['ID']['input'];
};

export type MutationDeleteBulkEditQueryArgs = {
  id: Scalars['ID']['input'];
};

export type MutationDeleteGroupTagArgs = {
  id: Scalars['ID']['input'];
};

export type MutationDeleteResearchCollectionArgs = {
  id: Scalars['ID']['input'];
};

export type MutationDeleteTagArgs = {
  id: Scalars['ID']['input'];
};

export type MutationDeleteUsageArgs = {
  biblioId?: InputMaybe<Scalars['ID']['input']>;
  recordId: Scalars['ID']['input'];
  usageId: Scalars['ID']['input'];
};

export type MutationRemoveBatchAssignmentArgs = {
  id: Scalars['ID']['input'];
};

export type MutationSaveBulkEditQueryArgs = {
  id?: InputMaybe<Scalars['ID']['input']>;
  query: BulkEditQueryInput;
  queryTitle: Scalars['String']['input'];
  scope: BulkEditScopeInput;
};

export type MutationSaveGroupTagArgs = {
  input: SaveGroupTagInput;
};

export type MutationSaveRecordArgs = {
  input: SaveRecordInput;
};

export type MutationSaveTagArgs = {
  input: SaveTagInput;
};

export type MutationStartBulkUpdateArgs = {
  input: BulkUpdateJobInput;
};

export type MutationUndoBulkChangeArgs = {
  id: Scalars['ID']['input'];
};

export type MutationUpdateBatchArgs = {
  id: Scalars['ID']['input'];
  input: BatchInput;
};

export type MutationUpdateLocationArgs = {
  id: Scalars['ID']['input'];
  input: LocationInput;
};

export type MutationUpdateResearchCollectionArgs = {
  id: Scalars['ID']['input'];
  input: ResearchCollectionInput;
};

/** Where a list stands: which page, of how many rows. */
export type PageInfo = {
  __typename?: 'PageInfo';
  page: Scalars['Int']['output'];
  pageSize: Scalars['Int']['output'];
  totalCount: Scalars['Int']['output'];
};

/** Someone named on a record (its assignee, its researcher): readable by everyone who may read the record. */
export type Person = {
  __typename?: 'Person';
  displayName: Scalars['String']['output'];
  email: Scalars['String']['output'];
  id: Scalars['ID']['output'];
};

/** Where the batch's records stand now. */
export type ProcessDoughnut = {
  __typename?: 'ProcessDoughnut';
  researched: Scalars['Int']['output'];
  /** Researched as a percentage of all the batch's records, to one decimal. */
  researchedPercent: Scalars['Float']['output'];
  /** Researched, Unprocessed and Other, in that order. */
  slices: Array<DoughnutSlice>;
  totalDocuments: Scalars['Int']['output'];
};

/** The process overview's info lines (spec section 9). */
export type ProcessInfo = {
  __typename?: 'ProcessInfo';
  /** Daily Avg. Document: records finished per day worked on the batch, to one decimal. */
  dailyAverageDocuments: Scalars['Float']['output'];
  /** Daily Document Target: (total - researched) / (business days to the target + 1), whole. */
  dailyDocumentTarget: Scalars['Int']['output'];
  /** Heldbacks: records of the batch that are held back. */
  heldbacks: Scalars['Int']['output'];
  /** On Hold: records of the batch on hold. */
  onHold: Scalars['Int']['output'];
  /** Processed Today: records of the batch finished today (UTC day). */
  processedToday: Scalars['Int']['output'];
  /** Researchers: the users the batch is assigned to, by name. */
  researchers: Array<BatchResearcher>;
  /** Unidentifiable: finished records with an unidentifiable biblio. */
  unidentifiable: Scalars['Int']['output'];
  /** Unique Record Count: records of the batch finished at least once. */
  uniqueRecordCount: Scalars['Int']['output'];
  /** Work Requests: finished records with a new work request. */
  workRequests: Scalars['Int']['output'];
};

/** Documents researched per date, from the first finish to today, and the forecast on to the target. */
export type ProcessLineChart = {
  __typename?: 'ProcessLineChart';
  endDate: Scalars['Date']['output'];
  /** From today, the daily average added per business day up to the target; empty with nothing to forecast. */
  forecast: Array<ForecastPoint>;
  /** Days between two labels of the x-axis (5, or duration / 5 from 60 days). */
  labelStep: Scalars['Int']['output'];
  /** Every calendar day from startDate, zeros included. */
  points: Array<ResearchedOnDate>;
  startDate: Scalars['Date']['output'];
  /** The date the target and forecast aim at: the one asked for, else the batch's target date, else its end date. */
  targetDate: Scalars['Date']['output'];
  totalDocuments: Scalars['Int']['output'];
};

/** Spec section 2's Process Overview of one batch. */
export type ProcessOverview = {
  __typename?: 'ProcessOverview';
  batchId: Scalars['ID']['output'];
  collectionId: Scalars['ID']['output'];
  /** Beyond the spec: when the whole batch is done at its researchers' own paces. */
  completionForecast: CompletionForecast;
  doughnut: ProcessDoughnut;
  info: ProcessInfo;
  line: ProcessLineChart;
};

/** How a Processed Records Summary count is shown: SUCCESS above 109 documents, WARNING at 109 or less. */
export type ProcessedCountTone = 'SUCCESS' | 'WARNING';

/** A row of the Processed Records Summary: one researcher's finished records of one day. */
export type ProcessedRecordsRow = {
  __typename?: 'ProcessedRecordsRow';
  date: Scalars['Date']['output'];
  researched: Scalars['Int']['output'];
  /** The researcher's display name. */
  researcher: Scalars['String']['output'];
  researcherId: Scalars['ID']['output'];
  tone: ProcessedCountTone;
  unidentifiable: Scalars['Int']['output'];
  workRequest: Scalars['Int']['output'];
};

export type Query = {
  __typename?: 'Query';
  aouList: Array<Aou>;
  /** The users records may be assigned to: role ids 2 and 5 only (spec section 5), by name. */
  assignableUsers: Array<User>;
  batch?: Maybe<Batch>;
  /** Who is assigned to each of the batches, with their record counts. */
  batchAssignments: Array<BatchAssignment>;
  batches: Array<Batch>;
  /** Today's bulk changes (UTC day), newest first. */
  bulkChangesToday: Array<BulkChange>;
  /** The ids of every record the query matches in scope, up to the bulk update's limit. */
  bulkEditRecordIds: BulkEditRecordIds;
  /**
   * A page of the records the query matches in scope: the first without cursor. Neither a batch nor
   * a collection is BAD_USER_INPUT 'Please select a batch and/or a research collection.'; any other
   * refusal is BAD_USER_INPUT naming the filter or column.
   */
  bulkEditRecords: BulkEditRecordPage;
  /** The saved queries, by title. */
  bulkEditSavedQueries: Array<BulkEditSavedQuery>;
  /** One saved query, or null when there is none with that id. */
  bulkEditSavedQuery?: Maybe<BulkEditSavedQuery>;
  /** One of the caller's bulk update jobs; null when none has this id. */
  bulkUpdateJob?: Maybe<BulkUpdateJob>;
  /** Up to 10 records citing the work, newest first, without the record given in excludeRecordId. */
  citingRecords: Array<CitingRecord>;
  /** Search by record id, title, biblio id, or D{doc}_B{biblio}_U{usage}. */
  findRecords: Array<RecordSummary>;
  /** How many records findRecords matches in all (it answers at most 50). */
  findRecordsTotal: RecordSearchTotal;
  /**
   * A researcher's Individual Processing Metrics; the caller's own without researcherId. Someone
   * else's only for Coordinator and IT (role ids 2 and 4): others are refused with FORBIDDEN
   * 'You may see only your own processing metrics.'
   */
  individualMetrics: IndividualMetrics;
  licenceSchemes: Array<LicenceScheme>;
  location?: Maybe<Location>;
  lookup: Array<LookupValue>;
  /** The signed-in user. */
  me?: Maybe<User>;
  /** The caller's bulk update jobs still queued or running, or ended today, newest first. */
  myBulkUpdateJobs: Array<BulkUpdateJob>;
  /** The caller's lowest-id record of the batch in that status, leaving out exceptId: the record Complete & Next will open after exceptId. */
  nextQueueRecordId?: Maybe<Scalars['ID']['output']>;
  /** Liveness of the BFF itself. */
  ping: Scalars['String']['output'];
  /**
   * The Process Overview of a batch of a collection. targetDate, when given, must be after today
   * ('Please select a valid target date.', BAD_USER_INPUT).
   */
  processOverview: ProcessOverview;
  /**
   * The Processed Records Summary of a day (today by default): a row for each researcher, or only the
   * one asked for. Coordinator and IT only.
   */
  processedRecordsSummary: Array<ProcessedRecordsRow>;
  queue: Array<QueueGroup>;
  queueSummary: QueueSummary;
  /** Records the signed-in user completed most recently. */
  recentRecords: Array<RecordSummary>;
  recipients: Array<Recipient>;
  record?: Maybe<ResearchRecord>;
  /** The record's last 50 changes, newest first (the Details modal; not part of the record, which the research loop reads). */
  recordHistory: Array<RecordHistoryEntry>;
  recordTags: RecordTags;
  researchCollection?: Maybe<ResearchCollection>;
  /** Collections whose title contains the text, hidden ones too (Assign Records and Manual data entry pick one by typing). */
  researchCollectionSearch: Array<ResearchCollection>;
  researchCollections: Array<ResearchCollection>;
  researchTemplate?: Maybe<ResearchTemplate>;
  researchTemplates: Array<ResearchTemplate>;
  roles: Array<Role>;
  /** The statistics' researcher picker: users with role id 2 or 5, by name. Coordinator and IT only. */
  statisticsResearchers: Array<User>;
  user?: Maybe<User>;
  users: Array<User>;
  work?: Maybe<Work>;
  workSearch: Array<WorkMatch>;
};

export type QueryBatchArgs = {
  id: Scalars['ID']['input'];
};

export type QueryBatchAssignmentsArgs = {
  batchIds: Array<Scalars['ID']['input']>;
};

export type QueryBulkEditRecordIdsArgs = {
  query: BulkEditQueryInput;
  scope: BulkEditScopeInput;
};

export type QueryBulkEditRecordsArgs = {
  cursor?: InputMaybe<Scalars['String']['input']>;
  query: BulkEditQueryInput;
  scope: BulkEditScopeInput;
};

export type QueryBulkEditSavedQueryArgs = {
  id: Scalars['ID']['input'];
};

export type QueryBulkUpdateJobArgs = {
  id: Scalars['ID']['input'];
};

export type QueryCitingRecordsArgs = {
  excludeRecordId?: InputMaybe<Scalars['ID']['input']>;
  workId: Scalars['ID']['input'];
};

export type QueryFindRecordsArgs = {
  search: Scalars['String']['input'];
};

export type QueryFindRecordsTotalArgs = {
  search: Scalars['String']['input'];
};

export type QueryIndividualMetricsArgs = {
  researcherId?: InputMaybe<Scalars['ID']['input']>;
};

export type QueryLocationArgs = {
  id: Scalars['ID']['input'];
};

export type QueryLookupArgs = {
  list: LookupList;
};

export type QueryNextQueueRecordIdArgs = {
  batchId: Scalars['ID']['input'];
  exceptId?: InputMaybe<Scalars['ID']['input']>;
  status: QueueStatus;
};

export type QueryProcessOverviewArgs = {
  batchId: Scalars['ID']['input'];
  collectionId: Scalars['ID']['input'];
  targetDate?: InputMaybe<Scalars['Date']['input']>;
};

export type QueryProcessedRecordsSummaryArgs = {
  date?: InputMaybe<Scalars['Date']['input']>;
  researcherId?: InputMaybe<Scalars['ID']['input']>;
};

export type QueryQueueArgs = {
  status: QueueStatus;
};

export type QueryRecipientsArgs = {
  name: Scalars['String']['input'];
  role: RecipientRole;
};

export type QueryRecordArgs = {
  id: Scalars['ID']['input'];
};

export type QueryRecordHistoryArgs = {
  id: Scalars['ID']['input'];
};

export type QueryRecordTagsArgs = {
  recordId: Scalars['ID']['input'];
};

export type QueryResearchCollectionArgs = {
  id: Scalars['ID']['input'];
};

export type QueryResearchCollectionSearchArgs = {
  searchTerm: Scalars['String']['input'];
};

export type QueryResearchCollectionsArgs = {
  status?: InputMaybe<CollectionStatusFilter>;
};

export type QueryResearchTemplateArgs = {
  id: Scalars['Int']['input'];
};

export type QueryUserArgs = {
  id: Scalars['ID']['input'];
};

export type QueryWorkArgs = {
  workId: Scalars['ID']['input'];
};

export type QueryWorkSearchArgs = {
  criteria: WorkSearchInput;
};

/** Records of one collection and batch, as the queue groups them. */
export type QueueGroup = {
  __typename?: 'QueueGroup';
  name: Scalars['String']['output'];
  records: Array<QueueRecord>;
};

export type QueueRecord = {
  __typename?: 'QueueRecord';
  externalId: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  totalPages?: Maybe<Scalars['Int']['output']>;
};

export type QueueStatus = 'ON_HOLD' | 'READY_FOR_RESEARCH';

/** The signed-in user's counters: the header and the queue show the same numbers. */
export type QueueSummary = {
  __typename?: 'QueueSummary';
  completedToday: Scalars['Int']['output'];
  onHold: Scalars['Int']['output'];
  readyForResearch: Scalars['Int']['output'];
};

/** A creator or publisher account in the rights system. */
export type Recipient = {
  __typename?: 'Recipient';
  accountEmail?: Maybe<Scalars['String']['output']>;
  accountMemberStatus?: Maybe<Scalars['String']['output']>;
  accountName: Scalars['String']['output'];
  accountObjectId: Scalars['ID']['output'];
  accountProfile?: Maybe<Scalars['String']['output']>;
  accountRelationshipType?: Maybe<Scalars['String']['output']>;
  accountUltimateParentName?: Maybe<Scalars['String']['output']>;
  accountYearOfBirth?: Maybe<Scalars['Int']['output']>;
  accountYearOfDeath?: Maybe<Scalars['Int']['output']>;
  pseudonymName: Scalars['String']['output'];
  pseudonymRole: Scalars['String']['output'];
};

export type RecipientRole = 'CREATOR' | 'PUBLISHER';

/** One change of a record: a save, Hold or Complete, its creation, an assignment, an item deleted on its own. */
export type RecordHistoryEntry = {
  __typename?: 'RecordHistoryEntry';
  at: Scalars['DateTime']['output'];
  /** What changed, as short sentences: 'Status: Ready for research → On hold', 'Biblio 12: major title changed'. */
  changes: Array<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  /** The actor's display name, else their e-mail; 'System' for the seed and imports. */
  who: Scalars['String']['output'];
};

/** The records a Find a Record search matches, counted up to a cap (docs/decisions/042). */
export type RecordSearchTotal = {
  __typename?: 'RecordSearchTotal';
  /** More matched than were counted: 'more than {count}'. */
  capped: Scalars['Boolean']['output'];
  /** Records matched; a lower bound when capped. */
  count: Scalars['Int']['output'];
};

export type { RecordStatus };

/** A row of Find a Record. */
export type RecordSummary = {
  __typename?: 'RecordSummary';
  batchPeriod?: Maybe<BatchPeriod>;
  batchPeriodNumber?: Maybe<Scalars['String']['output']>;
  biblioId?: Maybe<Scalars['ID']['output']>;
  collectionTitle?: Maybe<Scalars['String']['output']>;
  externalReferenceId: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  majorMaterialType?: Maybe<Scalars['String']['output']>;
  majorTitle?: Maybe<Scalars['String']['output']>;
  minorMaterialType?: Maybe<Scalars['String']['output']>;
  minorTitle?: Maybe<Scalars['String']['output']>;
  modifiedAt?: Maybe<Scalars['DateTime']['output']>;
  usageId?: Maybe<Scalars['ID']['output']>;
};

/** A record's tags. */
export type RecordTags = {
  __typename?: 'RecordTags';
  groupTags: Array<GroupTag>;
  pageTags: Array<BiblioTag>;
  recordId: Scalars['ID']['output'];
};

/** Why a record is read-only for its caller; the records API refuses such a write with the same message. */
export type RecordWriteRefusal = {
  __typename?: 'RecordWriteRefusal';
  message: Scalars['String']['output'];
  reason: RecordWriteRefusalReason;
};

export type RecordWriteRefusalReason =
  /** The record's batch is locked: read-only for everyone. */
  | 'LOCKED_BATCH'
  /** A Researcher whose assigned batches do not include the record's. */
  | 'NOT_ASSIGNED'
  /** The caller's role only reads records (External Auditor, Unassigned). */
  | 'READ_ONLY_ROLE';

export type RemoveBatchAssignmentPayload = {
  __typename?: 'RemoveBatchAssignmentPayload';
  message?: Maybe<Scalars['String']['output']>;
  /** The id of the assignment that ended. */
  removedId?: Maybe<Scalars['ID']['output']>;
  /** How many of the user's records of the batch went back to nobody (the researched ones stay theirs). */
  unassignedRecords?: Maybe<Scalars['Int']['output']>;
  userErrors: Array<UserError>;
};

export type ResearchCollection = {
  __typename?: 'ResearchCollection';
  batches: Array<Batch>;
  collectionTitle: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  licenceSchemeId: Scalars['Int']['output'];
  licenceSchemeName?: Maybe<Scalars['String']['output']>;
  lockedBatchCount: Scalars['Int']['output'];
  researchTemplateId: Scalars['Int']['output'];
  /** An unset status reads as SHOW. */
  status: CollectionStatus;
  targetCompleteDate?: Maybe<Scalars['Date']['output']>;
  templateName?: Maybe<Scalars['String']['output']>;
  totalBatchCount: Scalars['Int']['output'];
};

/**
 * The create and edit form of a research collection. Every field may be left empty: the forms check
 * nothing themselves (spec section 5), the records API validates and its message is shown.
 */
export type ResearchCollectionInput = {
  collectionTitle?: InputMaybe<Scalars['String']['input']>;
  licenceSchemeId?: InputMaybe<Scalars['Int']['input']>;
  researchTemplateId?: InputMaybe<Scalars['Int']['input']>;
  /** Null leaves it unset, which reads as SHOW. */
  status?: InputMaybe<CollectionStatus>;
  /** Empty is sent as null. */
  targetCompleteDate?: InputMaybe<Scalars['Date']['input']>;
};

export type ResearchCollectionPayload = {
  __typename?: 'ResearchCollectionPayload';
  /** The server's message, shown as the success alert. */
  message?: Maybe<Scalars['String']['output']>;
  researchCollection?: Maybe<ResearchCollection>;
  userErrors: Array<UserError>;
};

/** A record: one scanned or imported copy of a document, with the works and copying events found in it. */
export type ResearchRecord = {
  __typename?: 'ResearchRecord';
  assignedUser?: Maybe<Person>;
  batch: Batch;
  batchId: Scalars['ID']['output'];
  biblios: Array<Biblio>;
  coursepack: Scalars['Boolean']['output'];
  /** Whether the record's document (the scan) opens in the document viewer. */
  documentView: Scalars['Boolean']['output'];
  etlFileId?: Maybe<Scalars['String']['output']>;
  etlKey?: Maybe<Scalars['String']['output']>;
  externalReferenceId: Scalars['String']['output'];
  fileName?: Maybe<Scalars['String']['output']>;
  filePath?: Maybe<Scalars['String']['output']>;
  heldback: Scalars['Boolean']['output'];
  id: Scalars['ID']['output'];
  isTagged: Scalars['Boolean']['output'];
  links: Array<BiblioUsageLink>;
  location?: Maybe<Location>;
  locationId?: Maybe<Scalars['ID']['output']>;
  notes?: Maybe<Scalars['String']['output']>;
  originalFileName?: Maybe<Scalars['String']['output']>;
  originalFilePath?: Maybe<Scalars['String']['output']>;
  otherInformation?: Maybe<Scalars['String']['output']>;
  /** Its pages and held-back pages as the viewer shows them, with the addresses of their files. */
  pages: DocumentPages;
  powerpoint: Scalars['Boolean']['output'];
  researchCollection: ResearchCollection;
  /** Its collection's research template, whose fields and rules the research form evaluates: asked by the record's id, beside the record. */
  researchTemplate: ResearchTemplate;
  researchedAt?: Maybe<Scalars['DateTime']['output']>;
  researchedBy?: Maybe<Person>;
  sourceFileName?: Maybe<Scalars['String']['output']>;
  sourceFilePath?: Maybe<Scalars['String']['output']>;
  status: RecordStatus;
  /** The status as shown: underscores as spaces, first letter capitalised. */
  statusLabel: Scalars['String']['output'];
  tags: RecordTags;
  totalHeldbackPages: Scalars['Int']['output'];
  totalPages?: Maybe<Scalars['Int']['output']>;
  updatedAt: Scalars['DateTime']['output'];
  usages: Array<Usage>;
  /** Moves on with every write; a save made against an older version is refused. */
  version: Scalars['Int']['output'];
  /** Why the caller may not change this record, or null when they may save, hold, complete and edit it. */
  writeRefusal?: Maybe<RecordWriteRefusal>;
};

export type ResearchTemplate = {
  __typename?: 'ResearchTemplate';
  /** The template's fields; with the collection's licence scheme, an External Auditor's reduced set where the scheme has one (docs/decisions/043). */
  fields: Array<ResearchTemplateField>;
  id: Scalars['Int']['output'];
  rules: Array<Rule>;
  templateName: Scalars['String']['output'];
};

export type ResearchTemplateFieldsArgs = {
  licenceSchemeId?: InputMaybe<Scalars['Int']['input']>;
};

export type ResearchTemplateField = {
  __typename?: 'ResearchTemplateField';
  fieldName: Scalars['String']['output'];
  id: Scalars['Int']['output'];
  label: Scalars['String']['output'];
  resource: Scalars['String']['output'];
  sortOrder: Scalars['Int']['output'];
};

/** A day of the process overview's line. */
export type ResearchedOnDate = {
  __typename?: 'ResearchedOnDate';
  date: Scalars['Date']['output'];
  /** Records finished that day (a record finished again counts again). */
  researched: Scalars['Int']['output'];
  /** Records finished by the end of that day, each once. */
  totalByDate: Scalars['Int']['output'];
};

export type Role = {
  __typename?: 'Role';
  id: Scalars['Int']['output'];
  value: Scalars['String']['output'];
};

/** A research rule: when all its conditions match, its actions apply. */
export type Rule = {
  __typename?: 'Rule';
  actions: Array<RuleAction>;
  conditions: Array<RuleCondition>;
  id: Scalars['Int']['output'];
  name: Scalars['String']['output'];
};

export type RuleAction = {
  __typename?: 'RuleAction';
  field: Scalars['String']['output'];
  message?: Maybe<Scalars['String']['output']>;
  options?: Maybe<Array<Scalars['Int']['output']>>;
  type: Scalars['String']['output'];
  value?: Maybe<Scalars['String']['output']>;
};

export type RuleCondition = {
  __typename?: 'RuleCondition';
  field: Scalars['String']['output'];
  operator: Scalars['String']['output'];
  value?: Maybe<Scalars['String']['output']>;
};

/** What a save does to the record's status (spec section 4). */
export type SaveAction =
  /** Mark the record researched and answer the next record of its batch. */
  | 'COMPLETE'
  /** Put the record on hold. */
  | 'HOLD'
  /** Keep the status the record has on the server. */
  | 'SAVE';

export type SaveBulkEditQueryPayload = {
  __typename?: 'SaveBulkEditQueryPayload';
  /** 'Query has been saved successfully.' */
  message?: Maybe<Scalars['String']['output']>;
  savedQuery?: Maybe<BulkEditSavedQuery>;
  /** A refusal beginning 'Failed to save query.' (a title already saved is CONFLICT on queryTitle). */
  userErrors: Array<UserError>;
};

/** Someone else saved the record after it was loaded: nothing was written. */
export type SaveConflict = {
  __typename?: 'SaveConflict';
  changedAt?: Maybe<Scalars['DateTime']['output']>;
  changedBy?: Maybe<Scalars['String']['output']>;
  message: Scalars['String']['output'];
  version: Scalars['Int']['output'];
};

export type SaveGroupTagInput = {
  biblioId: Scalars['ID']['input'];
  endPage: Scalars['Int']['input'];
  id?: InputMaybe<Scalars['ID']['input']>;
  pageX: Scalars['Float']['input'];
  pageY: Scalars['Float']['input'];
  recordId: Scalars['ID']['input'];
  startPage: Scalars['Int']['input'];
};

export type SaveGroupTagPayload = {
  __typename?: 'SaveGroupTagPayload';
  groupTag?: Maybe<GroupTag>;
  message?: Maybe<Scalars['String']['output']>;
  userErrors: Array<UserError>;
};

/** The whole record as the research form holds it; biblios and usages left out are deleted. */
export type SaveRecordInput = {
  action: SaveAction;
  biblios: Array<BiblioInput>;
  id: Scalars['ID']['input'];
  links: Array<LinkInput>;
  notes?: InputMaybe<Scalars['String']['input']>;
  otherInformation?: InputMaybe<Scalars['String']['input']>;
  usages: Array<UsageInput>;
  /** The version the form was loaded at; a newer one on the server refuses the save. */
  version: Scalars['Int']['input'];
};

export type SaveRecordPayload = {
  __typename?: 'SaveRecordPayload';
  conflict?: Maybe<SaveConflict>;
  /** The server's message, shown as the success alert. */
  message?: Maybe<Scalars['String']['output']>;
  /** After COMPLETE: the next ready record of the same batch, or null when none is left. */
  nextRecordId?: Maybe<Scalars['ID']['output']>;
  record?: Maybe<ResearchRecord>;
  userErrors: Array<UserError>;
};

export type SaveTagInput = {
  /** The biblio tagged; without it a new, empty biblio is made for the tag (the viewer's Ctrl-click). */
  biblioId?: InputMaybe<Scalars['ID']['input']>;
  /** Moves this tag; without it a new tag is placed. */
  id?: InputMaybe<Scalars['ID']['input']>;
  pageNumber: Scalars['Int']['input'];
  pageX: Scalars['Float']['input'];
  pageY: Scalars['Float']['input'];
  recordId: Scalars['ID']['input'];
};

export type SaveTagPayload = {
  __typename?: 'SaveTagPayload';
  /** The biblio made for the tag, when none was given. */
  createdBiblioId?: Maybe<Scalars['ID']['output']>;
  message?: Maybe<Scalars['String']['output']>;
  /** The record's version after a biblio was made for the tag (a form loaded at the version before may take the biblio in). */
  recordVersion?: Maybe<Scalars['Int']['output']>;
  tag?: Maybe<BiblioTag>;
  userErrors: Array<UserError>;
};

/** A file of the source-file store, as a manual record links to it. */
export type SourceFile = {
  __typename?: 'SourceFile';
  fileName: Scalars['String']['output'];
  /** The file's folder, relative to the store ('' at the top). */
  filePath: Scalars['String']['output'];
};

/** One day's finished records of one researcher. */
export type StatisticsDay = {
  __typename?: 'StatisticsDay';
  date: Scalars['Date']['output'];
  researched: Scalars['Int']['output'];
  /** Of those, records with an unidentifiable biblio. */
  unidentifiable: Scalars['Int']['output'];
  /** Of those, records with a new work request. */
  workRequest: Scalars['Int']['output'];
};

/** Someone whose processing metrics are shown. */
export type StatisticsPerson = {
  __typename?: 'StatisticsPerson';
  displayName: Scalars['String']['output'];
  id: Scalars['ID']['output'];
};

export type UndoBulkChangePayload = {
  __typename?: 'UndoBulkChangePayload';
  failure?: Maybe<BulkUpdateFailure>;
  /** 'Bulk change undone.' */
  message?: Maybe<Scalars['String']['output']>;
  result?: Maybe<BulkUndoResult>;
  userErrors: Array<UserError>;
};

/** A copying event found in a record. */
export type Usage = {
  __typename?: 'Usage';
  aaaFlag: Scalars['Boolean']['output'];
  activeFlag: Scalars['Boolean']['output'];
  amcosFlag: Scalars['Boolean']['output'];
  commissionAmount?: Maybe<Scalars['Float']['output']>;
  convertedAmount?: Maybe<Scalars['Float']['output']>;
  copiedFor?: Maybe<Scalars['Int']['output']>;
  copyType?: Maybe<Scalars['Int']['output']>;
  eventDate?: Maybe<Scalars['Date']['output']>;
  exchangeRate?: Maybe<Scalars['Float']['output']>;
  id: Scalars['ID']['output'];
  /** How many biblios this usage is actively linked to. */
  linkCount: Scalars['Int']['output'];
  paymentAmount?: Maybe<Scalars['Float']['output']>;
  paymentAmountOverseas?: Maybe<Scalars['Float']['output']>;
  recordId: Scalars['ID']['output'];
  timesCopied?: Maybe<Scalars['Int']['output']>;
  transactionCurrency?: Maybe<Scalars['String']['output']>;
  whtAmount?: Maybe<Scalars['Float']['output']>;
  whtPercentage?: Maybe<Scalars['Float']['output']>;
};

export type UsageInput = {
  aaaFlag?: InputMaybe<Scalars['Boolean']['input']>;
  amcosFlag?: InputMaybe<Scalars['Boolean']['input']>;
  copiedFor?: InputMaybe<Scalars['Int']['input']>;
  copyType?: InputMaybe<Scalars['Int']['input']>;
  eventDate?: InputMaybe<Scalars['Date']['input']>;
  id?: InputMaybe<Scalars['ID']['input']>;
  /** Names the usage in links: its id for an existing one, any unique text for a new one. */
  key: Scalars['String']['input'];
  paymentAmount?: InputMaybe<Scalars['Float']['input']>;
  timesCopied?: InputMaybe<Scalars['Int']['input']>;
};

export type User = {
  __typename?: 'User';
  displayName: Scalars['String']['output'];
  email: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  role?: Maybe<Role>;
  roleId?: Maybe<Scalars['Int']['output']>;
};

/** An expected business failure, for the field the user must correct. */
export type UserError = {
  __typename?: 'UserError';
  code: Scalars['String']['output'];
  field?: Maybe<Scalars['String']['output']>;
  message: Scalars['String']['output'];
};

/** A work held in the rights system. */
export type Work = {
  __typename?: 'Work';
  blmStatus?: Maybe<Scalars['String']['output']>;
  contributors: Array<WorkContributor>;
  edition?: Maybe<Scalars['String']['output']>;
  isn?: Maybe<Scalars['String']['output']>;
  paymentModel?: Maybe<Scalars['String']['output']>;
  sfRightsholder?: Maybe<Scalars['String']['output']>;
  sfRightsholderAccountId?: Maybe<Scalars['String']['output']>;
  shares: Array<WorkShare>;
  subType?: Maybe<Scalars['String']['output']>;
  terms: Array<WorkTerm>;
  title: Scalars['String']['output'];
  type: Scalars['String']['output'];
  url?: Maybe<Scalars['String']['output']>;
  volume?: Maybe<Scalars['String']['output']>;
  workId: Scalars['ID']['output'];
  yearOfPublication?: Maybe<Scalars['Int']['output']>;
};

export type WorkContributor = {
  __typename?: 'WorkContributor';
  pseudonymName?: Maybe<Scalars['String']['output']>;
  sfPseudonymName: Scalars['String']['output'];
  sfPseudonymType?: Maybe<Scalars['String']['output']>;
  type: Scalars['String']['output'];
};

/** A work found by Work Search, with how well and why it matched. */
export type WorkMatch = {
  __typename?: 'WorkMatch';
  blmStatus?: Maybe<Scalars['String']['output']>;
  creators: Array<Scalars['String']['output']>;
  edition?: Maybe<Scalars['String']['output']>;
  isn?: Maybe<Scalars['String']['output']>;
  paymentModel?: Maybe<Scalars['String']['output']>;
  publishers: Array<Scalars['String']['output']>;
  /** 0 to 1; results come best first. */
  score: Scalars['Float']['output'];
  subType?: Maybe<Scalars['String']['output']>;
  title: Scalars['String']['output'];
  type: Scalars['String']['output'];
  volume?: Maybe<Scalars['String']['output']>;
  /** Why the work matched, e.g. 'ISBN exact', 'Title 87% similar', 'Creator: Jane Doe'. */
  whyMatched: Array<Scalars['String']['output']>;
  workId: Scalars['ID']['output'];
  yearOfPublication?: Maybe<Scalars['Int']['output']>;
};

/** What the Work Search form sends: at least one criterion besides the work type. */
export type WorkSearchInput = {
  /** A creator's contributions: works that recipient account contributed to. */
  accountObjectId?: InputMaybe<Scalars['ID']['input']>;
  creator?: InputMaybe<Scalars['String']['input']>;
  isn?: InputMaybe<Scalars['String']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  publisher?: InputMaybe<Scalars['String']['input']>;
  title?: InputMaybe<Scalars['String']['input']>;
  /** Result filter: Book, Journal, Newspaper, Magazine, Website or Other; absent or All for every type. */
  workType?: InputMaybe<Scalars['String']['input']>;
  year?: InputMaybe<Scalars['Int']['input']>;
};

export type WorkShare = {
  __typename?: 'WorkShare';
  sfAccountName: Scalars['String']['output'];
  share: Scalars['Float']['output'];
};

export type WorkTerm = {
  __typename?: 'WorkTerm';
  sfTacName: Scalars['String']['output'];
};

export type ResolverTypeWrapper<T> = Promise<T> | T;

export type ResolverWithResolve<TResult, TParent, TContext, TArgs> = {
  resolve: ResolverFn<TResult, TParent, TContext, TArgs>;
};
export type Resolver<
  TResult,
  TParent = Record<PropertyKey, never>,
  TContext = Record<PropertyKey, never>,
  TArgs = Record<PropertyKey, never>,
> = ResolverFn<TResult, TParent, TContext, TArgs> | ResolverWithResolve<TResult, TParent, TContext, TArgs>;

export type ResolverFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo,
) => Promise<TResult> | TResult;

export type SubscriptionSubscribeFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo,
) => AsyncIterable<TResult> | Promise<AsyncIterable<TResult>>;

export type SubscriptionResolveFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo,
) => TResult | Promise<TResult>;

export interface SubscriptionSubscriberObject<TResult, TKey extends string, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<{ [key in TKey]: TResult }, TParent, TContext, TArgs>;
  resolve?: SubscriptionResolveFn<TResult, { [key in TKey]: TResult }, TContext, TArgs>;
}

export interface SubscriptionResolverObject<TResult, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<any, TParent, TContext, TArgs>;
  resolve: SubscriptionResolveFn<TResult, any, TContext, TArgs>;
}

export type SubscriptionObject<TResult, TKey extends string, TParent, TContext, TArgs> =
  | SubscriptionSubscriberObject<TResult, TKey, TParent, TContext, TArgs>
  | SubscriptionResolverObject<TResult, TParent, TContext, TArgs>;

export type SubscriptionResolver<
  TResult,
  TKey extends string,
  TParent = Record<PropertyKey, never>,
  TContext = Record<PropertyKey, never>,
  TArgs = Record<PropertyKey, never>,
> =
  | ((...args: any[]) => SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>)
  | SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>;

export type TypeResolveFn<TTypes, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (
  parent: TParent,
  context: TContext,
  info: GraphQLResolveInfo,
) => Maybe<TTypes> | Promise<Maybe<TTypes>>;

export type IsTypeOfResolverFn<T = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (
  obj: T,
  context: TContext,
  info: GraphQLResolveInfo,
) => boolean | Promise<boolean>;

export type NextResolverFn<T> = () => Promise<T>;

export type DirectiveResolverFn<
  TResult = Record<PropertyKey, never>,
  TParent = Record<PropertyKey, never>,
  TContext = Record<PropertyKey, never>,
  TArgs = Record<PropertyKey, never>,
> = (
  next: NextResolverFn<TResult>,
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo,
) => TResult | Promise<TResult>;

/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = {
  Aou: ResolverTypeWrapper<Aou>;
  AssignRolePayload: ResolverTypeWrapper<Omit<AssignRolePayload, 'user'> & { user?: Maybe<ResolversTypes['User']> }>;
  AssignUsersToBatchesPayload: ResolverTypeWrapper<
    Omit<AssignUsersToBatchesPayload, 'assignments'> & { assignments: Array<ResolversTypes['BatchAssignment']> }
  >;
  Batch: ResolverTypeWrapper<BatchRecord>;
  BatchAssignment: ResolverTypeWrapper<BatchAssignmentRecord>;
  BatchInput: BatchInput;
  BatchPayload: ResolverTypeWrapper<Omit<BatchPayload, 'batch'> & { batch?: Maybe<ResolversTypes['Batch']> }>;
  BatchPeriod: BatchPeriod;
  BatchResearcher: ResolverTypeWrapper<BatchResearcher>;
  BatchStatus: BatchStatus;
  BestDay: ResolverTypeWrapper<BestDay>;
  Biblio: ResolverTypeWrapper<BiblioRecord>;
  BiblioInput: BiblioInput;
  BiblioTag: ResolverTypeWrapper<BiblioTagRecord>;
  BiblioUsageLink: ResolverTypeWrapper<LinkRecord>;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  BulkChange: ResolverTypeWrapper<BulkChangeRecord>;
  BulkChangeField: ResolverTypeWrapper<BulkChangeFieldRecord>;
  BulkEditChoices: ResolverTypeWrapper<BulkEditChoices>;
  BulkEditChoicesKind: BulkEditChoicesKind;
  BulkEditColumn: ResolverTypeWrapper<BulkEditColumn>;
  BulkEditColumnInput: BulkEditColumnInput;
  BulkEditField: ResolverTypeWrapper<BulkEditField>;
  BulkEditFieldType: BulkEditFieldType;
  BulkEditFilter: ResolverTypeWrapper<BulkEditFilter>;
  BulkEditFilterInput: BulkEditFilterInput;
  BulkEditOperator: BulkEditOperator;
  BulkEditQuery: ResolverTypeWrapper<BulkEditQuery>;
  BulkEditQueryInput: BulkEditQueryInput;
  BulkEditRecord: ResolverTypeWrapper<BulkEditRecord>;
  BulkEditRecordIds: ResolverTypeWrapper<BulkEditRecordIds>;
  BulkEditRecordPage: ResolverTypeWrapper<BulkEditRecordPage>;
  BulkEditResource: BulkEditResource;
  BulkEditSavedQuery: ResolverTypeWrapper<BulkEditSavedQuery>;
  BulkEditScopeInput: BulkEditScopeInput;
  BulkEditSort: ResolverTypeWrapper<BulkEditSort>;
  BulkEditSortDirection: BulkEditSortDirection;
  BulkEditSortInput: BulkEditSortInput;
  BulkFieldChange: ResolverTypeWrapper<BulkFieldChangeRecord>;
  BulkLinkContributorInput: BulkLinkContributorInput;
  BulkLinkInput: BulkLinkInput;
  BulkLinkRecipientInput: BulkLinkRecipientInput;
  BulkLinkWorkInput: BulkLinkWorkInput;
  BulkRecordChange: ResolverTypeWrapper<BulkRecordChangeRecord>;
  BulkRecordVersionInput: BulkRecordVersionInput;
  BulkRefusal: ResolverTypeWrapper<BulkRefusalRecord>;
  BulkRefusalReason: BulkRefusalReason;
  BulkRuleSet: ResolverTypeWrapper<BulkRuleSetRecord>;
  BulkUndoRefusal: ResolverTypeWrapper<BulkUndoRefusalRecord>;
  BulkUndoRefusalReason: BulkUndoRefusalReason;
  BulkUndoResult: ResolverTypeWrapper<BulkUndoRecord>;
  BulkUpdateFailure: ResolverTypeWrapper<BulkUpdateFailure>;
  BulkUpdateFieldInput: BulkUpdateFieldInput;
  BulkUpdateInput: BulkUpdateInput;
  BulkUpdateJob: ResolverTypeWrapper<BulkUpdateJobRecord>;
  BulkUpdateJobInput: BulkUpdateJobInput;
  BulkUpdateJobPayload: ResolverTypeWrapper<
    Omit<BulkUpdateJobPayload, 'job'> & { job?: Maybe<ResolversTypes['BulkUpdateJob']> }
  >;
  BulkUpdateJobStatus: BulkUpdateJobStatus;
  BulkUpdatePayload: ResolverTypeWrapper<
    Omit<BulkUpdatePayload, 'result'> & { result?: Maybe<ResolversTypes['BulkUpdateResult']> }
  >;
  BulkUpdateResource: BulkUpdateResource;
  BulkUpdateResult: ResolverTypeWrapper<BulkUpdateRecord>;
  CheckSourceFileLinkPayload: ResolverTypeWrapper<
    Omit<CheckSourceFileLinkPayload, 'sourceFile'> & { sourceFile?: Maybe<ResolversTypes['SourceFile']> }
  >;
  CitingRecord: ResolverTypeWrapper<CitingRecordRow>;
  CollectionStatus: CollectionStatus;
  CollectionStatusFilter: CollectionStatusFilter;
  CompletionForecast: ResolverTypeWrapper<CompletionForecast>;
  CreateRecordInput: CreateRecordInput;
  Date: ResolverTypeWrapper<Scalars['Date']['output']>;
  DateTime: ResolverTypeWrapper<Scalars['DateTime']['output']>;
  DeleteBatchPayload: ResolverTypeWrapper<DeleteBatchPayload>;
  DeleteBulkEditQueryPayload: ResolverTypeWrapper<DeleteBulkEditQueryPayload>;
  DeleteItemPayload: ResolverTypeWrapper<
    Omit<DeleteItemPayload, 'record'> & { record?: Maybe<ResolversTypes['ResearchRecord']> }
  >;
  DeleteResearchCollectionPayload: ResolverTypeWrapper<DeleteResearchCollectionPayload>;
  DeleteTagPayload: ResolverTypeWrapper<DeleteTagPayload>;
  DocumentPage: ResolverTypeWrapper<DocumentPage>;
  DocumentPages: ResolverTypeWrapper<DocumentPages>;
  DoughnutCategory: DoughnutCategory;
  DoughnutSlice: ResolverTypeWrapper<DoughnutSlice>;
  Float: ResolverTypeWrapper<Scalars['Float']['output']>;
  ForecastPoint: ResolverTypeWrapper<ForecastPoint>;
  GroupTag: ResolverTypeWrapper<GroupTagRecord>;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  IndividualMetrics: ResolverTypeWrapper<IndividualMetrics>;
  IndividualSummary: ResolverTypeWrapper<IndividualSummary>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  JSON: ResolverTypeWrapper<Scalars['JSON']['output']>;
  LicenceScheme: ResolverTypeWrapper<LicenceScheme>;
  LinkInput: LinkInput;
  Location: ResolverTypeWrapper<LocationRecord>;
  LocationInput: LocationInput;
  LocationPayload: ResolverTypeWrapper<
    Omit<LocationPayload, 'location'> & { location?: Maybe<ResolversTypes['Location']> }
  >;
  LocationType: LocationType;
  LookupList: LookupList;
  LookupValue: ResolverTypeWrapper<LookupValue>;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  PageInfo: ResolverTypeWrapper<PageInfo>;
  Person: ResolverTypeWrapper<PersonRecord>;
  ProcessDoughnut: ResolverTypeWrapper<ProcessDoughnut>;
  ProcessInfo: ResolverTypeWrapper<ProcessInfo>;
  ProcessLineChart: ResolverTypeWrapper<ProcessLineChart>;
  ProcessOverview: ResolverTypeWrapper<ProcessOverview>;
  ProcessedCountTone: ProcessedCountTone;
  ProcessedRecordsRow: ResolverTypeWrapper<ProcessedRecordsRow>;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  QueueGroup: ResolverTypeWrapper<QueueGroup>;
  QueueRecord: ResolverTypeWrapper<QueueRecord>;
  QueueStatus: QueueStatus;
  QueueSummary: ResolverTypeWrapper<QueueSummary>;
  Recipient: ResolverTypeWrapper<Recipient>;
  RecipientRole: RecipientRole;
  RecordHistoryEntry: ResolverTypeWrapper<RecordHistoryRecord>;
  RecordSearchTotal: ResolverTypeWrapper<RecordSearchTotal>;
  RecordStatus: RecordStatus;
  RecordSummary: ResolverTypeWrapper<RecordSummaryRecord>;
  RecordTags: ResolverTypeWrapper<RecordTagsRecord>;
  RecordWriteRefusal: ResolverTypeWrapper<RecordWriteRefusal>;
  RecordWriteRefusalReason: RecordWriteRefusalReason;
  RemoveBatchAssignmentPayload: ResolverTypeWrapper<RemoveBatchAssignmentPayload>;
  ResearchCollection: ResolverTypeWrapper<CollectionRecord>;
  ResearchCollectionInput: ResearchCollectionInput;
  ResearchCollectionPayload: ResolverTypeWrapper<
    Omit<ResearchCollectionPayload, 'researchCollection'> & {
      researchCollection?: Maybe<ResolversTypes['ResearchCollection']>;
    }
  >;
  ResearchRecord: ResolverTypeWrapper<FullRecord>;
  ResearchTemplate: ResolverTypeWrapper<TemplateRecord>;
  ResearchTemplateField: ResolverTypeWrapper<ResearchTemplateField>;
  ResearchedOnDate: ResolverTypeWrapper<ResearchedOnDate>;
  Role: ResolverTypeWrapper<Role>;
  Rule: ResolverTypeWrapper<Rule>;
  RuleAction: ResolverTypeWrapper<RuleAction>;
  RuleCondition: ResolverTypeWrapper<RuleCondition>;
  SaveAction: SaveAction;
  SaveBulkEditQueryPayload: ResolverTypeWrapper<SaveBulkEditQueryPayload>;
  SaveConflict: ResolverTypeWrapper<SaveConflict>;
  SaveGroupTagInput: SaveGroupTagInput;
  SaveGroupTagPayload: ResolverTypeWrapper<
    Omit<SaveGroupTagPayload, 'groupTag'> & { groupTag?: Maybe<ResolversTypes['GroupTag']> }
  >;
  SaveRecordInput: SaveRecordInput;
  SaveRecordPayload: ResolverTypeWrapper<
    Omit<SaveRecordPayload, 'record'> & { record?: Maybe<ResolversTypes['ResearchRecord']> }
  >;
  SaveTagInput: SaveTagInput;
  SaveTagPayload: ResolverTypeWrapper<Omit<SaveTagPayload, 'tag'> & { tag?: Maybe<ResolversTypes['BiblioTag']> }>;
  SourceFile: ResolverTypeWrapper<SourceFileRecord>;
  StatisticsDay: ResolverTypeWrapper<StatisticsDay>;
  StatisticsPerson: ResolverTypeWrapper<StatisticsPerson>;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  UndoBulkChangePayload: ResolverTypeWrapper<
    Omit<UndoBulkChangePayload, 'result'> & { result?: Maybe<ResolversTypes['BulkUndoResult']> }
  >;
  Usage: ResolverTypeWrapper<UsageRecord>;
  UsageInput: UsageInput;
  User: ResolverTypeWrapper<UserRecord>;
  UserError: ResolverTypeWrapper<UserError>;
  Work: ResolverTypeWrapper<WorkRecord>;
  WorkContributor: ResolverTypeWrapper<WorkContributor>;
  WorkMatch: ResolverTypeWrapper<WorkMatchRecord>;
  WorkSearchInput: WorkSearchInput;
  WorkShare: ResolverTypeWrapper<WorkShare>;
  WorkTerm: ResolverTypeWrapper<WorkTerm>;
};

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = {
  Aou: Aou;
  AssignRolePayload: Omit<AssignRolePayload, 'user'> & { user?: Maybe<ResolversParentTypes['User']> };
  AssignUsersToBatchesPayload: Omit<AssignUsersToBatchesPayload, 'assignments'> & {
    assignments: Array<ResolversParentTypes['BatchAssignment']>;
  };
  Batch: BatchRecord;
  BatchAssignment: BatchAssignmentRecord;
  BatchInput: BatchInput;
  BatchPayload: Omit<BatchPayload, 'batch'> & { batch?: Maybe<ResolversParentTypes['Batch']> };
  BatchResearcher: BatchResearcher;
  BestDay: BestDay;
  Biblio: BiblioRecord;
  BiblioInput: BiblioInput;
  BiblioTag: BiblioTagRecord;
  BiblioUsageLink: LinkRecord;
  Boolean: Scalars['Boolean']['output'];
  BulkChange: BulkChangeRecord;
  BulkChangeField: BulkChangeFieldRecord;
  BulkEditChoices: BulkEditChoices;
  BulkEditColumn: BulkEditColumn;
  BulkEditColumnInput: BulkEditColumnInput;
  BulkEditField: BulkEditField;
  BulkEditFilter: BulkEditFilter;
  BulkEditFilterInput: BulkEditFilterInput;
  BulkEditQuery: BulkEditQuery;
  BulkEditQueryInput: BulkEditQueryInput;
  BulkEditRecord: BulkEditRecord;
  BulkEditRecordIds: BulkEditRecordIds;
  BulkEditRecordPage: BulkEditRecordPage;
  BulkEditSavedQuery: BulkEditSavedQuery;
  BulkEditScopeInput: BulkEditScopeInput;
  BulkEditSort: BulkEditSort;
  BulkEditSortInput: BulkEditSortInput;
  BulkFieldChange: BulkFieldChangeRecord;
  BulkLinkContributorInput: BulkLinkContributorInput;
  BulkLinkInput: BulkLinkInput;
  BulkLinkRecipientInput: BulkLinkRecipientInput;
  BulkLinkWorkInput: BulkLinkWorkInput;
  BulkRecordChange: BulkRecordChangeRecord;
  BulkRecordVersionInput: BulkRecordVersionInput;
  BulkRefusal: BulkRefusalRecord;
  BulkRuleSet: BulkRuleSetRecord;
  BulkUndoRefusal: BulkUndoRefusalRecord;
  BulkUndoResult: BulkUndoRecord;
  BulkUpdateFailure: BulkUpdateFailure;
  BulkUpdateFieldInput: BulkUpdateFieldInput;
  BulkUpdateInput: BulkUpdateInput;
  BulkUpdateJob: BulkUpdateJobRecord;
  BulkUpdateJobInput: BulkUpdateJobInput;
  BulkUpdateJobPayload: Omit<BulkUpdateJobPayload, 'job'> & { job?: Maybe<ResolversParentTypes['BulkUpdateJob']> };
  BulkUpdatePayload: Omit<BulkUpdatePayload, 'result'> & { result?: Maybe<ResolversParentTypes['BulkUpdateResult']> };
  BulkUpdateResult: BulkUpdateRecord;
  CheckSourceFileLinkPayload: Omit<CheckSourceFileLinkPayload, 'sourceFile'> & {
    sourceFile?: Maybe<ResolversParentTypes['SourceFile']>;
  };
  CitingRecord: CitingRecordRow;
  CompletionForecast: CompletionForecast;
  CreateRecordInput: CreateRecordInput;
  Date: Scalars['Date']['output'];
  DateTime: Scalars['DateTime']['output'];
  DeleteBatchPayload: DeleteBatchPayload;
  DeleteBulkEditQueryPayload: DeleteBulkEditQueryPayload;
  DeleteItemPayload: Omit<DeleteItemPayload, 'record'> & { record?: Maybe<ResolversParentTypes['ResearchRecord']> };
  DeleteResearchCollectionPayload: DeleteResearchCollectionPayload;
  DeleteTagPayload: DeleteTagPayload;
  DocumentPage: DocumentPage;
  DocumentPages: DocumentPages;
  DoughnutSlice: DoughnutSlice;
  Float: Scalars['Float']['output'];
  ForecastPoint: ForecastPoint;
  GroupTag: GroupTagRecord;
  ID: Scalars['ID']['output'];
  IndividualMetrics: IndividualMetrics;
  IndividualSummary: IndividualSummary;
  Int: Scalars['Int']['output'];
  JSON: Scalars['JSON']['output'];
  LicenceScheme: LicenceScheme;
  LinkInput: LinkInput;
  Location: LocationRecord;
  LocationInput: LocationInput;
  LocationPayload: Omit<LocationPayload, 'location'> & { location?: Maybe<ResolversParentTypes['Location']> };
  LookupValue: LookupValue;
  Mutation: Record<PropertyKey, never>;
  PageInfo: PageInfo;
  Person: PersonRecord;
  ProcessDoughnut: ProcessDoughnut;
  ProcessInfo: ProcessInfo;
  ProcessLineChart: ProcessLineChart;
  ProcessOverview: ProcessOverview;
  ProcessedRecordsRow: ProcessedRecordsRow;
  Query: Record<PropertyKey, never>;
  QueueGroup: QueueGroup;
  QueueRecord: QueueRecord;
  QueueSummary: QueueSummary;
  Recipient: Recipient;
  RecordHistoryEntry: RecordHistoryRecord;
  RecordSearchTotal: RecordSearchTotal;
  RecordSummary: RecordSummaryRecord;
  RecordTags: RecordTagsRecord;
  RecordWriteRefusal: RecordWriteRefusal;
  RemoveBatchAssignmentPayload: RemoveBatchAssignmentPayload;
  ResearchCollection: CollectionRecord;
  ResearchCollectionInput: ResearchCollectionInput;
  ResearchCollectionPayload: Omit<ResearchCollectionPayload, 'researchCollection'> & {
    researchCollection?: Maybe<ResolversParentTypes['ResearchCollection']>;
  };
  ResearchRecord: FullRecord;
  ResearchTemplate: TemplateRecord;
  ResearchTemplateField: ResearchTemplateField;
  ResearchedOnDate: ResearchedOnDate;
  Role: Role;
  Rule: Rule;
  RuleAction: RuleAction;
  RuleCondition: RuleCondition;
  SaveBulkEditQueryPayload: SaveBulkEditQueryPayload;
  SaveConflict: SaveConflict;
  SaveGroupTagInput: SaveGroupTagInput;
  SaveGroupTagPayload: Omit<SaveGroupTagPayload, 'groupTag'> & { groupTag?: Maybe<ResolversParentTypes['GroupTag']> };
  SaveRecordInput: SaveRecordInput;
  SaveRecordPayload: Omit<SaveRecordPayload, 'record'> & { record?: Maybe<ResolversParentTypes['ResearchRecord']> };
  SaveTagInput: SaveTagInput;
  SaveTagPayload: Omit<SaveTagPayload, 'tag'> & { tag?: Maybe<ResolversParentTypes['BiblioTag']> };
  SourceFile: SourceFileRecord;
  StatisticsDay: StatisticsDay;
  StatisticsPerson: StatisticsPerson;
  String: Scalars['String']['output'];
  UndoBulkChangePayload: Omit<UndoBulkChangePayload, 'result'> & {
    result?: Maybe<ResolversParentTypes['BulkUndoResult']>;
  };
  Usage: UsageRecord;
  UsageInput: UsageInput;
  User: UserRecord;
  UserError: UserError;
  Work: WorkRecord;
  WorkContributor: WorkContributor;
  WorkMatch: WorkMatchRecord;
  WorkSearchInput: WorkSearchInput;
  WorkShare: WorkShare;
  WorkTerm: WorkTerm;
};

export type AouResolvers<
  ContextType = BffContext,
  ParentType extends ResolversParentTypes['Aou'] = ResolversParentTypes['Aou'],
> = {
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type AssignRolePayloadResolvers<
  ContextType = BffContext,
  ParentType extends ResolversParentTypes['AssignRolePayload'] = ResolversParentTypes['AssignRolePayload'],
> = {
  message?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  user?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
};

export type AssignUsersToBatchesPayloadResolvers<
  ContextType = BffContext,
  ParentType extends ResolversParentTypes['AssignUsersToBatchesPayload'] =
    ResolversParentTypes['AssignUsersToBatchesPayload'],
> = {
  assignments?: Resolver<Array<ResolversTypes['BatchAssignment']>, ParentType, ContextType>;
  message?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
};

export type BatchResolvers<
  ContextType = BffContext,
  ParentType extends ResolversParentTypes['Batch'] = ResolversParentTypes['Batch'],
> = {
  dateFrom?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  dateTo?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  locationCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  locations?: Resolver<Array<ResolversTypes['Location']>, ParentType, ContextType>;
  period?: Resolver<ResolversTypes['BatchPeriod'], ParentType, ContextType>;
  periodNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  researchCollection?: Resolver<Maybe<ResolversTypes['ResearchCollection']>, ParentType, ContextType>;
  researchCollectionId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['BatchStatus'], ParentType, ContextType>;
  targetCompleteDate?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type BatchAssignmentResolvers<
  ContextType = BffContext,
  ParentType extends ResolversParentTypes['BatchAssignment'] = ResolversParentTypes['BatchAssignment'],
> = {
  assignedRecords?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  batchId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  batchTitle?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  displayName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  userId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type BatchPayloadResolvers<
  ContextType = BffContext,
  ParentType extends ResolversParentTypes['BatchPayload'] = ResolversParentTypes['BatchPayload'],
> = {
  batch?: Resolver<Maybe<ResolversTypes['Batch']>, ParentType, ContextType>;
  message?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
};

export type BatchPeriodResolvers = EnumResolverSignature<
  { CALENDAR_YEAR?: any; FINANCIAL_YEAR?: any; INVOICE?: any; PART?: any; QUARTER?: any; TERM?: any },
  ResolversTypes['BatchPeriod']
>;

export type BatchResearcherResolvers<
  ContextType = BffContext,
  ParentType extends ResolversParentTypes['BatchResearcher'] = ResolversParentTypes['BatchResearcher'],
> = {
  dailyAverage?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  displayName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  forecast?: Resolver<ResolversTypes['CompletionForecast'], ParentType, ContextType>;
  remaining?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  researcherId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type BatchStatusResolvers = EnumResolverSignature<
  { LOCKED?: any; UNLOCKED?: any },
  ResolversTypes['BatchStatus']
>;

export type BestDayResolvers<
  ContextType = BffContext,
  ParentType extends ResolversParentTypes['BestDay'] = ResolversParentTypes['BestDay'],
> = {
  date?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  researched?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type BiblioResolvers<
  ContextType = BffContext,
  ParentType extends ResolversParentTypes['Biblio'] = ResolversParentTypes['Biblio'],
> = {
  activeFlag?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  artisticWorks?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  blm?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  blmStatus?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  chapterNumbers?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  distributionOnly?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  edition?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  exclusionCondition?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  internet?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isn?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  issueName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  issueNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  linkCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  majorMaterialType?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  majorTitle?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  matchedBy?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  minorMaterialType?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  minorTitle?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  newWorkRequest?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  notes?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  pageNumbers?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  parentRecipientId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  parentRecipientName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  paymentModel?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  publicationDate?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  publicationYear?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  publisher?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  recipient?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  recipientId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  recordId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  shouldRequestNewWork?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  sourceCreators?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  termsConditions?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  unidentifiable?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  unitsCopied?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  url?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  volume?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  workCreator?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  workId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  workStatus?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  workSubType?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
};

export type BiblioTagResolvers<
  ContextType = BffContext,
  ParentType extends ResolversParentTypes['BiblioTag'] = ResolversParentTypes['BiblioTag'],
> = {
  biblioId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  pageNumber?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pageTaggedFlag?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  pageX?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  pageY?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  recordId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type BiblioUsageLinkResolvers<
  ContextType = BffContext,
  ParentType extends ResolversParentTypes['BiblioUsageLink'] = ResolversParentTypes['BiblioUsageLink'],
> = {
  activeFlag?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  biblioId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  usageId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type BulkChangeResolvers<
  ContextType = BffContext,
  ParentType extends ResolversParentTypes['BulkChange'] = ResolversParentTypes['BulkChange'],
> = {
  batchId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  fields?: Resolver<Array<ResolversTypes['BulkChangeField']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  records?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  undoneAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  userId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  username?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type BulkChangeFieldResolvers<
  ContextType = BffContext,
  ParentType extends ResolversParentTypes['BulkChangeField'] = ResolversParentTypes['BulkChangeField'],
> = {
  field?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  resource?: Resolver<ResolversTypes['BulkUpdateResource'], ParentType, ContextType>;
  value?: Resolver<Maybe<ResolversTypes['JSON']>, ParentType, ContextType>;
};

export type BulkEditChoicesResolvers<
  ContextType = BffContext,
  ParentType extends ResolversParentTypes['BulkEditChoices'] = ResolversParentTypes['BulkEditChoices'],
> = {
  kind?: Resolver<ResolversTypes['BulkEditChoicesKind'], ParentType, ContextType>;
  lookupList?: Resolver<Maybe<ResolversTypes['LookupList']>, ParentType, ContextType>;
  values?: Resolver<Maybe<Array<ResolversTypes['String']>>, ParentType, ContextType>;
};

export type BulkEditColumnResolvers<
  ContextType = BffContext,
  ParentType extends ResolversParentTypes['BulkEditColumn'] = ResolversParentTypes['BulkEditColumn'],
> = {
  field?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  resource?: Resolver<ResolversTypes['BulkEditResource'], ParentType, ContextType>;
};

export type BulkEditFieldResolvers<
  ContextType = BffContext,
  ParentType extends ResolversParentTypes['BulkEditField'] = ResolversParentTypes['BulkEditField'],
> = {
  choices?: Resolver<Maybe<ResolversTypes['BulkEditChoices']>, ParentType, ContextType>;
  editable?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  field?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  key?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  resource?: Resolver<ResolversTypes['BulkEditResource'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['BulkEditFieldType'], ParentType, ContextType>;
  whole?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type BulkEditFilterResolvers<
  ContextType = BffContext,
  ParentType extends ResolversParentTypes['BulkEditFilter'] = ResolversParentTypes['BulkEditFilter'],
> = {
  field?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  op?: Resolver<ResolversTypes['BulkEditOperator'], ParentType, ContextType>;
  resource?: Resolver<ResolversTypes['BulkEditResource'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['BulkEditFieldType'], ParentType, ContextType>;
  value?: Resolver<Maybe<ResolversTypes['JSON']>, ParentType, ContextType>;
};

export type BulkEditQueryResolvers<
  ContextType = BffContext,
  ParentType extends ResolversParentTypes['BulkEditQuery'] = ResolversParentTypes['BulkEditQuery'],
> = {
  columns?: Resolver<Array<ResolversTypes['BulkEditColumn']>, ParentType, ContextType>;
  filters?: Resolver<Array<ResolversTypes['BulkEditFilter']>, ParentType, ContextType>;
  sort?: Resolver<ResolversTypes['BulkEditSort'], ParentType, ContextType>;
};

export type BulkEditRecordResolvers<
  ContextType = BffContext,
  ParentType extends ResolversParentTypes['BulkEditRecord'] = ResolversParentTypes['BulkEditRecord'],
> = {
  cells?: Resolver<Array<Maybe<ResolversTypes['JSON']>>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  recordUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type BulkEditRecordIdsResolvers<
  ContextType = BffContext,
  ParentType extends ResolversParentTypes['BulkEditRecordIds'] = ResolversParentTypes['BulkEditRecordIds'],
> = {
  cap?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  capped?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  ids?: Resolver<Array<ResolversTypes['ID']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type BulkEditRecordPageResolvers<
  ContextType = BffContext,
  ParentType extends ResolversParentTypes['BulkEditRecordPage'] = ResolversParentTypes['BulkEditRecordPage'],
> = {
  columns?: Resolver<Array<ResolversTypes['BulkEditField']>, ParentType, ContextType>;
  nextCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  pageSize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  previousCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  records?: Resolver<Array<ResolversTypes['BulkEditRecord']>, ParentType, ContextType>;
  sort?: Resolver<ResolversTypes['BulkEditSort'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type BulkEditSavedQueryResolvers<
  ContextType = BffContext,
  ParentType extends ResolversParentTypes['BulkEditSavedQuery'] = ResolversParentTypes['BulkEditSavedQuery'],
> = {
  batchIds?: Resolver<Array<ResolversTypes['ID']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  createdByUsername?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  query?: Resolver<ResolversTypes['BulkEditQuery'], ParentType, ContextType>;
  queryTitle?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  researchCollectionIds?: Resolver<Array<ResolversTypes['ID']>, ParentType, ContextType>;
  settingsName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  updatedByUsername?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type BulkEditSortResolvers<
  ContextType = BffContext,
  ParentType extends ResolversParentTypes['BulkEditSort'] = ResolversParentTypes['BulkEditSort'],
> = {
  direction?: Resolver<ResolversTypes['BulkEditSortDirection'], ParentType, ContextType>;
  field?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  resource?: Resolver<ResolversTypes['BulkEditResource'], ParentType, ContextType>;
};

export type BulkFieldChangeResolvers<
  ContextType = BffContext,
  ParentType extends ResolversParentTypes['BulkFieldChange'] = ResolversParentTypes['BulkFieldChange'],
> = {
  after?: Resolver<Maybe<ResolversTypes['JSON']>, ParentType, ContextType>;
  before?: Resolver<Maybe<ResolversTypes['JSON']>, ParentType, ContextType>;
  field?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  itemId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  resource?: Resolver<ResolversTypes['BulkUpdateResource'], ParentType, ContextType>;
};

export type BulkRecordChangeResolvers<
  ContextType = BffContext,
  ParentType extends ResolversParentTypes['BulkRecordChange'] = ResolversParentTypes['BulkRecordChange'],
> = {
  changes?: Resolver<Array<ResolversTypes['BulkFieldChange']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  ruleSets?: Resolver<Array<ResolversTypes['BulkRuleSet']>, ParentType, ContextType>;
  version?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
};

export type BulkRefusalResolvers<
  ContextType = BffContext,
  ParentType extends ResolversParentTypes['BulkRefusal'] = ResolversParentTypes['BulkRefusal'],
> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  reason?: Resolver<ResolversTypes['BulkRefusalReason'], ParentType, ContextType>;
};

export type BulkRuleSetResolvers<
  ContextType = BffContext,
  ParentType extends ResolversParentTypes['BulkRuleSet'] = ResolversParentTypes['BulkRuleSet'],
> = {
  field?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  itemId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  resource?: Resolver<ResolversTypes['BulkUpdateResource'], ParentType, ContextType>;
  value?: Resolver<Maybe<ResolversTypes['JSON']>, ParentType, ContextType>;
};

export type BulkUndoRefusalResolvers<
  ContextType = BffContext,
  ParentType extends ResolversParentTypes['BulkUndoRefusal'] = ResolversParentTypes['BulkUndoRefusal'],
> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  reason?: Resolver<ResolversTypes['BulkUndoRefusalReason'], ParentType, ContextType>;
};

export type BulkUndoResultResolvers<
  ContextType = BffContext,
  ParentType extends ResolversParentTypes['BulkUndoResult'] = ResolversParentTypes['BulkUndoResult'],
> = {
  bulkChangeId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  refused?: Resolver<Array<ResolversTypes['BulkUndoRefusal']>, ParentType, ContextType>;
  restored?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type BulkUpdateFailureResolvers<
  ContextType = BffContext,
  ParentType extends ResolversParentTypes['BulkUpdateFailure'] = ResolversParentTypes['BulkUpdateFailure'],
> = {
  applied?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  failedFromId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type BulkUpdateJobResolvers<
  ContextType = BffContext,
  ParentType extends ResolversParentTypes['BulkUpdateJob'] = ResolversParentTypes['BulkUpdateJob'],
> = {
  bulkChangeId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  cancelRequested?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  done?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  error?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  finishedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  refused?: Resolver<Array<ResolversTypes['BulkRefusal']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['BulkUpdateJobStatus'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  unchanged?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  updated?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type BulkUpdateJobPayloadResolvers<
  ContextType = BffContext,
  ParentType extends ResolversParentTypes['BulkUpdateJobPayload'] = ResolversParentTypes['BulkUpdateJobPayload'],
> = {
  job?: Resolver<Maybe<ResolversTypes['BulkUpdateJob']>, ParentType, ContextType>;
  message?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
};

export type BulkUpdatePayloadResolvers<
  ContextType = BffContext,
  ParentType extends ResolversParentTypes['BulkUpdatePayload'] = ResolversParentTypes['BulkUpdatePayload'],
> = {
  failure?: Resolver<Maybe<ResolversTypes['BulkUpdateFailure']>, ParentType, ContextType>;
  message?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  result?: Resolver<Maybe<ResolversTypes['BulkUpdateResult']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
};

export type BulkUpdateResultResolvers<
  ContextType = BffContext,
  ParentType extends ResolversParentTypes['BulkUpdateResult'] = ResolversParentTypes['BulkUpdateResult'],
> = {
  bulkChangeId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  dryRun?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  records?: Resolver<Array<ResolversTypes['BulkRecordChange']>, ParentType, ContextType>;
  refused?: Resolver<Array<ResolversTypes['BulkRefusal']>, ParentType, ContextType>;
  unchanged?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  updated?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type CheckSourceFileLinkPayloadResolvers<
  ContextType = BffContext,
  ParentType extends ResolversParentTypes['CheckSourceFileLinkPayload'] =
    ResolversParentTypes['CheckSourceFileLinkPayload'],
> = {
  message?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  sourceFile?: Resolver<Maybe<ResolversTypes['SourceFile']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
};

export type CitingRecordResolvers<
  ContextType = BffContext,
  ParentType extends ResolversParentTypes['CitingRecord'] = ResolversParentTypes['CitingRecord'],
> = {
  externalReferenceId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type CollectionStatusResolvers = EnumResolverSignature<
  { HIDE?: any; SHOW?: any },
  ResolversTypes['CollectionStatus']
>;

export type CompletionForecastResolvers<
  ContextType = BffContext,
  ParentType extends ResolversParentTypes['CompletionForecast'] = ResolversParentTypes['CompletionForecast'],
> = {
  daysAfterTarget?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  doneOn?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  remaining?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export interface DateScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['Date'], any> {
  name: 'Date';
}

export interface DateTimeScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['DateTime'], any> {
  name: 'DateTime';
}

export type DeleteBatchPayloadResolvers<
  ContextType = BffContext,
  ParentType extends ResolversParentTypes['DeleteBatchPayload'] = ResolversParentTypes['DeleteBatchPayload'],
> = {
  deletedId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  message?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
};

export type DeleteBulkEditQueryPayloadResolvers<
  ContextType = BffContext,
  ParentType extends ResolversParentTypes['DeleteBulkEditQueryPayload'] =
    ResolversParentTypes['DeleteBulkEditQueryPayload'],
> = {
  deletedId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  message?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
};

export type DeleteItemPayloadResolvers<
  ContextType = BffContext,
  ParentType extends ResolversParentTypes['DeleteItemPayload'] = ResolversParentTypes['DeleteItemPayload'],
> = {
  message?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  record?: Resolver<Maybe<ResolversTypes['ResearchRecord']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
};

export type DeleteResearchCollectionPayloadResolvers<
  ContextType = BffContext,
  ParentType extends ResolversParentTypes['DeleteResearchCollectionPayload'] =
    ResolversParentTypes['DeleteResearchCollectionPayload'],
> = {
  deletedId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  message?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
};

export type DeleteTagPayloadResolvers<
  ContextType = BffContext,
  ParentType extends ResolversParentTypes['DeleteTagPayload'] = ResolversParentTypes['DeleteTagPayload'],
> = {
  deletedId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  message?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
};

export type DocumentPageResolvers<
  ContextType = BffContext,
  ParentType extends ResolversParentTypes['DocumentPage'] = ResolversParentTypes['DocumentPage'],
> = {
  heldback?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  imageUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  number?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pdfUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  thumbnailUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type DocumentPagesResolvers<
  ContextType = BffContext,
  ParentType extends ResolversParentTypes['DocumentPages'] = ResolversParentTypes['DocumentPages'],
> = {
  fullPdfUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  heldback?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  list?: Resolver<Array<ResolversTypes['DocumentPage']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type DoughnutSliceResolvers<
  ContextType = BffContext,
  ParentType extends ResolversParentTypes['DoughnutSlice'] = ResolversParentTypes['DoughnutSlice'],
> = {
  category?: Resolver<ResolversTypes['DoughnutCategory'], ParentType, ContextType>;
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ForecastPointResolvers<
  ContextType = BffContext,
  ParentType extends ResolversParentTypes['ForecastPoint'] = ResolversParentTypes['ForecastPoint'],
> = {
  date?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  totalByDate?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type GroupTagResolvers<
  ContextType = BffContext,
  ParentType extends ResolversParentTypes['GroupTag'] = ResolversParentTypes['GroupTag'],
> = {
  biblioId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  endPage?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  pageTaggedFlag?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  pageX?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  pageY?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  recordId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  startPage?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type IndividualMetricsResolvers<
  ContextType = BffContext,
  ParentType extends ResolversParentTypes['IndividualMetrics'] = ResolversParentTypes['IndividualMetrics'],
> = {
  lastDays?: Resolver<Array<ResolversTypes['StatisticsDay']>, ParentType, ContextType>;
  researcher?: Resolver<ResolversTypes['StatisticsPerson'], ParentType, ContextType>;
  sixMonths?: Resolver<Array<ResolversTypes['StatisticsDay']>, ParentType, ContextType>;
  summary?: Resolver<ResolversTypes['IndividualSummary'], ParentType, ContextType>;
};

export type IndividualSummaryResolvers<
  ContextType = BffContext,
  ParentType extends ResolversParentTypes['IndividualSummary'] = ResolversParentTypes['IndividualSummary'],
> = {
  bestDay?: Resolver<Maybe<ResolversTypes['BestDay']>, ParentType, ContextType>;
  dailyAverageDocuments?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  totalDocuments?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  unidentifiablePercent?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  workRequestPercent?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export interface JsonScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['JSON'], any> {
  name: 'JSON';
}

export type LicenceSchemeResolvers<
  ContextType = BffContext,
  ParentType extends ResolversParentTypes['LicenceScheme'] = ResolversParentTypes['LicenceScheme'],
> = {
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type LocationResolvers<
  ContextType = BffContext,
  ParentType extends ResolversParentTypes['Location'] = ResolversParentTypes['Location'],
> = {
  aou?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  aouLabel?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  batchId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  departmentId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  institute?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  locationName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  machineId?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  schoolType?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  sector?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  state?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  type?: Resolver<ResolversTypes['LocationType'], ParentType, ContextType>;
};

export type LocationPayloadResolvers<
  ContextType = BffContext,
  ParentType extends ResolversParentTypes['LocationPayload'] = ResolversParentTypes['LocationPayload'],
> = {
  location?: Resolver<Maybe<ResolversTypes['Location']>, ParentType, ContextType>;
  message?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
};

export type LocationTypeResolvers = EnumResolverSignature<
  { INSTITUTE?: any; SCHOOL?: any },
  ResolversTypes['LocationType']
>;

export type LookupValueResolvers<
  ContextType = BffContext,
  ParentType extends ResolversParentTypes['LookupValue'] = ResolversParentTypes['LookupValue'],
> = {
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type MutationResolvers<
  ContextType = BffContext,
  ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation'],
> = {
  _empty?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  assignRole?: Resolver<
    ResolversTypes['AssignRolePayload'],
    ParentType,
    ContextType,
    RequireFields<MutationAssignRoleArgs, 'roleId' | 'userId'>
  >;
  assignUsersToBatches?: Resolver<
    ResolversTypes['AssignUsersToBatchesPayload'],
    ParentType,
    ContextType,
    RequireFields<MutationAssignUsersToBatchesArgs, 'batchIds' | 'userIds'>
  >;
  bulkUpdateRecords?: Resolver<
    ResolversTypes['BulkUpdatePayload'],
    ParentType,
    ContextType,
    RequireFields<MutationBulkUpdateRecordsArgs, 'input'>
  >;
  cancelBulkUpdateJob?: Resolver<
    ResolversTypes['BulkUpdateJobPayload'],
    ParentType,
    ContextType,
    RequireFields<MutationCancelBulkUpdateJobArgs, 'id'>
  >;
  checkSourceFileLink?: Resolver<
    ResolversTypes['CheckSourceFileLinkPayload'],
    ParentType,
    ContextType,
    RequireFields<MutationCheckSourceFileLinkArgs, 'sourceFileLink'>
  >;
  createBatch?: Resolver<
    ResolversTypes['BatchPayload'],
    ParentType,
    ContextType,
    RequireFields<MutationCreateBatchArgs, 'input'>
  >;
  createRecord?: Resolver<
    ResolversTypes['SaveRecordPayload'],
    ParentType,
    ContextType,
    RequireFields<MutationCreateRecordArgs, 'input'>
  >;
  createResearchCollection?: Resolver<
    ResolversTypes['ResearchCollectionPayload'],
    ParentType,
    ContextType,
    RequireFields<MutationCreateResearchCollectionArgs, 'input'>
  >;
  deleteBatch?: Resolver<
    ResolversTypes['DeleteBatchPayload'],
    ParentType,
    ContextType,
    RequireFields<MutationDeleteBatchArgs, 'id'>
  >;
  deleteBiblio?: Resolver<
    ResolversTypes['DeleteItemPayload'],
    ParentType,
    ContextType,
    RequireFields<MutationDeleteBiblioArgs, 'biblioId' | 'recordId'>
  >;
  deleteBulkEditQuery?: Resolver<
    ResolversTypes['DeleteBulkEditQueryPayload'],
    ParentType,
    ContextType,
    RequireFields<MutationDeleteBulkEditQueryArgs, 'id'>
  >;
  deleteGroupTag?: Resolver<
    ResolversTypes['DeleteTagPayload'],
    ParentType,
    ContextType,
    RequireFields<MutationDeleteGroupTagArgs, 'id'>
  >;
  deleteResearchCollection?: Resolver<
    ResolversTypes['DeleteResearchCollectionPayload'],
    ParentType,
    ContextType,
    RequireFields<MutationDeleteResearchCollectionArgs, 'id'>
  >;
  deleteTag?: Resolver<
    ResolversTypes['DeleteTagPayload'],
    ParentType,
    ContextType,
    RequireFields<MutationDeleteTagArgs, 'id'>
  >;
  deleteUsage?: Resolver<
    ResolversTypes['DeleteItemPayload'],
    ParentType,
    ContextType,
    RequireFields<MutationDeleteUsageArgs, 'recordId' | 'usageId'>
  >;
  removeBatchAssignment?: Resolver<
    ResolversTypes['RemoveBatchAssignmentPayload'],
    ParentType,
    ContextType,
    RequireFields<MutationRemoveBatchAssignmentArgs, 'id'>
  >;
  saveBulkEditQuery?: Resolver<
    ResolversTypes['SaveBulkEditQueryPayload'],
    ParentType,
    ContextType,
    RequireFields<MutationSaveBulkEditQueryArgs, 'query' | 'queryTitle' | 'scope'>
  >;
  saveGroupTag?: Resolver<
    ResolversTypes['SaveGroupTagPayload'],
    ParentType,
    ContextType,
    RequireFields<MutationSaveGroupTagArgs, 'input'>
  >;
  saveRecord?: Resolver<
    ResolversTypes['SaveRecordPayload'],
    ParentType,
    ContextType,
    RequireFields<MutationSaveRecordArgs, 'input'>
  >;
  saveTag?: Resolver<
    ResolversTypes['SaveTagPayload'],
    ParentType,
    ContextType,
    RequireFields<MutationSaveTagArgs, 'input'>
  >;
  startBulkUpdate?: Resolver<
    ResolversTypes['BulkUpdateJobPayload'],
    ParentType,
    ContextType,
    RequireFields<MutationStartBulkUpdateArgs, 'input'>
  >;
  undoBulkChange?: Resolver<
    ResolversTypes['UndoBulkChangePayload'],
    ParentType,
    ContextType,
    RequireFields<MutationUndoBulkChangeArgs, 'id'>
  >;
  updateBatch?: Resolver<
    ResolversTypes['BatchPayload'],
    ParentType,
    ContextType,
    RequireFields<MutationUpdateBatchArgs, 'id' | 'input'>
  >;
  updateLocation?: Resolver<
    ResolversTypes['LocationPayload'],
    ParentType,
    ContextType,
    RequireFields<MutationUpdateLocationArgs, 'id' | 'input'>
  >;
  updateResearchCollection?: Resolver<
    ResolversTypes['ResearchCollectionPayload'],
    ParentType,
    ContextType,
    RequireFields<MutationUpdateResearchCollectionArgs, 'id' | 'input'>
  >;
};

export type PageInfoResolvers<
  ContextType = BffContext,
  ParentType extends ResolversParentTypes['PageInfo'] = ResolversParentTypes['PageInfo'],
> = {
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pageSize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type PersonResolvers<
  ContextType = BffContext,
  ParentType extends ResolversParentTypes['Person'] = ResolversParentTypes['Person'],
> = {
  displayName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type ProcessDoughnutResolvers<
  ContextType = BffContext,
  ParentType extends ResolversParentTypes['ProcessDoughnut'] = ResolversParentTypes['ProcessDoughnut'],
> = {
  researched?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  researchedPercent?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  slices?: Resolver<Array<ResolversTypes['DoughnutSlice']>, ParentType, ContextType>;
  totalDocuments?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ProcessInfoResolvers<
  ContextType = BffContext,
  ParentType extends ResolversParentTypes['ProcessInfo'] = ResolversParentTypes['ProcessInfo'],
> = {
  dailyAverageDocuments?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  dailyDocumentTarget?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  heldbacks?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  onHold?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  processedToday?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  researchers?: Resolver<Array<ResolversTypes['BatchResearcher']>, ParentType, ContextType>;
  unidentifiable?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  uniqueRecordCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  workRequests?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ProcessLineChartResolvers<
  ContextType = BffContext,
  ParentType extends ResolversParentTypes['ProcessLineChart'] = ResolversParentTypes['ProcessLineChart'],
> = {
  endDate?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  forecast?: Resolver<Array<ResolversTypes['ForecastPoint']>, ParentType, ContextType>;
  labelStep?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  points?: Resolver<Array<ResolversTypes['ResearchedOnDate']>, ParentType, ContextType>;
  startDate?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  targetDate?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  totalDocuments?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ProcessOverviewResolvers<
  ContextType = BffContext,
  ParentType extends ResolversParentTypes['ProcessOverview'] = ResolversParentTypes['ProcessOverview'],
> = {
  batchId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  collectionId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  completionForecast?: Resolver<ResolversTypes['CompletionForecast'], ParentType, ContextType>;
  doughnut?: Resolver<ResolversTypes['ProcessDoughnut'], ParentType, ContextType>;
  info?: Resolver<ResolversTypes['ProcessInfo'], ParentType, ContextType>;
  line?: Resolver<ResolversTypes['ProcessLineChart'], ParentType, ContextType>;
};

export type ProcessedRecordsRowResolvers<
  ContextType = BffContext,
  ParentType extends ResolversParentTypes['ProcessedRecordsRow'] = ResolversParentTypes['ProcessedRecordsRow'],
> = {
  date?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  researched?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  researcher?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  researcherId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  tone?: Resolver<ResolversTypes['ProcessedCountTone'], ParentType, ContextType>;
  unidentifiable?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  workRequest?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type QueryResolvers<
  ContextType = BffContext,
  ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query'],
> = {
  aouList?: Resolver<Array<ResolversTypes['Aou']>, ParentType, ContextType>;
  assignableUsers?: Resolver<Array<ResolversTypes['User']>, ParentType, ContextType>;
  batch?: Resolver<Maybe<ResolversTypes['Batch']>, ParentType, ContextType, RequireFields<QueryBatchArgs, 'id'>>;
  batchAssignments?: Resolver<
    Array<ResolversTypes['BatchAssignment']>,
    ParentType,
    ContextType,
    RequireFields<QueryBatchAssignmentsArgs, 'batchIds'>
  >;
  batches?: Resolver<Array<ResolversTypes['Batch']>, ParentType, ContextType>;
  bulkChangesToday?: Resolver<Array<ResolversTypes['BulkChange']>, ParentType, ContextType>;
  bulkEditRecordIds?: Resolver<
    ResolversTypes['BulkEditRecordIds'],
    ParentType,
    ContextType,
    RequireFields<QueryBulkEditRecordIdsArgs, 'query' | 'scope'>
  >;
  bulkEditRecords?: Resolver<
    ResolversTypes['BulkEditRecordPage'],
    ParentType,
    ContextType,
    RequireFields<QueryBulkEditRecordsArgs, 'query' | 'scope'>
  >;
  bulkEditSavedQueries?: Resolver<Array<ResolversTypes['BulkEditSavedQuery']>, ParentType, ContextType>;
  bulkEditSavedQuery?: Resolver<
    Maybe<ResolversTypes['BulkEditSavedQuery']>,
    ParentType,
    ContextType,
    RequireFields<QueryBulkEditSavedQueryArgs, 'id'>
  >;
  bulkUpdateJob?: Resolver<
    Maybe<ResolversTypes['BulkUpdateJob']>,
    ParentType,
    ContextType,
    RequireFields<QueryBulkUpdateJobArgs, 'id'>
  >;
  citingRecords?: Resolver<
    Array<ResolversTypes['CitingRecord']>,
    ParentType,
    ContextType,
    RequireFields<QueryCitingRecordsArgs, 'workId'>
  >;
  findRecords?: Resolver<
    Array<ResolversTypes['RecordSummary']>,
    ParentType,
    ContextType,
    RequireFields<QueryFindRecordsArgs, 'search'>
  >;
  findRecordsTotal?: Resolver<
    ResolversTypes['RecordSearchTotal'],
    ParentType,
    ContextType,
    RequireFields<QueryFindRecordsTotalArgs, 'search'>
  >;
  individualMetrics?: Resolver<
    ResolversTypes['IndividualMetrics'],
    ParentType,
    ContextType,
    Partial<QueryIndividualMetricsArgs>
  >;
  licenceSchemes?: Resolver<Array<ResolversTypes['LicenceScheme']>, ParentType, ContextType>;
  location?: Resolver<
    Maybe<ResolversTypes['Location']>,
    ParentType,
    ContextType,
    RequireFields<QueryLocationArgs, 'id'>
  >;
  lookup?: Resolver<
    Array<ResolversTypes['LookupValue']>,
    ParentType,
    ContextType,
    RequireFields<QueryLookupArgs, 'list'>
  >;
  me?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType>;
  myBulkUpdateJobs?: Resolver<Array<ResolversTypes['BulkUpdateJob']>, ParentType, ContextType>;
  nextQueueRecordId?: Resolver<
    Maybe<ResolversTypes['ID']>,
    ParentType,
    ContextType,
    RequireFields<QueryNextQueueRecordIdArgs, 'batchId' | 'status'>
  >;
  ping?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  processOverview?: Resolver<
    ResolversTypes['ProcessOverview'],
    ParentType,
    ContextType,
    RequireFields<QueryProcessOverviewArgs, 'batchId' | 'collectionId'>
  >;
  processedRecordsSummary?: Resolver<
    Array<ResolversTypes['ProcessedRecordsRow']>,
    ParentType,
    ContextType,
    Partial<QueryProcessedRecordsSummaryArgs>
  >;
  queue?: Resolver<
    Array<ResolversTypes['QueueGroup']>,
    ParentType,
    ContextType,
    RequireFields<QueryQueueArgs, 'status'>
  >;
  queueSummary?: Resolver<ResolversTypes['QueueSummary'], ParentType, ContextType>;
  recentRecords?: Resolver<Array<ResolversTypes['RecordSummary']>, ParentType, ContextType>;
  recipients?: Resolver<
    Array<ResolversTypes['Recipient']>,
    ParentType,
    ContextType,
    RequireFields<QueryRecipientsArgs, 'name' | 'role'>
  >;
  record?: Resolver<
    Maybe<ResolversTypes['ResearchRecord']>,
    ParentType,
    ContextType,
    RequireFields<QueryRecordArgs, 'id'>
  >;
  recordHistory?: Resolver<
    Array<ResolversTypes['RecordHistoryEntry']>,
    ParentType,
    ContextType,
    RequireFields<QueryRecordHistoryArgs, 'id'>
  >;
  recordTags?: Resolver<
    ResolversTypes['RecordTags'],
    ParentType,
    ContextType,
    RequireFields<QueryRecordTagsArgs, 'recordId'>
  >;
  researchCollection?: Resolver<
    Maybe<ResolversTypes['ResearchCollection']>,
    ParentType,
    ContextType,
    RequireFields<QueryResearchCollectionArgs, 'id'>
  >;
  researchCollectionSearch?: Resolver<
    Array<ResolversTypes['ResearchCollection']>,
    ParentType,
    ContextType,
    RequireFields<QueryResearchCollectionSearchArgs, 'searchTerm'>
  >;
  researchCollections?: Resolver<
    Array<ResolversTypes['ResearchCollection']>,
    ParentType,
    ContextType,
    RequireFields<QueryResearchCollectionsArgs, 'status'>
  >;
  researchTemplate?: Resolver<
    Maybe<ResolversTypes['ResearchTemplate']>,
    ParentType,
    ContextType,
    RequireFields<QueryResearchTemplateArgs, 'id'>
  >;
  researchTemplates?: Resolver<Array<ResolversTypes['ResearchTemplate']>, ParentType, ContextType>;
  roles?: Resolver<Array<ResolversTypes['Role']>, ParentType, ContextType>;
  statisticsResearchers?: Resolver<Array<ResolversTypes['User']>, ParentType, ContextType>;
  user?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType, RequireFields<QueryUserArgs, 'id'>>;
  users?: Resolver<Array<ResolversTypes['User']>, ParentType, ContextType>;
  work?: Resolver<Maybe<ResolversTypes['Work']>, ParentType, ContextType, RequireFields<QueryWorkArgs, 'workId'>>;
  workSearch?: Resolver<
    Array<ResolversTypes['WorkMatch']>,
    ParentType,
    ContextType,
    RequireFields<QueryWorkSearchArgs, 'criteria'>
  >;
};

export type QueueGroupResolvers<
  ContextType = BffContext,
  ParentType extends ResolversParentTypes['QueueGroup'] = ResolversParentTypes['QueueGroup'],
> = {
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  records?: Resolver<Array<ResolversTypes['QueueRecord']>, ParentType, ContextType>;
};

export type QueueRecordResolvers<
  ContextType = BffContext,
  ParentType extends ResolversParentTypes['QueueRecord'] = ResolversParentTypes['QueueRecord'],
> = {
  externalId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  totalPages?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
};

export type QueueSummaryResolvers<
  ContextType = BffContext,
  ParentType extends ResolversParentTypes['QueueSummary'] = ResolversParentTypes['QueueSummary'],
> = {
  completedToday?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  onHold?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  readyForResearch?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type RecipientResolvers<
  ContextType = BffContext,
  ParentType extends ResolversParentTypes['Recipient'] = ResolversParentTypes['Recipient'],
> = {
  accountEmail?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  accountMemberStatus?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  accountName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  accountObjectId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  accountProfile?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  accountRelationshipType?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  accountUltimateParentName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  accountYearOfBirth?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  accountYearOfDeath?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  pseudonymName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  pseudonymRole?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type RecordHistoryEntryResolvers<
  ContextType = BffContext,
  ParentType extends ResolversParentTypes['RecordHistoryEntry'] = ResolversParentTypes['RecordHistoryEntry'],
> = {
  at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  changes?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  who?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type RecordSearchTotalResolvers<
  ContextType = BffContext,
  ParentType extends ResolversParentTypes['RecordSearchTotal'] = ResolversParentTypes['RecordSearchTotal'],
> = {
  capped?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type RecordStatusResolvers = EnumResolverSignature<
  { IMPORTED?: any; ON_HOLD?: any; READY_FOR_RESEARCH?: any; RESEARCHED?: any },
  ResolversTypes['RecordStatus']
>;

export type RecordSummaryResolvers<
  ContextType = BffContext,
  ParentType extends ResolversParentTypes['RecordSummary'] = ResolversParentTypes['RecordSummary'],
> = {
  batchPeriod?: Resolver<Maybe<ResolversTypes['BatchPeriod']>, ParentType, ContextType>;
  batchPeriodNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  biblioId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  collectionTitle?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  externalReferenceId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  majorMaterialType?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  majorTitle?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  minorMaterialType?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  minorTitle?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  modifiedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  usageId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
};

export type RecordTagsResolvers<
  ContextType = BffContext,
  ParentType extends ResolversParentTypes['RecordTags'] = ResolversParentTypes['RecordTags'],
> = {
  groupTags?: Resolver<Array<ResolversTypes['GroupTag']>, ParentType, ContextType>;
  pageTags?: Resolver<Array<ResolversTypes['BiblioTag']>, ParentType, ContextType>;
  recordId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type RecordWriteRefusalResolvers<
  ContextType = BffContext,
  ParentType extends ResolversParentTypes['RecordWriteRefusal'] = ResolversParentTypes['RecordWriteRefusal'],
> = {
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  reason?: Resolver<ResolversTypes['RecordWriteRefusalReason'], ParentType, ContextType>;
};

export type RemoveBatchAssignmentPayloadResolvers<
  ContextType = BffContext,
  ParentType extends ResolversParentTypes['RemoveBatchAssignmentPayload'] =
    ResolversParentTypes['RemoveBatchAssignmentPayload'],
> = {
  message?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  removedId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  unassignedRecords?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
};

export type ResearchCollectionResolvers<
  ContextType = BffContext,
  ParentType extends ResolversParentTypes['ResearchCollection'] = ResolversParentTypes['ResearchCollection'],
> = {
  batches?: Resolver<Array<ResolversTypes['Batch']>, ParentType, ContextType>;
  collectionTitle?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  licenceSchemeId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  licenceSchemeName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  lockedBatchCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  researchTemplateId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['CollectionStatus'], ParentType, ContextType>;
  targetCompleteDate?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  templateName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  totalBatchCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ResearchCollectionPayloadResolvers<
  ContextType = BffContext,
  ParentType extends ResolversParentTypes['ResearchCollectionPayload'] =
    ResolversParentTypes['ResearchCollectionPayload'],
> = {
  message?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  researchCollection?: Resolver<Maybe<ResolversTypes['ResearchCollection']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
};

export type ResearchRecordResolvers<
  ContextType = BffContext,
  ParentType extends ResolversParentTypes['ResearchRecord'] = ResolversParentTypes['ResearchRecord'],
> = {
  assignedUser?: Resolver<Maybe<ResolversTypes['Person']>, ParentType, ContextType>;
  batch?: Resolver<ResolversTypes['Batch'], ParentType, ContextType>;
  batchId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  biblios?: Resolver<Array<ResolversTypes['Biblio']>, ParentType, ContextType>;
  coursepack?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  documentView?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  etlFileId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  etlKey?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  externalReferenceId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  fileName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  filePath?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  heldback?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isTagged?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  links?: Resolver<Array<ResolversTypes['BiblioUsageLink']>, ParentType, ContextType>;
  location?: Resolver<Maybe<ResolversTypes['Location']>, ParentType, ContextType>;
  locationId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  notes?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  originalFileName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  originalFilePath?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  otherInformation?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  pages?: Resolver<ResolversTypes['DocumentPages'], ParentType, ContextType>;
  powerpoint?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  researchCollection?: Resolver<ResolversTypes['ResearchCollection'], ParentType, ContextType>;
  researchTemplate?: Resolver<ResolversTypes['ResearchTemplate'], ParentType, ContextType>;
  researchedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  researchedBy?: Resolver<Maybe<ResolversTypes['Person']>, ParentType, ContextType>;
  sourceFileName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  sourceFilePath?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['RecordStatus'], ParentType, ContextType>;
  statusLabel?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  tags?: Resolver<ResolversTypes['RecordTags'], ParentType, ContextType>;
  totalHeldbackPages?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalPages?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  usages?: Resolver<Array<ResolversTypes['Usage']>, ParentType, ContextType>;
  version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  writeRefusal?: Resolver<Maybe<ResolversTypes['RecordWriteRefusal']>, ParentType, ContextType>;
};

export type ResearchTemplateResolvers<
  ContextType = BffContext,
  ParentType extends ResolversParentTypes['ResearchTemplate'] = ResolversParentTypes['ResearchTemplate'],
> = {
  fields?: Resolver<
    Array<ResolversTypes['ResearchTemplateField']>,
    ParentType,
    ContextType,
    Partial<ResearchTemplateFieldsArgs>
  >;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  rules?: Resolver<Array<ResolversTypes['Rule']>, ParentType, ContextType>;
  templateName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ResearchTemplateFieldResolvers<
  ContextType = BffContext,
  ParentType extends ResolversParentTypes['ResearchTemplateField'] = ResolversParentTypes['ResearchTemplateField'],
> = {
  fieldName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  resource?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sortOrder?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ResearchedOnDateResolvers<
  ContextType = BffContext,
  ParentType extends ResolversParentTypes['ResearchedOnDate'] = ResolversParentTypes['ResearchedOnDate'],
> = {
  date?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  researched?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalByDate?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type RoleResolvers<
  ContextType = BffContext,
  ParentType extends ResolversParentTypes['Role'] = ResolversParentTypes['Role'],
> = {
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type RuleResolvers<
  ContextType = BffContext,
  ParentType extends ResolversParentTypes['Rule'] = ResolversParentTypes['Rule'],
> = {
  actions?: Resolver<Array<ResolversTypes['RuleAction']>, ParentType, ContextType>;
  conditions?: Resolver<Array<ResolversTypes['RuleCondition']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type RuleActionResolvers<
  ContextType = BffContext,
  ParentType extends ResolversParentTypes['RuleAction'] = ResolversParentTypes['RuleAction'],
> = {
  field?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  message?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  options?: Resolver<Maybe<Array<ResolversTypes['Int']>>, ParentType, ContextType>;
  type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  value?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type RuleConditionResolvers<
  ContextType = BffContext,
  ParentType extends ResolversParentTypes['RuleCondition'] = ResolversParentTypes['RuleCondition'],
> = {
  field?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  operator?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  value?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type SaveBulkEditQueryPayloadResolvers<
  ContextType = BffContext,
  ParentType extends ResolversParentTypes['SaveBulkEditQueryPayload'] =
    ResolversParentTypes['SaveBulkEditQueryPayload'],
> = {
  message?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  savedQuery?: Resolver<Maybe<ResolversTypes['BulkEditSavedQuery']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
};

export type SaveConflictResolvers<
  ContextType = BffContext,
  ParentType extends ResolversParentTypes['SaveConflict'] = ResolversParentTypes['SaveConflict'],
> = {
  changedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  changedBy?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type SaveGroupTagPayloadResolvers<
  ContextType = BffContext,
  ParentType extends ResolversParentTypes['SaveGroupTagPayload'] = ResolversParentTypes['SaveGroupTagPayload'],
> = {
  groupTag?: Resolver<Maybe<ResolversTypes['GroupTag']>, ParentType, ContextType>;
  message?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
};

export type SaveRecordPayloadResolvers<
  ContextType = BffContext,
  ParentType extends ResolversParentTypes['SaveRecordPayload'] = ResolversParentTypes['SaveRecordPayload'],
> = {
  conflict?: Resolver<Maybe<ResolversTypes['SaveConflict']>, ParentType, ContextType>;
  message?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  nextRecordId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  record?: Resolver<Maybe<ResolversTypes['ResearchRecord']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
};

export type SaveTagPayloadResolvers<
  ContextType = BffContext,
  ParentType extends ResolversParentTypes['SaveTagPayload'] = ResolversParentTypes['SaveTagPayload'],
> = {
  createdBiblioId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  message?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  recordVersion?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  tag?: Resolver<Maybe<ResolversTypes['BiblioTag']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
};

export type SourceFileResolvers<
  ContextType = BffContext,
  ParentType extends ResolversParentTypes['SourceFile'] = ResolversParentTypes['SourceFile'],
> = {
  fileName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  filePath?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type StatisticsDayResolvers<
  ContextType = BffContext,
  ParentType extends ResolversParentTypes['StatisticsDay'] = ResolversParentTypes['StatisticsDay'],
> = {
  date?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  researched?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  unidentifiable?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  workRequest?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type StatisticsPersonResolvers<
  ContextType = BffContext,
  ParentType extends ResolversParentTypes['StatisticsPerson'] = ResolversParentTypes['StatisticsPerson'],
> = {
  displayName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type UndoBulkChangePayloadResolvers<
  ContextType = BffContext,
  ParentType extends ResolversParentTypes['UndoBulkChangePayload'] = ResolversParentTypes['UndoBulkChangePayload'],
> = {
  failure?: Resolver<Maybe<ResolversTypes['BulkUpdateFailure']>, ParentType, ContextType>;
  message?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  result?: Resolver<Maybe<ResolversTypes['BulkUndoResult']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
};

export type UsageResolvers<
  ContextType = BffContext,
  ParentType extends ResolversParentTypes['Usage'] = ResolversParentTypes['Usage'],
> = {
  aaaFlag?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  activeFlag?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  amcosFlag?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  commissionAmount?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  convertedAmount?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  copiedFor?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  copyType?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  eventDate?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  exchangeRate?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  linkCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  paymentAmount?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  paymentAmountOverseas?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  recordId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  timesCopied?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  transactionCurrency?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  whtAmount?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  whtPercentage?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
};

export type UserResolvers<
  ContextType = BffContext,
  ParentType extends ResolversParentTypes['User'] = ResolversParentTypes['User'],
> = {
  displayName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  role?: Resolver<Maybe<ResolversTypes['Role']>, ParentType, ContextType>;
  roleId?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
};

export type UserErrorResolvers<
  ContextType = BffContext,
  ParentType extends ResolversParentTypes['UserError'] = ResolversParentTypes['UserError'],
> = {
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  field?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type WorkResolvers<
  ContextType = BffContext,
  ParentType extends ResolversParentTypes['Work'] = ResolversParentTypes['Work'],
> = {
  blmStatus?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  contributors?: Resolver<Array<ResolversTypes['WorkContributor']>, ParentType, ContextType>;
  edition?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  isn?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  paymentModel?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  sfRightsholder?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  sfRightsholderAccountId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  shares?: Resolver<Array<ResolversTypes['WorkShare']>, ParentType, ContextType>;
  subType?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  terms?: Resolver<Array<ResolversTypes['WorkTerm']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  url?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  volume?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  workId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  yearOfPublication?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
};

export type WorkContributorResolvers<
  ContextType = BffContext,
  ParentType extends ResolversParentTypes['WorkContributor'] = ResolversParentTypes['WorkContributor'],
> = {
  pseudonymName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  sfPseudonymName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sfPseudonymType?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type WorkMatchResolvers<
  ContextType = BffContext,
  ParentType extends ResolversParentTypes['WorkMatch'] = ResolversParentTypes['WorkMatch'],
> = {
  blmStatus?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  creators?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  edition?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  isn?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  paymentModel?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  publishers?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  score?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  subType?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  volume?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  whyMatched?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  workId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  yearOfPublication?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
};

export type WorkShareResolvers<
  ContextType = BffContext,
  ParentType extends ResolversParentTypes['WorkShare'] = ResolversParentTypes['WorkShare'],
> = {
  sfAccountName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  share?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type WorkTermResolvers<
  ContextType = BffContext,
  ParentType extends ResolversParentTypes['WorkTerm'] = ResolversParentTypes['WorkTerm'],
> = {
  sfTacName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type Resolvers<ContextType = BffContext> = {
  Aou?: AouResolvers<ContextType>;
  AssignRolePayload?: AssignRolePayloadResolvers<ContextType>;
  AssignUsersToBatchesPayload?: AssignUsersToBatchesPayloadResolvers<ContextType>;
  Batch?: BatchResolvers<ContextType>;
  BatchAssignment?: BatchAssignmentResolvers<ContextType>;
  BatchPayload?: BatchPayloadResolvers<ContextType>;
  BatchPeriod?: BatchPeriodResolvers;
  BatchResearcher?: BatchResearcherResolvers<ContextType>;
  BatchStatus?: BatchStatusResolvers;
  BestDay?: BestDayResolvers<ContextType>;
  Biblio?: BiblioResolvers<ContextType>;
  BiblioTag?: BiblioTagResolvers<ContextType>;
  BiblioUsageLink?: BiblioUsageLinkResolvers<ContextType>;
  BulkChange?: BulkChangeResolvers<ContextType>;
  BulkChangeField?: BulkChangeFieldResolvers<ContextType>;
  BulkEditChoices?: BulkEditChoicesResolvers<ContextType>;
  BulkEditColumn?: BulkEditColumnResolvers<ContextType>;
  BulkEditField?: BulkEditFieldResolvers<ContextType>;
  BulkEditFilter?: BulkEditFilterResolvers<ContextType>;
  BulkEditQuery?: BulkEditQueryResolvers<ContextType>;
  BulkEditRecord?: BulkEditRecordResolvers<ContextType>;
  BulkEditRecordIds?: BulkEditRecordIdsResolvers<ContextType>;
  BulkEditRecordPage?: BulkEditRecordPageResolvers<ContextType>;
  BulkEditSavedQuery?: BulkEditSavedQueryResolvers<ContextType>;
  BulkEditSort?: BulkEditSortResolvers<ContextType>;
  BulkFieldChange?: BulkFieldChangeResolvers<ContextType>;
  BulkRecordChange?: BulkRecordChangeResolvers<ContextType>;
  BulkRefusal?: BulkRefusalResolvers<ContextType>;
  BulkRuleSet?: BulkRuleSetResolvers<ContextType>;
  BulkUndoRefusal?: BulkUndoRefusalResolvers<ContextType>;
  BulkUndoResult?: BulkUndoResultResolvers<ContextType>;
  BulkUpdateFailure?: BulkUpdateFailureResolvers<ContextType>;
  BulkUpdateJob?: BulkUpdateJobResolvers<ContextType>;
  BulkUpdateJobPayload?: BulkUpdateJobPayloadResolvers<ContextType>;
  BulkUpdatePayload?: BulkUpdatePayloadResolvers<ContextType>;
  BulkUpdateResult?: BulkUpdateResultResolvers<ContextType>;
  CheckSourceFileLinkPayload?: CheckSourceFileLinkPayloadResolvers<ContextType>;
  CitingRecord?: CitingRecordResolvers<ContextType>;
  CollectionStatus?: CollectionStatusResolvers;
  CompletionForecast?: CompletionForecastResolvers<ContextType>;
  Date?: GraphQLScalarType;
  DateTime?: GraphQLScalarType;
  DeleteBatchPayload?: DeleteBatchPayloadResolvers<ContextType>;
  DeleteBulkEditQueryPayload?: DeleteBulkEditQueryPayloadResolvers<ContextType>;
  DeleteItemPayload?: DeleteItemPayloadResolvers<ContextType>;
  DeleteResearchCollectionPayload?: DeleteResearchCollectionPayloadResolvers<ContextType>;
  DeleteTagPayload?: DeleteTagPayloadResolvers<ContextType>;
  DocumentPage?: DocumentPageResolvers<ContextType>;
  DocumentPages?: DocumentPagesResolvers<ContextType>;
  DoughnutSlice?: DoughnutSliceResolvers<ContextType>;
  ForecastPoint?: ForecastPointResolvers<ContextType>;
  GroupTag?: GroupTagResolvers<ContextType>;
  IndividualMetrics?: IndividualMetricsResolvers<ContextType>;
  IndividualSummary?: IndividualSummaryResolvers<ContextType>;
  JSON?: GraphQLScalarType;
  LicenceScheme?: LicenceSchemeResolvers<ContextType>;
  Location?: LocationResolvers<ContextType>;
  LocationPayload?: LocationPayloadResolvers<ContextType>;
  LocationType?: LocationTypeResolvers;
  LookupValue?: LookupValueResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  PageInfo?: PageInfoResolvers<ContextType>;
  Person?: PersonResolvers<ContextType>;
  ProcessDoughnut?: ProcessDoughnutResolvers<ContextType>;
  ProcessInfo?: ProcessInfoResolvers<ContextType>;
  ProcessLineChart?: ProcessLineChartResolvers<ContextType>;
  ProcessOverview?: ProcessOverviewResolvers<ContextType>;
  ProcessedRecordsRow?: ProcessedRecordsRowResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  QueueGroup?: QueueGroupResolvers<ContextType>;
  QueueRecord?: QueueRecordResolvers<ContextType>;
  QueueSummary?: QueueSummaryResolvers<ContextType>;
  Recipient?: RecipientResolvers<ContextType>;
  RecordHistoryEntry?: RecordHistoryEntryResolvers<ContextType>;
  RecordSearchTotal?: RecordSearchTotalResolvers<ContextType>;
  RecordStatus?: RecordStatusResolvers;
  RecordSummary?: RecordSummaryResolvers<ContextType>;
  RecordTags?: RecordTagsResolvers<ContextType>;
  RecordWriteRefusal?: RecordWriteRefusalResolvers<ContextType>;
  RemoveBatchAssignmentPayload?: RemoveBatchAssignmentPayloadResolvers<ContextType>;
  ResearchCollection?: ResearchCollectionResolvers<ContextType>;
  ResearchCollectionPayload?: ResearchCollectionPayloadResolvers<ContextType>;
  ResearchRecord?: ResearchRecordResolvers<ContextType>;
  ResearchTemplate?: ResearchTemplateResolvers<ContextType>;
  ResearchTemplateField?: ResearchTemplateFieldResolvers<ContextType>;
  ResearchedOnDate?: ResearchedOnDateResolvers<ContextType>;
  Role?: RoleResolvers<ContextType>;
  Rule?: RuleResolvers<ContextType>;
  RuleAction?: RuleActionResolvers<ContextType>;
  RuleCondition?: RuleConditionResolvers<ContextType>;
  SaveBulkEditQueryPayload?: SaveBulkEditQueryPayloadResolvers<ContextType>;
  SaveConflict?: SaveConflictResolvers<ContextType>;
  SaveGroupTagPayload?: SaveGroupTagPayloadResolvers<ContextType>;
  SaveRecordPayload?: SaveRecordPayloadResolvers<ContextType>;
  SaveTagPayload?: SaveTagPayloadResolvers<ContextType>;
  SourceFile?: SourceFileResolvers<ContextType>;
  StatisticsDay?: StatisticsDayResolvers<ContextType>;
  StatisticsPerson?: StatisticsPersonResolvers<ContextType>;
  UndoBulkChangePayload?: UndoBulkChangePayloadResolvers<ContextType>;
  Usage?: UsageResolvers<ContextType>;
  User?: UserResolvers<ContextType>;
  UserError?: UserErrorResolvers<ContextType>;
  Work?: WorkResolvers<ContextType>;
  WorkContributor?: WorkContributorResolvers<ContextType>;
  WorkMatch?: WorkMatchResolvers<ContextType>;
  WorkShare?: WorkShareResolvers<ContextType>;
  WorkTerm?: WorkTermResolvers<ContextType>;
};
