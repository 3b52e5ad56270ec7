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
import type {
  DocumentConnectionRecord,
  CollectionConnectionRecord,
  BatchConnectionRecord,
  HistoryConnectionRecord,
} from '../modules/connections/connections.mappers.ts';
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

/** An entry of the AOU (area of operation) list. */
export type Aou = {
  __typename?: 'Aou';
  /** The entry's id. */
  id: Scalars['Int']['output'];
  /** The AOU. */
  value: Scalars['String']['output'];
};

/** The answer of assignRole. */
export type AssignRolePayload = {
  __typename?: 'AssignRolePayload';
  /** The server's message, shown as the success alert. */
  message?: Maybe<Scalars['String']['output']>;
  /** The user as they now stand; null when refused. */
  user?: Maybe<User>;
  /** What was refused, each problem with the input field it concerns; empty when the write was made. */
  userErrors: Array<UserError>;
};

/** The answer of assignUsersToBatches. */
export type AssignUsersToBatchesPayload = {
  __typename?: 'AssignUsersToBatchesPayload';
  /** The batches' assignments as they now stand, with the new record counts. */
  assignments: Array<BatchAssignment>;
  /** The server's message, shown as the success alert. */
  message?: Maybe<Scalars['String']['output']>;
  /** What was refused, each problem with the input field it concerns; empty when the write was made. */
  userErrors: Array<UserError>;
};

/** A batch: the documents of one collection copied in one period. */
export type Batch = {
  __typename?: 'Batch';
  /** The first day of the period. */
  dateFrom: Scalars['Date']['output'];
  /** The last day of the period. */
  dateTo: Scalars['Date']['output'];
  /** Its id. */
  id: Scalars['ID']['output'];
  /** Its locations. */
  locationCount: Scalars['Int']['output'];
  /** The places its copies were made at. */
  locations: Array<Location>;
  /** The kind of period it covers. */
  period: BatchPeriod;
  /** Which period, e.g. '2024 Q1'. */
  periodNumber: Scalars['String']['output'];
  /** The research collection it belongs to. */
  researchCollection?: Maybe<ResearchCollection>;
  /** The collection it belongs to. */
  researchCollectionId: Scalars['ID']['output'];
  /** Locked batches are read-only for everyone. */
  status: BatchStatus;
  /** When its research should be complete; null when not set. */
  targetCompleteDate?: Maybe<Scalars['Date']['output']>;
  /** Period plus period number. */
  title: Scalars['String']['output'];
};

/** A user assigned to a batch: the batch's records are dealt out to its assignees, into their queues. */
export type BatchAssignment = {
  __typename?: 'BatchAssignment';
  /** The batch's records assigned to this user, whatever their status (the Assigned Records column). */
  assignedRecords: Scalars['Int']['output'];
  /** The batch assigned. */
  batchId: Scalars['ID']['output'];
  /** The batch's title: period plus period number. */
  batchTitle: Scalars['String']['output'];
  /** The assignee's display name (the table's Name column). */
  displayName: Scalars['String']['output'];
  /** The assignment's id; removeBatchAssignment takes it. */
  id: Scalars['ID']['output'];
  /** The user assigned. */
  userId: Scalars['ID']['output'];
};

/** A page of batches, in the order they were made (the Relay cursor connection spec). */
export type BatchConnection = {
  __typename?: 'BatchConnection';
  /** The page's batches, each with its cursor. */
  edges: Array<BatchEdge>;
  /** The page's batches, without cursors. */
  nodes: Array<Batch>;
  /** Where this page stands, and the cursors to page on. */
  pageInfo: ConnectionPageInfo;
  /** How many batches the filter matches in all. */
  totalCount: Scalars['Int']['output'];
};

/** A batch in a page, with the cursor to page on from it. */
export type BatchEdge = {
  __typename?: 'BatchEdge';
  /** Opaque: give it as `after` or `before` to read the batches after or before this one. */
  cursor: Scalars['String']['output'];
  /** The batch. */
  node: Batch;
};

/** Which batches `batchesConnection` lists. */
export type BatchFilter = {
  /** Only the batches of this research collection. */
  researchCollectionId?: InputMaybe<Scalars['ID']['input']>;
  /** Only the batches of this status. */
  status?: InputMaybe<BatchStatus>;
};

/** The create and edit form of a batch. Every field may be left empty; the records API validates. */
export type BatchInput = {
  /** The first day of the period. */
  dateFrom?: InputMaybe<Scalars['Date']['input']>;
  /** The last day of the period. */
  dateTo?: InputMaybe<Scalars['Date']['input']>;
  /** The kind of period. */
  period?: InputMaybe<BatchPeriod>;
  /** Which period. */
  periodNumber?: InputMaybe<Scalars['String']['input']>;
  /** The collection the batch belongs to. */
  researchCollectionId?: InputMaybe<Scalars['ID']['input']>;
  /** Null is UNLOCKED on create and unchanged on edit. */
  status?: InputMaybe<BatchStatus>;
  /** Optional; empty is sent as null. */
  targetCompleteDate?: InputMaybe<Scalars['Date']['input']>;
};

/** The answer of creating or editing a batch. */
export type BatchPayload = {
  __typename?: 'BatchPayload';
  /** The batch as stored; null when refused. */
  batch?: Maybe<Batch>;
  /** The server's message, shown as the success alert. */
  message?: Maybe<Scalars['String']['output']>;
  /** What was refused, each problem with the input field it concerns; empty when the write was made. */
  userErrors: Array<UserError>;
};

export type { BatchPeriod };

/** A user the batch is assigned to (the Researchers info line). */
export type BatchResearcher = {
  __typename?: 'BatchResearcher';
  /** Documents per day worked over the last six months, in any batch, to one decimal. */
  dailyAverage: Scalars['Float']['output'];
  /** The name shown for the person. */
  displayName: Scalars['String']['output'];
  /** When they are done with their records of the batch, the batch's unassigned records dealt out in turn. */
  forecast: CompletionForecast;
  /** Their records of the batch that are not researched yet. */
  remaining: Scalars['Int']['output'];
  /** The researcher's user id. */
  researcherId: Scalars['ID']['output'];
};

export type { BatchStatus };

/** The day the most documents were researched. */
export type BestDay = {
  __typename?: 'BestDay';
  /** The day. */
  date: Scalars['Date']['output'];
  /** Documents researched that day. */
  researched: Scalars['Int']['output'];
};

/** A work (bibliographic entry) identified in a record. */
export type Biblio = {
  __typename?: 'Biblio';
  /** False once deleted: an inactive row is kept for the audit but is no longer part of the document. */
  activeFlag: Scalars['Boolean']['output'];
  /** The copy includes artistic works. */
  artisticWorks: Scalars['Boolean']['output'];
  /** Whether the work is BLM (true when blmStatus is 'BLM'). */
  blm: Scalars['Boolean']['output'];
  /** The BLM status: 'BLM', 'No', 'BLM Partial' or empty. */
  blmStatus?: Maybe<Scalars['String']['output']>;
  /** The chapters copied. */
  chapterNumbers?: Maybe<Scalars['String']['output']>;
  /** For distribution only. */
  distributionOnly: Scalars['Boolean']['output'];
  /** The document the biblio belongs to. */
  documentId: Scalars['ID']['output'];
  /** The edition: an id of the EDITION lookup list. */
  edition?: Maybe<Scalars['Int']['output']>;
  /** Why the copy is excluded from payment: an id of the EXCLUSION_CONDITION lookup list. */
  exclusionCondition?: Maybe<Scalars['Int']['output']>;
  /** The biblio's id. */
  id: Scalars['ID']['output'];
  /** Copied from the internet. */
  internet: Scalars['Boolean']['output'];
  /** The standard number: ISBN, ISSN or ISMN. */
  isn?: Maybe<Scalars['String']['output']>;
  /** The name of the issue (journals and magazines). */
  issueName?: Maybe<Scalars['String']['output']>;
  /** The number of the issue. */
  issueNumber?: Maybe<Scalars['String']['output']>;
  /** How many usages this biblio is actively linked to. */
  linkCount: Scalars['Int']['output'];
  /** The major material type: an id of the MAJOR_MATERIAL_TYPE lookup list. */
  majorMaterialType?: Maybe<Scalars['Int']['output']>;
  /** The main title (a book, journal or website). */
  majorTitle?: Maybe<Scalars['String']['output']>;
  /** How the work was matched (set by the research form). */
  matchedBy?: Maybe<Scalars['String']['output']>;
  /** The minor material type: an id of the MINOR_MATERIAL_TYPE lookup list. */
  minorMaterialType?: Maybe<Scalars['Int']['output']>;
  /** The part copied: a chapter or an article title. */
  minorTitle?: Maybe<Scalars['String']['output']>;
  /** A new work was requested from the rights system for it. */
  newWorkRequest: Scalars['Boolean']['output'];
  /** Free-text notes. */
  notes?: Maybe<Scalars['String']['output']>;
  /** The pages copied. */
  pageNumbers?: Maybe<Scalars['String']['output']>;
  /** The account id of the recipient's ultimate parent. */
  parentRecipientId?: Maybe<Scalars['String']['output']>;
  /** The name of the recipient's ultimate parent. */
  parentRecipientName?: Maybe<Scalars['String']['output']>;
  /** The payment model, e.g. 'Publisher Controlled' or 'Author Controlled'. */
  paymentModel?: Maybe<Scalars['String']['output']>;
  /** The date of publication. */
  publicationDate?: Maybe<Scalars['Date']['output']>;
  /** The year of publication. */
  publicationYear?: Maybe<Scalars['Int']['output']>;
  /** The publisher. */
  publisher?: Maybe<Scalars['String']['output']>;
  /** The name of the linked recipient (who is paid). */
  recipient?: Maybe<Scalars['String']['output']>;
  /** The account id of the linked recipient in the rights system. */
  recipientId?: Maybe<Scalars['String']['output']>;
  /**
   * The document the biblio belongs to.
   * @deprecated Use `documentId` instead.
   */
  recordId: Scalars['ID']['output'];
  /** The rules say a new work should be requested. */
  shouldRequestNewWork: Scalars['Boolean']['output'];
  /** The creators as the copy names them. */
  sourceCreators?: Maybe<Scalars['String']['output']>;
  /** The terms and conditions: an id of the TERMS_CONDITIONS lookup list. */
  termsConditions?: Maybe<Scalars['Int']['output']>;
  /** The work could not be identified. */
  unidentifiable: Scalars['Boolean']['output'];
  /** How many units (pages, items) were copied. */
  unitsCopied: Scalars['Int']['output'];
  /** The web address of the work. */
  url?: Maybe<Scalars['String']['output']>;
  /** The volume. */
  volume?: Maybe<Scalars['String']['output']>;
  /** The creator (author) as the rights system names them. */
  workCreator?: Maybe<Scalars['String']['output']>;
  /** The id of the linked work in the rights system. */
  workId?: Maybe<Scalars['String']['output']>;
  /** The linked work's status in the rights system. */
  workStatus?: Maybe<Scalars['String']['output']>;
  /** The work sub type: an id of the WORK_SUB_TYPE lookup list. */
  workSubType?: Maybe<Scalars['Int']['output']>;
};

/** A biblio as the form sends it: an existing one by id, a new one by a key of the form's choosing. */
export type BiblioInput = {
  /** The copy includes artistic works. */
  artisticWorks?: InputMaybe<Scalars['Boolean']['input']>;
  /** Whether the work is BLM (true when blmStatus is 'BLM'). */
  blm?: InputMaybe<Scalars['Boolean']['input']>;
  /** The BLM status: 'BLM', 'No', 'BLM Partial' or empty. */
  blmStatus?: InputMaybe<Scalars['String']['input']>;
  /** The chapters copied. */
  chapterNumbers?: InputMaybe<Scalars['String']['input']>;
  /** For distribution only. */
  distributionOnly?: InputMaybe<Scalars['Boolean']['input']>;
  /** The edition: an id of the EDITION lookup list. */
  edition?: InputMaybe<Scalars['Int']['input']>;
  /** Why the copy is excluded from payment: an id of the EXCLUSION_CONDITION lookup list. */
  exclusionCondition?: InputMaybe<Scalars['Int']['input']>;
  /** The biblio's id; null for a new one. */
  id?: InputMaybe<Scalars['ID']['input']>;
  /** Copied from the internet. */
  internet?: InputMaybe<Scalars['Boolean']['input']>;
  /** The standard number: ISBN, ISSN or ISMN. */
  isn?: InputMaybe<Scalars['String']['input']>;
  /** The name of the issue (journals and magazines). */
  issueName?: InputMaybe<Scalars['String']['input']>;
  /** The number of the issue. */
  issueNumber?: InputMaybe<Scalars['String']['input']>;
  /** Names the biblio in links: its id for an existing one, any unique text for a new one. */
  key: Scalars['String']['input'];
  /** The major material type: an id of the MAJOR_MATERIAL_TYPE lookup list. */
  majorMaterialType?: InputMaybe<Scalars['Int']['input']>;
  /** The main title (a book, journal or website). */
  majorTitle?: InputMaybe<Scalars['String']['input']>;
  /** How the work was matched (set by the research form). */
  matchedBy?: InputMaybe<Scalars['String']['input']>;
  /** The minor material type: an id of the MINOR_MATERIAL_TYPE lookup list. */
  minorMaterialType?: InputMaybe<Scalars['Int']['input']>;
  /** The part copied: a chapter or an article title. */
  minorTitle?: InputMaybe<Scalars['String']['input']>;
  /** A new work was requested from the rights system for it. */
  newWorkRequest?: InputMaybe<Scalars['Boolean']['input']>;
  /** Free-text notes. */
  notes?: InputMaybe<Scalars['String']['input']>;
  /** The pages copied. */
  pageNumbers?: InputMaybe<Scalars['String']['input']>;
  /** The account id of the recipient's ultimate parent. */
  parentRecipientId?: InputMaybe<Scalars['String']['input']>;
  /** The name of the recipient's ultimate parent. */
  parentRecipientName?: InputMaybe<Scalars['String']['input']>;
  /** The payment model, e.g. 'Publisher Controlled' or 'Author Controlled'. */
  paymentModel?: InputMaybe<Scalars['String']['input']>;
  /** The date of publication. */
  publicationDate?: InputMaybe<Scalars['Date']['input']>;
  /** The year of publication. */
  publicationYear?: InputMaybe<Scalars['Int']['input']>;
  /** The publisher. */
  publisher?: InputMaybe<Scalars['String']['input']>;
  /** The name of the linked recipient (who is paid). */
  recipient?: InputMaybe<Scalars['String']['input']>;
  /** The account id of the linked recipient in the rights system. */
  recipientId?: InputMaybe<Scalars['String']['input']>;
  /** The rules say a new work should be requested. */
  shouldRequestNewWork?: InputMaybe<Scalars['Boolean']['input']>;
  /** The creators as the copy names them. */
  sourceCreators?: InputMaybe<Scalars['String']['input']>;
  /** The terms and conditions: an id of the TERMS_CONDITIONS lookup list. */
  termsConditions?: InputMaybe<Scalars['Int']['input']>;
  /** The work could not be identified. */
  unidentifiable?: InputMaybe<Scalars['Boolean']['input']>;
  /** How many units (pages, items) were copied. */
  unitsCopied?: InputMaybe<Scalars['Int']['input']>;
  /** The web address of the work. */
  url?: InputMaybe<Scalars['String']['input']>;
  /** The volume. */
  volume?: InputMaybe<Scalars['String']['input']>;
  /** The creator (author) as the rights system names them. */
  workCreator?: InputMaybe<Scalars['String']['input']>;
  /** The id of the linked work in the rights system. */
  workId?: InputMaybe<Scalars['String']['input']>;
  /** The linked work's status in the rights system. */
  workStatus?: InputMaybe<Scalars['String']['input']>;
  /** The work sub type: an id of the WORK_SUB_TYPE lookup list. */
  workSubType?: InputMaybe<Scalars['Int']['input']>;
};

