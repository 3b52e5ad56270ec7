import type { ColumnType, Generated } from 'kysely';
import type { LookupTable } from './lookup-tables.ts';

/** Text 'yyyy-MM-dd' on read and write (see TYPE_PARSERS in connect.ts). */
type DateText = string;
/** ISO-8601 instant on read; defaults to now() on insert. */
type Instant = ColumnType<string, string | undefined, string>;
type Defaulted<T> = ColumnType<T, T | undefined, T>;

export interface RoleTable {
  id: number;
  value: string;
}

export interface UserTable {
  id: Generated<number>;
  email: string;
  display_name: string;
  role_id: number | null;
  subject: string | null;
  created_at: Instant;
  updated_at: Instant;
}

export interface LicenceSchemeTable {
  id: Generated<number>;
  value: string;
}

export interface ResearchTemplateTable {
  id: Generated<number>;
  template_name: string;
}

export interface ResearchTemplateFieldTable {
  id: Generated<number>;
  research_template_id: number;
  resource: 'document_detail' | 'biblio' | 'usage';
  field_name: string;
  label: string;
  sort_order: Defaulted<number>;
}

export interface ResearchRuleTable {
  id: Generated<number>;
  research_template_id: number;
  name: string;
  sort_order: Defaulted<number>;
}

export type RuleOperator =
  | 'equals'
  | 'not_equals'
  | 'in'
  | 'not_in'
  | 'begins_with'
  | 'not_begins_with'
  | 'contains'
  | 'regex'
  | 'greater_than'
  | 'less_than'
  | 'greater_or_equal'
  | 'less_or_equal'
  | 'is_empty'
  | 'is_not_empty';

export type RuleActionType = 'set' | 'set_disable' | 'restrict' | 'disable' | 'warn' | 'error';

export interface ResearchRuleConditionTable {
  id: Generated<number>;
  rule_id: number;
  field: string;
  operator: RuleOperator;
  value: string | null;
}

export interface ResearchRuleActionTable {
  id: Generated<number>;
  rule_id: number;
  field: string;
  type: RuleActionType;
  value: string | null;
  options: number[] | null;
  message: string | null;
}

export interface LookupValueTable {
  id: number;
  value: string;
  sort_order: Defaulted<number>;
  active: Defaulted<boolean>;
}

export interface AouTable {
  id: number;
  value: string;
}

export interface ResearchCollectionTable {
  id: Generated<number>;
  collection_title: string;
  licence_scheme_id: number;
  research_template_id: number;
  target_complete_date: DateText | null;
  status: 'show' | 'hide' | null;
  created_at: Instant;
  updated_at: Instant;
}

export interface BatchTable {
  id: Generated<number>;
  research_collection_id: number;
  period: string;
  period_number: string;
  title: ColumnType<string, never, never>;
  date_from: DateText;
  date_to: DateText;
  status: Defaulted<'locked' | 'unlocked'>;
  target_complete_date: DateText | null;
  created_at: Instant;
  updated_at: Instant;
}

export interface LocationTable {
  id: Generated<number>;
  batch_id: number;
  institute: string | null;
  department_id: string | null;
  location_name: string | null;
  aou: string | null;
  machine_id: number | null;
  school_type: string | null;
  sector: string | null;
  state: string | null;
}

export type DocumentStatusValue = 'imported' | 'on_hold' | 'researched' | 'ready_for_research';

export interface DocumentDetailTable {
  id: Generated<number>;
  external_reference_id: string;
  batch_id: number;
  location_id: number | null;
  status: Defaulted<DocumentStatusValue>;
  assigned_user_id: number | null;
  researched_by: number | null;
  researched_at: string | null;
  coursepack: Defaulted<boolean>;
  powerpoint: Defaulted<boolean>;
  heldback: Defaulted<boolean>;
  file_name: string | null;
  file_path: string | null;
  source_file_name: string | null;
  source_file_path: string | null;
  original_file_name: string | null;
  original_file_path: string | null;
  total_pages: number | null;
  total_heldback_pages: Defaulted<number>;
  notes: string | null;
  other_information: string | null;
  etl_file_id: string | null;
  etl_key: string | null;
  is_tagged: Defaulted<boolean>;
  document_view: Defaulted<boolean>;
  version: ColumnType<number, number | undefined, never>;
  created_at: Instant;
  updated_at: Instant;
  updated_by: number | null;
}

export interface BiblioTable {
  id: Generated<number>;
  document_detail_id: number;
  active_flag: Defaulted<boolean>;
  major_title: string | null;
  minor_title: string | null;
  isn: string | null;
  issue_name: string | null;
  issue_number: string | null;
  volume: string | null;
  edition: number | null;
  chapter_numbers: string | null;
  page_numbers: string | null;
  publication_year: number | null;
  publication_date: DateText | null;
  publisher: string | null;
  work_creator: string | null;
  source_creators: string | null;
  url: string | null;
  notes: string | null;
  units_copied: Defaulted<number>;
  major_material_type: number | null;
  minor_material_type: number | null;
  work_sub_type: number | null;
  terms_conditions: number | null;
  exclusion_condition: number | null;
  blm: Defaulted<boolean>;
  blm_status: 'BLM' | 'No' | 'BLM Partial' | null;
  payment_model: string | null;
  work_id: string | null;
  work_status: string | null;
  recipient: string | null;
  recipient_id: string | null;
  parent_recipient_id: string | null;
  parent_recipient_name: string | null;
  matched_by: string | null;
  artistic_works: Defaulted<boolean>;
  distribution_only: Defaulted<boolean>;
  internet: Defaulted<boolean>;
  unidentifiable: Defaulted<boolean>;
  new_work_request: Defaulted<boolean>;
  should_request_new_work: Defaulted<boolean>;
}

