/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
/** The create and edit form of a batch. Every field may be left empty; the records API validates. */
export type BatchInput = {
  /** The first day of the period. */
  dateFrom?: string | null | undefined;
  /** The last day of the period. */
  dateTo?: string | null | undefined;
  /** The kind of period. */
  period?: BatchPeriod | null | undefined;
  /** Which period. */
  periodNumber?: string | null | undefined;
  /** The collection the batch belongs to. */
  researchCollectionId?: string | number | null | undefined;
  /** Null is UNLOCKED on create and unchanged on edit. */
  status?: BatchStatus | null | undefined;
  /** Optional; empty is sent as null. */
  targetCompleteDate?: string | null | undefined;
};

/** The kind of period a batch covers. */
export type BatchPeriod =
  /** A calendar year. */
  | 'CALENDAR_YEAR'
  /** A financial year. */
  | 'FINANCIAL_YEAR'
  /** An invoice period. */
  | 'INVOICE'
  /** A part of a survey. */
  | 'PART'
  /** A quarter of a year. */
  | 'QUARTER'
  /** A school term. */
  | 'TERM';

/** Whether a batch's documents may be changed. */
export type BatchStatus =
  /** Read-only for everyone. */
  | 'LOCKED'
  /** Its documents may be researched and changed. */
  | 'UNLOCKED';

/** A biblio as the form sends it: an existing one by id, a new one by a key of the form's choosing. */
export type BiblioInput = {
  /** The copy includes artistic works. */
  artisticWorks?: boolean | null | undefined;
  /** Whether the work is BLM (true when blmStatus is 'BLM'). */
  blm?: boolean | null | undefined;
  /** The BLM status: 'BLM', 'No', 'BLM Partial' or empty. */
  blmStatus?: string | null | undefined;
  /** The chapters copied. */
  chapterNumbers?: string | null | undefined;
  /** For distribution only. */
  distributionOnly?: boolean | null | undefined;
  /** The edition: an id of the EDITION lookup list. */
  edition?: number | null | undefined;
  /** Why the copy is excluded from payment: an id of the EXCLUSION_CONDITION lookup list. */
  exclusionCondition?: number | null | undefined;
  /** The biblio's id; null for a new one. */
  id?: string | number | null | undefined;
  /** Copied from the internet. */
  internet?: boolean | null | undefined;
  /** The standard number: ISBN, ISSN or ISMN. */
  isn?: string | null | undefined;
  /** The name of the issue (journals and magazines). */
  issueName?: string | null | undefined;
  /** The number of the issue. */
  issueNumber?: string | null | undefined;
  /** Names the biblio in links: its id for an existing one, any unique text for a new one. */
  key: string;
  /** The major material type: an id of the MAJOR_MATERIAL_TYPE lookup list. */
  majorMaterialType?: number | null | undefined;
  /** The main title (a book, journal or website). */
  majorTitle?: string | null | undefined;
  /** How the work was matched (set by the research form). */
  matchedBy?: string | null | undefined;
  /** The minor material type: an id of the MINOR_MATERIAL_TYPE lookup list. */
  minorMaterialType?: number | null | undefined;
  /** The part copied: a chapter or an article title. */
  minorTitle?: string | null | undefined;
  /** A new work was requested from the rights system for it. */
  newWorkRequest?: boolean | null | undefined;
  /** Free-text notes. */
  notes?: string | null | undefined;
  /** The pages copied. */
  pageNumbers?: string | null | undefined;
  /** The account id of the recipient's ultimate parent. */
  parentRecipientId?: string | null | undefined;
  /** The name of the recipient's ultimate parent. */
  parentRecipientName?: string | null | undefined;
  /** The payment model, e.g. 'Publisher Controlled' or 'Author Controlled'. */
  paymentModel?: string | null | undefined;
  /** The date of publication. */
  publicationDate?: string | null | undefined;
  /** The year of publication. */
  publicationYear?: number | null | undefined;
  /** The publisher. */
  publisher?: string | null | undefined;
  /** The name of the linked recipient (who is paid). */
  recipient?: string | null | undefined;
  /** The account id of the linked recipient in the rights system. */
  recipientId?: string | null | undefined;
  /** The rules say a new work should be requested. */
  shouldRequestNewWork?: boolean | null | undefined;
  /** The creators as the copy names them. */
  sourceCreators?: string | null | undefined;
  /** The terms and conditions: an id of the TERMS_CONDITIONS lookup list. */
  termsConditions?: number | null | undefined;
  /** The work could not be identified. */
  unidentifiable?: boolean | null | undefined;
  /** How many units (pages, items) were copied. */
  unitsCopied?: number | null | undefined;
  /** The web address of the work. */
  url?: string | null | undefined;
  /** The volume. */
  volume?: string | null | undefined;
  /** The creator (author) as the rights system names them. */
  workCreator?: string | null | undefined;
  /** The id of the linked work in the rights system. */
  workId?: string | null | undefined;
  /** The linked work's status in the rights system. */
  workStatus?: string | null | undefined;
  /** The work sub type: an id of the WORK_SUB_TYPE lookup list. */
  workSubType?: number | null | undefined;
};

/** Where an enum field's choices come from. */
export type BulkEditChoicesKind =
  /** The ids of users records may be assigned to (role ids 2 and 5). */
  | 'ASSIGNABLE_USERS'
  /** The ids of a lookup list: see lookupList. */
  | 'LOOKUP'
  /** Fixed values stored as text (a status): see values. */
  | 'VALUES';