/** A biblio marked on one page of a record's document (the document viewer). */
export type BiblioTag = {
  __typename?: 'BiblioTag';
  /** The biblio tagged. */
  biblioId: Scalars['ID']['output'];
  /** The tag's id. */
  id: Scalars['ID']['output'];
  /** The page it is on. */
  pageNumber: Scalars['Int']['output'];
  /** Whether the tag is shown on the page. */
  pageTaggedFlag: Scalars['Boolean']['output'];
  /** Where on the page, as a share of its width from the left: 0 to 1. */
  pageX: Scalars['Float']['output'];
  /** Where on the page, as a share of its height from the top: 0 to 1. */
  pageY: Scalars['Float']['output'];
  /** The id of the document. */
  recordId: Scalars['ID']['output'];
};

/** A biblio and a usage that go together: the work was copied in that event. */
export type BiblioUsageLink = {
  __typename?: 'BiblioUsageLink';
  /** False once the link was removed. */
  activeFlag: Scalars['Boolean']['output'];
  /** The id of the biblio. */
  biblioId: Scalars['ID']['output'];
  /** The id of the usage. */
  usageId: Scalars['ID']['output'];
};

/** One real bulk update, as today's list shows it (docs/decisions/035). */
export type BulkChange = {
  __typename?: 'BulkChange';
  /** The batch it was limited to, if any. */
  batchId?: Maybe<Scalars['ID']['output']>;
  /** When it was made. */
  createdAt: Scalars['DateTime']['output'];
  /** The fields it set, with their values. */
  fields: Array<BulkChangeField>;
  /** Its id. */
  id: Scalars['ID']['output'];
  /** Records it changed. */
  records: Scalars['Int']['output'];
  /** When it was undone; null while it stands. */
  undoneAt?: Maybe<Scalars['DateTime']['output']>;
  /** Who made it. */
  userId: Scalars['ID']['output'];
  /** Who made it, by display name. */
  username?: Maybe<Scalars['String']['output']>;
};

/** A field and the value a bulk change set on it. */
export type BulkChangeField = {
  __typename?: 'BulkChangeField';
  /** The catalogue field's name, e.g. 'major_title'. */
  field: Scalars['String']['output'];
  /** The resource the field belongs to. */
  resource: BulkUpdateResource;
  /** The value set. */
  value?: Maybe<Scalars['JSON']['output']>;
};