export interface UsageTable {
  id: Generated<number>;
  document_detail_id: number;
  active_flag: Defaulted<boolean>;
  copy_type: number | null;
  copied_for: number | null;
  event_date: DateText | null;
  times_copied: number | null;
  aaa_flag: Defaulted<boolean>;
  amcos_flag: Defaulted<boolean>;
  payment_amount: number | null;
  payment_amount_overseas: number | null;
  commission_amount: number | null;
  converted_amount: number | null;
  exchange_rate: number | null;
  transaction_currency: string | null;
  wht_amount: number | null;
  wht_percentage: number | null;
}

export interface BiblioUsageTable {
  document_detail_id: number;
  biblio_id: number;
  usage_id: number;
  active_flag: Defaulted<boolean>;
}

export interface BiblioTagTable {
  id: Generated<number>;
  biblio_id: number;
  document_detail_id: number;
  page_number: number;
  page_x: Defaulted<number>;
  page_y: Defaulted<number>;
  page_tagged_flag: Defaulted<boolean>;
}

export interface GroupTagTable {
  id: Generated<number>;
  biblio_id: number;
  document_detail_id: number;
  start_page: number;
  end_page: number;
  page_x: Defaulted<number>;
  page_y: Defaulted<number>;
  page_tagged_flag: Defaulted<boolean>;
}

export interface BatchUserTable {
  id: Generated<number>;
  batch_id: number;
  user_id: number;
  created_at: Instant;
}

type Json = ColumnType<unknown, string, string>;

export interface SavedQueryTable {
  id: Generated<number>;
  settings_name: string;
  query_title: string;
  query: Json;
  batch_id: number | null;
  filter_settings: ColumnType<unknown, string | undefined, string>;
  column_settings: ColumnType<unknown, string | undefined, string>;
  created_by: number;
  created_at: Instant;
  updated_at: Instant;
  updated_by: number | null;
}

export interface BulkChangeTable {
  id: Generated<number>;
  user_id: number;
  created_at: Instant;
  batch_id: number | null;
  fields: ColumnType<unknown, string, string>;
  query: ColumnType<unknown, string | null, string | null>;
  records: Generated<number>;
  undone_at: ColumnType<string | null, string | null | undefined, string | null>;
  undone_by: number | null;
}

export interface RecipientTable {
  id: Generated<number>;
  account_object_id: string;
  pseudonym_name: string;
  pseudonym_role: 'Creator' | 'Publisher';
  account_name: string;
  account_profile: string | null;
  account_year_of_birth: number | null;
  account_year_of_death: number | null;
  account_relationship_type: string | null;
  account_ultimate_parent_name: string | null;
  account_email: string | null;
  account_member_status: string | null;
}

export interface WorkTable {
  id: Generated<number>;
  work_uid: string;
  title: string;
  type: string;
  sub_type: string | null;
  isn: string | null;
  year_of_publication: number | null;
  edition: string | null;
  volume: string | null;
  blm_status: 'BLM' | 'No' | 'BLM Partial' | null;
  payment_model: string | null;
  url: string | null;
  sf_rightsholder: string | null;
  sf_rightsholder_account_id: string | null;
}

export interface WorkContributorTable {
  id: Generated<number>;
  work_id: number;
  recipient_id: number | null;
  sf_pseudonym_name: string;
  sf_pseudonym_type: string | null;
  type: string;
  pseudonym_name: string | null;
}

export interface WorkShareTable {
  id: Generated<number>;
  work_id: number;
  recipient_id: number | null;
  sf_account_name: string;
  share: number;
}

export interface WorkTermTable {
  id: Generated<number>;
  work_id: number;
  sf_tac_name: string;
}

export interface AuditLogTable {
  id: Generated<number>;
  occurred_at: Instant;
  actor_user_id: number | null;
  actor_email: string | null;
  action: 'create' | 'update' | 'delete';
  entity: string;
  entity_id: string;
  before: ColumnType<unknown, string | null, never>;
  after: ColumnType<unknown, string | null, never>;
}

export interface SessionTable {
  /** SHA-256 (hex) of the session id; the id itself is only ever in the cookie. */
  id_hash: string;
  user_id: number;
  created_at: Instant;
  last_seen_at: Instant;
  /** The absolute end, set at sign-in. */
  expires_at: string;
  /** Kept for the provider's end-session call at logout. */
  id_token: string | null;
}

export type Database = {
  roles: RoleTable;
  users: UserTable;
  licence_schemes: LicenceSchemeTable;
  research_templates: ResearchTemplateTable;
  research_template_fields: ResearchTemplateFieldTable;
  research_rules: ResearchRuleTable;
  research_rule_conditions: ResearchRuleConditionTable;
  research_rule_actions: ResearchRuleActionTable;
  aou_list: AouTable;
  research_collections: ResearchCollectionTable;
  batches: BatchTable;
  locations: LocationTable;
  document_details: DocumentDetailTable;
  biblios: BiblioTable;
  usages: UsageTable;
  biblio_usages: BiblioUsageTable;
  biblio_tags: BiblioTagTable;
  group_tags: GroupTagTable;
  batch_users: BatchUserTable;
  saved_queries: SavedQueryTable;
  bulk_changes: BulkChangeTable;
  recipients: RecipientTable;
  works: WorkTable;
  work_contributors: WorkContributorTable;
  work_shares: WorkShareTable;
  work_terms: WorkTermTable;
  audit_log: AuditLogTable;
  sessions: SessionTable;
} & Record<LookupTable, LookupValueTable>;