/** A result column: a catalogue field. */
export type BulkEditColumnInput = {
  /** The catalogue field's name, e.g. 'major_title'. */
  field: string;
  /** The resource the field belongs to. */
  resource: BulkEditResource;
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

/**
 * A filter: the records whose field compares so with the value. A null value with EQUALS means the
 * field is empty, with NOT_EQUALS that it holds a value. Biblio (usage) filters hold on one active
 * biblio (usage) together.
 */
export type BulkEditFilterInput = {
  /** The catalogue field's name, e.g. 'major_title'. */
  field: string;
  /** How the field compares with the value. */
  op: BulkEditOperator;
  /** The resource the field belongs to. */
  resource: BulkEditResource;
  /** The field's type as the client knows it; refused when it is not the catalogue's. */
  type?: BulkEditFieldType | null | undefined;
  /** Of the field's type: true/false, text, a number, 'yyyy-MM-dd', an enum's value or a lookup or user id. */
  value?: unknown;
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

/** A bulk-edit query: its filters, columns and sort. */
export type BulkEditQueryInput = {
  /** The result's columns, in order. */
  columns: Array<BulkEditColumnInput>;
  /** The filters, all of which a record must pass. */
  filters: Array<BulkEditFilterInput>;
  /** A chosen column (or the record's id); the record's id ascending when absent. */
  sort?: BulkEditSortInput | null | undefined;
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

/** The records a query reads: those of these batches, and every record of these collections (at least one id). */
export type BulkEditScopeInput = {
  /** Batches whose records are read. */
  batchIds?: Array<string | number> | null | undefined;
  /** Collections all of whose records are read. */
  researchCollectionIds?: Array<string | number> | null | undefined;
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
  field: string;
  /** The resource the field belongs to. */
  resource: BulkEditResource;
};

/** A contributor of a work, as the rights system names it. */
export type BulkLinkContributorInput = {
  /** The contributor's name in the rights system. */
  sfPseudonymName: string;
  /** The contributor's role, e.g. author or publisher. */
  type: string;
};

/** The Work Search modal's bulk-edit mode: one of a work or a recipient, linked to every active biblio as linking one biblio does. */
export type BulkLinkInput = {
  /** The recipient to link. */
  recipient?: BulkLinkRecipientInput | null | undefined;
  /** The work to link. */
  work?: BulkLinkWorkInput | null | undefined;
};

/** A recipient account as the rights system's recipient search answers it. */
export type BulkLinkRecipientInput = {
  /** The recipient's account id in the rights system. */
  accountObjectId: string;
  /** The name the recipient is known by. */
  pseudonymName: string;
};

/** A work as the rights system's work detail answers it: what linking copies into each biblio. */
export type BulkLinkWorkInput = {
  /** The BLM status: 'BLM', 'No', 'BLM Partial' or empty. */
  blmStatus?: string | null | undefined;
  /** The work's contributors. */
  contributors: Array<BulkLinkContributorInput>;
  /** The edition. */
  edition?: string | null | undefined;
  /** The standard number: ISBN, ISSN or ISMN. */
  isn?: string | null | undefined;
  /** The payment model, e.g. 'Publisher Controlled' or 'Author Controlled'. */
  paymentModel?: string | null | undefined;
  /** The work sub type. */
  subType?: string | null | undefined;
  /** The work's title. */
  title: string;
  /** The work type: Book, Journal, Newspaper, Magazine, Website or Other. */
  type: string;
  /** The web address of the work. */
  url?: string | null | undefined;
  /** The volume. */
  volume?: string | null | undefined;
  /** The work's id in the rights system. */
  workId: string;
  /** The year of publication. */
  yearOfPublication?: number | null | undefined;
};

/** The version a record was read at by the dry run. */
export type BulkRecordVersionInput = {
  /** The document's id. */
  id: string | number;
  /** The version the dry run read. */
  version: number;
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

/** Why an undo left a record as it is. */
export type BulkUndoRefusalReason =
  /** A field the bulk change set holds another value now: a save since then wins. */
  | 'CHANGED_SINCE'
  /** The document's batch is locked. */
  | 'LOCKED_BATCH'
  /** The document is gone. */
  | 'NOT_FOUND';

/** One field to set: a catalogue field of the resource, and its value by the field's type (null for none). */
export type BulkUpdateFieldInput = {
  /** The catalogue field's name, e.g. 'major_title'. */
  field: string;
  /** The resource the field belongs to. */
  resource: BulkUpdateResource;
  /** The value to set, of the field's type; null for none. */
  value?: unknown;
};

/** A bulk update: fields set (or a work or recipient linked) on the selected documents. */
export type BulkUpdateInput = {
  /** When given, records of any other batch are refused. */
  batchId?: string | number | null | undefined;
  /** The bulk change an earlier request of the same action made (its result's bulkChangeId): this request's records are added to it, so the action is one bulk change and one undo. Only the caller's own, made today, not undone, with the same fields, link and batch. */
  bulkChangeId?: string | number | null | undefined;
  /** Answer what would change, writing nothing. */
  dryRun: boolean;
  /** May be empty when a link is given. */
  fields: Array<BulkUpdateFieldInput>;
  /** A work or a recipient to link; its fields cannot also be among fields. */
  link?: BulkLinkInput | null | undefined;
  /** The bulk-edit query the records were chosen by, kept with the bulk change. */
  query?: BulkEditQueryInput | null | undefined;
  /** The records to change (at most 10,000 a call). */
  selectedIds: Array<string | number>;
  /** The versions the dry run read: a record saved since is refused, not overwritten. */
  versions?: Array<BulkRecordVersionInput> | null | undefined;
};

/** A bulk update's real run as a job: the input of bulkUpdateRecords without dryRun and bulkChangeId (the job's chunks make one bulk change). */
export type BulkUpdateJobInput = {
  /** When given, records of any other batch are refused. */
  batchId?: string | number | null | undefined;
  /** May be empty when a link is given. */
  fields: Array<BulkUpdateFieldInput>;
  /** A work or a recipient to link; its fields cannot also be among fields. */
  link?: BulkLinkInput | null | undefined;
  /** The bulk-edit query the records were chosen by, kept with the bulk change. */
  query?: BulkEditQueryInput | null | undefined;
  /** The records to change (at most 10,000). */
  selectedIds: Array<string | number>;
  /** The versions the dry run read: a record saved since is refused, not overwritten. */
  versions?: Array<BulkRecordVersionInput> | null | undefined;
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

/** The resources whose editable fields a bulk update sets (a location is shared between records, so never). */
export type BulkUpdateResource =
  /** Fields of the document's active biblios. */
  | 'BIBLIO'
  /** The document's own fields. */
  | 'DOCUMENT_DETAIL'
  /** Fields of the document's active usages. */
  | 'USAGE';

/**
 * The closed sets below are served with the words the records API stores as their values
 * (RESEARCHED is 'researched', CALENDAR_YEAR is 'Calendar Year'): @rt/domain's GRAPHQL_ENUMS.
 */
export type CollectionStatus =
  /** Hidden from the collection screens. */
  | 'HIDE'
  /** Listed on the collection screens. */
  | 'SHOW';

/** Which research collections to list. */
export type CollectionStatusFilter =
  /** Every collection, hidden ones too. */
  | 'HIDE'
  /** Collections whose status is show (or unset). */
  | 'SHOW';

/** A new integrator. */
export type CreateIntegratorInput = {
  /** The client id the provider issued (or will issue) to it: visible characters other than `@`, no spaces. */
  clientId: string;
  /** A name that says which system it is (at most 100 characters). */
  name: string;
  /** The access role it acts with (any role but IT). */
  roleId: number;
  /** What it may do within its role. */
  scope: IntegratorScope;
};

/** A manual new record (Manual data entry, /research/new-record). */
export type CreateRecordInput = {
  /** The batch the new document belongs to. */
  batchId: string | number;
  /** Its biblios. */
  biblios: Array<BiblioInput>;
  /** The links between them. */
  links: Array<LinkInput>;
  /** Free-text notes. */
  notes?: string | null | undefined;
  /** Other information noted by the researcher, as free text. */
  otherInformation?: string | null | undefined;
  /** The name of its source file; optional. */
  sourceFileName?: string | null | undefined;
  /** The folder of its source file in the source-file store; optional. */
  sourceFilePath?: string | null | undefined;
  /** Its usages. */
  usages: Array<UsageInput>;
};

/** The process overview's doughnut categories, in the order they are drawn. */
export type DoughnutCategory =
  /** Records on hold. */
  | 'OTHER'
  /** Records researched. */
  | 'RESEARCHED'
  /** Records ready for research or imported. */
  | 'UNPROCESSED';

/** What an integrator may do within its role. */
export type IntegratorScope =
  /** Reads only: every write is refused, whatever the role allows. */
  | 'READ'
  /** Reads and writes, as far as the role allows. */
  | 'READ_WRITE';

/** A biblio and a usage that go together, named by their keys. */
export type LinkInput = {
  /** False to remove the link. */
  activeFlag: boolean;
  /** The biblio's key. */
  biblioKey: string;
  /** The usage's key. */
  usageKey: string;
};

/**
 * The edit-location form. With an institute the location is institute-type and keeps institute,
 * department, name, AOU and machine id; without one it is school-type and keeps department, name,
 * school type, sector, state and machine id. The records API validates every field.
 */
export type LocationInput = {
  /** A raw AOU value that is not in the list (older locations), kept as it is. aouId wins when both are set. */
  aou?: string | null | undefined;
  /** An entry of the AOU list, chosen from the dropdown. */
  aouId?: number | null | undefined;
  /** The department. */
  departmentId?: string | null | undefined;
  /** The institute; null for a school. */
  institute?: string | null | undefined;
  /** The location's name. */
  locationName?: string | null | undefined;
  /** As typed; the records API accepts a whole number. */
  machineId?: string | null | undefined;
  /** The type of school. */
  schoolType?: string | null | undefined;
  /** The sector: government, independent or catholic. */
  sector?: string | null | undefined;
  /** The state or territory. */
  state?: string | null | undefined;
};

/** The kind of place copies were made at. */
export type LocationType =
  /** An institute (university or college). */
  | 'INSTITUTE'
  /** A school. */
  | 'SCHOOL';

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

/** How a Processed Records Summary count is shown: SUCCESS above 109 documents, WARNING at 109 or less. */
export type ProcessedCountTone =
  /** Above 109 documents. */
  | 'SUCCESS'
  /** 109 documents or fewer. */
  | 'WARNING';

/** The two parts of the queue. */
export type QueueStatus =
  /** On hold. */
  | 'ON_HOLD'
  /** Ready for research. */
  | 'READY_FOR_RESEARCH';

/** Which recipients to search. */
export type RecipientRole =
  /** Creators. */
  | 'CREATOR'
  /** Publishers. */
  | 'PUBLISHER';

/** Where a record is in its research (its stored value as @rt/domain's GRAPHQL_ENUMS says). */
export type RecordStatus =
  /** Imported, not yet ready for research. */
  | 'IMPORTED'
  /** On hold. */
  | 'ON_HOLD'
  /** Ready for research. */
  | 'READY_FOR_RESEARCH'
  /** Research complete. */
  | 'RESEARCHED';

/** Why a document is read-only for its caller. */
export type RecordWriteRefusalReason =
  /** The record's batch is locked: read-only for everyone. */
  | 'LOCKED_BATCH'
  /** A Researcher whose assigned batches do not include the record's. */
  | 'NOT_ASSIGNED'
  /** The caller's role only reads records (External Auditor, Unassigned). */
  | 'READ_ONLY_ROLE';

/**
 * The create and edit form of a research collection. Every field may be left empty: the forms check
 * nothing themselves (spec section 5), the records API validates and its message is shown.
 */
export type ResearchCollectionInput = {
  /** The collection's title. */
  collectionTitle?: string | null | undefined;
  /** The licence scheme. */
  licenceSchemeId?: number | null | undefined;
  /** The research template. */
  researchTemplateId?: number | null | undefined;
  /** Null leaves it unset, which reads as SHOW. */
  status?: CollectionStatus | null | undefined;
  /** Empty is sent as null. */
  targetCompleteDate?: string | null | undefined;
};

/** What a save does to the record's status (spec section 4). */
export type SaveAction =
  /** Mark the record researched and answer the next record of its batch. */
  | 'COMPLETE'
  /** Put the record on hold. */
  | 'HOLD'
  /** Keep the status the record has on the server. */
  | 'SAVE';

/** A biblio tag placed or moved on a range of pages. */
export type SaveGroupTagInput = {
  /** The biblio tagged. */
  biblioId: string | number;
  /** The last page of the range. */
  endPage: number;
  /** Moves this tag; without it a new tag is placed. */
  id?: string | number | null | undefined;
  /** Where on the page, as a share of its width from the left: 0 to 1. */
  pageX: number;
  /** Where on the page, as a share of its height from the top: 0 to 1. */
  pageY: number;
  /** The document's id. */
  recordId: string | number;
  /** The first page of the range. */
  startPage: number;
};

/** The whole record as the research form holds it; biblios and usages left out are deleted. */
export type SaveRecordInput = {
  /** Save, Hold or Complete. */
  action: SaveAction;
  /** Every biblio the form holds; one left out is deleted. */
  biblios: Array<BiblioInput>;
  /** The document's id. */
  id: string | number;
  /** The links between them. */
  links: Array<LinkInput>;
  /** Free-text notes. */
  notes?: string | null | undefined;
  /** Other information noted by the researcher, as free text. */
  otherInformation?: string | null | undefined;
  /** Every usage the form holds; one left out is deleted. */
  usages: Array<UsageInput>;
  /** The version the form was loaded at; a newer one on the server refuses the save. */
  version: number;
};

/** A biblio tag placed or moved on a page. */
export type SaveTagInput = {
  /** The biblio tagged; without it a new, empty biblio is made for the tag (the viewer's Ctrl-click). */
  biblioId?: string | number | null | undefined;
  /** Moves this tag; without it a new tag is placed. */
  id?: string | number | null | undefined;
  /** The page. */
  pageNumber: number;
  /** Where on the page, as a share of its width from the left: 0 to 1. */
  pageX: number;
  /** Where on the page, as a share of its height from the top: 0 to 1. */
  pageY: number;
  /** The document's id. */
  recordId: string | number;
};

/** A usage as the form sends it: an existing one by id, a new one by a key of the form's choosing. */
export type UsageInput = {
  /** The AAA badge: the usage falls under the AAA scheme. */
  aaaFlag?: boolean | null | undefined;
  /** The AMCOS badge: the usage falls under the AMCOS scheme (music). */
  amcosFlag?: boolean | null | undefined;
  /** What it was copied for: an id of the COPIED_FOR lookup list. */
  copiedFor?: number | null | undefined;
  /** How it was copied: an id of the COPY_TYPE lookup list. */
  copyType?: number | null | undefined;
  /** When the copying took place. */
  eventDate?: string | null | undefined;
  /** The usage's id; null for a new one. */
  id?: string | number | null | undefined;
  /** Names the usage in links: its id for an existing one, any unique text for a new one. */
  key: string;
  /** The amount paid for the usage. */
  paymentAmount?: number | null | undefined;
  /** How many copies were made. */
  timesCopied?: number | null | undefined;
};

/** What the Work Search form sends: at least one criterion besides the work type. */
export type WorkSearchInput = {
  /** A creator's contributions: works that recipient account contributed to. */
  accountObjectId?: string | number | null | undefined;
  /** A creator, by name. */
  creator?: string | null | undefined;
  /** The ISBN, ISSN or ISMN. */
  isn?: string | null | undefined;
  /** Most works answered. */
  limit?: number | null | undefined;
  /** A publisher, by name. */
  publisher?: string | null | undefined;
  /** The title, or part of it. */
  title?: string | null | undefined;
  /** Result filter: Book, Journal, Newspaper, Magazine, Website or Other; absent or All for every type. */
  workType?: string | null | undefined;
  /** The year of publication. */
  year?: number | null | undefined;
};

export type CollectionSearchQueryVariables = Exact<{
  searchTerm: string;
}>;

export type CollectionSearchQuery = { researchCollectionSearch: Array<{ id: string; collectionTitle: string }> };

export type UserErrorFieldsFragment = { field: string | null; code: string; message: string };

export type AssignableUsersQueryVariables = Exact<{ [key: string]: never }>;

export type AssignableUsersQuery = { assignableUsers: Array<{ id: string; displayName: string }> };

export type AssignmentTable_AssignmentFragment = {
  id: string;
  batchId: string;
  batchTitle: string;
  userId: string;
  displayName: string;
  assignedRecords: number;
};

export type BatchChecklist_BatchFragment = { id: string; title: string; status: BatchStatus };

export type AssignRecordsCollectionQueryVariables = Exact<{
  id: string | number;
}>;

export type AssignRecordsCollectionQuery = {
  researchCollection: {
    id: string;
    collectionTitle: string;
    batches: Array<{ id: string; title: string; status: BatchStatus }>;
  } | null;
};

export type BatchAssignmentsQueryVariables = Exact<{
  batchIds: Array<string | number> | string | number;
}>;

export type BatchAssignmentsQuery = {
  batchAssignments: Array<{
    id: string;
    batchId: string;
    batchTitle: string;
    userId: string;
    displayName: string;
    assignedRecords: number;
  }>;
};

export type AssignUsersToBatchesMutationVariables = Exact<{
  batchIds: Array<string | number> | string | number;
  userIds: Array<string | number> | string | number;
}>;

export type AssignUsersToBatchesMutation = {
  assignUsersToBatches: {
    message: string | null;
    assignments: Array<{
      id: string;
      batchId: string;
      batchTitle: string;
      userId: string;
      displayName: string;
      assignedRecords: number;
    }>;
    userErrors: Array<{ field: string | null; code: string; message: string }>;
  };
};

export type RemoveBatchAssignmentMutationVariables = Exact<{
  id: string | number;
}>;

export type RemoveBatchAssignmentMutation = {
  removeBatchAssignment: {
    message: string | null;
    removedId: string | null;
    userErrors: Array<{ field: string | null; code: string; message: string }>;
  };
};

export type BulkEditRecordsQueryVariables = Exact<{
  query: BulkEditQueryInput;
  scope: BulkEditScopeInput;
  cursor?: string | null | undefined;
}>;

export type BulkEditRecordsQuery = {
  bulkEditRecords: {
    total: number;
    pageSize: number;
    nextCursor: string | null;
    previousCursor: string | null;
    records: Array<{ id: string; recordUrl: string; cells: Array<unknown> }>;
    columns: Array<{
      key: string;
      resource: BulkEditResource;
      field: string;
      label: string;
      type: BulkEditFieldType;
      choices: { kind: BulkEditChoicesKind; lookupList: LookupList | null } | null;
    }>;
    sort: { resource: BulkEditResource; field: string; direction: BulkEditSortDirection };
  };
};

export type BulkEditRecordIdsQueryVariables = Exact<{
  query: BulkEditQueryInput;
  scope: BulkEditScopeInput;
}>;

export type BulkEditRecordIdsQuery = {
  bulkEditRecordIds: { ids: Array<string>; total: number; cap: number; capped: boolean };
};

export type BulkEditCollectionQueryVariables = Exact<{
  id: string | number;
}>;

export type BulkEditCollectionQuery = {
  researchCollection: {
    id: string;
    collectionTitle: string;
    batches: Array<{ id: string; title: string; status: BatchStatus }>;
  } | null;
};

export type BulkEditBatchQueryVariables = Exact<{
  id: string | number;
}>;

export type BulkEditBatchQuery = {
  batch: { id: string; researchCollection: { id: string; collectionTitle: string } | null } | null;
};

export type BulkEditSavedQueriesQueryVariables = Exact<{ [key: string]: never }>;

export type BulkEditSavedQueriesQuery = {
  bulkEditSavedQueries: Array<{
    id: string;
    settingsName: string;
    queryTitle: string;
    batchIds: Array<string>;
    researchCollectionIds: Array<string>;
    createdByUsername: string;
    createdAt: string;
    query: {
      filters: Array<{
        resource: BulkEditResource;
        field: string;
        op: BulkEditOperator;
        value: unknown;
        type: BulkEditFieldType;
      }>;
      columns: Array<{ resource: BulkEditResource; field: string }>;
      sort: { resource: BulkEditResource; field: string; direction: BulkEditSortDirection };
    };
  }>;
};

export type BulkEditSavedQuery_QueryFragment = {
  id: string;
  settingsName: string;
  queryTitle: string;
  batchIds: Array<string>;
  researchCollectionIds: Array<string>;
  createdByUsername: string;
  createdAt: string;
  query: {
    filters: Array<{
      resource: BulkEditResource;
      field: string;
      op: BulkEditOperator;
      value: unknown;
      type: BulkEditFieldType;
    }>;
    columns: Array<{ resource: BulkEditResource; field: string }>;
    sort: { resource: BulkEditResource; field: string; direction: BulkEditSortDirection };
  };
};

export type SaveBulkEditQueryMutationVariables = Exact<{
  id?: string | number | null | undefined;
  queryTitle: string;
  query: BulkEditQueryInput;
  scope: BulkEditScopeInput;
}>;

export type SaveBulkEditQueryMutation = {
  saveBulkEditQuery: {
    message: string | null;
    savedQuery: {
      id: string;
      settingsName: string;
      queryTitle: string;
      batchIds: Array<string>;
      researchCollectionIds: Array<string>;
      createdByUsername: string;
      createdAt: string;
      query: {
        filters: Array<{
          resource: BulkEditResource;
          field: string;
          op: BulkEditOperator;
          value: unknown;
          type: BulkEditFieldType;
        }>;
        columns: Array<{ resource: BulkEditResource; field: string }>;
        sort: { resource: BulkEditResource; field: string; direction: BulkEditSortDirection };
      };
    } | null;
    userErrors: Array<{ field: string | null; code: string; message: string }>;
  };
};

export type DeleteBulkEditQueryMutationVariables = Exact<{
  id: string | number;
}>;

export type DeleteBulkEditQueryMutation = {
  deleteBulkEditQuery: {
    message: string | null;
    deletedId: string | null;
    userErrors: Array<{ field: string | null; code: string; message: string }>;
  };
};

export type BulkEditChoicesQueryVariables = Exact<{ [key: string]: never }>;

export type BulkEditChoicesQuery = {
  assignableUsers: Array<{ id: string; displayName: string }>;
  edition: Array<{ id: number; value: string }>;
  exclusionCondition: Array<{ id: number; value: string }>;
  termsConditions: Array<{ id: number; value: string }>;
  majorMaterialType: Array<{ id: number; value: string }>;
  minorMaterialType: Array<{ id: number; value: string }>;
  workSubType: Array<{ id: number; value: string }>;
  copyType: Array<{ id: number; value: string }>;
  copiedFor: Array<{ id: number; value: string }>;
};

export type BulkUpdateRecordsMutationVariables = Exact<{
  input: BulkUpdateInput;
}>;

export type BulkUpdateRecordsMutation = {
  bulkUpdateRecords: {
    message: string | null;
    userErrors: Array<{ field: string | null; code: string; message: string }>;
    failure: { message: string; applied: number; failedFromId: string | null } | null;
    result: {
      dryRun: boolean;
      updated: number;
      unchanged: number;
      bulkChangeId: string | null;
      refused: Array<{ id: string; reason: BulkRefusalReason; message: string }>;
      records: Array<{
        id: string;
        version: number | null;
        changes: Array<{
          resource: BulkUpdateResource;
          field: string;
          itemId: string | null;
          before: unknown;
          after: unknown;
        }>;
        ruleSets: Array<{ resource: BulkUpdateResource; itemId: string | null; field: string; value: unknown }>;
      }>;
    } | null;
  };
};

export type BulkChangesTodayQueryVariables = Exact<{ [key: string]: never }>;

export type BulkChangesTodayQuery = {
  bulkChangesToday: Array<{
    id: string;
    username: string | null;
    createdAt: string;
    batchId: string | null;
    records: number;
    undoneAt: string | null;
    fields: Array<{ resource: BulkUpdateResource; field: string; value: unknown }>;
  }>;
};

export type UndoBulkChangeMutationVariables = Exact<{
  id: string | number;
}>;

export type UndoBulkChangeMutation = {
  undoBulkChange: {
    message: string | null;
    userErrors: Array<{ field: string | null; code: string; message: string }>;
    failure: { message: string; applied: number; failedFromId: string | null } | null;
    result: {
      bulkChangeId: string;
      restored: number;
      refused: Array<{ id: string; reason: BulkUndoRefusalReason; message: string }>;
    } | null;
  };
};

export type BulkUpdateJobFieldsFragment = {
  id: string;
  status: BulkUpdateJobStatus;
  total: number;
  done: number;
  updated: number;
  unchanged: number;
  bulkChangeId: string | null;
  cancelRequested: boolean;
  error: string | null;
  createdAt: string;
  finishedAt: string | null;
  refused: Array<{ id: string; reason: BulkRefusalReason; message: string }>;
};

export type StartBulkUpdateMutationVariables = Exact<{
  input: BulkUpdateJobInput;
}>;

export type StartBulkUpdateMutation = {
  startBulkUpdate: {
    message: string | null;
    userErrors: Array<{ field: string | null; code: string; message: string }>;
    job: {
      id: string;
      status: BulkUpdateJobStatus;
      total: number;
      done: number;
      updated: number;
      unchanged: number;
      bulkChangeId: string | null;
      cancelRequested: boolean;
      error: string | null;
      createdAt: string;
      finishedAt: string | null;
      refused: Array<{ id: string; reason: BulkRefusalReason; message: string }>;
    } | null;
  };
};

export type BulkUpdateJobQueryVariables = Exact<{
  id: string | number;
}>;

export type BulkUpdateJobQuery = {
  bulkUpdateJob: {
    id: string;
    status: BulkUpdateJobStatus;
    total: number;
    done: number;
    updated: number;
    unchanged: number;
    bulkChangeId: string | null;
    cancelRequested: boolean;
    error: string | null;
    createdAt: string;
    finishedAt: string | null;
    refused: Array<{ id: string; reason: BulkRefusalReason; message: string }>;
  } | null;
};

export type MyBulkUpdateJobsQueryVariables = Exact<{ [key: string]: never }>;

export type MyBulkUpdateJobsQuery = {
  myBulkUpdateJobs: Array<{
    id: string;
    status: BulkUpdateJobStatus;
    total: number;
    done: number;
    updated: number;
    unchanged: number;
    bulkChangeId: string | null;
    cancelRequested: boolean;
    error: string | null;
    createdAt: string;
    finishedAt: string | null;
    refused: Array<{ id: string; reason: BulkRefusalReason; message: string }>;
  }>;
};

export type CancelBulkUpdateJobMutationVariables = Exact<{
  id: string | number;
}>;

export type CancelBulkUpdateJobMutation = {
  cancelBulkUpdateJob: {
    message: string | null;
    userErrors: Array<{ field: string | null; code: string; message: string }>;
    job: {
      id: string;
      status: BulkUpdateJobStatus;
      total: number;
      done: number;
      updated: number;
      unchanged: number;
      bulkChangeId: string | null;
      cancelRequested: boolean;
      error: string | null;
      createdAt: string;
      finishedAt: string | null;
      refused: Array<{ id: string; reason: BulkRefusalReason; message: string }>;
    } | null;
  };
};

export type BatchEditQueryVariables = Exact<{
  id: string | number;
}>;

export type BatchEditQuery = {
  batch: {
    id: string;
    title: string;
    researchCollectionId: string;
    period: BatchPeriod;
    periodNumber: string;
    dateFrom: string;
    dateTo: string;
    targetCompleteDate: string | null;
    status: BatchStatus;
    locationCount: number;
  } | null;
};

export type BatchListQueryVariables = Exact<{
  id: string | number;
}>;

export type BatchListQuery = {
  researchCollection: {
    id: string;
    collectionTitle: string;
    lockedBatchCount: number;
    totalBatchCount: number;
    batches: Array<{
      id: string;
      title: string;
      researchCollectionId: string;
      period: BatchPeriod;
      periodNumber: string;
      dateFrom: string;
      dateTo: string;
      targetCompleteDate: string | null;
      status: BatchStatus;
      locationCount: number;
    }>;
  } | null;
};

export type CollectionEditQueryVariables = Exact<{
  id: string | number;
}>;

export type CollectionEditQuery = {
  researchCollection: {
    id: string;
    collectionTitle: string;
    licenceSchemeId: number;
    researchTemplateId: number;
    targetCompleteDate: string | null;
    status: CollectionStatus;
    licenceSchemeName: string | null;
    templateName: string | null;
    lockedBatchCount: number;
    totalBatchCount: number;
  } | null;
};

export type CollectionListQueryVariables = Exact<{
  status: CollectionStatusFilter;
}>;

export type CollectionListQuery = {
  researchCollections: Array<{
    id: string;
    collectionTitle: string;
    licenceSchemeName: string | null;
    templateName: string | null;
    targetCompleteDate: string | null;
    status: CollectionStatus;
    lockedBatchCount: number;
    totalBatchCount: number;
  }>;
};

export type BatchTable_BatchFragment = {
  id: string;
  title: string;
  researchCollectionId: string;
  period: BatchPeriod;
  periodNumber: string;
  dateFrom: string;
  dateTo: string;
  targetCompleteDate: string | null;
  status: BatchStatus;
  locationCount: number;
};

export type CollectionTable_CollectionFragment = {
  id: string;
  collectionTitle: string;
  licenceSchemeName: string | null;
  templateName: string | null;
  targetCompleteDate: string | null;
  status: CollectionStatus;
  lockedBatchCount: number;
  totalBatchCount: number;
};

export type LocationTable_LocationFragment = {
  id: string;
  type: LocationType;
  institute: string | null;
  departmentId: string | null;
  locationName: string | null;
  aou: string | null;
  aouLabel: string | null;
  machineId: number | null;
  schoolType: string | null;
  sector: string | null;
  state: string | null;
};

export type CreateBatchMutationVariables = Exact<{
  input: BatchInput;
}>;

export type CreateBatchMutation = {
  createBatch: {
    message: string | null;
    batch: {
      id: string;
      title: string;
      researchCollectionId: string;
      period: BatchPeriod;
      periodNumber: string;
      dateFrom: string;
      dateTo: string;
      targetCompleteDate: string | null;
      status: BatchStatus;
      locationCount: number;
    } | null;
    userErrors: Array<{ field: string | null; code: string; message: string }>;
  };
};

export type UpdateBatchMutationVariables = Exact<{
  id: string | number;
  input: BatchInput;
}>;

export type UpdateBatchMutation = {
  updateBatch: {
    message: string | null;
    batch: {
      id: string;
      title: string;
      researchCollectionId: string;
      period: BatchPeriod;
      periodNumber: string;
      dateFrom: string;
      dateTo: string;
      targetCompleteDate: string | null;
      status: BatchStatus;
      locationCount: number;
    } | null;
    userErrors: Array<{ field: string | null; code: string; message: string }>;
  };
};

export type CollectionForm_CollectionFragment = {
  id: string;
  collectionTitle: string;
  licenceSchemeId: number;
  researchTemplateId: number;
  targetCompleteDate: string | null;
  status: CollectionStatus;
  licenceSchemeName: string | null;
  templateName: string | null;
  lockedBatchCount: number;
  totalBatchCount: number;
};

export type CreateResearchCollectionMutationVariables = Exact<{
  input: ResearchCollectionInput;
}>;

export type CreateResearchCollectionMutation = {
  createResearchCollection: {
    message: string | null;
    researchCollection: {
      id: string;
      collectionTitle: string;
      licenceSchemeId: number;
      researchTemplateId: number;
      targetCompleteDate: string | null;
      status: CollectionStatus;
      licenceSchemeName: string | null;
      templateName: string | null;
      lockedBatchCount: number;
      totalBatchCount: number;
    } | null;
    userErrors: Array<{ field: string | null; code: string; message: string }>;
  };
};

export type UpdateResearchCollectionMutationVariables = Exact<{
  id: string | number;
  input: ResearchCollectionInput;
}>;

export type UpdateResearchCollectionMutation = {
  updateResearchCollection: {
    message: string | null;
    researchCollection: {
      id: string;
      collectionTitle: string;
      licenceSchemeId: number;
      researchTemplateId: number;
      targetCompleteDate: string | null;
      status: CollectionStatus;
      licenceSchemeName: string | null;
      templateName: string | null;
      lockedBatchCount: number;
      totalBatchCount: number;
    } | null;
    userErrors: Array<{ field: string | null; code: string; message: string }>;
  };
};

export type UpdateLocationMutationVariables = Exact<{
  id: string | number;
  input: LocationInput;
}>;

export type UpdateLocationMutation = {
  updateLocation: {
    message: string | null;
    location: {
      id: string;
      type: LocationType;
      institute: string | null;
      departmentId: string | null;
      locationName: string | null;
      aou: string | null;
      aouLabel: string | null;
      machineId: number | null;
      schoolType: string | null;
      sector: string | null;
      state: string | null;
    } | null;
    userErrors: Array<{ field: string | null; code: string; message: string }>;
  };
};

export type CollectionFormLookupsQueryVariables = Exact<{ [key: string]: never }>;

export type CollectionFormLookupsQuery = {
  licenceSchemes: Array<{ id: number; value: string }>;
  researchTemplates: Array<{ id: number; templateName: string }>;
};

export type LocationEditQueryVariables = Exact<{
  id: string | number;
}>;

export type LocationEditQuery = {
  location: {
    batchId: string;
    id: string;
    type: LocationType;
    institute: string | null;
    departmentId: string | null;
    locationName: string | null;
    aou: string | null;
    aouLabel: string | null;
    machineId: number | null;
    schoolType: string | null;
    sector: string | null;
    state: string | null;
  } | null;
  aouList: Array<{ id: number; value: string }>;
};

export type LocationListQueryVariables = Exact<{
  batchId: string | number;
}>;

export type LocationListQuery = {
  batch: {
    id: string;
    title: string;
    researchCollectionId: string;
    researchCollection: { id: string; collectionTitle: string } | null;
    locations: Array<{
      id: string;
      type: LocationType;
      institute: string | null;
      departmentId: string | null;
      locationName: string | null;
      aou: string | null;
      aouLabel: string | null;
      machineId: number | null;
      schoolType: string | null;
      sector: string | null;
      state: string | null;
    }>;
  } | null;
};

export type DeleteBatchMutationVariables = Exact<{
  id: string | number;
}>;

export type DeleteBatchMutation = {
  deleteBatch: {
    message: string | null;
    deletedId: string | null;
    userErrors: Array<{ field: string | null; code: string; message: string }>;
  };
};

export type CollectionListSearchQueryVariables = Exact<{
  searchTerm: string;
}>;

export type CollectionListSearchQuery = {
  researchCollectionSearch: Array<{
    id: string;
    collectionTitle: string;
    licenceSchemeName: string | null;
    templateName: string | null;
    targetCompleteDate: string | null;
    status: CollectionStatus;
    lockedBatchCount: number;
    totalBatchCount: number;
  }>;
};

export type DeleteResearchCollectionMutationVariables = Exact<{
  id: string | number;
}>;

export type DeleteResearchCollectionMutation = {
  deleteResearchCollection: {
    message: string | null;
    deletedId: string | null;
    userErrors: Array<{ field: string | null; code: string; message: string }>;
  };
};

export type HomeCollectionCountQueryVariables = Exact<{ [key: string]: never }>;

export type HomeCollectionCountQuery = { researchCollections: Array<{ id: string }> };

export type HomeBatchCountQueryVariables = Exact<{ [key: string]: never }>;

export type HomeBatchCountQuery = { batches: Array<{ id: string; status: BatchStatus }> };

export type HomeUserCountQueryVariables = Exact<{ [key: string]: never }>;

export type HomeUserCountQuery = { users: Array<{ id: string }> };

export type ManualEntryCollectionQueryVariables = Exact<{
  id: string | number;
}>;

export type ManualEntryCollectionQuery = {
  researchCollection: {
    id: string;
    collectionTitle: string;
    licenceSchemeId: number;
    researchTemplateId: number;
    batches: Array<{ id: string; title: string; period: BatchPeriod; periodNumber: string; status: BatchStatus }>;
  } | null;
};

export type CheckSourceFileLinkMutationVariables = Exact<{
  sourceFileLink: string;
}>;

export type CheckSourceFileLinkMutation = {
  checkSourceFileLink: {
    sourceFile: { filePath: string; fileName: string } | null;
    userErrors: Array<{ field: string | null; code: string; message: string }>;
  };
};

export type QueueCard_GroupFragment = {
  name: string;
  records: Array<{ id: string; externalId: string; totalPages: number | null }>;
};

export type QueueQueryVariables = Exact<{
  status: QueueStatus;
}>;

export type QueueQuery = {
  queue: Array<{ name: string; records: Array<{ id: string; externalId: string; totalPages: number | null }> }>;
};

export type QueueSummaryQueryVariables = Exact<{ [key: string]: never }>;

export type QueueSummaryQuery = { queueSummary: { completedToday: number; readyForResearch: number; onHold: number } };

export type RecentRecordsQueryVariables = Exact<{ [key: string]: never }>;

export type RecentRecordsQuery = {
  recentRecords: Array<{
    id: string;
    externalReferenceId: string;
    biblioId: string | null;
    usageId: string | null;
    majorTitle: string | null;
    minorTitle: string | null;
    majorMaterialType: string | null;
    minorMaterialType: string | null;
    collectionTitle: string | null;
    batchPeriod: BatchPeriod | null;
    batchPeriodNumber: string | null;
    modifiedAt: string | null;
  }>;
};

export type FindRecordsQueryVariables = Exact<{
  search: string;
}>;

export type FindRecordsQuery = {
  findRecords: Array<{
    id: string;
    externalReferenceId: string;
    biblioId: string | null;
    usageId: string | null;
    majorTitle: string | null;
    minorTitle: string | null;
    majorMaterialType: string | null;
    minorMaterialType: string | null;
    collectionTitle: string | null;
    batchPeriod: BatchPeriod | null;
    batchPeriodNumber: string | null;
    modifiedAt: string | null;
  }>;
};

export type FindRecordsTotalQueryVariables = Exact<{
  search: string;
}>;

export type FindRecordsTotalQuery = { findRecordsTotal: { count: number; capped: boolean } };

export type RecordPanel_RecordFragment = {
  id: string;
  externalReferenceId: string;
  status: RecordStatus;
  statusLabel: string;
  sourceFileName: string | null;
  sourceFilePath: string | null;
  documentView: boolean;
  assignedUser: { id: string; displayName: string } | null;
  researchedBy: { id: string; displayName: string } | null;
  batch: { id: string; status: BatchStatus; title: string };
};

export type RecordSummaryRow_RecordFragment = {
  id: string;
  externalReferenceId: string;
  biblioId: string | null;
  usageId: string | null;
  majorTitle: string | null;
  minorTitle: string | null;
  majorMaterialType: string | null;
  minorMaterialType: string | null;
  collectionTitle: string | null;
  batchPeriod: BatchPeriod | null;
  batchPeriodNumber: string | null;
  modifiedAt: string | null;
};

export type UsageFields_UsageFragment = {
  id: string;
  activeFlag: boolean;
  copyType: number | null;
  copiedFor: number | null;
  eventDate: string | null;
  timesCopied: number | null;
  aaaFlag: boolean;
  amcosFlag: boolean;
  paymentAmount: number | null;
  linkCount: number;
};

export type RecordHistoryQueryVariables = Exact<{
  id: string | number;
}>;

export type RecordHistoryQuery = {
  documentHistory: Array<{ id: string; at: string; who: string; changes: Array<string> }>;
};

export type ResearchForm_RecordFragment = {
  id: string;
  version: number;
  notes: string | null;
  otherInformation: string | null;
  externalReferenceId: string;
  status: RecordStatus;
  statusLabel: string;
  sourceFileName: string | null;
  sourceFilePath: string | null;
  documentView: boolean;
  researchCollection: { id: string; researchTemplateId: number; licenceSchemeId: number };
  writeRefusal: { reason: RecordWriteRefusalReason; message: string } | null;
  biblios: Array<{
    id: string;
    activeFlag: boolean;
    majorTitle: string | null;
    minorTitle: string | null;
    isn: string | null;
    issueName: string | null;
    issueNumber: string | null;
    volume: string | null;
    edition: number | null;
    chapterNumbers: string | null;
    pageNumbers: string | null;
    publicationYear: number | null;
    publicationDate: string | null;
    publisher: string | null;
    workCreator: string | null;
    sourceCreators: string | null;
    url: string | null;
    notes: string | null;
    unitsCopied: number;
    majorMaterialType: number | null;
    minorMaterialType: number | null;
    workSubType: number | null;
    termsConditions: number | null;
    exclusionCondition: number | null;
    blm: boolean;
    blmStatus: string | null;
    paymentModel: string | null;
    workId: string | null;
    workStatus: string | null;
    recipient: string | null;
    recipientId: string | null;
    parentRecipientId: string | null;
    parentRecipientName: string | null;
    matchedBy: string | null;
    artisticWorks: boolean;
    distributionOnly: boolean;
    internet: boolean;
    unidentifiable: boolean;
    newWorkRequest: boolean;
    shouldRequestNewWork: boolean;
    linkCount: number;
  }>;
  usages: Array<{
    id: string;
    activeFlag: boolean;
    copyType: number | null;
    copiedFor: number | null;
    eventDate: string | null;
    timesCopied: number | null;
    aaaFlag: boolean;
    amcosFlag: boolean;
    paymentAmount: number | null;
    linkCount: number;
  }>;
  links: Array<{ biblioId: string; usageId: string; activeFlag: boolean }>;
  assignedUser: { id: string; displayName: string } | null;
  researchedBy: { id: string; displayName: string } | null;
  batch: { id: string; status: BatchStatus; title: string };
};

export type ResearchRecordQueryVariables = Exact<{
  id: string | number;
}>;

export type ResearchRecordQuery = {
  document: {
    batchId: string;
    id: string;
    version: number;
    notes: string | null;
    otherInformation: string | null;
    externalReferenceId: string;
    status: RecordStatus;
    statusLabel: string;
    sourceFileName: string | null;
    sourceFilePath: string | null;
    documentView: boolean;
    researchCollection: { id: string; collectionTitle: string; researchTemplateId: number; licenceSchemeId: number };
    writeRefusal: { reason: RecordWriteRefusalReason; message: string } | null;
    biblios: Array<{
      id: string;
      activeFlag: boolean;
      majorTitle: string | null;
      minorTitle: string | null;
      isn: string | null;
      issueName: string | null;
      issueNumber: string | null;
      volume: string | null;
      edition: number | null;
      chapterNumbers: string | null;
      pageNumbers: string | null;
      publicationYear: number | null;
      publicationDate: string | null;
      publisher: string | null;
      workCreator: string | null;
      sourceCreators: string | null;
      url: string | null;
      notes: string | null;
      unitsCopied: number;
      majorMaterialType: number | null;
      minorMaterialType: number | null;
      workSubType: number | null;
      termsConditions: number | null;
      exclusionCondition: number | null;
      blm: boolean;
      blmStatus: string | null;
      paymentModel: string | null;
      workId: string | null;
      workStatus: string | null;
      recipient: string | null;
      recipientId: string | null;
      parentRecipientId: string | null;
      parentRecipientName: string | null;
      matchedBy: string | null;
      artisticWorks: boolean;
      distributionOnly: boolean;
      internet: boolean;
      unidentifiable: boolean;
      newWorkRequest: boolean;
      shouldRequestNewWork: boolean;
      linkCount: number;
    }>;
    usages: Array<{
      id: string;
      activeFlag: boolean;
      copyType: number | null;
      copiedFor: number | null;
      eventDate: string | null;
      timesCopied: number | null;
      aaaFlag: boolean;
      amcosFlag: boolean;
      paymentAmount: number | null;
      linkCount: number;
    }>;
    links: Array<{ biblioId: string; usageId: string; activeFlag: boolean }>;
    assignedUser: { id: string; displayName: string } | null;
    researchedBy: { id: string; displayName: string } | null;
    batch: { id: string; status: BatchStatus; title: string };
  } | null;
};

export type ResearchRecordTemplateQueryVariables = Exact<{
  id: string | number;
}>;

export type ResearchRecordTemplateQuery = {
  document: {
    id: string;
    researchTemplate: {
      id: number;
      fields: Array<{ id: number; resource: string; fieldName: string; label: string }>;
      rules: Array<{
        id: number;
        name: string;
        conditions: Array<{ field: string; operator: string; value: string | null }>;
        actions: Array<{
          field: string;
          type: string;
          value: string | null;
          options: Array<number> | null;
          message: string | null;
        }>;
      }>;
    };
  } | null;
};

export type SaveRecordMutationVariables = Exact<{
  input: SaveRecordInput;
}>;

export type SaveRecordMutation = {
  saveRecord: {
    message: string | null;
    nextRecordId: string | null;
    conflict: { message: string; version: number; changedBy: string | null; changedAt: string | null } | null;
    userErrors: Array<{ field: string | null; code: string; message: string }>;
    document: {
      id: string;
      version: number;
      notes: string | null;
      otherInformation: string | null;
      externalReferenceId: string;
      status: RecordStatus;
      statusLabel: string;
      sourceFileName: string | null;
      sourceFilePath: string | null;
      documentView: boolean;
      researchCollection: { id: string; researchTemplateId: number; licenceSchemeId: number };
      writeRefusal: { reason: RecordWriteRefusalReason; message: string } | null;
      biblios: Array<{
        id: string;
        activeFlag: boolean;
        majorTitle: string | null;
        minorTitle: string | null;
        isn: string | null;
        issueName: string | null;
        issueNumber: string | null;
        volume: string | null;
        edition: number | null;
        chapterNumbers: string | null;
        pageNumbers: string | null;
        publicationYear: number | null;
        publicationDate: string | null;
        publisher: string | null;
        workCreator: string | null;
        sourceCreators: string | null;
        url: string | null;
        notes: string | null;
        unitsCopied: number;
        majorMaterialType: number | null;
        minorMaterialType: number | null;
        workSubType: number | null;
        termsConditions: number | null;
        exclusionCondition: number | null;
        blm: boolean;
        blmStatus: string | null;
        paymentModel: string | null;
        workId: string | null;
        workStatus: string | null;
        recipient: string | null;
        recipientId: string | null;
        parentRecipientId: string | null;
        parentRecipientName: string | null;
        matchedBy: string | null;
        artisticWorks: boolean;
        distributionOnly: boolean;
        internet: boolean;
        unidentifiable: boolean;
        newWorkRequest: boolean;
        shouldRequestNewWork: boolean;
        linkCount: number;
      }>;
      usages: Array<{
        id: string;
        activeFlag: boolean;
        copyType: number | null;
        copiedFor: number | null;
        eventDate: string | null;
        timesCopied: number | null;
        aaaFlag: boolean;
        amcosFlag: boolean;
        paymentAmount: number | null;
        linkCount: number;
      }>;
      links: Array<{ biblioId: string; usageId: string; activeFlag: boolean }>;
      assignedUser: { id: string; displayName: string } | null;
      researchedBy: { id: string; displayName: string } | null;
      batch: { id: string; status: BatchStatus; title: string };
    } | null;
  };
};

export type CreateRecordMutationVariables = Exact<{
  input: CreateRecordInput;
}>;

export type CreateRecordMutation = {
  createRecord: {
    message: string | null;
    userErrors: Array<{ field: string | null; code: string; message: string }>;
    document: {
      id: string;
      version: number;
      notes: string | null;
      otherInformation: string | null;
      externalReferenceId: string;
      status: RecordStatus;
      statusLabel: string;
      sourceFileName: string | null;
      sourceFilePath: string | null;
      documentView: boolean;
      researchCollection: { id: string; researchTemplateId: number; licenceSchemeId: number };
      writeRefusal: { reason: RecordWriteRefusalReason; message: string } | null;
      biblios: Array<{
        id: string;
        activeFlag: boolean;
        majorTitle: string | null;
        minorTitle: string | null;
        isn: string | null;
        issueName: string | null;
        issueNumber: string | null;
        volume: string | null;
        edition: number | null;
        chapterNumbers: string | null;
        pageNumbers: string | null;
        publicationYear: number | null;
        publicationDate: string | null;
        publisher: string | null;
        workCreator: string | null;
        sourceCreators: string | null;
        url: string | null;
        notes: string | null;
        unitsCopied: number;
        majorMaterialType: number | null;
        minorMaterialType: number | null;
        workSubType: number | null;
        termsConditions: number | null;
        exclusionCondition: number | null;
        blm: boolean;
        blmStatus: string | null;
        paymentModel: string | null;
        workId: string | null;
        workStatus: string | null;
        recipient: string | null;
        recipientId: string | null;
        parentRecipientId: string | null;
        parentRecipientName: string | null;
        matchedBy: string | null;
        artisticWorks: boolean;
        distributionOnly: boolean;
        internet: boolean;
        unidentifiable: boolean;
        newWorkRequest: boolean;
        shouldRequestNewWork: boolean;
        linkCount: number;
      }>;
      usages: Array<{
        id: string;
        activeFlag: boolean;
        copyType: number | null;
        copiedFor: number | null;
        eventDate: string | null;
        timesCopied: number | null;
        aaaFlag: boolean;
        amcosFlag: boolean;
        paymentAmount: number | null;
        linkCount: number;
      }>;
      links: Array<{ biblioId: string; usageId: string; activeFlag: boolean }>;
      assignedUser: { id: string; displayName: string } | null;
      researchedBy: { id: string; displayName: string } | null;
      batch: { id: string; status: BatchStatus; title: string };
    } | null;
  };
};

export type LookupListsFragment = {
  edition: Array<{ id: number; value: string }>;
  exclusionCondition: Array<{ id: number; value: string }>;
  termsConditions: Array<{ id: number; value: string }>;
  majorMaterialType: Array<{ id: number; value: string }>;
  minorMaterialType: Array<{ id: number; value: string }>;
  workSubType: Array<{ id: number; value: string }>;
  copyType: Array<{ id: number; value: string }>;
  copiedFor: Array<{ id: number; value: string }>;
};

export type ResearchLookupsQueryVariables = Exact<{ [key: string]: never }>;

export type ResearchLookupsQuery = {
  edition: Array<{ id: number; value: string }>;
  exclusionCondition: Array<{ id: number; value: string }>;
  termsConditions: Array<{ id: number; value: string }>;
  majorMaterialType: Array<{ id: number; value: string }>;
  minorMaterialType: Array<{ id: number; value: string }>;
  workSubType: Array<{ id: number; value: string }>;
  copyType: Array<{ id: number; value: string }>;
  copiedFor: Array<{ id: number; value: string }>;
};

export type ResearchTemplate_RulesFragment = {
  id: number;
  fields: Array<{ id: number; resource: string; fieldName: string; label: string }>;
  rules: Array<{
    id: number;
    name: string;
    conditions: Array<{ field: string; operator: string; value: string | null }>;
    actions: Array<{
      field: string;
      type: string;
      value: string | null;
      options: Array<number> | null;
      message: string | null;
    }>;
  }>;
};

export type ResearchRulesQueryVariables = Exact<{
  templateId: number;
}>;

export type ResearchRulesQuery = {
  researchTemplate: {
    id: number;
    fields: Array<{ id: number; resource: string; fieldName: string; label: string }>;
    rules: Array<{
      id: number;
      name: string;
      conditions: Array<{ field: string; operator: string; value: string | null }>;
      actions: Array<{
        field: string;
        type: string;
        value: string | null;
        options: Array<number> | null;
        message: string | null;
      }>;
    }>;
  } | null;
};

export type BiblioForm_BiblioFragment = {
  id: string;
  activeFlag: boolean;
  majorTitle: string | null;
  minorTitle: string | null;
  isn: string | null;
  issueName: string | null;
  issueNumber: string | null;
  volume: string | null;
  edition: number | null;
  chapterNumbers: string | null;
  pageNumbers: string | null;
  publicationYear: number | null;
  publicationDate: string | null;
  publisher: string | null;
  workCreator: string | null;
  sourceCreators: string | null;
  url: string | null;
  notes: string | null;
  unitsCopied: number;
  majorMaterialType: number | null;
  minorMaterialType: number | null;
  workSubType: number | null;
  termsConditions: number | null;
  exclusionCondition: number | null;
  blm: boolean;
  blmStatus: string | null;
  paymentModel: string | null;
  workId: string | null;
  workStatus: string | null;
  recipient: string | null;
  recipientId: string | null;
  parentRecipientId: string | null;
  parentRecipientName: string | null;
  matchedBy: string | null;
  artisticWorks: boolean;
  distributionOnly: boolean;
  internet: boolean;
  unidentifiable: boolean;
  newWorkRequest: boolean;
  shouldRequestNewWork: boolean;
  linkCount: number;
};

export type AuditorFieldsQueryVariables = Exact<{
  templateId: number;
  licenceSchemeId?: number | null | undefined;
}>;

export type AuditorFieldsQuery = {
  researchTemplate: { id: number; fields: Array<{ id: number; resource: string; fieldName: string }> } | null;
};

export type NextQueueRecordIdQueryVariables = Exact<{
  batchId: string | number;
  exceptId: string | number;
}>;

export type NextQueueRecordIdQuery = { nextQueueRecordId: string | null };

export type WorkSearchQueryVariables = Exact<{
  criteria: WorkSearchInput;
}>;

export type WorkSearchQuery = {
  workSearch: Array<{
    workId: string;
    title: string;
    type: string;
    isn: string | null;
    yearOfPublication: number | null;
    creators: Array<string>;
    publishers: Array<string>;
    score: number;
    whyMatched: Array<string>;
  }>;
};

export type WorkDetailQueryVariables = Exact<{
  workId: string | number;
  excludeRecordId?: string | number | null | undefined;
}>;

export type WorkDetailQuery = {
  work: {
    workId: string;
    title: string;
    type: string;
    subType: string | null;
    isn: string | null;
    yearOfPublication: number | null;
    edition: string | null;
    volume: string | null;
    blmStatus: string | null;
    paymentModel: string | null;
    url: string | null;
    contributors: Array<{ sfPseudonymName: string; type: string }>;
    shares: Array<{ sfAccountName: string; share: number }>;
    terms: Array<{ sfTacName: string }>;
  } | null;
  citingRecords: Array<{ id: string; externalReferenceId: string }>;
};

export type RecipientSearchQueryVariables = Exact<{
  name: string;
  role: RecipientRole;
}>;

export type RecipientSearchQuery = {
  recipients: Array<{
    accountObjectId: string;
    pseudonymName: string;
    pseudonymRole: string;
    accountName: string;
    accountProfile: string | null;
    accountYearOfBirth: number | null;
    accountYearOfDeath: number | null;
    accountRelationshipType: string | null;
    accountUltimateParentName: string | null;
    accountEmail: string | null;
    accountMemberStatus: string | null;
  }>;
};

export type ContributionsQueryVariables = Exact<{
  criteria: WorkSearchInput;
}>;

export type ContributionsQuery = {
  workSearch: Array<{ workId: string; type: string; isn: string | null; title: string; publishers: Array<string> }>;
};

export type StatisticsIndividualMetricsQueryVariables = Exact<{
  researcherId?: string | number | null | undefined;
}>;

export type StatisticsIndividualMetricsQuery = {
  individualMetrics: {
    researcher: { id: string; displayName: string };
    lastDays: Array<{ date: string; researched: number; unidentifiable: number; workRequest: number }>;
    summary: {
      dailyAverageDocuments: number;
      unidentifiablePercent: number;
      workRequestPercent: number;
      totalDocuments: number;
      bestDay: { date: string; researched: number } | null;
    };
  };
};

export type StatisticsCollectionBatchesQueryVariables = Exact<{
  id: string | number;
}>;

export type StatisticsCollectionBatchesQuery = {
  researchCollection: { id: string; batches: Array<{ id: string; title: string; status: BatchStatus }> } | null;
};

export type StatisticsProcessOverviewQueryVariables = Exact<{
  collectionId: string | number;
  batchId: string | number;
  targetDate?: string | null | undefined;
}>;

export type StatisticsProcessOverviewQuery = {
  processOverview: {
    batchId: string;
    info: {
      processedToday: number;
      dailyAverageDocuments: number;
      dailyDocumentTarget: number;
      unidentifiable: number;
      workRequests: number;
      heldbacks: number;
      onHold: number;
      uniqueRecordCount: number;
      researchers: Array<{
        researcherId: string;
        displayName: string;
        remaining: number;
        dailyAverage: number;
        forecast: { remaining: number; doneOn: string | null; daysAfterTarget: number | null };
      }>;
    };
    doughnut: { totalDocuments: number; slices: Array<{ category: DoughnutCategory; count: number }> };
    line: {
      startDate: string;
      endDate: string;
      targetDate: string;
      totalDocuments: number;
      labelStep: number;
      points: Array<{ date: string; researched: number; totalByDate: number }>;
      forecast: Array<{ date: string; totalByDate: number }>;
    };
    completionForecast: { remaining: number; doneOn: string | null; daysAfterTarget: number | null };
  };
};

export type StatisticsProcessedRecordsSummaryQueryVariables = Exact<{
  researcherId?: string | number | null | undefined;
  date?: string | null | undefined;
}>;

export type StatisticsProcessedRecordsSummaryQuery = {
  processedRecordsSummary: Array<{
    researcherId: string;
    researcher: string;
    date: string;
    researched: number;
    unidentifiable: number;
    workRequest: number;
    tone: ProcessedCountTone;
  }>;
};

export type StatisticsResearchersQueryVariables = Exact<{ [key: string]: never }>;

export type StatisticsResearchersQuery = { statisticsResearchers: Array<{ id: string; displayName: string }> };

export type RevokeIntegratorMutationVariables = Exact<{
  id: string | number;
}>;

export type RevokeIntegratorMutation = {
  revokeIntegrator: {
    message: string | null;
    integrator: {
      id: string;
      name: string;
      clientId: string;
      scope: IntegratorScope;
      createdAt: string;
      revokedAt: string | null;
      role: { id: number; value: string };
    } | null;
    userErrors: Array<{ field: string | null; code: string; message: string }>;
  };
};

export type CurrentUserQueryVariables = Exact<{ [key: string]: never }>;

export type CurrentUserQuery = {
  me: {
    id: string;
    email: string;
    displayName: string;
    roleId: number | null;
    role: { id: number; value: string } | null;
  } | null;
};

export type CreateIntegratorMutationVariables = Exact<{
  input: CreateIntegratorInput;
}>;

export type CreateIntegratorMutation = {
  createIntegrator: {
    message: string | null;
    integrator: {
      id: string;
      name: string;
      clientId: string;
      scope: IntegratorScope;
      createdAt: string;
      revokedAt: string | null;
      role: { id: number; value: string };
    } | null;
    userErrors: Array<{ field: string | null; code: string; message: string }>;
  };
};

export type AssignRoleMutationVariables = Exact<{
  userId: string | number;
  roleId: number;
}>;

export type AssignRoleMutation = {
  assignRole: {
    message: string | null;
    user: { id: string; roleId: number | null; role: { id: number; value: string } | null } | null;
    userErrors: Array<{ field: string | null; code: string; message: string }>;
  };
};

export type UserAccessIntegratorsQueryVariables = Exact<{ [key: string]: never }>;

export type UserAccessIntegratorsQuery = {
  integrators: Array<{
    id: string;
    name: string;
    clientId: string;
    scope: IntegratorScope;
    createdAt: string;
    revokedAt: string | null;
    role: { id: number; value: string };
  }>;
};

export type IntegratorRowFragment = {
  id: string;
  name: string;
  clientId: string;
  scope: IntegratorScope;
  createdAt: string;
  revokedAt: string | null;
  role: { id: number; value: string };
};

export type UserAccessUsersQueryVariables = Exact<{ [key: string]: never }>;

export type UserAccessUsersQuery = {
  users: Array<{
    id: string;
    email: string;
    displayName: string;
    roleId: number | null;
    role: { id: number; value: string } | null;
  }>;
};

export type UserAccessRolesQueryVariables = Exact<{ [key: string]: never }>;

export type UserAccessRolesQuery = { roles: Array<{ id: number; value: string }> };

export type DocumentViewQueryVariables = Exact<{
  id: string | number;
}>;

export type DocumentViewQuery = {
  document: {
    id: string;
    externalReferenceId: string;
    documentView: boolean;
    pages: {
      total: number;
      heldback: number;
      fullPdfUrl: string | null;
      list: Array<{
        label: string;
        heldback: boolean;
        number: number;
        imageUrl: string;
        thumbnailUrl: string;
        pdfUrl: string;
      }>;
    };
    biblios: Array<{ id: string; majorTitle: string | null }>;
    writeRefusal: { message: string } | null;
  } | null;
};

export type RecordTagsQueryVariables = Exact<{
  recordId: string | number;
}>;

export type RecordTagsQuery = {
  recordTags: {
    recordId: string;
    pageTags: Array<{ id: string; biblioId: string; pageNumber: number; pageX: number; pageY: number }>;
    groupTags: Array<{
      id: string;
      biblioId: string;
      startPage: number;
      endPage: number;
      pageX: number;
      pageY: number;
    }>;
  };
};

export type ViewerPageTagFragment = { id: string; biblioId: string; pageNumber: number; pageX: number; pageY: number };

export type ViewerGroupTagFragment = {
  id: string;
  biblioId: string;
  startPage: number;
  endPage: number;
  pageX: number;
  pageY: number;
};

export type SaveTagMutationVariables = Exact<{
  input: SaveTagInput;
}>;

export type SaveTagMutation = {
  saveTag: {
    message: string | null;
    createdBiblioId: string | null;
    recordVersion: number | null;
    tag: { id: string; biblioId: string; pageNumber: number; pageX: number; pageY: number } | null;
    userErrors: Array<{ field: string | null; code: string; message: string }>;
  };
};

export type SaveGroupTagMutationVariables = Exact<{
  input: SaveGroupTagInput;
}>;

export type SaveGroupTagMutation = {
  saveGroupTag: {
    message: string | null;
    groupTag: { id: string; biblioId: string; startPage: number; endPage: number; pageX: number; pageY: number } | null;
    userErrors: Array<{ field: string | null; code: string; message: string }>;
  };
};

export type DeleteTagMutationVariables = Exact<{
  id: string | number;
}>;

export type DeleteTagMutation = {
  deleteTag: {
    message: string | null;
    deletedId: string | null;
    userErrors: Array<{ field: string | null; code: string; message: string }>;
  };
};

export type DeleteGroupTagMutationVariables = Exact<{
  id: string | number;
}>;

export type DeleteGroupTagMutation = {
  deleteGroupTag: {
    message: string | null;
    deletedId: string | null;
    userErrors: Array<{ field: string | null; code: string; message: string }>;
  };
};

export const UserErrorFieldsFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'UserErrorFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'UserError' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'field' } },
          { kind: 'Field', name: { kind: 'Name', value: 'code' } },
          { kind: 'Field', name: { kind: 'Name', value: 'message' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<UserErrorFieldsFragment, unknown>;
export const AssignmentTable_AssignmentFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'AssignmentTable_assignment' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'BatchAssignment' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'batchId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'batchTitle' } },
          { kind: 'Field', name: { kind: 'Name', value: 'userId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'displayName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'assignedRecords' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<AssignmentTable_AssignmentFragment, unknown>;
export const BatchChecklist_BatchFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'BatchChecklist_batch' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Batch' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'title' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<BatchChecklist_BatchFragment, unknown>;
export const BulkEditSavedQuery_QueryFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'BulkEditSavedQuery_query' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'BulkEditSavedQuery' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'settingsName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'queryTitle' } },
          { kind: 'Field', name: { kind: 'Name', value: 'batchIds' } },
          { kind: 'Field', name: { kind: 'Name', value: 'researchCollectionIds' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdByUsername' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'query' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'filters' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'resource' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'field' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'op' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'value' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'type' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'columns' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'resource' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'field' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'sort' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'resource' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'field' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'direction' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<BulkEditSavedQuery_QueryFragment, unknown>;
export const BulkUpdateJobFieldsFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'BulkUpdateJobFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'BulkUpdateJob' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'total' } },
          { kind: 'Field', name: { kind: 'Name', value: 'done' } },
          { kind: 'Field', name: { kind: 'Name', value: 'updated' } },
          { kind: 'Field', name: { kind: 'Name', value: 'unchanged' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'refused' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'reason' } },
                { kind: 'Field', name: { kind: 'Name', value: 'message' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'bulkChangeId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'cancelRequested' } },
          { kind: 'Field', name: { kind: 'Name', value: 'error' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'finishedAt' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<BulkUpdateJobFieldsFragment, unknown>;
export const BatchTable_BatchFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'BatchTable_batch' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Batch' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'title' } },
          { kind: 'Field', name: { kind: 'Name', value: 'researchCollectionId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'period' } },
          { kind: 'Field', name: { kind: 'Name', value: 'periodNumber' } },
          { kind: 'Field', name: { kind: 'Name', value: 'dateFrom' } },
          { kind: 'Field', name: { kind: 'Name', value: 'dateTo' } },
          { kind: 'Field', name: { kind: 'Name', value: 'targetCompleteDate' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'locationCount' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<BatchTable_BatchFragment, unknown>;
export const CollectionTable_CollectionFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'CollectionTable_collection' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'ResearchCollection' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'collectionTitle' } },
          { kind: 'Field', name: { kind: 'Name', value: 'licenceSchemeName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'templateName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'targetCompleteDate' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'lockedBatchCount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'totalBatchCount' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<CollectionTable_CollectionFragment, unknown>;
export const LocationTable_LocationFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'LocationTable_location' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Location' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'type' } },
          { kind: 'Field', name: { kind: 'Name', value: 'institute' } },
          { kind: 'Field', name: { kind: 'Name', value: 'departmentId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'locationName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'aou' } },
          { kind: 'Field', name: { kind: 'Name', value: 'aouLabel' } },
          { kind: 'Field', name: { kind: 'Name', value: 'machineId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'schoolType' } },
          { kind: 'Field', name: { kind: 'Name', value: 'sector' } },
          { kind: 'Field', name: { kind: 'Name', value: 'state' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<LocationTable_LocationFragment, unknown>;
export const CollectionForm_CollectionFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'CollectionForm_collection' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'ResearchCollection' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'collectionTitle' } },
          { kind: 'Field', name: { kind: 'Name', value: 'licenceSchemeId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'researchTemplateId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'targetCompleteDate' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'licenceSchemeName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'templateName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'lockedBatchCount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'totalBatchCount' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<CollectionForm_CollectionFragment, unknown>;
export const QueueCard_GroupFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'QueueCard_group' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'QueueGroup' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'records' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'externalId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'totalPages' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<QueueCard_GroupFragment, unknown>;
export const RecordSummaryRow_RecordFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'RecordSummaryRow_record' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'RecordSummary' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'externalReferenceId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'biblioId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'usageId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'majorTitle' } },
          { kind: 'Field', name: { kind: 'Name', value: 'minorTitle' } },
          { kind: 'Field', name: { kind: 'Name', value: 'majorMaterialType' } },
          { kind: 'Field', name: { kind: 'Name', value: 'minorMaterialType' } },
          { kind: 'Field', name: { kind: 'Name', value: 'collectionTitle' } },
          { kind: 'Field', name: { kind: 'Name', value: 'batchPeriod' } },
          { kind: 'Field', name: { kind: 'Name', value: 'batchPeriodNumber' } },
          { kind: 'Field', name: { kind: 'Name', value: 'modifiedAt' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<RecordSummaryRow_RecordFragment, unknown>;
export const RecordPanel_RecordFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'RecordPanel_record' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Document' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'externalReferenceId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'statusLabel' } },
          { kind: 'Field', name: { kind: 'Name', value: 'sourceFileName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'sourceFilePath' } },
          { kind: 'Field', name: { kind: 'Name', value: 'documentView' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'assignedUser' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'displayName' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'researchedBy' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'displayName' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'batch' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                { kind: 'Field', name: { kind: 'Name', value: 'title' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<RecordPanel_RecordFragment, unknown>;
export const BiblioForm_BiblioFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'BiblioForm_biblio' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Biblio' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'activeFlag' } },
          { kind: 'Field', name: { kind: 'Name', value: 'majorTitle' } },
          { kind: 'Field', name: { kind: 'Name', value: 'minorTitle' } },
          { kind: 'Field', name: { kind: 'Name', value: 'isn' } },
          { kind: 'Field', name: { kind: 'Name', value: 'issueName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'issueNumber' } },
          { kind: 'Field', name: { kind: 'Name', value: 'volume' } },
          { kind: 'Field', name: { kind: 'Name', value: 'edition' } },
          { kind: 'Field', name: { kind: 'Name', value: 'chapterNumbers' } },
          { kind: 'Field', name: { kind: 'Name', value: 'pageNumbers' } },
          { kind: 'Field', name: { kind: 'Name', value: 'publicationYear' } },
          { kind: 'Field', name: { kind: 'Name', value: 'publicationDate' } },
          { kind: 'Field', name: { kind: 'Name', value: 'publisher' } },
          { kind: 'Field', name: { kind: 'Name', value: 'workCreator' } },
          { kind: 'Field', name: { kind: 'Name', value: 'sourceCreators' } },
          { kind: 'Field', name: { kind: 'Name', value: 'url' } },
          { kind: 'Field', name: { kind: 'Name', value: 'notes' } },
          { kind: 'Field', name: { kind: 'Name', value: 'unitsCopied' } },
          { kind: 'Field', name: { kind: 'Name', value: 'majorMaterialType' } },
          { kind: 'Field', name: { kind: 'Name', value: 'minorMaterialType' } },
          { kind: 'Field', name: { kind: 'Name', value: 'workSubType' } },
          { kind: 'Field', name: { kind: 'Name', value: 'termsConditions' } },
          { kind: 'Field', name: { kind: 'Name', value: 'exclusionCondition' } },
          { kind: 'Field', name: { kind: 'Name', value: 'blm' } },
          { kind: 'Field', name: { kind: 'Name', value: 'blmStatus' } },
          { kind: 'Field', name: { kind: 'Name', value: 'paymentModel' } },
          { kind: 'Field', name: { kind: 'Name', value: 'workId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'workStatus' } },
          { kind: 'Field', name: { kind: 'Name', value: 'recipient' } },
          { kind: 'Field', name: { kind: 'Name', value: 'recipientId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'parentRecipientId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'parentRecipientName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'matchedBy' } },
          { kind: 'Field', name: { kind: 'Name', value: 'artisticWorks' } },
          { kind: 'Field', name: { kind: 'Name', value: 'distributionOnly' } },
          { kind: 'Field', name: { kind: 'Name', value: 'internet' } },
          { kind: 'Field', name: { kind: 'Name', value: 'unidentifiable' } },
          { kind: 'Field', name: { kind: 'Name', value: 'newWorkRequest' } },
          { kind: 'Field', name: { kind: 'Name', value: 'shouldRequestNewWork' } },
          { kind: 'Field', name: { kind: 'Name', value: 'linkCount' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<BiblioForm_BiblioFragment, unknown>;
export const UsageFields_UsageFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'UsageFields_usage' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Usage' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'activeFlag' } },
          { kind: 'Field', name: { kind: 'Name', value: 'copyType' } },
          { kind: 'Field', name: { kind: 'Name', value: 'copiedFor' } },
          { kind: 'Field', name: { kind: 'Name', value: 'eventDate' } },
          { kind: 'Field', name: { kind: 'Name', value: 'timesCopied' } },
          { kind: 'Field', name: { kind: 'Name', value: 'aaaFlag' } },
          { kind: 'Field', name: { kind: 'Name', value: 'amcosFlag' } },
          { kind: 'Field', name: { kind: 'Name', value: 'paymentAmount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'linkCount' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<UsageFields_UsageFragment, unknown>;
export const ResearchForm_RecordFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ResearchForm_record' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Document' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'version' } },
          { kind: 'Field', name: { kind: 'Name', value: 'notes' } },
          { kind: 'Field', name: { kind: 'Name', value: 'otherInformation' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'researchCollection' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'researchTemplateId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'licenceSchemeId' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'writeRefusal' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'reason' } },
                { kind: 'Field', name: { kind: 'Name', value: 'message' } },
              ],
            },
          },
          { kind: 'FragmentSpread', name: { kind: 'Name', value: 'RecordPanel_record' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'biblios' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'BiblioForm_biblio' } }],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'usages' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'UsageFields_usage' } }],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'links' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'biblioId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'usageId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'activeFlag' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'RecordPanel_record' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Document' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'externalReferenceId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'statusLabel' } },
          { kind: 'Field', name: { kind: 'Name', value: 'sourceFileName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'sourceFilePath' } },
          { kind: 'Field', name: { kind: 'Name', value: 'documentView' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'assignedUser' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'displayName' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'researchedBy' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'displayName' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'batch' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                { kind: 'Field', name: { kind: 'Name', value: 'title' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'BiblioForm_biblio' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Biblio' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'activeFlag' } },
          { kind: 'Field', name: { kind: 'Name', value: 'majorTitle' } },
          { kind: 'Field', name: { kind: 'Name', value: 'minorTitle' } },
          { kind: 'Field', name: { kind: 'Name', value: 'isn' } },
          { kind: 'Field', name: { kind: 'Name', value: 'issueName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'issueNumber' } },
          { kind: 'Field', name: { kind: 'Name', value: 'volume' } },
          { kind: 'Field', name: { kind: 'Name', value: 'edition' } },
          { kind: 'Field', name: { kind: 'Name', value: 'chapterNumbers' } },
          { kind: 'Field', name: { kind: 'Name', value: 'pageNumbers' } },
          { kind: 'Field', name: { kind: 'Name', value: 'publicationYear' } },
          { kind: 'Field', name: { kind: 'Name', value: 'publicationDate' } },
          { kind: 'Field', name: { kind: 'Name', value: 'publisher' } },
          { kind: 'Field', name: { kind: 'Name', value: 'workCreator' } },
          { kind: 'Field', name: { kind: 'Name', value: 'sourceCreators' } },
          { kind: 'Field', name: { kind: 'Name', value: 'url' } },
          { kind: 'Field', name: { kind: 'Name', value: 'notes' } },
          { kind: 'Field', name: { kind: 'Name', value: 'unitsCopied' } },
          { kind: 'Field', name: { kind: 'Name', value: 'majorMaterialType' } },
          { kind: 'Field', name: { kind: 'Name', value: 'minorMaterialType' } },
          { kind: 'Field', name: { kind: 'Name', value: 'workSubType' } },
          { kind: 'Field', name: { kind: 'Name', value: 'termsConditions' } },
          { kind: 'Field', name: { kind: 'Name', value: 'exclusionCondition' } },
          { kind: 'Field', name: { kind: 'Name', value: 'blm' } },
          { kind: 'Field', name: { kind: 'Name', value: 'blmStatus' } },
          { kind: 'Field', name: { kind: 'Name', value: 'paymentModel' } },
          { kind: 'Field', name: { kind: 'Name', value: 'workId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'workStatus' } },
          { kind: 'Field', name: { kind: 'Name', value: 'recipient' } },
          { kind: 'Field', name: { kind: 'Name', value: 'recipientId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'parentRecipientId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'parentRecipientName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'matchedBy' } },
          { kind: 'Field', name: { kind: 'Name', value: 'artisticWorks' } },
          { kind: 'Field', name: { kind: 'Name', value: 'distributionOnly' } },
          { kind: 'Field', name: { kind: 'Name', value: 'internet' } },
          { kind: 'Field', name: { kind: 'Name', value: 'unidentifiable' } },
          { kind: 'Field', name: { kind: 'Name', value: 'newWorkRequest' } },
          { kind: 'Field', name: { kind: 'Name', value: 'shouldRequestNewWork' } },
          { kind: 'Field', name: { kind: 'Name', value: 'linkCount' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'UsageFields_usage' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Usage' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'activeFlag' } },
          { kind: 'Field', name: { kind: 'Name', value: 'copyType' } },
          { kind: 'Field', name: { kind: 'Name', value: 'copiedFor' } },
          { kind: 'Field', name: { kind: 'Name', value: 'eventDate' } },
          { kind: 'Field', name: { kind: 'Name', value: 'timesCopied' } },
          { kind: 'Field', name: { kind: 'Name', value: 'aaaFlag' } },
          { kind: 'Field', name: { kind: 'Name', value: 'amcosFlag' } },
          { kind: 'Field', name: { kind: 'Name', value: 'paymentAmount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'linkCount' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ResearchForm_RecordFragment, unknown>;
export const LookupListsFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'LookupLists' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Query' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            alias: { kind: 'Name', value: 'edition' },
            name: { kind: 'Name', value: 'lookup' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'list' },
                value: { kind: 'EnumValue', value: 'EDITION' },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'value' } },
              ],
            },
          },
          {
            kind: 'Field',
            alias: { kind: 'Name', value: 'exclusionCondition' },
            name: { kind: 'Name', value: 'lookup' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'list' },
                value: { kind: 'EnumValue', value: 'EXCLUSION_CONDITION' },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'value' } },
              ],
            },
          },
          {
            kind: 'Field',
            alias: { kind: 'Name', value: 'termsConditions' },
            name: { kind: 'Name', value: 'lookup' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'list' },
                value: { kind: 'EnumValue', value: 'TERMS_CONDITIONS' },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'value' } },
              ],
            },
          },
          {
            kind: 'Field',
            alias: { kind: 'Name', value: 'majorMaterialType' },
            name: { kind: 'Name', value: 'lookup' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'list' },
                value: { kind: 'EnumValue', value: 'MAJOR_MATERIAL_TYPE' },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'value' } },
              ],
            },
          },
          {
            kind: 'Field',
            alias: { kind: 'Name', value: 'minorMaterialType' },
            name: { kind: 'Name', value: 'lookup' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'list' },
                value: { kind: 'EnumValue', value: 'MINOR_MATERIAL_TYPE' },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'value' } },
              ],
            },
          },
          {
            kind: 'Field',
            alias: { kind: 'Name', value: 'workSubType' },
            name: { kind: 'Name', value: 'lookup' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'list' },
                value: { kind: 'EnumValue', value: 'WORK_SUB_TYPE' },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'value' } },
              ],
            },
          },
          {
            kind: 'Field',
            alias: { kind: 'Name', value: 'copyType' },
            name: { kind: 'Name', value: 'lookup' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'list' },
                value: { kind: 'EnumValue', value: 'COPY_TYPE' },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'value' } },
              ],
            },
          },
          {
            kind: 'Field',
            alias: { kind: 'Name', value: 'copiedFor' },
            name: { kind: 'Name', value: 'lookup' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'list' },
                value: { kind: 'EnumValue', value: 'COPIED_FOR' },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'value' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<LookupListsFragment, unknown>;
export const ResearchTemplate_RulesFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ResearchTemplate_rules' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'ResearchTemplate' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'fields' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'resource' } },
                { kind: 'Field', name: { kind: 'Name', value: 'fieldName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'label' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'rules' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'conditions' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'field' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'operator' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'value' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'actions' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'field' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'type' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'value' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'options' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'message' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ResearchTemplate_RulesFragment, unknown>;
export const IntegratorRowFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'IntegratorRow' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Integrator' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'clientId' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'role' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'value' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'scope' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'revokedAt' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<IntegratorRowFragment, unknown>;
export const ViewerPageTagFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ViewerPageTag' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'BiblioTag' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'biblioId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'pageNumber' } },
          { kind: 'Field', name: { kind: 'Name', value: 'pageX' } },
          { kind: 'Field', name: { kind: 'Name', value: 'pageY' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ViewerPageTagFragment, unknown>;
export const ViewerGroupTagFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ViewerGroupTag' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'GroupTag' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'biblioId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'startPage' } },
          { kind: 'Field', name: { kind: 'Name', value: 'endPage' } },
          { kind: 'Field', name: { kind: 'Name', value: 'pageX' } },
          { kind: 'Field', name: { kind: 'Name', value: 'pageY' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ViewerGroupTagFragment, unknown>;
export const CollectionSearchDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'CollectionSearch' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'searchTerm' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'researchCollectionSearch' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'searchTerm' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'searchTerm' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'collectionTitle' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<CollectionSearchQuery, CollectionSearchQueryVariables>;
export const AssignableUsersDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'AssignableUsers' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'assignableUsers' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'displayName' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<AssignableUsersQuery, AssignableUsersQueryVariables>;
export const AssignRecordsCollectionDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'AssignRecordsCollection' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'researchCollection' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'collectionTitle' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'batches' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'BatchChecklist_batch' } }],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'BatchChecklist_batch' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Batch' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'title' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<AssignRecordsCollectionQuery, AssignRecordsCollectionQueryVariables>;
export const BatchAssignmentsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'BatchAssignments' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'batchIds' } },
          type: {
            kind: 'NonNullType',
            type: {
              kind: 'ListType',
              type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
            },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'batchAssignments' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'batchIds' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'batchIds' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'AssignmentTable_assignment' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'AssignmentTable_assignment' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'BatchAssignment' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'batchId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'batchTitle' } },
          { kind: 'Field', name: { kind: 'Name', value: 'userId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'displayName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'assignedRecords' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<BatchAssignmentsQuery, BatchAssignmentsQueryVariables>;
export const AssignUsersToBatchesDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'AssignUsersToBatches' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'batchIds' } },
          type: {
            kind: 'NonNullType',
            type: {
              kind: 'ListType',
              type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
            },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'userIds' } },
          type: {
            kind: 'NonNullType',
            type: {
              kind: 'ListType',
              type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
            },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'assignUsersToBatches' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'batchIds' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'batchIds' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'userIds' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'userIds' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'message' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'assignments' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'FragmentSpread', name: { kind: 'Name', value: 'AssignmentTable_assignment' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'userErrors' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'UserErrorFields' } }],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'AssignmentTable_assignment' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'BatchAssignment' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'batchId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'batchTitle' } },
          { kind: 'Field', name: { kind: 'Name', value: 'userId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'displayName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'assignedRecords' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'UserErrorFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'UserError' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'field' } },
          { kind: 'Field', name: { kind: 'Name', value: 'code' } },
          { kind: 'Field', name: { kind: 'Name', value: 'message' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<AssignUsersToBatchesMutation, AssignUsersToBatchesMutationVariables>;
export const RemoveBatchAssignmentDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'RemoveBatchAssignment' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'removeBatchAssignment' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'message' } },
                { kind: 'Field', name: { kind: 'Name', value: 'removedId' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'userErrors' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'UserErrorFields' } }],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'UserErrorFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'UserError' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'field' } },
          { kind: 'Field', name: { kind: 'Name', value: 'code' } },
          { kind: 'Field', name: { kind: 'Name', value: 'message' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<RemoveBatchAssignmentMutation, RemoveBatchAssignmentMutationVariables>;
export const BulkEditRecordsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'BulkEditRecords' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'query' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'BulkEditQueryInput' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'scope' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'BulkEditScopeInput' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'cursor' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'bulkEditRecords' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'query' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'query' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'scope' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'scope' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'cursor' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'cursor' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'records' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'recordUrl' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'cells' } },
                    ],
                  },
                },
                { kind: 'Field', name: { kind: 'Name', value: 'total' } },
                { kind: 'Field', name: { kind: 'Name', value: 'pageSize' } },
                { kind: 'Field', name: { kind: 'Name', value: 'nextCursor' } },
                { kind: 'Field', name: { kind: 'Name', value: 'previousCursor' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'columns' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'key' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'resource' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'field' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'label' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'type' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'choices' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'kind' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'lookupList' } },
                          ],
                        },
                      },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'sort' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'resource' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'field' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'direction' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<BulkEditRecordsQuery, BulkEditRecordsQueryVariables>;
export const BulkEditRecordIdsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'BulkEditRecordIds' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'query' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'BulkEditQueryInput' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'scope' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'BulkEditScopeInput' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'bulkEditRecordIds' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'query' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'query' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'scope' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'scope' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'ids' } },
                { kind: 'Field', name: { kind: 'Name', value: 'total' } },
                { kind: 'Field', name: { kind: 'Name', value: 'cap' } },
                { kind: 'Field', name: { kind: 'Name', value: 'capped' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<BulkEditRecordIdsQuery, BulkEditRecordIdsQueryVariables>;
export const BulkEditCollectionDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'BulkEditCollection' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'researchCollection' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'collectionTitle' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'batches' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'title' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<BulkEditCollectionQuery, BulkEditCollectionQueryVariables>;
export const BulkEditBatchDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'BulkEditBatch' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'batch' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'researchCollection' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'collectionTitle' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<BulkEditBatchQuery, BulkEditBatchQueryVariables>;
export const BulkEditSavedQueriesDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'BulkEditSavedQueries' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'bulkEditSavedQueries' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'BulkEditSavedQuery_query' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'BulkEditSavedQuery_query' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'BulkEditSavedQuery' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'settingsName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'queryTitle' } },
          { kind: 'Field', name: { kind: 'Name', value: 'batchIds' } },
          { kind: 'Field', name: { kind: 'Name', value: 'researchCollectionIds' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdByUsername' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'query' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'filters' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'resource' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'field' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'op' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'value' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'type' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'columns' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'resource' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'field' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'sort' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'resource' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'field' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'direction' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<BulkEditSavedQueriesQuery, BulkEditSavedQueriesQueryVariables>;
export const SaveBulkEditQueryDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'SaveBulkEditQuery' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'queryTitle' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'query' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'BulkEditQueryInput' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'scope' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'BulkEditScopeInput' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'saveBulkEditQuery' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'queryTitle' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'queryTitle' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'query' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'query' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'scope' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'scope' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'message' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'savedQuery' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'BulkEditSavedQuery_query' } }],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'userErrors' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'UserErrorFields' } }],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'BulkEditSavedQuery_query' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'BulkEditSavedQuery' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'settingsName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'queryTitle' } },
          { kind: 'Field', name: { kind: 'Name', value: 'batchIds' } },
          { kind: 'Field', name: { kind: 'Name', value: 'researchCollectionIds' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdByUsername' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'query' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'filters' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'resource' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'field' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'op' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'value' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'type' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'columns' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'resource' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'field' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'sort' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'resource' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'field' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'direction' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'UserErrorFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'UserError' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'field' } },
          { kind: 'Field', name: { kind: 'Name', value: 'code' } },
          { kind: 'Field', name: { kind: 'Name', value: 'message' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<SaveBulkEditQueryMutation, SaveBulkEditQueryMutationVariables>;
export const DeleteBulkEditQueryDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'DeleteBulkEditQuery' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'deleteBulkEditQuery' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'message' } },
                { kind: 'Field', name: { kind: 'Name', value: 'deletedId' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'userErrors' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'UserErrorFields' } }],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'UserErrorFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'UserError' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'field' } },
          { kind: 'Field', name: { kind: 'Name', value: 'code' } },
          { kind: 'Field', name: { kind: 'Name', value: 'message' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<DeleteBulkEditQueryMutation, DeleteBulkEditQueryMutationVariables>;
export const BulkEditChoicesDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'BulkEditChoices' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'FragmentSpread', name: { kind: 'Name', value: 'LookupLists' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'assignableUsers' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'displayName' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'LookupLists' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Query' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            alias: { kind: 'Name', value: 'edition' },
            name: { kind: 'Name', value: 'lookup' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'list' },
                value: { kind: 'EnumValue', value: 'EDITION' },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'value' } },
              ],
            },
          },
          {
            kind: 'Field',
            alias: { kind: 'Name', value: 'exclusionCondition' },
            name: { kind: 'Name', value: 'lookup' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'list' },
                value: { kind: 'EnumValue', value: 'EXCLUSION_CONDITION' },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'value' } },
              ],
            },
          },
          {
            kind: 'Field',
            alias: { kind: 'Name', value: 'termsConditions' },
            name: { kind: 'Name', value: 'lookup' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'list' },
                value: { kind: 'EnumValue', value: 'TERMS_CONDITIONS' },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'value' } },
              ],
            },
          },
          {
            kind: 'Field',
            alias: { kind: 'Name', value: 'majorMaterialType' },
            name: { kind: 'Name', value: 'lookup' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'list' },
                value: { kind: 'EnumValue', value: 'MAJOR_MATERIAL_TYPE' },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'value' } },
              ],
            },
          },
          {
            kind: 'Field',
            alias: { kind: 'Name', value: 'minorMaterialType' },
            name: { kind: 'Name', value: 'lookup' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'list' },
                value: { kind: 'EnumValue', value: 'MINOR_MATERIAL_TYPE' },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'value' } },
              ],
            },
          },
          {
            kind: 'Field',
            alias: { kind: 'Name', value: 'workSubType' },
            name: { kind: 'Name', value: 'lookup' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'list' },
                value: { kind: 'EnumValue', value: 'WORK_SUB_TYPE' },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'value' } },
              ],
            },
          },
          {
            kind: 'Field',
            alias: { kind: 'Name', value: 'copyType' },
            name: { kind: 'Name', value: 'lookup' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'list' },
                value: { kind: 'EnumValue', value: 'COPY_TYPE' },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'value' } },
              ],
            },
          },
          {
            kind: 'Field',
            alias: { kind: 'Name', value: 'copiedFor' },
            name: { kind: 'Name', value: 'lookup' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'list' },
                value: { kind: 'EnumValue', value: 'COPIED_FOR' },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'value' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<BulkEditChoicesQuery, BulkEditChoicesQueryVariables>;
export const BulkUpdateRecordsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'BulkUpdateRecords' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'BulkUpdateInput' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'bulkUpdateRecords' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'message' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'userErrors' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'UserErrorFields' } }],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'failure' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'message' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'applied' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'failedFromId' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'result' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'dryRun' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'updated' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'unchanged' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'bulkChangeId' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'refused' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'reason' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'message' } },
                          ],
                        },
                      },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'records' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'version' } },
                            {
                              kind: 'Field',
                              name: { kind: 'Name', value: 'changes' },
                              selectionSet: {
                                kind: 'SelectionSet',
                                selections: [
                                  { kind: 'Field', name: { kind: 'Name', value: 'resource' } },
                                  { kind: 'Field', name: { kind: 'Name', value: 'field' } },
                                  { kind: 'Field', name: { kind: 'Name', value: 'itemId' } },
                                  { kind: 'Field', name: { kind: 'Name', value: 'before' } },
                                  { kind: 'Field', name: { kind: 'Name', value: 'after' } },
                                ],
                              },
                            },
                            {
                              kind: 'Field',
                              name: { kind: 'Name', value: 'ruleSets' },
                              selectionSet: {
                                kind: 'SelectionSet',
                                selections: [
                                  { kind: 'Field', name: { kind: 'Name', value: 'resource' } },
                                  { kind: 'Field', name: { kind: 'Name', value: 'itemId' } },
                                  { kind: 'Field', name: { kind: 'Name', value: 'field' } },
                                  { kind: 'Field', name: { kind: 'Name', value: 'value' } },
                                ],
                              },
                            },
                          ],
                        },
                      },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'UserErrorFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'UserError' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'field' } },
          { kind: 'Field', name: { kind: 'Name', value: 'code' } },
          { kind: 'Field', name: { kind: 'Name', value: 'message' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<BulkUpdateRecordsMutation, BulkUpdateRecordsMutationVariables>;
export const BulkChangesTodayDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'BulkChangesToday' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'bulkChangesToday' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'username' } },
                { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
                { kind: 'Field', name: { kind: 'Name', value: 'batchId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'records' } },
                { kind: 'Field', name: { kind: 'Name', value: 'undoneAt' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'fields' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'resource' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'field' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'value' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<BulkChangesTodayQuery, BulkChangesTodayQueryVariables>;
export const UndoBulkChangeDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'UndoBulkChange' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'undoBulkChange' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'message' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'userErrors' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'UserErrorFields' } }],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'failure' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'message' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'applied' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'failedFromId' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'result' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'bulkChangeId' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'restored' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'refused' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'reason' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'message' } },
                          ],
                        },
                      },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'UserErrorFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'UserError' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'field' } },
          { kind: 'Field', name: { kind: 'Name', value: 'code' } },
          { kind: 'Field', name: { kind: 'Name', value: 'message' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<UndoBulkChangeMutation, UndoBulkChangeMutationVariables>;
export const StartBulkUpdateDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'StartBulkUpdate' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'BulkUpdateJobInput' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'startBulkUpdate' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'message' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'userErrors' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'UserErrorFields' } }],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'job' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'BulkUpdateJobFields' } }],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'UserErrorFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'UserError' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'field' } },
          { kind: 'Field', name: { kind: 'Name', value: 'code' } },
          { kind: 'Field', name: { kind: 'Name', value: 'message' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'BulkUpdateJobFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'BulkUpdateJob' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'total' } },
          { kind: 'Field', name: { kind: 'Name', value: 'done' } },
          { kind: 'Field', name: { kind: 'Name', value: 'updated' } },
          { kind: 'Field', name: { kind: 'Name', value: 'unchanged' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'refused' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'reason' } },
                { kind: 'Field', name: { kind: 'Name', value: 'message' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'bulkChangeId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'cancelRequested' } },
          { kind: 'Field', name: { kind: 'Name', value: 'error' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'finishedAt' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<StartBulkUpdateMutation, StartBulkUpdateMutationVariables>;
export const BulkUpdateJobDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'BulkUpdateJob' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'bulkUpdateJob' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'BulkUpdateJobFields' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'BulkUpdateJobFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'BulkUpdateJob' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'total' } },
          { kind: 'Field', name: { kind: 'Name', value: 'done' } },
          { kind: 'Field', name: { kind: 'Name', value: 'updated' } },
          { kind: 'Field', name: { kind: 'Name', value: 'unchanged' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'refused' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'reason' } },
                { kind: 'Field', name: { kind: 'Name', value: 'message' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'bulkChangeId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'cancelRequested' } },
          { kind: 'Field', name: { kind: 'Name', value: 'error' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'finishedAt' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<BulkUpdateJobQuery, BulkUpdateJobQueryVariables>;
export const MyBulkUpdateJobsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'MyBulkUpdateJobs' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'myBulkUpdateJobs' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'BulkUpdateJobFields' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'BulkUpdateJobFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'BulkUpdateJob' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'total' } },
          { kind: 'Field', name: { kind: 'Name', value: 'done' } },
          { kind: 'Field', name: { kind: 'Name', value: 'updated' } },
          { kind: 'Field', name: { kind: 'Name', value: 'unchanged' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'refused' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'reason' } },
                { kind: 'Field', name: { kind: 'Name', value: 'message' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'bulkChangeId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'cancelRequested' } },
          { kind: 'Field', name: { kind: 'Name', value: 'error' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'finishedAt' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<MyBulkUpdateJobsQuery, MyBulkUpdateJobsQueryVariables>;
export const CancelBulkUpdateJobDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'CancelBulkUpdateJob' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'cancelBulkUpdateJob' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'message' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'userErrors' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'UserErrorFields' } }],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'job' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'BulkUpdateJobFields' } }],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'UserErrorFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'UserError' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'field' } },
          { kind: 'Field', name: { kind: 'Name', value: 'code' } },
          { kind: 'Field', name: { kind: 'Name', value: 'message' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'BulkUpdateJobFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'BulkUpdateJob' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'total' } },
          { kind: 'Field', name: { kind: 'Name', value: 'done' } },
          { kind: 'Field', name: { kind: 'Name', value: 'updated' } },
          { kind: 'Field', name: { kind: 'Name', value: 'unchanged' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'refused' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'reason' } },
                { kind: 'Field', name: { kind: 'Name', value: 'message' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'bulkChangeId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'cancelRequested' } },
          { kind: 'Field', name: { kind: 'Name', value: 'error' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'finishedAt' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<CancelBulkUpdateJobMutation, CancelBulkUpdateJobMutationVariables>;
export const BatchEditDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'BatchEdit' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'batch' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'BatchTable_batch' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'BatchTable_batch' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Batch' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'title' } },
          { kind: 'Field', name: { kind: 'Name', value: 'researchCollectionId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'period' } },
          { kind: 'Field', name: { kind: 'Name', value: 'periodNumber' } },
          { kind: 'Field', name: { kind: 'Name', value: 'dateFrom' } },
          { kind: 'Field', name: { kind: 'Name', value: 'dateTo' } },
          { kind: 'Field', name: { kind: 'Name', value: 'targetCompleteDate' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'locationCount' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<BatchEditQuery, BatchEditQueryVariables>;
export const BatchListDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'BatchList' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'researchCollection' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'collectionTitle' } },
                { kind: 'Field', name: { kind: 'Name', value: 'lockedBatchCount' } },
                { kind: 'Field', name: { kind: 'Name', value: 'totalBatchCount' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'batches' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'BatchTable_batch' } }],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'BatchTable_batch' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Batch' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'title' } },
          { kind: 'Field', name: { kind: 'Name', value: 'researchCollectionId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'period' } },
          { kind: 'Field', name: { kind: 'Name', value: 'periodNumber' } },
          { kind: 'Field', name: { kind: 'Name', value: 'dateFrom' } },
          { kind: 'Field', name: { kind: 'Name', value: 'dateTo' } },
          { kind: 'Field', name: { kind: 'Name', value: 'targetCompleteDate' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'locationCount' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<BatchListQuery, BatchListQueryVariables>;
export const CollectionEditDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'CollectionEdit' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'researchCollection' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'CollectionForm_collection' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'CollectionForm_collection' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'ResearchCollection' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'collectionTitle' } },
          { kind: 'Field', name: { kind: 'Name', value: 'licenceSchemeId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'researchTemplateId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'targetCompleteDate' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'licenceSchemeName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'templateName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'lockedBatchCount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'totalBatchCount' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<CollectionEditQuery, CollectionEditQueryVariables>;
export const CollectionListDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'CollectionList' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'status' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'CollectionStatusFilter' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'researchCollections' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'status' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'status' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'CollectionTable_collection' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'CollectionTable_collection' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'ResearchCollection' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'collectionTitle' } },
          { kind: 'Field', name: { kind: 'Name', value: 'licenceSchemeName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'templateName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'targetCompleteDate' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'lockedBatchCount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'totalBatchCount' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<CollectionListQuery, CollectionListQueryVariables>;
export const CreateBatchDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'CreateBatch' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'BatchInput' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'createBatch' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'message' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'batch' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'BatchTable_batch' } }],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'userErrors' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'UserErrorFields' } }],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'BatchTable_batch' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Batch' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'title' } },
          { kind: 'Field', name: { kind: 'Name', value: 'researchCollectionId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'period' } },
          { kind: 'Field', name: { kind: 'Name', value: 'periodNumber' } },
          { kind: 'Field', name: { kind: 'Name', value: 'dateFrom' } },
          { kind: 'Field', name: { kind: 'Name', value: 'dateTo' } },
          { kind: 'Field', name: { kind: 'Name', value: 'targetCompleteDate' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'locationCount' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'UserErrorFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'UserError' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'field' } },
          { kind: 'Field', name: { kind: 'Name', value: 'code' } },
          { kind: 'Field', name: { kind: 'Name', value: 'message' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<CreateBatchMutation, CreateBatchMutationVariables>;
export const UpdateBatchDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'UpdateBatch' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'BatchInput' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'updateBatch' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'message' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'batch' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'BatchTable_batch' } }],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'userErrors' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'UserErrorFields' } }],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'BatchTable_batch' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Batch' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'title' } },
          { kind: 'Field', name: { kind: 'Name', value: 'researchCollectionId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'period' } },
          { kind: 'Field', name: { kind: 'Name', value: 'periodNumber' } },
          { kind: 'Field', name: { kind: 'Name', value: 'dateFrom' } },
          { kind: 'Field', name: { kind: 'Name', value: 'dateTo' } },
          { kind: 'Field', name: { kind: 'Name', value: 'targetCompleteDate' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'locationCount' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'UserErrorFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'UserError' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'field' } },
          { kind: 'Field', name: { kind: 'Name', value: 'code' } },
          { kind: 'Field', name: { kind: 'Name', value: 'message' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<UpdateBatchMutation, UpdateBatchMutationVariables>;
export const CreateResearchCollectionDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'CreateResearchCollection' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ResearchCollectionInput' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'createResearchCollection' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'message' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'researchCollection' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'FragmentSpread', name: { kind: 'Name', value: 'CollectionForm_collection' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'userErrors' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'UserErrorFields' } }],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'CollectionForm_collection' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'ResearchCollection' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'collectionTitle' } },
          { kind: 'Field', name: { kind: 'Name', value: 'licenceSchemeId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'researchTemplateId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'targetCompleteDate' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'licenceSchemeName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'templateName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'lockedBatchCount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'totalBatchCount' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'UserErrorFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'UserError' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'field' } },
          { kind: 'Field', name: { kind: 'Name', value: 'code' } },
          { kind: 'Field', name: { kind: 'Name', value: 'message' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<CreateResearchCollectionMutation, CreateResearchCollectionMutationVariables>;
export const UpdateResearchCollectionDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'UpdateResearchCollection' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ResearchCollectionInput' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'updateResearchCollection' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'message' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'researchCollection' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'FragmentSpread', name: { kind: 'Name', value: 'CollectionForm_collection' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'userErrors' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'UserErrorFields' } }],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'CollectionForm_collection' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'ResearchCollection' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'collectionTitle' } },
          { kind: 'Field', name: { kind: 'Name', value: 'licenceSchemeId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'researchTemplateId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'targetCompleteDate' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'licenceSchemeName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'templateName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'lockedBatchCount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'totalBatchCount' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'UserErrorFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'UserError' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'field' } },
          { kind: 'Field', name: { kind: 'Name', value: 'code' } },
          { kind: 'Field', name: { kind: 'Name', value: 'message' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<UpdateResearchCollectionMutation, UpdateResearchCollectionMutationVariables>;
export const UpdateLocationDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'UpdateLocation' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'LocationInput' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'updateLocation' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'message' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'location' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'LocationTable_location' } }],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'userErrors' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'UserErrorFields' } }],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'LocationTable_location' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Location' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'type' } },
          { kind: 'Field', name: { kind: 'Name', value: 'institute' } },
          { kind: 'Field', name: { kind: 'Name', value: 'departmentId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'locationName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'aou' } },
          { kind: 'Field', name: { kind: 'Name', value: 'aouLabel' } },
          { kind: 'Field', name: { kind: 'Name', value: 'machineId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'schoolType' } },
          { kind: 'Field', name: { kind: 'Name', value: 'sector' } },
          { kind: 'Field', name: { kind: 'Name', value: 'state' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'UserErrorFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'UserError' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'field' } },
          { kind: 'Field', name: { kind: 'Name', value: 'code' } },
          { kind: 'Field', name: { kind: 'Name', value: 'message' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<UpdateLocationMutation, UpdateLocationMutationVariables>;
export const CollectionFormLookupsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'CollectionFormLookups' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'licenceSchemes' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'value' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'researchTemplates' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'templateName' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<CollectionFormLookupsQuery, CollectionFormLookupsQueryVariables>;
export const LocationEditDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'LocationEdit' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'location' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'batchId' } },
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'LocationTable_location' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'aouList' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'value' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'LocationTable_location' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Location' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'type' } },
          { kind: 'Field', name: { kind: 'Name', value: 'institute' } },
          { kind: 'Field', name: { kind: 'Name', value: 'departmentId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'locationName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'aou' } },
          { kind: 'Field', name: { kind: 'Name', value: 'aouLabel' } },
          { kind: 'Field', name: { kind: 'Name', value: 'machineId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'schoolType' } },
          { kind: 'Field', name: { kind: 'Name', value: 'sector' } },
          { kind: 'Field', name: { kind: 'Name', value: 'state' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<LocationEditQuery, LocationEditQueryVariables>;
export const LocationListDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'LocationList' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'batchId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'batch' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'batchId' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'title' } },
                { kind: 'Field', name: { kind: 'Name', value: 'researchCollectionId' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'researchCollection' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'collectionTitle' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'locations' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'LocationTable_location' } }],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'LocationTable_location' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Location' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'type' } },
          { kind: 'Field', name: { kind: 'Name', value: 'institute' } },
          { kind: 'Field', name: { kind: 'Name', value: 'departmentId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'locationName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'aou' } },
          { kind: 'Field', name: { kind: 'Name', value: 'aouLabel' } },
          { kind: 'Field', name: { kind: 'Name', value: 'machineId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'schoolType' } },
          { kind: 'Field', name: { kind: 'Name', value: 'sector' } },
          { kind: 'Field', name: { kind: 'Name', value: 'state' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<LocationListQuery, LocationListQueryVariables>;
export const DeleteBatchDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'DeleteBatch' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'deleteBatch' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'message' } },
                { kind: 'Field', name: { kind: 'Name', value: 'deletedId' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'userErrors' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'UserErrorFields' } }],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'UserErrorFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'UserError' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'field' } },
          { kind: 'Field', name: { kind: 'Name', value: 'code' } },
          { kind: 'Field', name: { kind: 'Name', value: 'message' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<DeleteBatchMutation, DeleteBatchMutationVariables>;
export const CollectionListSearchDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'CollectionListSearch' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'searchTerm' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'researchCollectionSearch' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'searchTerm' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'searchTerm' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'CollectionTable_collection' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'CollectionTable_collection' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'ResearchCollection' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'collectionTitle' } },
          { kind: 'Field', name: { kind: 'Name', value: 'licenceSchemeName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'templateName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'targetCompleteDate' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'lockedBatchCount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'totalBatchCount' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<CollectionListSearchQuery, CollectionListSearchQueryVariables>;
export const DeleteResearchCollectionDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'DeleteResearchCollection' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'deleteResearchCollection' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'message' } },
                { kind: 'Field', name: { kind: 'Name', value: 'deletedId' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'userErrors' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'UserErrorFields' } }],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'UserErrorFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'UserError' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'field' } },
          { kind: 'Field', name: { kind: 'Name', value: 'code' } },
          { kind: 'Field', name: { kind: 'Name', value: 'message' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<DeleteResearchCollectionMutation, DeleteResearchCollectionMutationVariables>;
export const HomeCollectionCountDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'HomeCollectionCount' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'researchCollections' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'Field', name: { kind: 'Name', value: 'id' } }],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<HomeCollectionCountQuery, HomeCollectionCountQueryVariables>;
export const HomeBatchCountDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'HomeBatchCount' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'batches' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'status' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<HomeBatchCountQuery, HomeBatchCountQueryVariables>;
export const HomeUserCountDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'HomeUserCount' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'users' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'Field', name: { kind: 'Name', value: 'id' } }],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<HomeUserCountQuery, HomeUserCountQueryVariables>;
export const ManualEntryCollectionDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'ManualEntryCollection' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'researchCollection' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'collectionTitle' } },
                { kind: 'Field', name: { kind: 'Name', value: 'licenceSchemeId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'researchTemplateId' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'batches' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'title' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'period' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'periodNumber' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ManualEntryCollectionQuery, ManualEntryCollectionQueryVariables>;
export const CheckSourceFileLinkDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'CheckSourceFileLink' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'sourceFileLink' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'checkSourceFileLink' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'sourceFileLink' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'sourceFileLink' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'sourceFile' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'filePath' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'fileName' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'userErrors' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'UserErrorFields' } }],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'UserErrorFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'UserError' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'field' } },
          { kind: 'Field', name: { kind: 'Name', value: 'code' } },
          { kind: 'Field', name: { kind: 'Name', value: 'message' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<CheckSourceFileLinkMutation, CheckSourceFileLinkMutationVariables>;
export const QueueDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'Queue' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'status' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'QueueStatus' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'queue' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'status' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'status' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'QueueCard_group' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'QueueCard_group' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'QueueGroup' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'records' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'externalId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'totalPages' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<QueueQuery, QueueQueryVariables>;
export const QueueSummaryDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'QueueSummary' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'queueSummary' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'completedToday' } },
                { kind: 'Field', name: { kind: 'Name', value: 'readyForResearch' } },
                { kind: 'Field', name: { kind: 'Name', value: 'onHold' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<QueueSummaryQuery, QueueSummaryQueryVariables>;
export const RecentRecordsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'RecentRecords' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'recentRecords' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'RecordSummaryRow_record' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'RecordSummaryRow_record' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'RecordSummary' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'externalReferenceId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'biblioId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'usageId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'majorTitle' } },
          { kind: 'Field', name: { kind: 'Name', value: 'minorTitle' } },
          { kind: 'Field', name: { kind: 'Name', value: 'majorMaterialType' } },
          { kind: 'Field', name: { kind: 'Name', value: 'minorMaterialType' } },
          { kind: 'Field', name: { kind: 'Name', value: 'collectionTitle' } },
          { kind: 'Field', name: { kind: 'Name', value: 'batchPeriod' } },
          { kind: 'Field', name: { kind: 'Name', value: 'batchPeriodNumber' } },
          { kind: 'Field', name: { kind: 'Name', value: 'modifiedAt' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<RecentRecordsQuery, RecentRecordsQueryVariables>;
export const FindRecordsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'FindRecords' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'search' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'findRecords' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'search' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'search' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'RecordSummaryRow_record' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'RecordSummaryRow_record' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'RecordSummary' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'externalReferenceId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'biblioId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'usageId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'majorTitle' } },
          { kind: 'Field', name: { kind: 'Name', value: 'minorTitle' } },
          { kind: 'Field', name: { kind: 'Name', value: 'majorMaterialType' } },
          { kind: 'Field', name: { kind: 'Name', value: 'minorMaterialType' } },
          { kind: 'Field', name: { kind: 'Name', value: 'collectionTitle' } },
          { kind: 'Field', name: { kind: 'Name', value: 'batchPeriod' } },
          { kind: 'Field', name: { kind: 'Name', value: 'batchPeriodNumber' } },
          { kind: 'Field', name: { kind: 'Name', value: 'modifiedAt' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<FindRecordsQuery, FindRecordsQueryVariables>;
export const FindRecordsTotalDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'FindRecordsTotal' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'search' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'findRecordsTotal' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'search' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'search' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'count' } },
                { kind: 'Field', name: { kind: 'Name', value: 'capped' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<FindRecordsTotalQuery, FindRecordsTotalQueryVariables>;
export const RecordHistoryDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'RecordHistory' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'documentHistory' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'at' } },
                { kind: 'Field', name: { kind: 'Name', value: 'who' } },
                { kind: 'Field', name: { kind: 'Name', value: 'changes' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<RecordHistoryQuery, RecordHistoryQueryVariables>;
export const ResearchRecordDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'ResearchRecord' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'document' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'ResearchForm_record' } },
                { kind: 'Field', name: { kind: 'Name', value: 'batchId' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'researchCollection' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'collectionTitle' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'RecordPanel_record' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Document' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'externalReferenceId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'statusLabel' } },
          { kind: 'Field', name: { kind: 'Name', value: 'sourceFileName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'sourceFilePath' } },
          { kind: 'Field', name: { kind: 'Name', value: 'documentView' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'assignedUser' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'displayName' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'researchedBy' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'displayName' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'batch' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                { kind: 'Field', name: { kind: 'Name', value: 'title' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'BiblioForm_biblio' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Biblio' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'activeFlag' } },
          { kind: 'Field', name: { kind: 'Name', value: 'majorTitle' } },
          { kind: 'Field', name: { kind: 'Name', value: 'minorTitle' } },
          { kind: 'Field', name: { kind: 'Name', value: 'isn' } },
          { kind: 'Field', name: { kind: 'Name', value: 'issueName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'issueNumber' } },
          { kind: 'Field', name: { kind: 'Name', value: 'volume' } },
          { kind: 'Field', name: { kind: 'Name', value: 'edition' } },
          { kind: 'Field', name: { kind: 'Name', value: 'chapterNumbers' } },
          { kind: 'Field', name: { kind: 'Name', value: 'pageNumbers' } },
          { kind: 'Field', name: { kind: 'Name', value: 'publicationYear' } },
          { kind: 'Field', name: { kind: 'Name', value: 'publicationDate' } },
          { kind: 'Field', name: { kind: 'Name', value: 'publisher' } },
          { kind: 'Field', name: { kind: 'Name', value: 'workCreator' } },
          { kind: 'Field', name: { kind: 'Name', value: 'sourceCreators' } },
          { kind: 'Field', name: { kind: 'Name', value: 'url' } },
          { kind: 'Field', name: { kind: 'Name', value: 'notes' } },
          { kind: 'Field', name: { kind: 'Name', value: 'unitsCopied' } },
          { kind: 'Field', name: { kind: 'Name', value: 'majorMaterialType' } },
          { kind: 'Field', name: { kind: 'Name', value: 'minorMaterialType' } },
          { kind: 'Field', name: { kind: 'Name', value: 'workSubType' } },
          { kind: 'Field', name: { kind: 'Name', value: 'termsConditions' } },
          { kind: 'Field', name: { kind: 'Name', value: 'exclusionCondition' } },
          { kind: 'Field', name: { kind: 'Name', value: 'blm' } },
          { kind: 'Field', name: { kind: 'Name', value: 'blmStatus' } },
          { kind: 'Field', name: { kind: 'Name', value: 'paymentModel' } },
          { kind: 'Field', name: { kind: 'Name', value: 'workId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'workStatus' } },
          { kind: 'Field', name: { kind: 'Name', value: 'recipient' } },
          { kind: 'Field', name: { kind: 'Name', value: 'recipientId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'parentRecipientId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'parentRecipientName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'matchedBy' } },
          { kind: 'Field', name: { kind: 'Name', value: 'artisticWorks' } },
          { kind: 'Field', name: { kind: 'Name', value: 'distributionOnly' } },
          { kind: 'Field', name: { kind: 'Name', value: 'internet' } },
          { kind: 'Field', name: { kind: 'Name', value: 'unidentifiable' } },
          { kind: 'Field', name: { kind: 'Name', value: 'newWorkRequest' } },
          { kind: 'Field', name: { kind: 'Name', value: 'shouldRequestNewWork' } },
          { kind: 'Field', name: { kind: 'Name', value: 'linkCount' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'UsageFields_usage' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Usage' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'activeFlag' } },
          { kind: 'Field', name: { kind: 'Name', value: 'copyType' } },
          { kind: 'Field', name: { kind: 'Name', value: 'copiedFor' } },
          { kind: 'Field', name: { kind: 'Name', value: 'eventDate' } },
          { kind: 'Field', name: { kind: 'Name', value: 'timesCopied' } },
          { kind: 'Field', name: { kind: 'Name', value: 'aaaFlag' } },
          { kind: 'Field', name: { kind: 'Name', value: 'amcosFlag' } },
          { kind: 'Field', name: { kind: 'Name', value: 'paymentAmount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'linkCount' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ResearchForm_record' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Document' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'version' } },
          { kind: 'Field', name: { kind: 'Name', value: 'notes' } },
          { kind: 'Field', name: { kind: 'Name', value: 'otherInformation' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'researchCollection' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'researchTemplateId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'licenceSchemeId' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'writeRefusal' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'reason' } },
                { kind: 'Field', name: { kind: 'Name', value: 'message' } },
              ],
            },
          },
          { kind: 'FragmentSpread', name: { kind: 'Name', value: 'RecordPanel_record' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'biblios' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'BiblioForm_biblio' } }],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'usages' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'UsageFields_usage' } }],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'links' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'biblioId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'usageId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'activeFlag' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ResearchRecordQuery, ResearchRecordQueryVariables>;
export const ResearchRecordTemplateDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'ResearchRecordTemplate' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'document' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'researchTemplate' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'ResearchTemplate_rules' } }],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ResearchTemplate_rules' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'ResearchTemplate' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'fields' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'resource' } },
                { kind: 'Field', name: { kind: 'Name', value: 'fieldName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'label' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'rules' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'conditions' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'field' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'operator' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'value' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'actions' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'field' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'type' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'value' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'options' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'message' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ResearchRecordTemplateQuery, ResearchRecordTemplateQueryVariables>;
export const SaveRecordDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'SaveRecord' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'SaveRecordInput' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'saveRecord' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'message' } },
                { kind: 'Field', name: { kind: 'Name', value: 'nextRecordId' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'conflict' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'message' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'version' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'changedBy' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'changedAt' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'userErrors' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'UserErrorFields' } }],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'document' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'ResearchForm_record' } }],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'RecordPanel_record' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Document' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'externalReferenceId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'statusLabel' } },
          { kind: 'Field', name: { kind: 'Name', value: 'sourceFileName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'sourceFilePath' } },
          { kind: 'Field', name: { kind: 'Name', value: 'documentView' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'assignedUser' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'displayName' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'researchedBy' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'displayName' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'batch' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                { kind: 'Field', name: { kind: 'Name', value: 'title' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'BiblioForm_biblio' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Biblio' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'activeFlag' } },
          { kind: 'Field', name: { kind: 'Name', value: 'majorTitle' } },
          { kind: 'Field', name: { kind: 'Name', value: 'minorTitle' } },
          { kind: 'Field', name: { kind: 'Name', value: 'isn' } },
          { kind: 'Field', name: { kind: 'Name', value: 'issueName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'issueNumber' } },
          { kind: 'Field', name: { kind: 'Name', value: 'volume' } },
          { kind: 'Field', name: { kind: 'Name', value: 'edition' } },
          { kind: 'Field', name: { kind: 'Name', value: 'chapterNumbers' } },
          { kind: 'Field', name: { kind: 'Name', value: 'pageNumbers' } },
          { kind: 'Field', name: { kind: 'Name', value: 'publicationYear' } },
          { kind: 'Field', name: { kind: 'Name', value: 'publicationDate' } },
          { kind: 'Field', name: { kind: 'Name', value: 'publisher' } },
          { kind: 'Field', name: { kind: 'Name', value: 'workCreator' } },
          { kind: 'Field', name: { kind: 'Name', value: 'sourceCreators' } },
          { kind: 'Field', name: { kind: 'Name', value: 'url' } },
          { kind: 'Field', name: { kind: 'Name', value: 'notes' } },
          { kind: 'Field', name: { kind: 'Name', value: 'unitsCopied' } },
          { kind: 'Field', name: { kind: 'Name', value: 'majorMaterialType' } },
          { kind: 'Field', name: { kind: 'Name', value: 'minorMaterialType' } },
          { kind: 'Field', name: { kind: 'Name', value: 'workSubType' } },
          { kind: 'Field', name: { kind: 'Name', value: 'termsConditions' } },
          { kind: 'Field', name: { kind: 'Name', value: 'exclusionCondition' } },
          { kind: 'Field', name: { kind: 'Name', value: 'blm' } },
          { kind: 'Field', name: { kind: 'Name', value: 'blmStatus' } },
          { kind: 'Field', name: { kind: 'Name', value: 'paymentModel' } },
          { kind: 'Field', name: { kind: 'Name', value: 'workId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'workStatus' } },
          { kind: 'Field', name: { kind: 'Name', value: 'recipient' } },
          { kind: 'Field', name: { kind: 'Name', value: 'recipientId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'parentRecipientId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'parentRecipientName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'matchedBy' } },
          { kind: 'Field', name: { kind: 'Name', value: 'artisticWorks' } },
          { kind: 'Field', name: { kind: 'Name', value: 'distributionOnly' } },
          { kind: 'Field', name: { kind: 'Name', value: 'internet' } },
          { kind: 'Field', name: { kind: 'Name', value: 'unidentifiable' } },
          { kind: 'Field', name: { kind: 'Name', value: 'newWorkRequest' } },
          { kind: 'Field', name: { kind: 'Name', value: 'shouldRequestNewWork' } },
          { kind: 'Field', name: { kind: 'Name', value: 'linkCount' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'UsageFields_usage' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Usage' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'activeFlag' } },
          { kind: 'Field', name: { kind: 'Name', value: 'copyType' } },
          { kind: 'Field', name: { kind: 'Name', value: 'copiedFor' } },
          { kind: 'Field', name: { kind: 'Name', value: 'eventDate' } },
          { kind: 'Field', name: { kind: 'Name', value: 'timesCopied' } },
          { kind: 'Field', name: { kind: 'Name', value: 'aaaFlag' } },
          { kind: 'Field', name: { kind: 'Name', value: 'amcosFlag' } },
          { kind: 'Field', name: { kind: 'Name', value: 'paymentAmount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'linkCount' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'UserErrorFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'UserError' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'field' } },
          { kind: 'Field', name: { kind: 'Name', value: 'code' } },
          { kind: 'Field', name: { kind: 'Name', value: 'message' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ResearchForm_record' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Document' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'version' } },
          { kind: 'Field', name: { kind: 'Name', value: 'notes' } },
          { kind: 'Field', name: { kind: 'Name', value: 'otherInformation' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'researchCollection' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'researchTemplateId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'licenceSchemeId' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'writeRefusal' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'reason' } },
                { kind: 'Field', name: { kind: 'Name', value: 'message' } },
              ],
            },
          },
          { kind: 'FragmentSpread', name: { kind: 'Name', value: 'RecordPanel_record' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'biblios' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'BiblioForm_biblio' } }],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'usages' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'UsageFields_usage' } }],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'links' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'biblioId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'usageId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'activeFlag' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<SaveRecordMutation, SaveRecordMutationVariables>;
export const CreateRecordDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'CreateRecord' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'CreateRecordInput' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'createRecord' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'message' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'userErrors' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'UserErrorFields' } }],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'document' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'ResearchForm_record' } }],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'RecordPanel_record' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Document' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'externalReferenceId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'statusLabel' } },
          { kind: 'Field', name: { kind: 'Name', value: 'sourceFileName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'sourceFilePath' } },
          { kind: 'Field', name: { kind: 'Name', value: 'documentView' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'assignedUser' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'displayName' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'researchedBy' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'displayName' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'batch' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                { kind: 'Field', name: { kind: 'Name', value: 'title' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'BiblioForm_biblio' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Biblio' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'activeFlag' } },
          { kind: 'Field', name: { kind: 'Name', value: 'majorTitle' } },
          { kind: 'Field', name: { kind: 'Name', value: 'minorTitle' } },
          { kind: 'Field', name: { kind: 'Name', value: 'isn' } },
          { kind: 'Field', name: { kind: 'Name', value: 'issueName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'issueNumber' } },
          { kind: 'Field', name: { kind: 'Name', value: 'volume' } },
          { kind: 'Field', name: { kind: 'Name', value: 'edition' } },
          { kind: 'Field', name: { kind: 'Name', value: 'chapterNumbers' } },
          { kind: 'Field', name: { kind: 'Name', value: 'pageNumbers' } },
          { kind: 'Field', name: { kind: 'Name', value: 'publicationYear' } },
          { kind: 'Field', name: { kind: 'Name', value: 'publicationDate' } },
          { kind: 'Field', name: { kind: 'Name', value: 'publisher' } },
          { kind: 'Field', name: { kind: 'Name', value: 'workCreator' } },
          { kind: 'Field', name: { kind: 'Name', value: 'sourceCreators' } },
          { kind: 'Field', name: { kind: 'Name', value: 'url' } },
          { kind: 'Field', name: { kind: 'Name', value: 'notes' } },
          { kind: 'Field', name: { kind: 'Name', value: 'unitsCopied' } },
          { kind: 'Field', name: { kind: 'Name', value: 'majorMaterialType' } },
          { kind: 'Field', name: { kind: 'Name', value: 'minorMaterialType' } },
          { kind: 'Field', name: { kind: 'Name', value: 'workSubType' } },
          { kind: 'Field', name: { kind: 'Name', value: 'termsConditions' } },
          { kind: 'Field', name: { kind: 'Name', value: 'exclusionCondition' } },
          { kind: 'Field', name: { kind: 'Name', value: 'blm' } },
          { kind: 'Field', name: { kind: 'Name', value: 'blmStatus' } },
          { kind: 'Field', name: { kind: 'Name', value: 'paymentModel' } },
          { kind: 'Field', name: { kind: 'Name', value: 'workId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'workStatus' } },
          { kind: 'Field', name: { kind: 'Name', value: 'recipient' } },
          { kind: 'Field', name: { kind: 'Name', value: 'recipientId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'parentRecipientId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'parentRecipientName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'matchedBy' } },
          { kind: 'Field', name: { kind: 'Name', value: 'artisticWorks' } },
          { kind: 'Field', name: { kind: 'Name', value: 'distributionOnly' } },
          { kind: 'Field', name: { kind: 'Name', value: 'internet' } },
          { kind: 'Field', name: { kind: 'Name', value: 'unidentifiable' } },
          { kind: 'Field', name: { kind: 'Name', value: 'newWorkRequest' } },
          { kind: 'Field', name: { kind: 'Name', value: 'shouldRequestNewWork' } },
          { kind: 'Field', name: { kind: 'Name', value: 'linkCount' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'UsageFields_usage' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Usage' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'activeFlag' } },
          { kind: 'Field', name: { kind: 'Name', value: 'copyType' } },
          { kind: 'Field', name: { kind: 'Name', value: 'copiedFor' } },
          { kind: 'Field', name: { kind: 'Name', value: 'eventDate' } },
          { kind: 'Field', name: { kind: 'Name', value: 'timesCopied' } },
          { kind: 'Field', name: { kind: 'Name', value: 'aaaFlag' } },
          { kind: 'Field', name: { kind: 'Name', value: 'amcosFlag' } },
          { kind: 'Field', name: { kind: 'Name', value: 'paymentAmount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'linkCount' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'UserErrorFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'UserError' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'field' } },
          { kind: 'Field', name: { kind: 'Name', value: 'code' } },
          { kind: 'Field', name: { kind: 'Name', value: 'message' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ResearchForm_record' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Document' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'version' } },
          { kind: 'Field', name: { kind: 'Name', value: 'notes' } },
          { kind: 'Field', name: { kind: 'Name', value: 'otherInformation' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'researchCollection' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'researchTemplateId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'licenceSchemeId' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'writeRefusal' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'reason' } },
                { kind: 'Field', name: { kind: 'Name', value: 'message' } },
              ],
            },
          },
          { kind: 'FragmentSpread', name: { kind: 'Name', value: 'RecordPanel_record' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'biblios' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'BiblioForm_biblio' } }],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'usages' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'UsageFields_usage' } }],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'links' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'biblioId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'usageId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'activeFlag' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<CreateRecordMutation, CreateRecordMutationVariables>;
export const ResearchLookupsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'ResearchLookups' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'LookupLists' } }],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'LookupLists' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Query' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            alias: { kind: 'Name', value: 'edition' },
            name: { kind: 'Name', value: 'lookup' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'list' },
                value: { kind: 'EnumValue', value: 'EDITION' },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'value' } },
              ],
            },
          },
          {
            kind: 'Field',
            alias: { kind: 'Name', value: 'exclusionCondition' },
            name: { kind: 'Name', value: 'lookup' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'list' },
                value: { kind: 'EnumValue', value: 'EXCLUSION_CONDITION' },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'value' } },
              ],
            },
          },
          {
            kind: 'Field',
            alias: { kind: 'Name', value: 'termsConditions' },
            name: { kind: 'Name', value: 'lookup' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'list' },
                value: { kind: 'EnumValue', value: 'TERMS_CONDITIONS' },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'value' } },
              ],
            },
          },
          {
            kind: 'Field',
            alias: { kind: 'Name', value: 'majorMaterialType' },
            name: { kind: 'Name', value: 'lookup' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'list' },
                value: { kind: 'EnumValue', value: 'MAJOR_MATERIAL_TYPE' },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'value' } },
              ],
            },
          },
          {
            kind: 'Field',
            alias: { kind: 'Name', value: 'minorMaterialType' },
            name: { kind: 'Name', value: 'lookup' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'list' },
                value: { kind: 'EnumValue', value: 'MINOR_MATERIAL_TYPE' },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'value' } },
              ],
            },
          },
          {
            kind: 'Field',
            alias: { kind: 'Name', value: 'workSubType' },
            name: { kind: 'Name', value: 'lookup' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'list' },
                value: { kind: 'EnumValue', value: 'WORK_SUB_TYPE' },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'value' } },
              ],
            },
          },
          {
            kind: 'Field',
            alias: { kind: 'Name', value: 'copyType' },
            name: { kind: 'Name', value: 'lookup' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'list' },
                value: { kind: 'EnumValue', value: 'COPY_TYPE' },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'value' } },
              ],
            },
          },
          {
            kind: 'Field',
            alias: { kind: 'Name', value: 'copiedFor' },
            name: { kind: 'Name', value: 'lookup' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'list' },
                value: { kind: 'EnumValue', value: 'COPIED_FOR' },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'value' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ResearchLookupsQuery, ResearchLookupsQueryVariables>;
export const ResearchRulesDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'ResearchRules' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'templateId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'researchTemplate' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'templateId' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'ResearchTemplate_rules' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ResearchTemplate_rules' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'ResearchTemplate' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'fields' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'resource' } },
                { kind: 'Field', name: { kind: 'Name', value: 'fieldName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'label' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'rules' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'conditions' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'field' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'operator' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'value' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'actions' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'field' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'type' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'value' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'options' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'message' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ResearchRulesQuery, ResearchRulesQueryVariables>;
export const AuditorFieldsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'AuditorFields' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'templateId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'licenceSchemeId' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'researchTemplate' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'templateId' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'fields' },
                  arguments: [
                    {
                      kind: 'Argument',
                      name: { kind: 'Name', value: 'licenceSchemeId' },
                      value: { kind: 'Variable', name: { kind: 'Name', value: 'licenceSchemeId' } },
                    },
                  ],
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'resource' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'fieldName' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<AuditorFieldsQuery, AuditorFieldsQueryVariables>;
export const NextQueueRecordIdDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'NextQueueRecordId' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'batchId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'exceptId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'nextQueueRecordId' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'batchId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'batchId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'status' },
                value: { kind: 'EnumValue', value: 'READY_FOR_RESEARCH' },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'exceptId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'exceptId' } },
              },
            ],
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<NextQueueRecordIdQuery, NextQueueRecordIdQueryVariables>;
export const WorkSearchDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'WorkSearch' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'criteria' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'WorkSearchInput' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'workSearch' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'criteria' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'criteria' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'workId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'title' } },
                { kind: 'Field', name: { kind: 'Name', value: 'type' } },
                { kind: 'Field', name: { kind: 'Name', value: 'isn' } },
                { kind: 'Field', name: { kind: 'Name', value: 'yearOfPublication' } },
                { kind: 'Field', name: { kind: 'Name', value: 'creators' } },
                { kind: 'Field', name: { kind: 'Name', value: 'publishers' } },
                { kind: 'Field', name: { kind: 'Name', value: 'score' } },
                { kind: 'Field', name: { kind: 'Name', value: 'whyMatched' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<WorkSearchQuery, WorkSearchQueryVariables>;
export const WorkDetailDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'WorkDetail' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'workId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'excludeRecordId' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'work' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'workId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'workId' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'workId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'title' } },
                { kind: 'Field', name: { kind: 'Name', value: 'type' } },
                { kind: 'Field', name: { kind: 'Name', value: 'subType' } },
                { kind: 'Field', name: { kind: 'Name', value: 'isn' } },
                { kind: 'Field', name: { kind: 'Name', value: 'yearOfPublication' } },
                { kind: 'Field', name: { kind: 'Name', value: 'edition' } },
                { kind: 'Field', name: { kind: 'Name', value: 'volume' } },
                { kind: 'Field', name: { kind: 'Name', value: 'blmStatus' } },
                { kind: 'Field', name: { kind: 'Name', value: 'paymentModel' } },
                { kind: 'Field', name: { kind: 'Name', value: 'url' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'contributors' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'sfPseudonymName' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'type' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'shares' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'sfAccountName' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'share' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'terms' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'Field', name: { kind: 'Name', value: 'sfTacName' } }],
                  },
                },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'citingRecords' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'workId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'workId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'excludeRecordId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'excludeRecordId' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'externalReferenceId' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<WorkDetailQuery, WorkDetailQueryVariables>;
export const RecipientSearchDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'RecipientSearch' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'name' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'role' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'RecipientRole' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'recipients' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'name' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'name' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'role' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'role' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'accountObjectId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'pseudonymName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'pseudonymRole' } },
                { kind: 'Field', name: { kind: 'Name', value: 'accountName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'accountProfile' } },
                { kind: 'Field', name: { kind: 'Name', value: 'accountYearOfBirth' } },
                { kind: 'Field', name: { kind: 'Name', value: 'accountYearOfDeath' } },
                { kind: 'Field', name: { kind: 'Name', value: 'accountRelationshipType' } },
                { kind: 'Field', name: { kind: 'Name', value: 'accountUltimateParentName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'accountEmail' } },
                { kind: 'Field', name: { kind: 'Name', value: 'accountMemberStatus' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<RecipientSearchQuery, RecipientSearchQueryVariables>;
export const ContributionsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'Contributions' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'criteria' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'WorkSearchInput' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'workSearch' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'criteria' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'criteria' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'workId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'type' } },
                { kind: 'Field', name: { kind: 'Name', value: 'isn' } },
                { kind: 'Field', name: { kind: 'Name', value: 'title' } },
                { kind: 'Field', name: { kind: 'Name', value: 'publishers' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ContributionsQuery, ContributionsQueryVariables>;
export const StatisticsIndividualMetricsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'StatisticsIndividualMetrics' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'researcherId' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'individualMetrics' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'researcherId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'researcherId' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'researcher' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'displayName' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'lastDays' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'date' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'researched' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'unidentifiable' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'workRequest' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'summary' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'dailyAverageDocuments' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'unidentifiablePercent' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'workRequestPercent' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'bestDay' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'date' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'researched' } },
                          ],
                        },
                      },
                      { kind: 'Field', name: { kind: 'Name', value: 'totalDocuments' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<StatisticsIndividualMetricsQuery, StatisticsIndividualMetricsQueryVariables>;
export const StatisticsCollectionBatchesDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'StatisticsCollectionBatches' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'researchCollection' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'batches' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'title' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<StatisticsCollectionBatchesQuery, StatisticsCollectionBatchesQueryVariables>;
export const StatisticsProcessOverviewDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'StatisticsProcessOverview' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'collectionId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'batchId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'targetDate' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Date' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'processOverview' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'collectionId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'collectionId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'batchId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'batchId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'targetDate' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'targetDate' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'batchId' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'info' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'researchers' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'researcherId' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'displayName' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'remaining' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'dailyAverage' } },
                            {
                              kind: 'Field',
                              name: { kind: 'Name', value: 'forecast' },
                              selectionSet: {
                                kind: 'SelectionSet',
                                selections: [
                                  { kind: 'Field', name: { kind: 'Name', value: 'remaining' } },
                                  { kind: 'Field', name: { kind: 'Name', value: 'doneOn' } },
                                  { kind: 'Field', name: { kind: 'Name', value: 'daysAfterTarget' } },
                                ],
                              },
                            },
                          ],
                        },
                      },
                      { kind: 'Field', name: { kind: 'Name', value: 'processedToday' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'dailyAverageDocuments' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'dailyDocumentTarget' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'unidentifiable' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'workRequests' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'heldbacks' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'onHold' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'uniqueRecordCount' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'doughnut' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'slices' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'category' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'count' } },
                          ],
                        },
                      },
                      { kind: 'Field', name: { kind: 'Name', value: 'totalDocuments' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'line' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'startDate' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'endDate' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'targetDate' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'totalDocuments' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'labelStep' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'points' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'date' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'researched' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'totalByDate' } },
                          ],
                        },
                      },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'forecast' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'date' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'totalByDate' } },
                          ],
                        },
                      },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'completionForecast' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'remaining' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'doneOn' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'daysAfterTarget' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<StatisticsProcessOverviewQuery, StatisticsProcessOverviewQueryVariables>;
export const StatisticsProcessedRecordsSummaryDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'StatisticsProcessedRecordsSummary' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'researcherId' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'date' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Date' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'processedRecordsSummary' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'researcherId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'researcherId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'date' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'date' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'researcherId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'researcher' } },
                { kind: 'Field', name: { kind: 'Name', value: 'date' } },
                { kind: 'Field', name: { kind: 'Name', value: 'researched' } },
                { kind: 'Field', name: { kind: 'Name', value: 'unidentifiable' } },
                { kind: 'Field', name: { kind: 'Name', value: 'workRequest' } },
                { kind: 'Field', name: { kind: 'Name', value: 'tone' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<StatisticsProcessedRecordsSummaryQuery, StatisticsProcessedRecordsSummaryQueryVariables>;
export const StatisticsResearchersDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'StatisticsResearchers' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'statisticsResearchers' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'displayName' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<StatisticsResearchersQuery, StatisticsResearchersQueryVariables>;
export const RevokeIntegratorDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'RevokeIntegrator' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'revokeIntegrator' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'message' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'integrator' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'IntegratorRow' } }],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'userErrors' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'UserErrorFields' } }],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'IntegratorRow' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Integrator' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'clientId' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'role' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'value' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'scope' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'revokedAt' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'UserErrorFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'UserError' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'field' } },
          { kind: 'Field', name: { kind: 'Name', value: 'code' } },
          { kind: 'Field', name: { kind: 'Name', value: 'message' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<RevokeIntegratorMutation, RevokeIntegratorMutationVariables>;
export const CurrentUserDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'CurrentUser' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'me' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'email' } },
                { kind: 'Field', name: { kind: 'Name', value: 'displayName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'roleId' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'role' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'value' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<CurrentUserQuery, CurrentUserQueryVariables>;
export const CreateIntegratorDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'CreateIntegrator' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'CreateIntegratorInput' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'createIntegrator' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'message' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'integrator' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'IntegratorRow' } }],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'userErrors' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'UserErrorFields' } }],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'IntegratorRow' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Integrator' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'clientId' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'role' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'value' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'scope' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'revokedAt' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'UserErrorFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'UserError' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'field' } },
          { kind: 'Field', name: { kind: 'Name', value: 'code' } },
          { kind: 'Field', name: { kind: 'Name', value: 'message' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<CreateIntegratorMutation, CreateIntegratorMutationVariables>;
export const AssignRoleDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'AssignRole' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'userId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'roleId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'assignRole' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'userId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'userId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'roleId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'roleId' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'message' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'user' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'roleId' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'role' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'value' } },
                          ],
                        },
                      },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'userErrors' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'UserErrorFields' } }],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'UserErrorFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'UserError' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'field' } },
          { kind: 'Field', name: { kind: 'Name', value: 'code' } },
          { kind: 'Field', name: { kind: 'Name', value: 'message' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<AssignRoleMutation, AssignRoleMutationVariables>;
export const UserAccessIntegratorsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'UserAccessIntegrators' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'integrators' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'IntegratorRow' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'IntegratorRow' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Integrator' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'clientId' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'role' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'value' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'scope' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'revokedAt' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<UserAccessIntegratorsQuery, UserAccessIntegratorsQueryVariables>;
export const UserAccessUsersDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'UserAccessUsers' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'users' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'email' } },
                { kind: 'Field', name: { kind: 'Name', value: 'displayName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'roleId' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'role' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'value' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<UserAccessUsersQuery, UserAccessUsersQueryVariables>;
export const UserAccessRolesDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'UserAccessRoles' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'roles' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'value' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<UserAccessRolesQuery, UserAccessRolesQueryVariables>;
export const DocumentViewDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'DocumentView' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'document' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'externalReferenceId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'documentView' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'pages' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'total' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'heldback' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'fullPdfUrl' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'list' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'label' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'heldback' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'number' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'imageUrl' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'thumbnailUrl' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'pdfUrl' } },
                          ],
                        },
                      },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'biblios' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'majorTitle' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'writeRefusal' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'Field', name: { kind: 'Name', value: 'message' } }],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<DocumentViewQuery, DocumentViewQueryVariables>;