/** An enum field's choices. */
export type BulkEditChoices = {
  __typename?: 'BulkEditChoices';
  /** Where the choices come from. */
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

/** A column of a query as it runs or was saved. */
export type BulkEditColumn = {
  __typename?: 'BulkEditColumn';
  /** The catalogue field's name, e.g. 'major_title'. */
  field: Scalars['String']['output'];
  /** The resource the field belongs to. */
  resource: BulkEditResource;
};

/** A result column: a catalogue field. */
export type BulkEditColumnInput = {
  /** The catalogue field's name, e.g. 'major_title'. */
  field: Scalars['String']['input'];
  /** The resource the field belongs to. */
  resource: BulkEditResource;
};

/** A result column, as the catalogue describes its field. */
export type BulkEditField = {
  __typename?: 'BulkEditField';
  /** An enum's choices; null for other types. */
  choices?: Maybe<BulkEditChoices>;
  /** May a bulk update set it. */
  editable: Scalars['Boolean']['output'];
  /** The catalogue field's name, e.g. 'major_title'. */
  field: Scalars['String']['output'];
  /** 'biblio.major_title'. */
  key: Scalars['String']['output'];
  /** The field's label as the screen shows it. */
  label: Scalars['String']['output'];
  /** The resource the field belongs to. */
  resource: BulkEditResource;
  /** The field's type. */
  type: BulkEditFieldType;
  /** A number of an integer column. */
  whole: Scalars['Boolean']['output'];
};

/** A catalogue field's type, as its column holds it. */
export type BulkEditFieldType =
  /** True or false. */
  | 'BOOLEAN'
  /** A date, 'yyyy-MM-dd'. */
  | 'DATE'
  /** One of a set of choices (see choices). */
  | 'ENUM'
  /** A number. */
  | 'NUMBER'
  /** Text. */
  | 'STRING';

/** A filter of a query as it runs or was saved. */
export type BulkEditFilter = {
  __typename?: 'BulkEditFilter';
  /** The catalogue field's name, e.g. 'major_title'. */
  field: Scalars['String']['output'];
  /** How the field compares with the value. */
  op: BulkEditOperator;
  /** The resource the field belongs to. */
  resource: BulkEditResource;
  /** The field's type. */
  type: BulkEditFieldType;
  /** The value compared with; null with EQUALS means empty. */
  value?: Maybe<Scalars['JSON']['output']>;
};

/**
 * A filter: the records whose field compares so with the value. A null value with EQUALS means the
 * field is empty, with NOT_EQUALS that it holds a value. Biblio (usage) filters hold on one active
 * biblio (usage) together.
 */
export type BulkEditFilterInput = {
  /** The catalogue field's name, e.g. 'major_title'. */
  field: Scalars['String']['input'];
  /** How the field compares with the value. */
  op: BulkEditOperator;
  /** The resource the field belongs to. */
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
  /** Text that begins with the value. */
  | 'BEGINS_WITH'
  /** Text that contains the value. */
  | 'CONTAINS'
  /** Text that ends with the value. */
  | 'ENDS_WITH'
  /** Equal to the value; with a null value, empty. */
  | 'EQUALS'
  /** Greater than or equal to the value. */
  | 'GREATER_OR_EQUAL'
  /** Greater than the value. */
  | 'GREATER_THAN'
  /** Less than or equal to the value. */
  | 'LESS_OR_EQUAL'
  /** Less than the value. */
  | 'LESS_THAN'
  /** Not equal to the value; with a null value, not empty. */
  | 'NOT_EQUALS';

/** A query as it runs (or was saved). */
export type BulkEditQuery = {
  __typename?: 'BulkEditQuery';
  /** The result columns, in order. */
  columns: Array<BulkEditColumn>;
  /** The filters, all of which a record passes. */
  filters: Array<BulkEditFilter>;
  /** The result's order. */
  sort: BulkEditSort;
};

/** A bulk-edit query: its filters, columns and sort. */
export type BulkEditQueryInput = {
  /** The result's columns, in order. */
  columns: Array<BulkEditColumnInput>;
  /** The filters, all of which a record must pass. */
  filters: Array<BulkEditFilterInput>;
  /** A chosen column (or the record's id); the record's id ascending when absent. */
  sort?: InputMaybe<BulkEditSortInput>;
};

/** A record of the result: one row per record. */
export type BulkEditRecord = {
  __typename?: 'BulkEditRecord';
  /** The chosen columns' values, in the columns' order; null for an empty field. */
  cells: Array<Maybe<Scalars['JSON']['output']>>;
  /** The document's id. */
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
  /** The columns, in the order of each record's cells. */
  columns: Array<BulkEditField>;
  /** The next page's cursor, null on the last page. */
  nextCursor?: Maybe<Scalars['String']['output']>;
  /** Records per page. */
  pageSize: Scalars['Int']['output'];
  /** The previous page's cursor, null on the first page. */
  previousCursor?: Maybe<Scalars['String']['output']>;
  /** This page's records. */
  records: Array<BulkEditRecord>;
  /** The order the records come in. */
  sort: BulkEditSort;
  /** Records the query matches, on every page. */
  total: Scalars['Int']['output'];
};

/** A resource of the bulk-edit field catalogue. */
export type BulkEditResource =
  /** The document's batch's fields. */
  | 'BATCH'
  /** A biblio's fields. */
  | 'BIBLIO'
  /** The document's own fields. */
  | 'DOCUMENT_DETAIL'
  /** The document's location's fields. */
  | 'LOCATION'
  /** The document's research collection's fields. */
  | 'RESEARCH_COLLECTION'
  /** A usage's fields. */
  | 'USAGE';

/** A saved query (spec section 3), shared by everyone who bulk-edits. */
export type BulkEditSavedQuery = {
  __typename?: 'BulkEditSavedQuery';
  /** The batches of its scope. */
  batchIds: Array<Scalars['ID']['output']>;
  /** When it was first saved. */
  createdAt: Scalars['DateTime']['output'];
  /** Who saved it first, by display name. */
  createdByUsername: Scalars['String']['output'];
  /** Its id. */
  id: Scalars['ID']['output'];
  /** The query saved. */
  query: BulkEditQuery;
  /** The title it was saved under. */
  queryTitle: Scalars['String']['output'];
  /** The collections of its scope. */
  researchCollectionIds: Array<Scalars['ID']['output']>;
  /** The kind of settings: bulk_edit. */
  settingsName: Scalars['String']['output'];
  /** When it was last saved. */
  updatedAt: Scalars['DateTime']['output'];
  /** Who saved it last, by display name. */
  updatedByUsername?: Maybe<Scalars['String']['output']>;
};

/** The records a query reads: those of these batches, and every record of these collections (at least one id). */
export type BulkEditScopeInput = {
  /** Batches whose records are read. */
  batchIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  /** Collections all of whose records are read. */
  researchCollectionIds?: InputMaybe<Array<Scalars['ID']['input']>>;
};

/** The order of a query as it runs or was saved. */
export type BulkEditSort = {
  __typename?: 'BulkEditSort';
  /** Ascending or descending. */
  direction: BulkEditSortDirection;
  /** The catalogue field's name, e.g. 'major_title'. */
  field: Scalars['String']['output'];
  /** The resource the field belongs to. */
  resource: BulkEditResource;
};

/** A sort order. */
export type BulkEditSortDirection =
  /** Smallest first. */
  | 'ASC'
  /** Largest first. */
  | 'DESC';

/** The result's order: by a column. */
export type BulkEditSortInput = {
  /** Ascending or descending. */
  direction: BulkEditSortDirection;
  /** The catalogue field's name, e.g. 'major_title'. */
  field: Scalars['String']['input'];
  /** The resource the field belongs to. */
  resource: BulkEditResource;
};

/** One field's change on a record or one of its active biblios or usages. */
export type BulkFieldChange = {
  __typename?: 'BulkFieldChange';
  /** The value after. */
  after?: Maybe<Scalars['JSON']['output']>;
  /** The value before. */
  before?: Maybe<Scalars['JSON']['output']>;
  /** The catalogue field's name, e.g. 'major_title'. */
  field: Scalars['String']['output'];
  /** The biblio's or usage's id; null for the record's own fields. */
  itemId?: Maybe<Scalars['ID']['output']>;
  /** The resource the field belongs to. */
  resource: BulkUpdateResource;
};

/** A contributor of a work, as the rights system names it. */
export type BulkLinkContributorInput = {
  /** The contributor's name in the rights system. */
  sfPseudonymName: Scalars['String']['input'];
  /** The contributor's role, e.g. author or publisher. */
  type: Scalars['String']['input'];
};

/** The Work Search modal's bulk-edit mode: one of a work or a recipient, linked to every active biblio as linking one biblio does. */
export type BulkLinkInput = {
  /** The recipient to link. */
  recipient?: InputMaybe<BulkLinkRecipientInput>;
  /** The work to link. */
  work?: InputMaybe<BulkLinkWorkInput>;
};

/** A recipient account as the rights system's recipient search answers it. */
export type BulkLinkRecipientInput = {
  /** The recipient's account id in the rights system. */
  accountObjectId: Scalars['String']['input'];
  /** The name the recipient is known by. */
  pseudonymName: Scalars['String']['input'];
};

/** A work as the rights system's work detail answers it: what linking copies into each biblio. */
export type BulkLinkWorkInput = {
  /** The BLM status: 'BLM', 'No', 'BLM Partial' or empty. */
  blmStatus?: InputMaybe<Scalars['String']['input']>;
  /** The work's contributors. */
  contributors: Array<BulkLinkContributorInput>;
  /** The edition. */
  edition?: InputMaybe<Scalars['String']['input']>;
  /** The standard number: ISBN, ISSN or ISMN. */
  isn?: InputMaybe<Scalars['String']['input']>;
  /** The payment model, e.g. 'Publisher Controlled' or 'Author Controlled'. */
  paymentModel?: InputMaybe<Scalars['String']['input']>;
  /** The work sub type. */
  subType?: InputMaybe<Scalars['String']['input']>;
  /** The work's title. */
  title: Scalars['String']['input'];
  /** The work type: Book, Journal, Newspaper, Magazine, Website or Other. */
  type: Scalars['String']['input'];
  /** The web address of the work. */
  url?: InputMaybe<Scalars['String']['input']>;
  /** The volume. */
  volume?: InputMaybe<Scalars['String']['input']>;
  /** The work's id in the rights system. */
  workId: Scalars['String']['input'];
  /** The year of publication. */
  yearOfPublication?: InputMaybe<Scalars['Int']['input']>;
};

/** What a bulk update does (or would do) to one document. */
export type BulkRecordChange = {
  __typename?: 'BulkRecordChange';
  /** Empty when the record already holds every value. */
  changes: Array<BulkFieldChange>;
  /** The document's id. */
  id: Scalars['ID']['output'];
  /** Values the template's rules set once the change is made. */
  ruleSets: Array<BulkRuleSet>;
  /** The record's version as read: send it back in versions with the real run. */
  version?: Maybe<Scalars['Int']['output']>;
};

/** The version a record was read at by the dry run. */
export type BulkRecordVersionInput = {
  /** The document's id. */
  id: Scalars['ID']['input'];
  /** The version the dry run read. */
  version: Scalars['Int']['input'];
};

/** A document a bulk update left as it is, and why. */
export type BulkRefusal = {
  __typename?: 'BulkRefusal';
  /** The document's id. */
  id: Scalars['ID']['output'];
  /** The reason in words. */
  message: Scalars['String']['output'];
  /** Why it was refused. */
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
  /** The catalogue field's name, e.g. 'major_title'. */
  field: Scalars['String']['output'];
  /** The biblio's or usage's id; null for the document's own fields. */
  itemId?: Maybe<Scalars['ID']['output']>;
  /** The resource the field belongs to. */
  resource: BulkUpdateResource;
  /** The value the rule sets. */
  value?: Maybe<Scalars['JSON']['output']>;
};

/** A document an undo left as it is, and why. */
export type BulkUndoRefusal = {
  __typename?: 'BulkUndoRefusal';
  /** The document's id. */
  id: Scalars['ID']['output'];
  /** The reason in words. */
  message: Scalars['String']['output'];
  /** Why it was refused. */
  reason: BulkUndoRefusalReason;
};

/** Why an undo left a record as it is. */
export type BulkUndoRefusalReason =
  /** A field the bulk change set holds another value now: a save since then wins. */
  | 'CHANGED_SINCE'
  /** The document's batch is locked. */
  | 'LOCKED_BATCH'
  /** The document is gone. */
  | 'NOT_FOUND';

/** What an undo did. */
export type BulkUndoResult = {
  __typename?: 'BulkUndoResult';
  /** The bulk change undone. */
  bulkChangeId: Scalars['ID']['output'];
  /** Documents left as they are, each with the reason. */
  refused: Array<BulkUndoRefusal>;
  /** Documents put back. */
  restored: Scalars['Int']['output'];
};

/** The server stopped midway: the chunks before stay applied (whole records), the rest was not written. */
export type BulkUpdateFailure = {
  __typename?: 'BulkUpdateFailure';
  /** Records of this call applied (or, for an undo, restored) before it stopped. */
  applied: Scalars['Int']['output'];
  /** The first record of the chunk that was not applied. */
  failedFromId?: Maybe<Scalars['ID']['output']>;
  /** What stopped it. */
  message: Scalars['String']['output'];
};

/** One field to set: a catalogue field of the resource, and its value by the field's type (null for none). */
export type BulkUpdateFieldInput = {
  /** The catalogue field's name, e.g. 'major_title'. */
  field: Scalars['String']['input'];
  /** The resource the field belongs to. */
  resource: BulkUpdateResource;
  /** The value to set, of the field's type; null for none. */
  value?: InputMaybe<Scalars['JSON']['input']>;
};

/** A bulk update: fields set (or a work or recipient linked) on the selected documents. */
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

/** The answer of bulkUpdateRecords. */
export type BulkUpdatePayload = {
  __typename?: 'BulkUpdatePayload';
  /** Where it stopped, when the server stopped midway. */
  failure?: Maybe<BulkUpdateFailure>;
  /** The server's message. */
  message?: Maybe<Scalars['String']['output']>;
  /** What was done; null when refused or stopped. */
  result?: Maybe<BulkUpdateResult>;
  /** What was refused, each problem with the input field it concerns; empty when the write was made. */
  userErrors: Array<UserError>;
};

/** The resources whose editable fields a bulk update sets (a location is shared between records, so never). */
export type BulkUpdateResource =
  /** Fields of the document's active biblios. */
  | 'BIBLIO'
  /** The document's own fields. */
  | 'DOCUMENT_DETAIL'
  /** Fields of the document's active usages. */
  | 'USAGE';

/** What a bulk update did, or would do in a dry run. */
export type BulkUpdateResult = {
  __typename?: 'BulkUpdateResult';
  /** The bulk change written, for its undo; null for a dry run or when nothing changed. */
  bulkChangeId?: Maybe<Scalars['ID']['output']>;
  /** True when nothing was written. */
  dryRun: Scalars['Boolean']['output'];
  /** Each document changed (or that would change) with its changes. */
  records: Array<BulkRecordChange>;
  /** Documents left as they are, each with the reason. */
  refused: Array<BulkRefusal>;
  /** Records that already hold every value. */
  unchanged: Scalars['Int']['output'];
  /** Records changed (or that would change, in a dry run). */
  updated: Scalars['Int']['output'];
};

/** The answer of checkSourceFileLink. */
export type CheckSourceFileLinkPayload = {
  __typename?: 'CheckSourceFileLinkPayload';
  /** The server's message when the link names a file. */
  message?: Maybe<Scalars['String']['output']>;
  /** The linked file, when the link names a file of the store. */
  sourceFile?: Maybe<SourceFile>;
  /** What was refused, each problem with the input field it concerns; empty when the write was made. */
  userErrors: Array<UserError>;
};

/** A record whose biblios already cite a work (Work details' 'Example documents'). */
export type CitingRecord = {
  __typename?: 'CitingRecord';
  /** The document's reference in the importing system (the id researchers quote). */
  externalReferenceId: Scalars['String']['output'];
  /** The document's id. */
  id: Scalars['ID']['output'];
};

export type { CollectionStatus };

/** Which research collections to list. */
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

/**
 * Where a page of a cursor connection stands, as the Relay cursor connection spec names it. Apart
 * from PageInfo, the page-numbered lists' type, which integrators already read (docs/decisions/075).
 */
export type ConnectionPageInfo = {
  __typename?: 'ConnectionPageInfo';
  /** The cursor of the last edge, or null when the page is empty. */
  endCursor?: Maybe<Scalars['String']['output']>;
  /** More items follow the last edge of this page: ask again with `after: endCursor`. */
  hasNextPage: Scalars['Boolean']['output'];
  /** More items come before the first edge of this page: ask again with `before: startCursor`. */
  hasPreviousPage: Scalars['Boolean']['output'];
  /** The cursor of the first edge, or null when the page is empty. */
  startCursor?: Maybe<Scalars['String']['output']>;
};

/** A new integrator. */
export type CreateIntegratorInput = {
  /** The client id the provider issued (or will issue) to it: visible characters other than `@`, no spaces. */
  clientId: Scalars['String']['input'];
  /** A name that says which system it is (at most 100 characters). */
  name: Scalars['String']['input'];
  /** The access role it acts with (any role but IT). */
  roleId: Scalars['Int']['input'];
  /** What it may do within its role. */
  scope: IntegratorScope;
};

/** A manual new record (Manual data entry, /research/new-record). */
export type CreateRecordInput = {
  /** The batch the new document belongs to. */
  batchId: Scalars['ID']['input'];
  /** Its biblios. */
  biblios: Array<BiblioInput>;
  /** The links between them. */
  links: Array<LinkInput>;
  /** Free-text notes. */
  notes?: InputMaybe<Scalars['String']['input']>;
  /** Other information noted by the researcher, as free text. */
  otherInformation?: InputMaybe<Scalars['String']['input']>;
  /** The name of its source file; optional. */
  sourceFileName?: InputMaybe<Scalars['String']['input']>;
  /** The folder of its source file in the source-file store; optional. */
  sourceFilePath?: InputMaybe<Scalars['String']['input']>;
  /** Its usages. */
  usages: Array<UsageInput>;
};

/** A new webhook. */
export type CreateWebhookInput = {
  /** The events to receive: at least one. */
  events: Array<WebhookEvent>;
  /** The receiver's address: https (http only to localhost outside production), at most 2000 characters. */
  url: Scalars['String']['input'];
};

/** The answer to registering a webhook. */
export type CreateWebhookPayload = {
  __typename?: 'CreateWebhookPayload';
  /** The server's message. */
  message?: Maybe<Scalars['String']['output']>;
  /** The signing secret (whsec_...), answered this once only: keep it to verify every delivery. */
  secret?: Maybe<Scalars['String']['output']>;
  /** Every problem that refused it; empty on success. */
  userErrors: Array<UserError>;
  /** The webhook as registered, or null when it was refused. */
  webhook?: Maybe<Webhook>;
};

/** The answer of deleteBatch. */
export type DeleteBatchPayload = {
  __typename?: 'DeleteBatchPayload';
  /** The id of what was deleted; null when nothing was. */
  deletedId?: Maybe<Scalars['ID']['output']>;
  /** The server's message, shown as the success alert. */
  message?: Maybe<Scalars['String']['output']>;
  /** A batch that still has records is refused (code CONFLICT) with the server's reason. */
  userErrors: Array<UserError>;
};

/** The answer of deleteBulkEditQuery. */
export type DeleteBulkEditQueryPayload = {
  __typename?: 'DeleteBulkEditQueryPayload';
  /** The id of what was deleted; null when nothing was. */
  deletedId?: Maybe<Scalars['ID']['output']>;
  /** 'Query has been deleted successfully.' */
  message?: Maybe<Scalars['String']['output']>;
  /** A refusal beginning 'Failed to delete query.'. */
  userErrors: Array<UserError>;
};

/** The answer of deleteBiblio and deleteUsage. */
export type DeleteItemPayload = {
  __typename?: 'DeleteItemPayload';
  /** The document as it is after the deletion; null when nothing was deleted. */
  document?: Maybe<Document>;
  /** The server's message, shown as the success alert. */
  message?: Maybe<Scalars['String']['output']>;
  /**
   * The document as it is after the deletion.
   * @deprecated Use `document` instead.
   */
  record?: Maybe<ResearchRecord>;
  /** What was refused, each problem with the input field it concerns; empty when the write was made. */
  userErrors: Array<UserError>;
};

/** The answer of deleteResearchCollection. */
export type DeleteResearchCollectionPayload = {
  __typename?: 'DeleteResearchCollectionPayload';
  /** The id of what was deleted; null when nothing was. */
  deletedId?: Maybe<Scalars['ID']['output']>;
  /** The server's message, shown as the success alert. */
  message?: Maybe<Scalars['String']['output']>;
  /** A collection that still has batches is refused (code CONFLICT) with the server's reason. */
  userErrors: Array<UserError>;
};

/** The answer of deleteTag and deleteGroupTag. */
export type DeleteTagPayload = {
  __typename?: 'DeleteTagPayload';
  /** The id of what was deleted; null when nothing was. */
  deletedId?: Maybe<Scalars['ID']['output']>;
  /** The server's message, shown as the success alert. */
  message?: Maybe<Scalars['String']['output']>;
  /** What was refused, each problem with the input field it concerns; empty when the write was made. */
  userErrors: Array<UserError>;
};

/** The answer to deleting a webhook. */
export type DeleteWebhookPayload = {
  __typename?: 'DeleteWebhookPayload';
  /** The id of the webhook deleted, or null when it was refused. */
  deletedWebhookId?: Maybe<Scalars['ID']['output']>;
  /** The server's message. */
  message?: Maybe<Scalars['String']['output']>;
  /** Every problem that refused it; empty on success. */
  userErrors: Array<UserError>;
};

/** A document: one scanned or imported copy, with the works (biblios) and copying events (usages) found in it. The research form calls it a record. */
export type Document = {
  __typename?: 'Document';
  /** The researcher the document is assigned to, or null. */
  assignedUser?: Maybe<Person>;
  /** The batch it belongs to. */
  batch: Batch;
  /** The batch it belongs to. */
  batchId: Scalars['ID']['output'];
  /** Its biblios: the works identified in it. */
  biblios: Array<Biblio>;
  /** The copies were part of a course pack. */
  coursepack: Scalars['Boolean']['output'];
  /** Whether the record's document (the scan) opens in the document viewer. */
  documentView: Scalars['Boolean']['output'];
  /** The id of the import file it came in. */
  etlFileId?: Maybe<Scalars['String']['output']>;
  /** Its key in the import file it came in. */
  etlKey?: Maybe<Scalars['String']['output']>;
  /** The document's reference in the importing system (the id researchers quote). */
  externalReferenceId: Scalars['String']['output'];
  /** The name of its document file. */
  fileName?: Maybe<Scalars['String']['output']>;
  /** The folder of its document file in the file store. */
  filePath?: Maybe<Scalars['String']['output']>;
  /** The document is held back (counted among its batch's Heldbacks). */
  heldback: Scalars['Boolean']['output'];
  /** Every change of the document, newest first, a page at a time by keyset cursors: `first` or `last` up to 100 (50 when neither is given). */
  history: DocumentHistoryConnection;
  /** Its id. */
  id: Scalars['ID']['output'];
  /** Whether any biblio is tagged on its pages. */
  isTagged: Scalars['Boolean']['output'];
  /** Which biblio goes with which usage. */
  links: Array<BiblioUsageLink>;
  /** The location (institute or school) the copies were made at. */
  location?: Maybe<Location>;
  /** The id of the location. */
  locationId?: Maybe<Scalars['ID']['output']>;
  /** Free-text notes. */
  notes?: Maybe<Scalars['String']['output']>;
  /** The file name as first received. */
  originalFileName?: Maybe<Scalars['String']['output']>;
  /** The folder of the file as first received. */
  originalFilePath?: Maybe<Scalars['String']['output']>;
  /** Other information noted by the researcher, as free text. */
  otherInformation?: Maybe<Scalars['String']['output']>;
  /** Its pages and held-back pages as the viewer shows them, with the addresses of their files. */
  pages: DocumentPages;
  /** The copies were shown in a slide presentation. */
  powerpoint: Scalars['Boolean']['output'];
  /** The research collection it belongs to. */
  researchCollection: ResearchCollection;
  /** Its collection's research template, whose fields and rules the research form evaluates: asked by the record's id, beside the record. */
  researchTemplate: ResearchTemplate;
  /** When its research was completed, or null. */
  researchedAt?: Maybe<Scalars['DateTime']['output']>;
  /** Who completed its research, or null while not researched. */
  researchedBy?: Maybe<Person>;
  /** The name of the source file it was made from. */
  sourceFileName?: Maybe<Scalars['String']['output']>;
  /** The folder of the source file it was made from. */
  sourceFilePath?: Maybe<Scalars['String']['output']>;
  /** Where it is in its research. */
  status: RecordStatus;
  /** The status as shown: underscores as spaces, first letter capitalised. */
  statusLabel: Scalars['String']['output'];
  /** The biblio tags placed on its pages. */
  tags: RecordTags;
  /** Its held-back pages. */
  totalHeldbackPages: Scalars['Int']['output'];
  /** Its pages, held-back ones excluded; null when unknown. */
  totalPages?: Maybe<Scalars['Int']['output']>;
  /** When it was last changed. */
  updatedAt: Scalars['DateTime']['output'];
  /** Its usages: the copying events found in it. */
  usages: Array<Usage>;
  /** Moves on with every write; a save made against an older version is refused. */
  version: Scalars['Int']['output'];
  /** Why the caller may not change this record, or null when they may save, hold, complete and edit it. */
  writeRefusal?: Maybe<RecordWriteRefusal>;
};

/** A document: one scanned or imported copy, with the works (biblios) and copying events (usages) found in it. The research form calls it a record. */
export type DocumentHistoryArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
};

/** A page of documents (the Relay cursor connection spec). */
export type DocumentConnection = {
  __typename?: 'DocumentConnection';
  /** The page's documents, each with its cursor. */
  edges: Array<DocumentEdge>;
  /** The page's documents, without cursors. */
  nodes: Array<Document>;
  /** Where this page stands, and the cursors to page on. */
  pageInfo: ConnectionPageInfo;
  /** How many documents the filter matches in all (a count asked only when this field is). */
  totalCount: Scalars['Int']['output'];
};

/** A document in a page of `documents`, with the cursor to page on from it. */
export type DocumentEdge = {
  __typename?: 'DocumentEdge';
  /** Opaque: give it as `after` or `before` to read the documents after or before this one. */
  cursor: Scalars['String']['output'];
  /** The document, whole: the same as `document(id)` answers. */
  node: Document;
};

/** Which documents `documents` lists; every field given narrows the list, none lists every document. */
export type DocumentFilter = {
  /** Only the documents assigned to this user. */
  assigneeId?: InputMaybe<Scalars['ID']['input']>;
  /** Only the documents of this batch. */
  batchId?: InputMaybe<Scalars['ID']['input']>;
  /** Only the documents of this research collection's batches. */
  researchCollectionId?: InputMaybe<Scalars['ID']['input']>;
  /** Only the documents in this status. */
  status?: InputMaybe<RecordStatus>;
  /**
   * Only the documents changed at or after this time; the list is then in order of each document's
   * last change (a document saved during the sync comes again at its end), else in id order.
   */
  updatedSince?: InputMaybe<Scalars['DateTime']['input']>;
};

/** A page of a document's changes, newest first (the Relay cursor connection spec). */
export type DocumentHistoryConnection = {
  __typename?: 'DocumentHistoryConnection';
  /** The page's changes, each with its cursor. */
  edges: Array<DocumentHistoryEdge>;
  /** The page's changes, without cursors. */
  nodes: Array<RecordHistoryEntry>;
  /** Where this page stands, and the cursors to page on. */
  pageInfo: ConnectionPageInfo;
  /** How many changes the document has in all. */
  totalCount: Scalars['Int']['output'];
};

/** A change of a document in a page of its history, with the cursor to page on from it. */
export type DocumentHistoryEdge = {
  __typename?: 'DocumentHistoryEdge';
  /** Opaque: give it as `after` or `before` to read the changes after (older) or before (newer) this one. */
  cursor: Scalars['String']['output'];
  /** The change: who, when and what. */
  node: RecordHistoryEntry;
};

/** A page of a document's scan. */
export type DocumentPage = {
  __typename?: 'DocumentPage';
  /** A held-back page. */
  heldback: Scalars['Boolean']['output'];
  /** The page's image. */
  imageUrl: Scalars['String']['output'];
  /** 'Heldback n' for a held-back page, else the page number as text. */
  label: Scalars['String']['output'];
  /** The page number among its kind: the n of 'Heldback n', or the page number. */
  number: Scalars['Int']['output'];
  /** The page as a PDF. */
  pdfUrl: Scalars['String']['output'];
  /** The page's thumbnail. */
  thumbnailUrl: Scalars['String']['output'];
};

/** A record's document in the file store (spec 7, Files); addresses are under /files, for a signed-in caller. */
export type DocumentPages = {
  __typename?: 'DocumentPages';
  /** The whole document as one PDF, or null when the record names no document. */
  fullPdfUrl?: Maybe<Scalars['String']['output']>;
  /** Its held-back pages. */
  heldback: Scalars['Int']['output'];
  /** The held-back pages first ('Heldback n'), then the pages (n). */
  list: Array<DocumentPage>;
  /** Its pages, held-back ones excluded. */
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

/** A slice of the doughnut. */
export type DoughnutSlice = {
  __typename?: 'DoughnutSlice';
  /** Which category. */
  category: DoughnutCategory;
  /** Documents in it. */
  count: Scalars['Int']['output'];
};

/** A point of the forecast line. */
export type ForecastPoint = {
  __typename?: 'ForecastPoint';
  /** The day. */
  date: Scalars['Date']['output'];
  /** Records expected done by then, to one decimal. */
  totalByDate: Scalars['Float']['output'];
};

/** A biblio marked on a range of pages, from startPage to endPage. */
export type GroupTag = {
  __typename?: 'GroupTag';
  /** The biblio tagged. */
  biblioId: Scalars['ID']['output'];
  /** The last page of the range. */
  endPage: Scalars['Int']['output'];
  /** The tag's id. */
  id: Scalars['ID']['output'];
  /** Whether the tag is shown on the page. */
  pageTaggedFlag: Scalars['Boolean']['output'];
  /** Where on the page, as a share of its width from the left: 0 to 1. */
  pageX: Scalars['Float']['output'];
  /** Where on the page, as a share of its height from the top: 0 to 1. */
  pageY: Scalars['Float']['output'];
  /** The id of the document. */
  recordId: Scalars['ID']['output'];
  /** The first page of the range. */
  startPage: Scalars['Int']['output'];
};

/** Spec section 2's Individual Processing Metrics of one researcher. */
export type IndividualMetrics = {
  __typename?: 'IndividualMetrics';
  /** The bar chart: each of the last 25 calendar days without weekends, oldest first, zeros included. */
  lastDays: Array<StatisticsDay>;
  /** Whose metrics. */
  researcher: StatisticsPerson;
  /** The days of the last six months with finished records, oldest first. */
  sixMonths: Array<StatisticsDay>;
  /** The 'Last 6 Months' figures. */
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

/**
 * Another system that calls this API with a client-credentials token of the OpenID provider. IT
 * manages integrators on User Access: an integrator acts with its role, narrowed by its scope.
 */
export type Integrator = {
  __typename?: 'Integrator';
  /** The provider's client id: the `sub` of the integrator's access tokens. */
  clientId: Scalars['String']['output'];
  /** When IT created it. */
  createdAt: Scalars['DateTime']['output'];
  /** The name of the IT user who created it; null for an integrator loaded with the data. */
  createdByName?: Maybe<Scalars['String']['output']>;
  /** The integrator's id. */
  id: Scalars['ID']['output'];
  /** A name that says which system it is. */
  name: Scalars['String']['output'];
  /** When IT revoked it, or null while it may call. A revoked integrator's tokens are refused at once. */
  revokedAt?: Maybe<Scalars['DateTime']['output']>;
  /** The access role it acts with. */
  role: Role;
  /** What it may do within its role. */
  scope: IntegratorScope;
};

/** The answer to a change to an integrator. */
export type IntegratorPayload = {
  __typename?: 'IntegratorPayload';
  /** The integrator as saved, or null when the change was refused. */
  integrator?: Maybe<Integrator>;
  /** The server's message, shown as the success alert. */
  message?: Maybe<Scalars['String']['output']>;
  /** Every problem that refused the change; empty on success. */
  userErrors: Array<UserError>;
};

/** What an integrator may do within its role. */
export type IntegratorScope =
  /** Reads only: every write is refused, whatever the role allows. */
  | 'READ'
  /** Reads and writes, as far as the role allows. */
  | 'READ_WRITE';

/** A licence scheme copies are made under. */
export type LicenceScheme = {
  __typename?: 'LicenceScheme';
  /** The scheme's id. */
  id: Scalars['Int']['output'];
  /** The scheme's name. */
  value: Scalars['String']['output'];
};

/** A biblio and a usage that go together, named by their keys. */
export type LinkInput = {
  /** False to remove the link. */
  activeFlag: Scalars['Boolean']['input'];
  /** The biblio's key. */
  biblioKey: Scalars['String']['input'];
  /** The usage's key. */
  usageKey: Scalars['String']['input'];
};

/** A place copies were made at: an institute or a school. */
export type Location = {
  __typename?: 'Location';
  /** The AOU (area of operation) as stored. */
  aou?: Maybe<Scalars['String']['output']>;
  /** 'id - value' when the AOU is in the list, the raw value otherwise. */
  aouLabel?: Maybe<Scalars['String']['output']>;
  /** The batch it belongs to. */
  batchId: Scalars['ID']['output'];
  /** The department. */
  departmentId?: Maybe<Scalars['String']['output']>;
  /** Its id. */
  id: Scalars['ID']['output'];
  /** The institute; null for a school. */
  institute?: Maybe<Scalars['String']['output']>;
  /** The location's name. */
  locationName?: Maybe<Scalars['String']['output']>;
  /** The copying machine. */
  machineId?: Maybe<Scalars['Int']['output']>;
  /** The type of school. */
  schoolType?: Maybe<Scalars['String']['output']>;
  /** The sector: government, independent or catholic. */
  sector?: Maybe<Scalars['String']['output']>;
  /** The state or territory. */
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
  /** The department. */
  departmentId?: InputMaybe<Scalars['String']['input']>;
  /** The institute; null for a school. */
  institute?: InputMaybe<Scalars['String']['input']>;
  /** The location's name. */
  locationName?: InputMaybe<Scalars['String']['input']>;
  /** As typed; the records API accepts a whole number. */
  machineId?: InputMaybe<Scalars['String']['input']>;
  /** The type of school. */
  schoolType?: InputMaybe<Scalars['String']['input']>;
  /** The sector: government, independent or catholic. */
  sector?: InputMaybe<Scalars['String']['input']>;
  /** The state or territory. */
  state?: InputMaybe<Scalars['String']['input']>;
};

/** The answer of updateLocation. */
export type LocationPayload = {
  __typename?: 'LocationPayload';
  /** The location as stored; null when refused. */
  location?: Maybe<Location>;
  /** The server's message, shown as the success alert. */
  message?: Maybe<Scalars['String']['output']>;
  /** What was refused, each problem with the input field it concerns; empty when the write was made. */
  userErrors: Array<UserError>;
};

export type { LocationType };

/** The id/value lookup lists a biblio or usage field takes its values from. */
export type LookupList =
  /** What copies were made for. */
  | 'COPIED_FOR'
  /** Copy types. */
  | 'COPY_TYPE'
  /** Editions. */
  | 'EDITION'
  /** Exclusion conditions. */
  | 'EXCLUSION_CONDITION'
  /** Major material types. */
  | 'MAJOR_MATERIAL_TYPE'
  /** Minor material types. */
  | 'MINOR_MATERIAL_TYPE'
  /** Terms and conditions. */
  | 'TERMS_CONDITIONS'
  /** Work sub types. */
  | 'WORK_SUB_TYPE';

/** One entry of an id/value lookup list. */
export type LookupValue = {
  __typename?: 'LookupValue';
  /** The entry's id, which a biblio or usage field holds. */
  id: Scalars['Int']['output'];
  /** The text shown for it. */
  value: Scalars['String']['output'];
};

/** What can be changed. */
export type Mutation = {
  __typename?: 'Mutation';
  /** A placeholder the domain files extend Mutation beside; always null. */
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
  /** Creates an integrator (IT only): tokens whose `sub` is its client id act as it from now on. */
  createIntegrator: IntegratorPayload;
  /** Creates a document by manual data entry. */
  createRecord: SaveRecordPayload;
  /** Creates a research collection. */
  createResearchCollection: ResearchCollectionPayload;
  /** Registers a webhook of the caller's for the events named; answers its signing secret once. */
  createWebhook: CreateWebhookPayload;
  /** Deletes a batch with its locations; refused while the batch has records. */
  deleteBatch: DeleteBatchPayload;
  /** Deletes a biblio of a document on its own, with its links. */
  deleteBiblio: DeleteItemPayload;
  /** Deletes a saved query. */
  deleteBulkEditQuery: DeleteBulkEditQueryPayload;
  /** Deletes a range tag. */
  deleteGroupTag: DeleteTagPayload;
  /** Refused while the collection has batches. */
  deleteResearchCollection: DeleteResearchCollectionPayload;
  /** Deletes a page tag. */
  deleteTag: DeleteTagPayload;
  /** Deletes a usage of a document on its own, with its links. */
  deleteUsage: DeleteItemPayload;
  /** Deletes one of the caller's webhooks: deliveries not yet made are dropped. */
  deleteWebhook: DeleteWebhookPayload;
  /** Ends an assignment; the user's records of the batch that are not yet researched go back to nobody. */
  removeBatchAssignment: RemoveBatchAssignmentPayload;
  /** Revokes an integrator (IT only): its tokens are refused from its next request on. It stays listed, revoked. */
  revokeIntegrator: IntegratorPayload;
  /** Saves the query with its scope under a title: a new one without id, else the saved one with that id. */
  saveBulkEditQuery: SaveBulkEditQueryPayload;
  /** Places a biblio tag on a range of pages, or moves one. */
  saveGroupTag: SaveGroupTagPayload;
  /** Saves the whole document as the research form holds it, with Save, Hold or Complete. */
  saveRecord: SaveRecordPayload;
  /** Places a biblio tag on a page, or moves one. */
  saveTag: SaveTagPayload;
  /** Starts the real run of a bulk update as a job of the records service, which goes on without the browser; follow it with bulkUpdateJob. */
  startBulkUpdate: BulkUpdateJobPayload;
  /** Puts back the records of a bulk change made today, once; records changed since are refused and listed. */
  undoBulkChange: UndoBulkChangePayload;
  /** Saves the edit form over the batch; locking is a save with status locked. */
  updateBatch: BatchPayload;
  /** Renames an integrator or changes its role or scope (IT only); applies at its next request. */
  updateIntegrator: IntegratorPayload;
  /** Saves the edit-location form over the location. */
  updateLocation: LocationPayload;
  /** Saves every field of the edit form over the collection. */
  updateResearchCollection: ResearchCollectionPayload;
};

/** What can be changed. */
export type MutationAssignRoleArgs = {
  roleId: Scalars['Int']['input'];
  userId: Scalars['ID']['input'];
};

/** What can be changed. */
export type MutationAssignUsersToBatchesArgs = {
  batchIds: Array<Scalars['ID']['input']>;
  userIds: Array<Scalars['ID']['input']>;
};

/** What can be changed. */
export type MutationBulkUpdateRecordsArgs = {
  input: BulkUpdateInput;
};

/** What can be changed. */
export type MutationCancelBulkUpdateJobArgs = {
  id: Scalars['ID']['input'];
};

/** What can be changed. */
export type MutationCheckSourceFileLinkArgs = {
  sourceFileLink: Scalars['String']['input'];
};

/** What can be changed. */
export type MutationCreateBatchArgs = {
  input: BatchInput;
};

/** What can be changed. */
export type MutationCreateIntegratorArgs = {
  input: CreateIntegratorInput;
};

/** What can be changed. */
export type MutationCreateRecordArgs = {
  input: CreateRecordInput;
};

/** What can be changed. */
export type MutationCreateResearchCollectionArgs = {
  input: ResearchCollectionInput;
};

/** What can be changed. */
export type MutationCreateWebhookArgs = {
  input: CreateWebhookInput;
};

/** What can be changed. */
export type MutationDeleteBatchArgs = {
  id: Scalars['ID']['input'];
};

/** What can be changed. */
export type MutationDeleteBiblioArgs = {
  biblioId: Scalars['ID']['input'];
  recordId: Scalars['ID']['input'];
};

/** What can be changed. */
export type MutationDeleteBulkEditQueryArgs = {
  id: Scalars['ID']['input'];
};

/** What can be changed. */
export type MutationDeleteGroupTagArgs = {
  id: Scalars['ID']['input'];
};

/** What can be changed. */
export type MutationDeleteResearchCollectionArgs = {
  id: Scalars['ID']['input'];
};

/** What can be changed. */
export type MutationDeleteTagArgs = {
  id: Scalars['ID']['input'];
};

/** What can be changed. */
export type MutationDeleteUsageArgs = {
  biblioId?: InputMaybe<Scalars['ID']['input']>;
  recordId: Scalars['ID']['input'];
  usageId: Scalars['ID']['input'];
};

/** What can be changed. */
export type MutationDeleteWebhookArgs = {
  id: Scalars['ID']['input'];
};

/** What can be changed. */
export type MutationRemoveBatchAssignmentArgs = {
  id: Scalars['ID']['input'];
};

/** What can be changed. */
export type MutationRevokeIntegratorArgs = {
  id: Scalars['ID']['input'];
};

/** What can be changed. */
export type MutationSaveBulkEditQueryArgs = {
  id?: InputMaybe<Scalars['ID']['input']>;
  query: BulkEditQueryInput;
  queryTitle: Scalars['String']['input'];
  scope: BulkEditScopeInput;
};

/** What can be changed. */
export type MutationSaveGroupTagArgs = {
  input: SaveGroupTagInput;
};

/** What can be changed. */
export type MutationSaveRecordArgs = {
  input: SaveRecordInput;
};

/** What can be changed. */
export type MutationSaveTagArgs = {
  input: SaveTagInput;
};

/** What can be changed. */
export type MutationStartBulkUpdateArgs = {
  input: BulkUpdateJobInput;
};

/** What can be changed. */
export type MutationUndoBulkChangeArgs = {
  id: Scalars['ID']['input'];
};

/** What can be changed. */
export type MutationUpdateBatchArgs = {
  id: Scalars['ID']['input'];
  input: BatchInput;
};

/** What can be changed. */
export type MutationUpdateIntegratorArgs = {
  input: UpdateIntegratorInput;
};

/** What can be changed. */
export type MutationUpdateLocationArgs = {
  id: Scalars['ID']['input'];
  input: LocationInput;
};

/** What can be changed. */
export type MutationUpdateResearchCollectionArgs = {
  id: Scalars['ID']['input'];
  input: ResearchCollectionInput;
};

/** Where a list stands: which page, of how many rows. */
export type PageInfo = {
  __typename?: 'PageInfo';
  /** The page answered, from 1. */
  page: Scalars['Int']['output'];
  /** Rows per page. */
  pageSize: Scalars['Int']['output'];
  /** Rows on every page together. */
  totalCount: Scalars['Int']['output'];
};

/** Someone named on a record (its assignee, its researcher): readable by everyone who may read the record. */
export type Person = {
  __typename?: 'Person';
  /** The name shown for the person. */
  displayName: Scalars['String']['output'];
  /** The e-mail address. */
  email: Scalars['String']['output'];
  /** The user's id. */
  id: Scalars['ID']['output'];
};

/** Where the batch's records stand now. */
export type ProcessDoughnut = {
  __typename?: 'ProcessDoughnut';
  /** Documents researched. */
  researched: Scalars['Int']['output'];
  /** Researched as a percentage of all the batch's records, to one decimal. */
  researchedPercent: Scalars['Float']['output'];
  /** Researched, Unprocessed and Other, in that order. */
  slices: Array<DoughnutSlice>;
  /** The batch's documents. */
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
  /** The last day drawn. */
  endDate: Scalars['Date']['output'];
  /** From today, the daily average added per business day up to the target; empty with nothing to forecast. */
  forecast: Array<ForecastPoint>;
  /** Days between two labels of the x-axis (5, or duration / 5 from 60 days). */
  labelStep: Scalars['Int']['output'];
  /** Every calendar day from startDate, zeros included. */
  points: Array<ResearchedOnDate>;
  /** The first day drawn: the first finish. */
  startDate: Scalars['Date']['output'];
  /** The date the target and forecast aim at: the one asked for, else the batch's target date, else its end date. */
  targetDate: Scalars['Date']['output'];
  /** The batch's documents. */
  totalDocuments: Scalars['Int']['output'];
};

/** Spec section 2's Process Overview of one batch. */
export type ProcessOverview = {
  __typename?: 'ProcessOverview';
  /** The batch's id. */
  batchId: Scalars['ID']['output'];
  /** The collection's id. */
  collectionId: Scalars['ID']['output'];
  /** Beyond the spec: when the whole batch is done at its researchers' own paces. */
  completionForecast: CompletionForecast;
  /** Where the documents stand now. */
  doughnut: ProcessDoughnut;
  /** The info lines. */
  info: ProcessInfo;
  /** Documents researched per date, and the forecast. */
  line: ProcessLineChart;
};

/** How a Processed Records Summary count is shown: SUCCESS above 109 documents, WARNING at 109 or less. */
export type ProcessedCountTone =
  /** Above 109 documents. */
  | 'SUCCESS'
  /** 109 documents or fewer. */
  | 'WARNING';

/** A row of the Processed Records Summary: one researcher's finished records of one day. */
export type ProcessedRecordsRow = {
  __typename?: 'ProcessedRecordsRow';
  /** The day. */
  date: Scalars['Date']['output'];
  /** Documents finished. */
  researched: Scalars['Int']['output'];
  /** The researcher's display name. */
  researcher: Scalars['String']['output'];
  /** The researcher's user id. */
  researcherId: Scalars['ID']['output'];
  /** How the count is shown. */
  tone: ProcessedCountTone;
  /** Of those, documents with an unidentifiable biblio. */
  unidentifiable: Scalars['Int']['output'];
  /** Of those, documents with a new work request. */
  workRequest: Scalars['Int']['output'];
};

/** What can be read. */
export type Query = {
  __typename?: 'Query';
  /** The AOU list. */
  aouList: Array<Aou>;
  /** The users records may be assigned to: role ids 2 and 5 only (spec section 5), by name. */
  assignableUsers: Array<User>;
  /** A batch, or null when there is none with that id. */
  batch?: Maybe<Batch>;
  /** Who is assigned to each of the batches, with their record counts. */
  batchAssignments: Array<BatchAssignment>;
  /** Every batch. */
  batches: Array<Batch>;
  /** Batches, a page at a time by keyset cursors, in the order they were made. */
  batchesConnection: BatchConnection;
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
  /** A document by its id, or null when there is none. */
  document?: Maybe<Document>;
  /** The document's last 50 changes, newest first (the Details modal; not part of the document, which the research loop reads). */
  documentHistory: Array<RecordHistoryEntry>;
  /**
   * Documents, a page at a time by keyset cursors: in id order, which no save changes, so paging a
   * batch returns each document exactly once while others save; with `updatedSince`, in order of
   * change, for a sync. `first` or `last` up to 100 (50 when neither is given), not both.
   */
  documents: DocumentConnection;
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
  /** Every integrator, the active ones first, then by name (IT only). */
  integrators: Array<Integrator>;
  /** The licence schemes. */
  licenceSchemes: Array<LicenceScheme>;
  /** A location, or null when there is none with that id. */
  location?: Maybe<Location>;
  /** A lookup list's entries. */
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
  /** The signed-in user's queue: their documents in that status, by collection and batch. */
  queue: Array<QueueGroup>;
  /** The signed-in user's counters. */
  queueSummary: QueueSummary;
  /** Records the signed-in user completed most recently. */
  recentRecords: Array<RecordSummary>;
  /** Recipient accounts whose name matches, from the rights system. */
  recipients: Array<Recipient>;
  /**
   * A document by its id, or null when there is none.
   * @deprecated Use `document` instead.
   */
  record?: Maybe<ResearchRecord>;
  /**
   * The document's last 50 changes, newest first.
   * @deprecated Use `documentHistory` instead.
   */
  recordHistory: Array<RecordHistoryEntry>;
  /** A document's biblio tags. */
  recordTags: RecordTags;
  /** A research collection, or null when there is none with that id. */
  researchCollection?: Maybe<ResearchCollection>;
  /** Collections whose title contains the text, hidden ones too (Assign Records and Manual data entry pick one by typing). */
  researchCollectionSearch: Array<ResearchCollection>;
  /** Research collections, by title. */
  researchCollections: Array<ResearchCollection>;
  /** Research collections, a page at a time by keyset cursors, in the order they were made. */
  researchCollectionsConnection: ResearchCollectionConnection;
  /** A research template, or null when there is none with that id. */
  researchTemplate?: Maybe<ResearchTemplate>;
  /** The research templates. */
  researchTemplates: Array<ResearchTemplate>;
  /** The access roles. */
  roles: Array<Role>;
  /** The statistics' researcher picker: users with role id 2 or 5, by name. Coordinator and IT only. */
  statisticsResearchers: Array<User>;
  /** A user, or null when there is none with that id. */
  user?: Maybe<User>;
  /** Every user (User Access). */
  users: Array<User>;
  /** The caller's webhooks, oldest first (anyone who may read documents). */
  webhooks: Array<Webhook>;
  /** A work's detail from the rights system, or null when there is none with that id. */
  work?: Maybe<Work>;
  /** Work Search: works matching the criteria, best first. */
  workSearch: Array<WorkMatch>;
};

/** What can be read. */
export type QueryBatchArgs = {
  id: Scalars['ID']['input'];
};

/** What can be read. */
export type QueryBatchAssignmentsArgs = {
  batchIds: Array<Scalars['ID']['input']>;
};

/** What can be read. */
export type QueryBatchesConnectionArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  filter?: InputMaybe<BatchFilter>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
};

/** What can be read. */
export type QueryBulkEditRecordIdsArgs = {
  query: BulkEditQueryInput;
  scope: BulkEditScopeInput;
};

/** What can be read. */
export type QueryBulkEditRecordsArgs = {
  cursor?: InputMaybe<Scalars['String']['input']>;
  query: BulkEditQueryInput;
  scope: BulkEditScopeInput;
};

/** What can be read. */
export type QueryBulkEditSavedQueryArgs = {
  id: Scalars['ID']['input'];
};

/** What can be read. */
export type QueryBulkUpdateJobArgs = {
  id: Scalars['ID']['input'];
};

/** What can be read. */
export type QueryCitingRecordsArgs = {
  excludeRecordId?: InputMaybe<Scalars['ID']['input']>;
  workId: Scalars['ID']['input'];
};

/** What can be read. */
export type QueryDocumentArgs = {
  id: Scalars['ID']['input'];
};

/** What can be read. */
export type QueryDocumentHistoryArgs = {
  id: Scalars['ID']['input'];
};

/** What can be read. */
export type QueryDocumentsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  filter?: InputMaybe<DocumentFilter>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
};

/** What can be read. */
export type QueryFindRecordsArgs = {
  search: Scalars['String']['input'];
};

/** What can be read. */
export type QueryFindRecordsTotalArgs = {
  search: Scalars['String']['input'];
};

/** What can be read. */
export type QueryIndividualMetricsArgs = {
  researcherId?: InputMaybe<Scalars['ID']['input']>;
};

/** What can be read. */
export type QueryLocationArgs = {
  id: Scalars['ID']['input'];
};

/** What can be read. */
export type QueryLookupArgs = {
  list: LookupList;
};

/** What can be read. */
export type QueryNextQueueRecordIdArgs = {
  batchId: Scalars['ID']['input'];
  exceptId?: InputMaybe<Scalars['ID']['input']>;
  status: QueueStatus;
};

/** What can be read. */
export type QueryProcessOverviewArgs = {
  batchId: Scalars['ID']['input'];
  collectionId: Scalars['ID']['input'];
  targetDate?: InputMaybe<Scalars['Date']['input']>;
};

/** What can be read. */
export type QueryProcessedRecordsSummaryArgs = {
  date?: InputMaybe<Scalars['Date']['input']>;
  researcherId?: InputMaybe<Scalars['ID']['input']>;
};

/** What can be read. */
export type QueryQueueArgs = {
  status: QueueStatus;
};

/** What can be read. */
export type QueryRecipientsArgs = {
  name: Scalars['String']['input'];
  role: RecipientRole;
};

/** What can be read. */
export type QueryRecordArgs = {
  id: Scalars['ID']['input'];
};

/** What can be read. */
export type QueryRecordHistoryArgs = {
  id: Scalars['ID']['input'];
};

/** What can be read. */
export type QueryRecordTagsArgs = {
  recordId: Scalars['ID']['input'];
};

/** What can be read. */
export type QueryResearchCollectionArgs = {
  id: Scalars['ID']['input'];
};

/** What can be read. */
export type QueryResearchCollectionSearchArgs = {
  searchTerm: Scalars['String']['input'];
};

/** What can be read. */
export type QueryResearchCollectionsArgs = {
  status?: InputMaybe<CollectionStatusFilter>;
};

/** What can be read. */
export type QueryResearchCollectionsConnectionArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  filter?: InputMaybe<ResearchCollectionFilter>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
};

/** What can be read. */
export type QueryResearchTemplateArgs = {
  id: Scalars['Int']['input'];
};

/** What can be read. */
export type QueryUserArgs = {
  id: Scalars['ID']['input'];
};

/** What can be read. */
export type QueryWorkArgs = {
  workId: Scalars['ID']['input'];
};

/** What can be read. */
export type QueryWorkSearchArgs = {
  criteria: WorkSearchInput;
};

/** Records of one collection and batch, as the queue groups them. */
export type QueueGroup = {
  __typename?: 'QueueGroup';
  /** The collection's title and the batch's. */
  name: Scalars['String']['output'];
  /** Its documents in the queue, lowest id first. */
  records: Array<QueueRecord>;
};

/** A document in the user's queue. */
export type QueueRecord = {
  __typename?: 'QueueRecord';
  /** The document's external reference id. */
  externalId: Scalars['String']['output'];
  /** The document's id. */
  id: Scalars['ID']['output'];
  /** Its pages; null when unknown. */
  totalPages?: Maybe<Scalars['Int']['output']>;
};

/** The two parts of the queue. */
export type QueueStatus =
  /** On hold. */
  | 'ON_HOLD'
  /** Ready for research. */
  | 'READY_FOR_RESEARCH';

/** The signed-in user's counters: the header and the queue show the same numbers. */
export type QueueSummary = {
  __typename?: 'QueueSummary';
  /** Documents the user completed today. */
  completedToday: Scalars['Int']['output'];
  /** Documents in the user's queue on hold. */
  onHold: Scalars['Int']['output'];
  /** Documents in the user's queue ready for research. */
  readyForResearch: Scalars['Int']['output'];
};