export const RecordTagsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'RecordTags' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'recordId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'recordTags' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'recordId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'recordId' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'recordId' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'pageTags' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'ViewerPageTag' } }],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'groupTags' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'ViewerGroupTag' } }],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ViewerPageTag' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'BiblioTag' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'biblioId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'pageNumber' } },
          { kind: 'Field', name: { kind: 'Name', value: 'pageX' } },
          { kind: 'Field', name: { kind: 'Name', value: 'pageY' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ViewerGroupTag' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'GroupTag' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'biblioId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'startPage' } },
          { kind: 'Field', name: { kind: 'Name', value: 'endPage' } },
          { kind: 'Field', name: { kind: 'Name', value: 'pageX' } },
          { kind: 'Field', name: { kind: 'Name', value: 'pageY' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<RecordTagsQuery, RecordTagsQueryVariables>;
export const SaveTagDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'SaveTag' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'SaveTagInput' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'saveTag' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'message' } },
                { kind: 'Field', name: { kind: 'Name', value: 'createdBiblioId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'recordVersion' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'tag' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'ViewerPageTag' } }],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'userErrors' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'UserErrorFields' } }],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ViewerPageTag' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'BiblioTag' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'biblioId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'pageNumber' } },
          { kind: 'Field', name: { kind: 'Name', value: 'pageX' } },
          { kind: 'Field', name: { kind: 'Name', value: 'pageY' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'UserErrorFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'UserError' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'field' } },
          { kind: 'Field', name: { kind: 'Name', value: 'code' } },
          { kind: 'Field', name: { kind: 'Name', value: 'message' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<SaveTagMutation, SaveTagMutationVariables>;
export const SaveGroupTagDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'SaveGroupTag' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'SaveGroupTagInput' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'saveGroupTag' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'message' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'groupTag' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'ViewerGroupTag' } }],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'userErrors' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'UserErrorFields' } }],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ViewerGroupTag' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'GroupTag' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'biblioId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'startPage' } },
          { kind: 'Field', name: { kind: 'Name', value: 'endPage' } },
          { kind: 'Field', name: { kind: 'Name', value: 'pageX' } },
          { kind: 'Field', name: { kind: 'Name', value: 'pageY' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'UserErrorFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'UserError' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'field' } },
          { kind: 'Field', name: { kind: 'Name', value: 'code' } },
          { kind: 'Field', name: { kind: 'Name', value: 'message' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<SaveGroupTagMutation, SaveGroupTagMutationVariables>;
export const DeleteTagDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'DeleteTag' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'deleteTag' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'message' } },
                { kind: 'Field', name: { kind: 'Name', value: 'deletedId' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'userErrors' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'UserErrorFields' } }],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'UserErrorFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'UserError' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'field' } },
          { kind: 'Field', name: { kind: 'Name', value: 'code' } },
          { kind: 'Field', name: { kind: 'Name', value: 'message' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<DeleteTagMutation, DeleteTagMutationVariables>;
export const DeleteGroupTagDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'DeleteGroupTag' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'deleteGroupTag' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'message' } },
                { kind: 'Field', name: { kind: 'Name', value: 'deletedId' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'userErrors' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'UserErrorFields' } }],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'UserErrorFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'UserError' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'field' } },
          { kind: 'Field', name: { kind: 'Name', value: 'code' } },
          { kind: 'Field', name: { kind: 'Name', value: 'message' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<DeleteGroupTagMutation, DeleteGroupTagMutationVariables>;