/** A creator or publisher account in the rights system. */
export type Recipient = {
  __typename?: 'Recipient';
  /** The account's e-mail address. */
  accountEmail?: Maybe<Scalars['String']['output']>;
  /** The account's member status. */
  accountMemberStatus?: Maybe<Scalars['String']['output']>;
  /** The account's name. */
  accountName: Scalars['String']['output'];
  /** The account's id in the rights system. */
  accountObjectId: Scalars['ID']['output'];
  /** The account's profile. */
  accountProfile?: Maybe<Scalars['String']['output']>;
  /** The account type. */
  accountRelationshipType?: Maybe<Scalars['String']['output']>;
  /** The account's ultimate parent, by name. */
  accountUltimateParentName?: Maybe<Scalars['String']['output']>;
  /** A creator's year of birth. */
  accountYearOfBirth?: Maybe<Scalars['Int']['output']>;
  /** A creator's year of death. */
  accountYearOfDeath?: Maybe<Scalars['Int']['output']>;
  /** The name the account is known by. */
  pseudonymName: Scalars['String']['output'];
  /** The name's role: creator or publisher. */
  pseudonymRole: Scalars['String']['output'];
};

/** Which recipients to search. */
export type RecipientRole =
  /** Creators. */
  | 'CREATOR'
  /** Publishers. */
  | 'PUBLISHER';

/** One change of a record: a save, Hold or Complete, its creation, an assignment, an item deleted on its own. */
export type RecordHistoryEntry = {
  __typename?: 'RecordHistoryEntry';
  /** When the change was made. */
  at: Scalars['DateTime']['output'];
  /** What changed, as short sentences: 'Status: Ready for research → On hold', 'Biblio 12: major title changed'. */
  changes: Array<Scalars['String']['output']>;
  /** The change's id. */
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
  /** The batch's period. */
  batchPeriod?: Maybe<BatchPeriod>;
  /** The batch's period number. */
  batchPeriodNumber?: Maybe<Scalars['String']['output']>;
  /** The biblio matched, when the search named one. */
  biblioId?: Maybe<Scalars['ID']['output']>;
  /** The research collection's title. */
  collectionTitle?: Maybe<Scalars['String']['output']>;
  /** The document's reference in the importing system (the id researchers quote). */
  externalReferenceId: Scalars['String']['output'];
  /** The document's id. */
  id: Scalars['ID']['output'];
  /** The biblio's major material type, as text. */
  majorMaterialType?: Maybe<Scalars['String']['output']>;
  /** The biblio's main title. */
  majorTitle?: Maybe<Scalars['String']['output']>;
  /** The biblio's minor material type, as text. */
  minorMaterialType?: Maybe<Scalars['String']['output']>;
  /** The biblio's minor title. */
  minorTitle?: Maybe<Scalars['String']['output']>;
  /** When the document was last changed. */
  modifiedAt?: Maybe<Scalars['DateTime']['output']>;
  /** The usage matched, when the search named one. */
  usageId?: Maybe<Scalars['ID']['output']>;
};

/** A record's tags. */
export type RecordTags = {
  __typename?: 'RecordTags';
  /** Tags on a range of pages each. */
  groupTags: Array<GroupTag>;
  /** Tags on one page each. */
  pageTags: Array<BiblioTag>;
  /** The document's id. */
  recordId: Scalars['ID']['output'];
};

/** Why a record is read-only for its caller; the records API refuses such a write with the same message. */
export type RecordWriteRefusal = {
  __typename?: 'RecordWriteRefusal';
  /** Why, in the words the records API refuses such a write with. */
  message: Scalars['String']['output'];
  /** Why, as an enum. */
  reason: RecordWriteRefusalReason;
};

/** Why a document is read-only for its caller. */
export type RecordWriteRefusalReason =
  /** The record's batch is locked: read-only for everyone. */
  | 'LOCKED_BATCH'
  /** A Researcher whose assigned batches do not include the record's. */
  | 'NOT_ASSIGNED'
  /** The caller's role only reads records (External Auditor, Unassigned). */
  | 'READ_ONLY_ROLE';

/** The answer of removeBatchAssignment. */
export type RemoveBatchAssignmentPayload = {
  __typename?: 'RemoveBatchAssignmentPayload';
  /** The server's message, shown as the success alert. */
  message?: Maybe<Scalars['String']['output']>;
  /** The id of the assignment that ended. */
  removedId?: Maybe<Scalars['ID']['output']>;
  /** How many of the user's records of the batch went back to nobody (the researched ones stay theirs). */
  unassignedRecords?: Maybe<Scalars['Int']['output']>;
  /** What was refused, each problem with the input field it concerns; empty when the write was made. */
  userErrors: Array<UserError>;
};

/** A research collection: the batches of documents surveyed under one licence scheme and research template. */
export type ResearchCollection = {
  __typename?: 'ResearchCollection';
  /** Its batches. */
  batches: Array<Batch>;
  /** The collection's title. */
  collectionTitle: Scalars['String']['output'];
  /** Its id. */
  id: Scalars['ID']['output'];
  /** The licence scheme the copies were made under. */
  licenceSchemeId: Scalars['Int']['output'];
  /** The licence scheme's name. */
  licenceSchemeName?: Maybe<Scalars['String']['output']>;
  /** Its locked batches. */
  lockedBatchCount: Scalars['Int']['output'];
  /** The research template whose fields and rules its documents are researched with. */
  researchTemplateId: Scalars['Int']['output'];
  /** An unset status reads as SHOW. */
  status: CollectionStatus;
  /** When its research should be complete; null when not set. */
  targetCompleteDate?: Maybe<Scalars['Date']['output']>;
  /** The research template's name. */
  templateName?: Maybe<Scalars['String']['output']>;
  /** All its batches. */
  totalBatchCount: Scalars['Int']['output'];
};

/** A page of research collections, in the order they were made (the Relay cursor connection spec). */
export type ResearchCollectionConnection = {
  __typename?: 'ResearchCollectionConnection';
  /** The page's collections, each with its cursor. */
  edges: Array<ResearchCollectionEdge>;
  /** The page's collections, without cursors. */
  nodes: Array<ResearchCollection>;
  /** Where this page stands, and the cursors to page on. */
  pageInfo: ConnectionPageInfo;
  /** How many collections the filter matches in all. */
  totalCount: Scalars['Int']['output'];
};

/** A research collection in a page, with the cursor to page on from it. */
export type ResearchCollectionEdge = {
  __typename?: 'ResearchCollectionEdge';
  /** Opaque: give it as `after` or `before` to read the collections after or before this one. */
  cursor: Scalars['String']['output'];
  /** The research collection. */
  node: ResearchCollection;
};

/** Which research collections `researchCollectionsConnection` lists. */
export type ResearchCollectionFilter = {
  /** Only the collections of this status (an unset status reads as SHOW); by default every collection. */
  status?: InputMaybe<CollectionStatus>;
};

/**
 * The create and edit form of a research collection. Every field may be left empty: the forms check
 * nothing themselves (spec section 5), the records API validates and its message is shown.
 */
export type ResearchCollectionInput = {
  /** The collection's title. */
  collectionTitle?: InputMaybe<Scalars['String']['input']>;
  /** The licence scheme. */
  licenceSchemeId?: InputMaybe<Scalars['Int']['input']>;
  /** The research template. */
  researchTemplateId?: InputMaybe<Scalars['Int']['input']>;
  /** Null leaves it unset, which reads as SHOW. */
  status?: InputMaybe<CollectionStatus>;
  /** Empty is sent as null. */
  targetCompleteDate?: InputMaybe<Scalars['Date']['input']>;
};

/** The answer of creating or editing a research collection. */
export type ResearchCollectionPayload = {
  __typename?: 'ResearchCollectionPayload';
  /** The server's message, shown as the success alert. */
  message?: Maybe<Scalars['String']['output']>;
  /** The collection as stored; null when refused. */
  researchCollection?: Maybe<ResearchCollection>;
  /** What was refused, each problem with the input field it concerns; empty when the write was made. */
  userErrors: Array<UserError>;
};

/** Deprecated: use Document, which has the same fields (read by Query.document). Kept for one release for queries written against the renamed contract. */
export type ResearchRecord = {
  __typename?: 'ResearchRecord';
  /** The researcher the document is assigned to, or null. */
  assignedUser?: Maybe<Person>;
  /** The batch it belongs to. */
  batch: Batch;
  /** The batch it belongs to. */
  batchId: Scalars['ID']['output'];
  /** Its biblios: the works identified in it. */
  biblios: Array<Biblio>;
  /** The copies were part of a course pack. */
  coursepack: Scalars['Boolean']['output'];
  /** Whether the record's document (the scan) opens in the document viewer. */
  documentView: Scalars['Boolean']['output'];
  /** The id of the import file it came in. */
  etlFileId?: Maybe<Scalars['String']['output']>;
  /** Its key in the import file it came in. */
  etlKey?: Maybe<Scalars['String']['output']>;
  /** The document's reference in the importing system (the id researchers quote). */
  externalReferenceId: Scalars['String']['output'];
  /** The name of its document file. */
  fileName?: Maybe<Scalars['String']['output']>;
  /** The folder of its document file in the file store. */
  filePath?: Maybe<Scalars['String']['output']>;
  /** The document is held back (counted among its batch's Heldbacks). */
  heldback: Scalars['Boolean']['output'];
  /** Its id. */
  id: Scalars['ID']['output'];
  /** Whether any biblio is tagged on its pages. */
  isTagged: Scalars['Boolean']['output'];
  /** Which biblio goes with which usage. */
  links: Array<BiblioUsageLink>;
  /** The location (institute or school) the copies were made at. */
  location?: Maybe<Location>;
  /** The id of the location. */
  locationId?: Maybe<Scalars['ID']['output']>;
  /** Free-text notes. */
  notes?: Maybe<Scalars['String']['output']>;
  /** The file name as first received. */
  originalFileName?: Maybe<Scalars['String']['output']>;
  /** The folder of the file as first received. */
  originalFilePath?: Maybe<Scalars['String']['output']>;
  /** Other information noted by the researcher, as free text. */
  otherInformation?: Maybe<Scalars['String']['output']>;
  /** Its pages and held-back pages as the viewer shows them, with the addresses of their files. */
  pages: DocumentPages;
  /** The copies were shown in a slide presentation. */
  powerpoint: Scalars['Boolean']['output'];
  /** The research collection it belongs to. */
  researchCollection: ResearchCollection;
  /** Its collection's research template, whose fields and rules the research form evaluates: asked by the record's id, beside the record. */
  researchTemplate: ResearchTemplate;
  /** When its research was completed, or null. */
  researchedAt?: Maybe<Scalars['DateTime']['output']>;
  /** Who completed its research, or null while not researched. */
  researchedBy?: Maybe<Person>;
  /** The name of the source file it was made from. */
  sourceFileName?: Maybe<Scalars['String']['output']>;
  /** The folder of the source file it was made from. */
  sourceFilePath?: Maybe<Scalars['String']['output']>;
  /** Where it is in its research. */
  status: RecordStatus;
  /** The status as shown: underscores as spaces, first letter capitalised. */
  statusLabel: Scalars['String']['output'];
  /** The biblio tags placed on its pages. */
  tags: RecordTags;
  /** Its held-back pages. */
  totalHeldbackPages: Scalars['Int']['output'];
  /** Its pages, held-back ones excluded; null when unknown. */
  totalPages?: Maybe<Scalars['Int']['output']>;
  /** When it was last changed. */
  updatedAt: Scalars['DateTime']['output'];
  /** Its usages: the copying events found in it. */
  usages: Array<Usage>;
  /** Moves on with every write; a save made against an older version is refused. */
  version: Scalars['Int']['output'];
  /** Why the caller may not change this record, or null when they may save, hold, complete and edit it. */
  writeRefusal?: Maybe<RecordWriteRefusal>;
};

/** A research template: the fields the research form shows and the rules it applies. */
export type ResearchTemplate = {
  __typename?: 'ResearchTemplate';
  /** The template's fields; with the collection's licence scheme, an External Auditor's reduced set where the scheme has one (docs/decisions/043). */
  fields: Array<ResearchTemplateField>;
  /** The template's id. */
  id: Scalars['Int']['output'];
  /** Its rules, applied as the form is filled in. */
  rules: Array<Rule>;
  /** The template's name. */
  templateName: Scalars['String']['output'];
};

/** A research template: the fields the research form shows and the rules it applies. */
export type ResearchTemplateFieldsArgs = {
  licenceSchemeId?: InputMaybe<Scalars['Int']['input']>;
};

/** A field the research form shows for a template. */
export type ResearchTemplateField = {
  __typename?: 'ResearchTemplateField';
  /** The field's stored name, e.g. 'major_title'. */
  fieldName: Scalars['String']['output'];
  /** The field's id. */
  id: Scalars['Int']['output'];
  /** The label the form shows. */
  label: Scalars['String']['output'];
  /** Whose field it is: 'document_detail', 'biblio' or 'usage'. */
  resource: Scalars['String']['output'];
  /** Where the form shows it, smallest first. */
  sortOrder: Scalars['Int']['output'];
};

/** A day of the process overview's line. */
export type ResearchedOnDate = {
  __typename?: 'ResearchedOnDate';
  /** The day. */
  date: Scalars['Date']['output'];
  /** Records finished that day (a record finished again counts again). */
  researched: Scalars['Int']['output'];
  /** Records finished by the end of that day, each once. */
  totalByDate: Scalars['Int']['output'];
};

/** An access role: what its users may read and change. */
export type Role = {
  __typename?: 'Role';
  /** The role's id. */
  id: Scalars['Int']['output'];
  /** The role's name, e.g. 'Researcher'. */
  value: Scalars['String']['output'];
};

/** A research rule: when all its conditions match, its actions apply. */
export type Rule = {
  __typename?: 'Rule';
  /** What it does once they match. */
  actions: Array<RuleAction>;
  /** Its conditions, all of which must match. */
  conditions: Array<RuleCondition>;
  /** The rule's id. */
  id: Scalars['Int']['output'];
  /** The rule's name. */
  name: Scalars['String']['output'];
};

/** What a rule does once its conditions match. */
export type RuleAction = {
  __typename?: 'RuleAction';
  /** The field acted on. */
  field: Scalars['String']['output'];
  /** The message shown, for an action that reports an error. */
  message?: Maybe<Scalars['String']['output']>;
  /** The lookup ids allowed, for an action that restricts them. */
  options?: Maybe<Array<Scalars['Int']['output']>>;
  /** The kind of action: set a value, disable the field, restrict its options or report an error. */
  type: Scalars['String']['output'];
  /** The value set, for an action that sets one. */
  value?: Maybe<Scalars['String']['output']>;
};

/** A condition of a rule: a field compared with a value. */
export type RuleCondition = {
  __typename?: 'RuleCondition';
  /** The field compared, e.g. 'major_material_type'. */
  field: Scalars['String']['output'];
  /** The comparison, e.g. '='. */
  operator: Scalars['String']['output'];
  /** The value compared with; null for empty. */
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

/** The answer of saveBulkEditQuery. */
export type SaveBulkEditQueryPayload = {
  __typename?: 'SaveBulkEditQueryPayload';
  /** 'Query has been saved successfully.' */
  message?: Maybe<Scalars['String']['output']>;
  /** The saved query as stored; null when refused. */
  savedQuery?: Maybe<BulkEditSavedQuery>;
  /** A refusal beginning 'Failed to save query.' (a title already saved is CONFLICT on queryTitle). */
  userErrors: Array<UserError>;
};

/** Someone else saved the record after it was loaded: nothing was written. */
export type SaveConflict = {
  __typename?: 'SaveConflict';
  /** When it was saved since, when known. */
  changedAt?: Maybe<Scalars['DateTime']['output']>;
  /** Who saved it since, when known. */
  changedBy?: Maybe<Scalars['String']['output']>;
  /** What happened, in words. */
  message: Scalars['String']['output'];
  /** The document's version on the server. */
  version: Scalars['Int']['output'];
};

/** A biblio tag placed or moved on a range of pages. */
export type SaveGroupTagInput = {
  /** The biblio tagged. */
  biblioId: Scalars['ID']['input'];
  /** The last page of the range. */
  endPage: Scalars['Int']['input'];
  /** Moves this tag; without it a new tag is placed. */
  id?: InputMaybe<Scalars['ID']['input']>;
  /** Where on the page, as a share of its width from the left: 0 to 1. */
  pageX: Scalars['Float']['input'];
  /** Where on the page, as a share of its height from the top: 0 to 1. */
  pageY: Scalars['Float']['input'];
  /** The document's id. */
  recordId: Scalars['ID']['input'];
  /** The first page of the range. */
  startPage: Scalars['Int']['input'];
};

/** The answer of saveGroupTag. */
export type SaveGroupTagPayload = {
  __typename?: 'SaveGroupTagPayload';
  /** The tag as stored; null when refused. */
  groupTag?: Maybe<GroupTag>;
  /** The server's message, shown as the success alert. */
  message?: Maybe<Scalars['String']['output']>;
  /** What was refused, each problem with the input field it concerns; empty when the write was made. */
  userErrors: Array<UserError>;
};

/** The whole record as the research form holds it; biblios and usages left out are deleted. */
export type SaveRecordInput = {
  /** Save, Hold or Complete. */
  action: SaveAction;
  /** Every biblio the form holds; one left out is deleted. */
  biblios: Array<BiblioInput>;
  /** The document's id. */
  id: Scalars['ID']['input'];
  /** The links between them. */
  links: Array<LinkInput>;
  /** Free-text notes. */
  notes?: InputMaybe<Scalars['String']['input']>;
  /** Other information noted by the researcher, as free text. */
  otherInformation?: InputMaybe<Scalars['String']['input']>;
  /** Every usage the form holds; one left out is deleted. */
  usages: Array<UsageInput>;
  /** The version the form was loaded at; a newer one on the server refuses the save. */
  version: Scalars['Int']['input'];
};

/** The answer of saveRecord and createRecord. */
export type SaveRecordPayload = {
  __typename?: 'SaveRecordPayload';
  /** Someone else saved the document since it was loaded: nothing was written. */
  conflict?: Maybe<SaveConflict>;
  /** The document as stored after the write; null when nothing was written. */
  document?: Maybe<Document>;
  /** The server's message, shown as the success alert. */
  message?: Maybe<Scalars['String']['output']>;
  /** After COMPLETE: the next ready record of the same batch, or null when none is left. */
  nextRecordId?: Maybe<Scalars['ID']['output']>;
  /**
   * The document as stored after the write.
   * @deprecated Use `document` instead.
   */
  record?: Maybe<ResearchRecord>;
  /** What was refused, each problem with the input field it concerns; empty when the write was made. */
  userErrors: Array<UserError>;
};

/** A biblio tag placed or moved on a page. */
export type SaveTagInput = {
  /** The biblio tagged; without it a new, empty biblio is made for the tag (the viewer's Ctrl-click). */
  biblioId?: InputMaybe<Scalars['ID']['input']>;
  /** Moves this tag; without it a new tag is placed. */
  id?: InputMaybe<Scalars['ID']['input']>;
  /** The page. */
  pageNumber: Scalars['Int']['input'];
  /** Where on the page, as a share of its width from the left: 0 to 1. */
  pageX: Scalars['Float']['input'];
  /** Where on the page, as a share of its height from the top: 0 to 1. */
  pageY: Scalars['Float']['input'];
  /** The document's id. */
  recordId: Scalars['ID']['input'];
};

/** The answer of saveTag. */
export type SaveTagPayload = {
  __typename?: 'SaveTagPayload';
  /** The biblio made for the tag, when none was given. */
  createdBiblioId?: Maybe<Scalars['ID']['output']>;
  /** The server's message, shown as the success alert. */
  message?: Maybe<Scalars['String']['output']>;
  /** The record's version after a biblio was made for the tag (a form loaded at the version before may take the biblio in). */
  recordVersion?: Maybe<Scalars['Int']['output']>;
  /** The tag as stored; null when refused. */
  tag?: Maybe<BiblioTag>;
  /** What was refused, each problem with the input field it concerns; empty when the write was made. */
  userErrors: Array<UserError>;
};

/** A file of the source-file store, as a manual record links to it. */
export type SourceFile = {
  __typename?: 'SourceFile';
  /** The file's name. */
  fileName: Scalars['String']['output'];
  /** The file's folder, relative to the store ('' at the top). */
  filePath: Scalars['String']['output'];
};

/** One day's finished records of one researcher. */
export type StatisticsDay = {
  __typename?: 'StatisticsDay';
  /** The day. */
  date: Scalars['Date']['output'];
  /** Documents finished that day. */
  researched: Scalars['Int']['output'];
  /** Of those, records with an unidentifiable biblio. */
  unidentifiable: Scalars['Int']['output'];
  /** Of those, records with a new work request. */
  workRequest: Scalars['Int']['output'];
};

/** Someone whose processing metrics are shown. */
export type StatisticsPerson = {
  __typename?: 'StatisticsPerson';
  /** The name shown for the person. */
  displayName: Scalars['String']['output'];
  /** The user's id. */
  id: Scalars['ID']['output'];
};

/** The answer of undoBulkChange. */
export type UndoBulkChangePayload = {
  __typename?: 'UndoBulkChangePayload';
  /** Where it stopped, when the server stopped midway. */
  failure?: Maybe<BulkUpdateFailure>;
  /** 'Bulk change undone.' */
  message?: Maybe<Scalars['String']['output']>;
  /** What the undo did; null when refused or stopped. */
  result?: Maybe<BulkUndoResult>;
  /** What was refused, each problem with the input field it concerns; empty when the write was made. */
  userErrors: Array<UserError>;
};

/** Changes to an active integrator; fields left out stay as they are. */
export type UpdateIntegratorInput = {
  /** The integrator to change. */
  id: Scalars['ID']['input'];
  /** A new name. */
  name?: InputMaybe<Scalars['String']['input']>;
  /** A new access role (any role but IT). */
  roleId?: InputMaybe<Scalars['Int']['input']>;
  /** A new scope. */
  scope?: InputMaybe<IntegratorScope>;
};

/** A copying event found in a record. */
export type Usage = {
  __typename?: 'Usage';
  /** The AAA badge: the usage falls under the AAA scheme. */
  aaaFlag: Scalars['Boolean']['output'];
  /** False once deleted: an inactive row is kept for the audit but is no longer part of the document. */
  activeFlag: Scalars['Boolean']['output'];
  /** The AMCOS badge: the usage falls under the AMCOS scheme (music). */
  amcosFlag: Scalars['Boolean']['output'];
  /** The commission taken from the payment. */
  commissionAmount?: Maybe<Scalars['Float']['output']>;
  /** The payment converted to the local currency. */
  convertedAmount?: Maybe<Scalars['Float']['output']>;
  /** What it was copied for: an id of the COPIED_FOR lookup list. */
  copiedFor?: Maybe<Scalars['Int']['output']>;
  /** How it was copied: an id of the COPY_TYPE lookup list. */
  copyType?: Maybe<Scalars['Int']['output']>;
  /** The document the usage belongs to. */
  documentId: Scalars['ID']['output'];
  /** When the copying took place. */
  eventDate?: Maybe<Scalars['Date']['output']>;
  /** The exchange rate the payment was converted at. */
  exchangeRate?: Maybe<Scalars['Float']['output']>;
  /** The usage's id. */
  id: Scalars['ID']['output'];
  /** How many biblios this usage is actively linked to. */
  linkCount: Scalars['Int']['output'];
  /** The amount paid for the usage. */
  paymentAmount?: Maybe<Scalars['Float']['output']>;
  /** The amount paid overseas. */
  paymentAmountOverseas?: Maybe<Scalars['Float']['output']>;
  /**
   * The document the usage belongs to.
   * @deprecated Use `documentId` instead.
   */
  recordId: Scalars['ID']['output'];
  /** How many copies were made. */
  timesCopied?: Maybe<Scalars['Int']['output']>;
  /** The currency of the payment. */
  transactionCurrency?: Maybe<Scalars['String']['output']>;
  /** The withholding tax deducted. */
  whtAmount?: Maybe<Scalars['Float']['output']>;
  /** The withholding tax rate, in percent. */
  whtPercentage?: Maybe<Scalars['Float']['output']>;
};

/** A usage as the form sends it: an existing one by id, a new one by a key of the form's choosing. */
export type UsageInput = {
  /** The AAA badge: the usage falls under the AAA scheme. */
  aaaFlag?: InputMaybe<Scalars['Boolean']['input']>;
  /** The AMCOS badge: the usage falls under the AMCOS scheme (music). */
  amcosFlag?: InputMaybe<Scalars['Boolean']['input']>;
  /** What it was copied for: an id of the COPIED_FOR lookup list. */
  copiedFor?: InputMaybe<Scalars['Int']['input']>;
  /** How it was copied: an id of the COPY_TYPE lookup list. */
  copyType?: InputMaybe<Scalars['Int']['input']>;
  /** When the copying took place. */
  eventDate?: InputMaybe<Scalars['Date']['input']>;
  /** The usage's id; null for a new one. */
  id?: InputMaybe<Scalars['ID']['input']>;
  /** Names the usage in links: its id for an existing one, any unique text for a new one. */
  key: Scalars['String']['input'];
  /** The amount paid for the usage. */
  paymentAmount?: InputMaybe<Scalars['Float']['input']>;
  /** How many copies were made. */
  timesCopied?: InputMaybe<Scalars['Int']['input']>;
};

/** A person who signs in to the research tool. */
export type User = {
  __typename?: 'User';
  /** Their name as shown. */
  displayName: Scalars['String']['output'];
  /** Their e-mail address, which they sign in with. */
  email: Scalars['String']['output'];
  /** The user's id. */
  id: Scalars['ID']['output'];
  /** Their role; null while unassigned. */
  role?: Maybe<Role>;
  /** Their role; null while unassigned. */
  roleId?: Maybe<Scalars['Int']['output']>;
};

/** An expected business failure, for the field the user must correct. A mutation lists every problem it found, not only the first. */
export type UserError = {
  __typename?: 'UserError';
  /**
   * Why the write was refused, as free text.
   * @deprecated Use `errorCode`: the same value as an enum.
   */
  code: Scalars['String']['output'];
  /** Why the write was refused. */
  errorCode: UserErrorCode;
  /**
   * The input field at fault as one dotted name ('biblios.2.edition'), or null for the request as a whole.
   * @deprecated Use `path`: the same place as a list of segments.
   */
  field?: Maybe<Scalars['String']['output']>;
  /** What is wrong, in words a person can act on. */
  message: Scalars['String']['output'];
  /** The path to the input field at fault, one segment per level (['biblios', '2', 'edition']), or null for the request as a whole. */
  path?: Maybe<Array<Scalars['String']['output']>>;
};

/** Why a mutation refused a write: the closed list of a `UserError`'s `errorCode`. */
export type UserErrorCode =
  /** A value is missing, malformed or breaks a rule of the form; `path` names it. */
  | 'BAD_USER_INPUT'
  /** The change clashes with the current state: a locked batch, or a delete that would leave rows without their parent. */
  | 'CONFLICT'
  /** The caller's role may not make this change to this record. */
  | 'FORBIDDEN'
  /** Something the input names does not exist (or is not visible to the caller). */
  | 'NOT_FOUND';

/**
 * A subscription of the caller's: every event it names is POSTed to its URL as JSON
 * {type, id, occurredAt, data}, signed with its secret (headers webhook-id, webhook-timestamp,
 * webhook-signature), while its owner may read documents.
 */
export type Webhook = {
  __typename?: 'Webhook';
  /** When it was registered; only events after it are delivered. */
  createdAt: Scalars['DateTime']['output'];
  /** The events it receives. */
  events: Array<WebhookEvent>;
  /** The webhook's id. */
  id: Scalars['ID']['output'];
  /** Where events are POSTed: https (http only to localhost outside production). */
  url: Scalars['String']['output'];
};

/** An event a webhook may subscribe to. */
export type WebhookEvent =
  /** A bulk change applied: each committed chunk of a direct bulk update, or a bulk update job's end. */
  | 'BULK_CHANGE_APPLIED'
  /** A document marked Complete (status researched) in the research form. */
  | 'DOCUMENT_COMPLETED';

/** A work held in the rights system. */
export type Work = {
  __typename?: 'Work';
  /** The BLM status: 'BLM', 'No', 'BLM Partial' or empty. */
  blmStatus?: Maybe<Scalars['String']['output']>;
  /** Its creators and publishers. */
  contributors: Array<WorkContributor>;
  /** The edition. */
  edition?: Maybe<Scalars['String']['output']>;
  /** The standard number: ISBN, ISSN or ISMN. */
  isn?: Maybe<Scalars['String']['output']>;
  /** The payment model, e.g. 'Publisher Controlled' or 'Author Controlled'. */
  paymentModel?: Maybe<Scalars['String']['output']>;
  /** The rightsholder, by name. */
  sfRightsholder?: Maybe<Scalars['String']['output']>;
  /** The rightsholder's account id. */
  sfRightsholderAccountId?: Maybe<Scalars['String']['output']>;
  /** Who shares in its payments, and how much. */
  shares: Array<WorkShare>;
  /** The work sub type. */
  subType?: Maybe<Scalars['String']['output']>;
  /** The terms and conditions it is licensed under. */
  terms: Array<WorkTerm>;
  /** The work's title. */
  title: Scalars['String']['output'];
  /** The work type: Book, Journal, Newspaper, Magazine, Website, Other. */
  type: Scalars['String']['output'];
  /** The web address of the work. */
  url?: Maybe<Scalars['String']['output']>;
  /** The volume. */
  volume?: Maybe<Scalars['String']['output']>;
  /** The work's id in the rights system. */
  workId: Scalars['ID']['output'];
  /** The year of publication. */
  yearOfPublication?: Maybe<Scalars['Int']['output']>;
};

/** A creator or publisher of a work. */
export type WorkContributor = {
  __typename?: 'WorkContributor';
  /** The name the account is known by. */
  pseudonymName?: Maybe<Scalars['String']['output']>;
  /** The contributor's name in the rights system. */
  sfPseudonymName: Scalars['String']['output'];
  /** The kind of the contributor's name, e.g. a pen name. */
  sfPseudonymType?: Maybe<Scalars['String']['output']>;
  /** The contributor's role, e.g. author or publisher. */
  type: Scalars['String']['output'];
};

/** A work found by Work Search, with how well and why it matched. */
export type WorkMatch = {
  __typename?: 'WorkMatch';
  /** The BLM status: 'BLM', 'No', 'BLM Partial' or empty. */
  blmStatus?: Maybe<Scalars['String']['output']>;
  /** Its creators, by name. */
  creators: Array<Scalars['String']['output']>;
  /** The edition. */
  edition?: Maybe<Scalars['String']['output']>;
  /** The standard number: ISBN, ISSN or ISMN. */
  isn?: Maybe<Scalars['String']['output']>;
  /** The payment model, e.g. 'Publisher Controlled' or 'Author Controlled'. */
  paymentModel?: Maybe<Scalars['String']['output']>;
  /** Its publishers, by name. */
  publishers: Array<Scalars['String']['output']>;
  /** 0 to 1; results come best first. */
  score: Scalars['Float']['output'];
  /** The work sub type. */
  subType?: Maybe<Scalars['String']['output']>;
  /** The work's title. */
  title: Scalars['String']['output'];
  /** The work type: Book, Journal, Newspaper, Magazine, Website, Other. */
  type: Scalars['String']['output'];
  /** The volume. */
  volume?: Maybe<Scalars['String']['output']>;
  /** Why the work matched, e.g. 'ISBN exact', 'Title 87% similar', 'Creator: Jane Doe'. */
  whyMatched: Array<Scalars['String']['output']>;
  /** The work's id in the rights system. */
  workId: Scalars['ID']['output'];
  /** The year of publication. */
  yearOfPublication?: Maybe<Scalars['Int']['output']>;
};

/** What the Work Search form sends: at least one criterion besides the work type. */
export type WorkSearchInput = {
  /** A creator's contributions: works that recipient account contributed to. */
  accountObjectId?: InputMaybe<Scalars['ID']['input']>;
  /** A creator, by name. */
  creator?: InputMaybe<Scalars['String']['input']>;
  /** The ISBN, ISSN or ISMN. */
  isn?: InputMaybe<Scalars['String']['input']>;
  /** Most works answered. */
  limit?: InputMaybe<Scalars['Int']['input']>;
  /** A publisher, by name. */
  publisher?: InputMaybe<Scalars['String']['input']>;
  /** The title, or part of it. */
  title?: InputMaybe<Scalars['String']['input']>;
  /** Result filter: Book, Journal, Newspaper, Magazine, Website or Other; absent or All for every type. */
  workType?: InputMaybe<Scalars['String']['input']>;
  /** The year of publication. */
  year?: InputMaybe<Scalars['Int']['input']>;
};

/** A shareholder in a work's payments. */
export type WorkShare = {
  __typename?: 'WorkShare';
  /** The shareholder's account name. */
  sfAccountName: Scalars['String']['output'];
  /** Their share, in percent. */
  share: Scalars['Float']['output'];
};

/** A term and condition a work is licensed under. */
export type WorkTerm = {
  __typename?: 'WorkTerm';
  /** Its name. */
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
  BatchConnection: ResolverTypeWrapper<BatchConnectionRecord>;
  BatchEdge: ResolverTypeWrapper<Omit<BatchEdge, 'node'> & { node: ResolversTypes['Batch'] }>;
  BatchFilter: BatchFilter;
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
  ConnectionPageInfo: ResolverTypeWrapper<ConnectionPageInfo>;
  CreateIntegratorInput: CreateIntegratorInput;
  CreateRecordInput: CreateRecordInput;
  CreateWebhookInput: CreateWebhookInput;
  CreateWebhookPayload: ResolverTypeWrapper<CreateWebhookPayload>;
  Date: ResolverTypeWrapper<Scalars['Date']['output']>;
  DateTime: ResolverTypeWrapper<Scalars['DateTime']['output']>;
  DeleteBatchPayload: ResolverTypeWrapper<DeleteBatchPayload>;
  DeleteBulkEditQueryPayload: ResolverTypeWrapper<DeleteBulkEditQueryPayload>;
  DeleteItemPayload: ResolverTypeWrapper<
    Omit<DeleteItemPayload, 'document' | 'record'> & {
      document?: Maybe<ResolversTypes['Document']>;
      record?: Maybe<ResolversTypes['ResearchRecord']>;
    }
  >;
  DeleteResearchCollectionPayload: ResolverTypeWrapper<DeleteResearchCollectionPayload>;
  DeleteTagPayload: ResolverTypeWrapper<DeleteTagPayload>;
  DeleteWebhookPayload: ResolverTypeWrapper<DeleteWebhookPayload>;
  Document: ResolverTypeWrapper<FullRecord>;
  DocumentConnection: ResolverTypeWrapper<DocumentConnectionRecord>;
  DocumentEdge: ResolverTypeWrapper<Omit<DocumentEdge, 'node'> & { node: ResolversTypes['Document'] }>;
  DocumentFilter: DocumentFilter;
  DocumentHistoryConnection: ResolverTypeWrapper<HistoryConnectionRecord>;
  DocumentHistoryEdge: ResolverTypeWrapper<
    Omit<DocumentHistoryEdge, 'node'> & { node: ResolversTypes['RecordHistoryEntry'] }
  >;
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
  Integrator: ResolverTypeWrapper<Integrator>;
  IntegratorPayload: ResolverTypeWrapper<IntegratorPayload>;
  IntegratorScope: IntegratorScope;
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
  ResearchCollectionConnection: ResolverTypeWrapper<CollectionConnectionRecord>;
  ResearchCollectionEdge: ResolverTypeWrapper<
    Omit<ResearchCollectionEdge, 'node'> & { node: ResolversTypes['ResearchCollection'] }
  >;
  ResearchCollectionFilter: ResearchCollectionFilter;
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
    Omit<SaveRecordPayload, 'document' | 'record'> & {
      document?: Maybe<ResolversTypes['Document']>;
      record?: Maybe<ResolversTypes['ResearchRecord']>;
    }
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
  UpdateIntegratorInput: UpdateIntegratorInput;
  Usage: ResolverTypeWrapper<UsageRecord>;
  UsageInput: UsageInput;
  User: ResolverTypeWrapper<UserRecord>;
  UserError: ResolverTypeWrapper<UserError>;
  UserErrorCode: UserErrorCode;
  Webhook: ResolverTypeWrapper<Webhook>;
  WebhookEvent: WebhookEvent;
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
  BatchConnection: BatchConnectionRecord;
  BatchEdge: Omit<BatchEdge, 'node'> & { node: ResolversParentTypes['Batch'] };
  BatchFilter: BatchFilter;
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
  ConnectionPageInfo: ConnectionPageInfo;
  CreateIntegratorInput: CreateIntegratorInput;
  CreateRecordInput: CreateRecordInput;
  CreateWebhookInput: CreateWebhookInput;
  CreateWebhookPayload: CreateWebhookPayload;
  Date: Scalars['Date']['output'];
  DateTime: Scalars['DateTime']['output'];
  DeleteBatchPayload: DeleteBatchPayload;
  DeleteBulkEditQueryPayload: DeleteBulkEditQueryPayload;
  DeleteItemPayload: Omit<DeleteItemPayload, 'document' | 'record'> & {
    document?: Maybe<ResolversParentTypes['Document']>;
    record?: Maybe<ResolversParentTypes['ResearchRecord']>;
  };
  DeleteResearchCollectionPayload: DeleteResearchCollectionPayload;
  DeleteTagPayload: DeleteTagPayload;
  DeleteWebhookPayload: DeleteWebhookPayload;
  Document: FullRecord;
  DocumentConnection: DocumentConnectionRecord;
  DocumentEdge: Omit<DocumentEdge, 'node'> & { node: ResolversParentTypes['Document'] };
  DocumentFilter: DocumentFilter;
  DocumentHistoryConnection: HistoryConnectionRecord;
  DocumentHistoryEdge: Omit<DocumentHistoryEdge, 'node'> & { node: ResolversParentTypes['RecordHistoryEntry'] };
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
  Integrator: Integrator;
  IntegratorPayload: IntegratorPayload;
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
  ResearchCollectionConnection: CollectionConnectionRecord;
  ResearchCollectionEdge: Omit<ResearchCollectionEdge, 'node'> & { node: ResolversParentTypes['ResearchCollection'] };
  ResearchCollectionFilter: ResearchCollectionFilter;
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
  SaveRecordPayload: Omit<SaveRecordPayload, 'document' | 'record'> & {
    document?: Maybe<ResolversParentTypes['Document']>;
    record?: Maybe<ResolversParentTypes['ResearchRecord']>;
  };
  SaveTagInput: SaveTagInput;
  SaveTagPayload: Omit<SaveTagPayload, 'tag'> & { tag?: Maybe<ResolversParentTypes['BiblioTag']> };
  SourceFile: SourceFileRecord;
  StatisticsDay: StatisticsDay;
  StatisticsPerson: StatisticsPerson;
  String: Scalars['String']['output'];
  UndoBulkChangePayload: Omit<UndoBulkChangePayload, 'result'> & {
    result?: Maybe<ResolversParentTypes['BulkUndoResult']>;
  };
  UpdateIntegratorInput: UpdateIntegratorInput;
  Usage: UsageRecord;
  UsageInput: UsageInput;
  User: UserRecord;
  UserError: UserError;
  Webhook: Webhook;
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

export type BatchConnectionResolvers<
  ContextType = BffContext,
  ParentType extends ResolversParentTypes['BatchConnection'] = ResolversParentTypes['BatchConnection'],
> = {
  edges?: Resolver<Array<ResolversTypes['BatchEdge']>, ParentType, ContextType>;
  nodes?: Resolver<Array<ResolversTypes['Batch']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['ConnectionPageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type BatchEdgeResolvers<
  ContextType = BffContext,
  ParentType extends ResolversParentTypes['BatchEdge'] = ResolversParentTypes['BatchEdge'],
> = {
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['Batch'], ParentType, ContextType>;
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
  documentId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
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

export type ConnectionPageInfoResolvers<
  ContextType = BffContext,
  ParentType extends ResolversParentTypes['ConnectionPageInfo'] = ResolversParentTypes['ConnectionPageInfo'],
> = {
  endCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  hasNextPage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  hasPreviousPage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  startCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type CreateWebhookPayloadResolvers<
  ContextType = BffContext,
  ParentType extends ResolversParentTypes['CreateWebhookPayload'] = ResolversParentTypes['CreateWebhookPayload'],
> = {
  message?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  secret?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  webhook?: Resolver<Maybe<ResolversTypes['Webhook']>, ParentType, ContextType>;
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
  document?: Resolver<Maybe<ResolversTypes['Document']>, ParentType, ContextType>;
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

export type DeleteWebhookPayloadResolvers<
  ContextType = BffContext,
  ParentType extends ResolversParentTypes['DeleteWebhookPayload'] = ResolversParentTypes['DeleteWebhookPayload'],
> = {
  deletedWebhookId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  message?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
};

export type DocumentResolvers<
  ContextType = BffContext,
  ParentType extends ResolversParentTypes['Document'] = ResolversParentTypes['Document'],
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
  history?: Resolver<
    ResolversTypes['DocumentHistoryConnection'],
    ParentType,
    ContextType,
    Partial<DocumentHistoryArgs>
  >;
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

export type DocumentConnectionResolvers<
  ContextType = BffContext,
  ParentType extends ResolversParentTypes['DocumentConnection'] = ResolversParentTypes['DocumentConnection'],
> = {
  edges?: Resolver<Array<ResolversTypes['DocumentEdge']>, ParentType, ContextType>;
  nodes?: Resolver<Array<ResolversTypes['Document']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['ConnectionPageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type DocumentEdgeResolvers<
  ContextType = BffContext,
  ParentType extends ResolversParentTypes['DocumentEdge'] = ResolversParentTypes['DocumentEdge'],
> = {
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['Document'], ParentType, ContextType>;
};

export type DocumentHistoryConnectionResolvers<
  ContextType = BffContext,
  ParentType extends ResolversParentTypes['DocumentHistoryConnection'] =
    ResolversParentTypes['DocumentHistoryConnection'],
> = {
  edges?: Resolver<Array<ResolversTypes['DocumentHistoryEdge']>, ParentType, ContextType>;
  nodes?: Resolver<Array<ResolversTypes['RecordHistoryEntry']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['ConnectionPageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type DocumentHistoryEdgeResolvers<
  ContextType = BffContext,
  ParentType extends ResolversParentTypes['DocumentHistoryEdge'] = ResolversParentTypes['DocumentHistoryEdge'],
> = {
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['RecordHistoryEntry'], ParentType, ContextType>;
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

export type IntegratorResolvers<
  ContextType = BffContext,
  ParentType extends ResolversParentTypes['Integrator'] = ResolversParentTypes['Integrator'],
> = {
  clientId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  createdByName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  revokedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  role?: Resolver<ResolversTypes['Role'], ParentType, ContextType>;
  scope?: Resolver<ResolversTypes['IntegratorScope'], ParentType, ContextType>;
};

export type IntegratorPayloadResolvers<
  ContextType = BffContext,
  ParentType extends ResolversParentTypes['IntegratorPayload'] = ResolversParentTypes['IntegratorPayload'],
> = {
  integrator?: Resolver<Maybe<ResolversTypes['Integrator']>, ParentType, ContextType>;
  message?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
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
  createIntegrator?: Resolver<
    ResolversTypes['IntegratorPayload'],
    ParentType,
    ContextType,
    RequireFields<MutationCreateIntegratorArgs, 'input'>
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
  createWebhook?: Resolver<
    ResolversTypes['CreateWebhookPayload'],
    ParentType,
    ContextType,
    RequireFields<MutationCreateWebhookArgs, 'input'>
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
  deleteWebhook?: Resolver<
    ResolversTypes['DeleteWebhookPayload'],
    ParentType,
    ContextType,
    RequireFields<MutationDeleteWebhookArgs, 'id'>
  >;
  removeBatchAssignment?: Resolver<
    ResolversTypes['RemoveBatchAssignmentPayload'],
    ParentType,
    ContextType,
    RequireFields<MutationRemoveBatchAssignmentArgs, 'id'>
  >;
  revokeIntegrator?: Resolver<
    ResolversTypes['IntegratorPayload'],
    ParentType,
    ContextType,
    RequireFields<MutationRevokeIntegratorArgs, 'id'>
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
  updateIntegrator?: Resolver<
    ResolversTypes['IntegratorPayload'],
    ParentType,
    ContextType,
    RequireFields<MutationUpdateIntegratorArgs, 'input'>
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
  batchesConnection?: Resolver<
    ResolversTypes['BatchConnection'],
    ParentType,
    ContextType,
    Partial<QueryBatchesConnectionArgs>
  >;
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
  document?: Resolver<
    Maybe<ResolversTypes['Document']>,
    ParentType,
    ContextType,
    RequireFields<QueryDocumentArgs, 'id'>
  >;
  documentHistory?: Resolver<
    Array<ResolversTypes['RecordHistoryEntry']>,
    ParentType,
    ContextType,
    RequireFields<QueryDocumentHistoryArgs, 'id'>
  >;
  documents?: Resolver<ResolversTypes['DocumentConnection'], ParentType, ContextType, Partial<QueryDocumentsArgs>>;
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
  integrators?: Resolver<Array<ResolversTypes['Integrator']>, ParentType, ContextType>;
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
  researchCollectionsConnection?: Resolver<
    ResolversTypes['ResearchCollectionConnection'],
    ParentType,
    ContextType,
    Partial<QueryResearchCollectionsConnectionArgs>
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
  webhooks?: Resolver<Array<ResolversTypes['Webhook']>, ParentType, ContextType>;
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

export type ResearchCollectionConnectionResolvers<
  ContextType = BffContext,
  ParentType extends ResolversParentTypes['ResearchCollectionConnection'] =
    ResolversParentTypes['ResearchCollectionConnection'],
> = {
  edges?: Resolver<Array<ResolversTypes['ResearchCollectionEdge']>, ParentType, ContextType>;
  nodes?: Resolver<Array<ResolversTypes['ResearchCollection']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['ConnectionPageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ResearchCollectionEdgeResolvers<
  ContextType = BffContext,
  ParentType extends ResolversParentTypes['ResearchCollectionEdge'] = ResolversParentTypes['ResearchCollectionEdge'],
> = {
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['ResearchCollection'], ParentType, ContextType>;
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
  document?: Resolver<Maybe<ResolversTypes['Document']>, ParentType, ContextType>;
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
  documentId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
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
  errorCode?: Resolver<ResolversTypes['UserErrorCode'], ParentType, ContextType>;
  field?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  path?: Resolver<Maybe<Array<ResolversTypes['String']>>, ParentType, ContextType>;
};

export type WebhookResolvers<
  ContextType = BffContext,
  ParentType extends ResolversParentTypes['Webhook'] = ResolversParentTypes['Webhook'],
> = {
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  events?: Resolver<Array<ResolversTypes['WebhookEvent']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
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
  BatchConnection?: BatchConnectionResolvers<ContextType>;
  BatchEdge?: BatchEdgeResolvers<ContextType>;
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
  ConnectionPageInfo?: ConnectionPageInfoResolvers<ContextType>;
  CreateWebhookPayload?: CreateWebhookPayloadResolvers<ContextType>;
  Date?: GraphQLScalarType;
  DateTime?: GraphQLScalarType;
  DeleteBatchPayload?: DeleteBatchPayloadResolvers<ContextType>;
  DeleteBulkEditQueryPayload?: DeleteBulkEditQueryPayloadResolvers<ContextType>;
  DeleteItemPayload?: DeleteItemPayloadResolvers<ContextType>;
  DeleteResearchCollectionPayload?: DeleteResearchCollectionPayloadResolvers<ContextType>;
  DeleteTagPayload?: DeleteTagPayloadResolvers<ContextType>;
  DeleteWebhookPayload?: DeleteWebhookPayloadResolvers<ContextType>;
  Document?: DocumentResolvers<ContextType>;
  DocumentConnection?: DocumentConnectionResolvers<ContextType>;
  DocumentEdge?: DocumentEdgeResolvers<ContextType>;
  DocumentHistoryConnection?: DocumentHistoryConnectionResolvers<ContextType>;
  DocumentHistoryEdge?: DocumentHistoryEdgeResolvers<ContextType>;
  DocumentPage?: DocumentPageResolvers<ContextType>;
  DocumentPages?: DocumentPagesResolvers<ContextType>;
  DoughnutSlice?: DoughnutSliceResolvers<ContextType>;
  ForecastPoint?: ForecastPointResolvers<ContextType>;
  GroupTag?: GroupTagResolvers<ContextType>;
  IndividualMetrics?: IndividualMetricsResolvers<ContextType>;
  IndividualSummary?: IndividualSummaryResolvers<ContextType>;
  Integrator?: IntegratorResolvers<ContextType>;
  IntegratorPayload?: IntegratorPayloadResolvers<ContextType>;
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
  ResearchCollectionConnection?: ResearchCollectionConnectionResolvers<ContextType>;
  ResearchCollectionEdge?: ResearchCollectionEdgeResolvers<ContextType>;
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
  Webhook?: WebhookResolvers<ContextType>;
  Work?: WorkResolvers<ContextType>;
  WorkContributor?: WorkContributorResolvers<ContextType>;
  WorkMatch?: WorkMatchResolvers<ContextType>;
  WorkShare?: WorkShareResolvers<ContextType>;
  WorkTerm?: WorkTermResolvers<ContextType>;
};
