import { addDays, isoDate, ROLE_IDS } from '@rt/domain';
import type { Kind } from './bad-values.ts';
import type { KnownIds } from './fuzz-target.ts';

/**
 * A route of the records API with a well-formed request: its path parameters, query values and
 * body. The fuzz suite spoils one part at a time; `fields` names the body's parts by path
 * ('biblios.0.units_copied') and kind. A path parameter is an id unless `textParams` says text.
 */
export type RestRoute = {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  params?: Record<string, string>;
  textParams?: string[];
  /** Query values that are text (a name, a work id), where digits are no mistake. */
  textQuery?: string[];
  query?: Record<string, string>;
  body?: Record<string, unknown>;
  fields?: Record<string, Kind>;
};

/** The research form's body for a stored record (GET full_record), as the screen sends it back. */
export type StoredRecord = {
  version: number;
  notes: string | null;
  biblios: Array<Record<string, unknown> & { id: number }>;
  usages: Array<Record<string, unknown> & { id: number }>;
  biblio_usage: Array<{ biblio_id: number; usage_id: number; active_flag: boolean }>;
};

function recordForm(record: StoredRecord) {
  return {
    version: record.version,
    action: 'save',
    notes: record.notes,
    biblios: record.biblios.map(({ id, major_title }) => ({ id, key: String(id), major_title })),
    usages: record.usages.map(({ id, times_copied }) => ({ id, key: String(id), times_copied })),
    biblio_usage: record.biblio_usage.map((l) => ({
      biblio_key: String(l.biblio_id),
      usage_key: String(l.usage_id),
      active_flag: l.active_flag,
    })),
  };
}

const RECORD_FIELDS: Record<string, Kind> = {
  version: 'int',
  action: 'choice',
  notes: 'text',
  biblios: 'object',
  'biblios.0.id': 'id',
  'biblios.0.major_title': 'text',
  'biblios.0.units_copied': 'int',
  'biblios.0.edition': 'id',
  'biblios.0.publication_date': 'date',
  'biblios.0.publication_year': 'int',
  'biblios.0.blm': 'flag',
  'biblios.0.payment_model': 'choice',
  'usages.0.times_copied': 'int',
  'usages.0.event_date': 'date',
  'usages.0.payment_amount': 'money',
  'biblio_usage.0.active_flag': 'flag',
  biblio_usage: 'object',
};

const COLLECTION_FIELDS: Record<string, Kind> = {
  collection_title: 'text',
  licence_scheme_id: 'id',
  research_template_id: 'id',
  target_complete_date: 'date',
  status: 'choice',
};

const BATCH_FIELDS: Record<string, Kind> = {
  research_collection_id: 'id',
  period: 'choice',
  period_number: 'text',
  date_from: 'date',
  date_to: 'date',
  status: 'choice',
  target_complete_date: 'date',
};

export function restRoutes(ids: KnownIds, record: StoredRecord): RestRoute[] {
  const collection = {
    collection_title: 'Fuzzed collection',
    licence_scheme_id: 1,
    research_template_id: ids.template,
    target_complete_date: '2027-06-30',
    status: 'show',
  };
  const batch = {
    research_collection_id: ids.collection,
    period: 'Quarter',
    period_number: 'Fuzz 1',
    date_from: '2027-01-01',
    date_to: '2027-03-31',
    status: 'unlocked',
    target_complete_date: null,
  };
  const newRecord = {
    batch_id: ids.batch,
    biblios: [{ key: 'b', major_title: 'Fuzzed' }],
    usages: [{ key: 'u' }],
    biblio_usage: [{ biblio_key: 'b', usage_key: 'u', active_flag: true }],
  };
  return [
    {
      method: 'POST',
      path: '/login',
      body: { test_email: 'it@example.org' },
      fields: { test_email: 'text', id_token: 'text' },
    },
    { method: 'GET', path: '/user/:id', params: { id: String(ids.user) } },
    {
      method: 'PUT',
      path: '/user/:id',
      params: { id: String(ids.user) },
      body: { role_id: ROLE_IDS.Coordinator },
      fields: { role_id: 'id' },
    },
    { method: 'GET', path: '/research_template_fields/research_template/:id', params: { id: String(ids.template) } },
    { method: 'GET', path: '/rule/research_template/:id', params: { id: String(ids.template) } },
    { method: 'GET', path: '/research_collection', query: { collection_status: 'show' } },
    {
      method: 'POST',
      path: '/research_collection/search',
      body: { search_term: 'Survey' },
      fields: { search_term: 'text' },
    },
    { method: 'GET', path: '/research_collection/:id', params: { id: String(ids.collection) } },
    { method: 'GET', path: '/research_collection/:id/batch', params: { id: String(ids.collection) } },
    { method: 'POST', path: '/research_collection', body: collection, fields: COLLECTION_FIELDS },
    {
      method: 'PUT',
      path: '/research_collection/:id',
      params: { id: String(ids.collection) },
      body: collection,
      fields: COLLECTION_FIELDS,
    },
    { method: 'DELETE', path: '/research_collection/:id', params: { id: String(ids.collection) } },
    { method: 'GET', path: '/batch/:id', params: { id: String(ids.batch) } },
    {
      method: 'GET',
      path: '/document_detail/page',
      query: { batch_id: String(ids.batch), first: '10', updated_since: '2020-01-01T00:00:00Z' },
    },
    { method: 'GET', path: '/document_detail/page/count', query: { batch_id: String(ids.batch), status: 'on_hold' } },
    { method: 'GET', path: '/batch/page', query: { research_collection_id: String(ids.collection), last: '5' } },
    { method: 'GET', path: '/research_collection/page', query: { status: 'show', first: '5' } },
    { method: 'POST', path: '/batch', body: batch, fields: BATCH_FIELDS },
    { method: 'PUT', path: '/batch/:id', params: { id: String(ids.batch) }, body: batch, fields: BATCH_FIELDS },
    { method: 'DELETE', path: '/batch/:id', params: { id: String(ids.batch) } },
    {
      method: 'PUT',
      path: '/location/edit_location/:id',
      params: { id: String(ids.location) },
      body: { institute: 'Fuzz Institute', department_id: 'D1', location_name: 'Fuzz', aou: 1, machine_id: 3 },
      fields: {
        institute: 'text',
        department_id: 'text',
        location_name: 'text',
        machine_id: 'int',
        school_type: 'text',
        sector: 'text',
        state: 'text',
      },
    },
    { method: 'GET', path: '/location/fetch_location/:id', params: { id: String(ids.location) } },
    { method: 'GET', path: '/location/:batchId', params: { batchId: String(ids.batch) } },
    {
      method: 'POST',
      path: '/document_detail/full_record/null',
      body: newRecord,
      fields: {
        batch_id: 'id',
        source_file_path: 'text',
        biblios: 'object',
        'biblios.0.major_title': 'text',
        'usages.0.times_copied': 'int',
      },
    },
    {
      method: 'PUT',
      path: '/document_detail/full_record/:id',
      params: { id: String(ids.document) },
      body: recordForm(record),
      fields: RECORD_FIELDS,
    },
    {
      method: 'DELETE',
      path: '/biblio/delete_biblio/:id',
      params: { id: String(ids.biblio) },
      query: { document_id: String(ids.document + 1) },
    },
    {
      method: 'DELETE',
      path: '/usage/delete_usage/:id',
      params: { id: String(ids.usage) },
      query: { document_id: String(ids.document + 1), biblio_id: String(ids.biblio) },
    },
    {
      method: 'POST',
      path: '/document_detail/find_records',
      body: { criteria: 'Title' },
      fields: { criteria: 'text' },
    },
    {
      method: 'POST',
      path: '/document_detail/find_records/count',
      body: { criteria: 'Title' },
      fields: { criteria: 'text' },
    },
    { method: 'GET', path: '/document_detail/full_record/:id', params: { id: String(ids.document) } },
    { method: 'GET', path: '/document_detail/history/:id', params: { id: String(ids.document) } },
    { method: 'GET', path: '/document_detail/document_view/:id', params: { id: String(ids.document) } },
    { method: 'GET', path: '/biblio_tag/:documentId', params: { documentId: String(ids.document) } },
    {
      method: 'POST',
      path: '/biblio_tag/:documentId',
      params: { documentId: String(ids.document) },
      body: { biblio_id: ids.biblio, page_number: 1, page_x: 0.5, page_y: 0.5, document_id: ids.document },
      fields: { biblio_id: 'id', page_number: 'int', page_x: 'money', page_y: 'money', document_id: 'id' },
    },
    {
      method: 'POST',
      path: '/biblio_tag/save_group_tag/:documentId',
      params: { documentId: String(ids.document) },
      body: { biblio_id: ids.biblio, start_page: 1, end_page: 1, page_x: 0.5, page_y: 0.5 },
      fields: { biblio_id: 'id', start_page: 'int', end_page: 'int', page_x: 'money', page_y: 'money' },
    },
    { method: 'DELETE', path: '/biblio_tag/delete_tag/:id', params: { id: '2147483647' } },
    { method: 'DELETE', path: '/biblio_tag/delete_group_tag/:id', params: { id: '2147483647' } },
    {
      method: 'GET',
      path: '/files/documents/:name',
      params: { name: `${ids.document}_1.jpeg` },
      textParams: ['name'],
    },
    { method: 'GET', path: '/files/source/:name', params: { name: `${ids.document}.pdf` }, textParams: ['name'] },
    { method: 'GET', path: '/document_detail/recent_records/:userId', params: { userId: String(ids.user) } },
    {
      method: 'GET',
      path: '/document_detail/documents/:workId',
      params: { workId: ids.work },
      textParams: ['workId'],
      query: { exclude: String(ids.document) },
    },
    {
      method: 'POST',
      path: '/document_detail/checkSourceFileLink',
      body: { params: { source_file_link: 'sources/none.pdf' } },
      fields: { params: 'object', 'params.source_file_link': 'text' },
    },
    { method: 'GET', path: '/wrs/work_detail', query: { work_id: ids.work }, textQuery: ['work_id'] },
    {
      method: 'POST',
      path: '/wrs/research_lookup',
      body: { title: 'history of art', limit: 10 },
      fields: {
        isn: 'text',
        title: 'text',
        creator: 'text',
        publisher: 'text',
        year: 'int',
        limit: 'int',
        workType: 'text',
      },
    },
    {
      method: 'GET',
      path: '/mis/search_recipients',
      query: { pseudonymName: 'smith', pseudonymRole: 'Creator', limit: '10' },
      textQuery: ['pseudonymName'],
    },
    { method: 'GET', path: '/batch_user', query: { batch_ids: String(ids.batch) } },
    {
      method: 'GET',
      path: '/statistics/process_overview',
      query: {
        collection_id: String(ids.batchCollection),
        batch_id: String(ids.batch),
        target_date: addDays(isoDate(), 30),
      },
    },
    { method: 'GET', path: '/statistics/individual_process', query: { researcher_id: String(ids.user) } },
    {
      method: 'GET',
      path: '/statistics/processed_records_summary',
      query: { researcher_id: String(ids.user), selected_date: isoDate() },
    },
    {
      method: 'POST',
      path: '/batch_user',
      body: { batch_ids: [ids.batch], batch_user_roles: [{ user_id: ids.user }] },
      fields: { batch_ids: 'ids', batch_user_roles: 'object', 'batch_user_roles.0.user_id': 'id' },
    },
    { method: 'DELETE', path: '/batch_user/:id', params: { id: String(ids.assignment) } },
    {
      method: 'GET',
      path: '/research_queue/:status',
      params: { status: 'ready_for_research' },
      textParams: ['status'],
      query: { batch: String(ids.batch) },
    },
    {
      method: 'POST',
      path: '/partial_record/query',
      body: {
        query: {
          filters: [{ resource: 'biblio', field: 'publisher', op: 'contains', value: 'Press' }],
          columns: [{ resource: 'biblio', field: 'major_title' }],
        },
        batch_id: [ids.batch],
      },
      fields: { batch_id: 'ids', 'query.filters.0.value': 'text', 'query.columns': 'list' },
    },
    {
      method: 'POST',
      path: '/partial_record/export',
      body: {
        query: {
          filters: [{ resource: 'biblio', field: 'publisher', op: 'begins_with', value: 'Press' }],
          columns: [{ resource: 'usage', field: 'copy_type' }],
        },
        research_collection_id: [ids.collection],
      },
      fields: { research_collection_id: 'ids', 'query.filters.0.value': 'text', 'query.columns': 'list' },
    },
    {
      method: 'POST',
      path: '/partial_record/record_ids',
      body: {
        query: { filters: [{ resource: 'biblio', field: 'publisher', op: 'contains', value: 'Press' }], columns: [] },
        research_collection_id: [ids.collection],
      },
      fields: { research_collection_id: 'ids', 'query.filters.0.value': 'text', query: 'object' },
    },
    {
      method: 'POST',
      path: '/bulk_edit/save_query',
      body: { query_title: 'Fuzz Query', query: { filters: [], columns: [] }, batch_id: [ids.batch] },
      fields: { query_title: 'text', batch_id: 'ids', query: 'object' },
    },
    { method: 'GET', path: '/bulk_edit/load_query', query: { id: '2147483647' } },
    {
      method: 'POST',
      path: '/bulk_edit/delete_query',
      body: { id: 2147483647 },
      fields: { id: 'id' },
    },
    {
      method: 'POST',
      path: '/bulk_edit/update_records',
      body: {
        selected_ids: [ids.document],
        update_fields: [{ resource: 'biblio', field: 'publisher', value: 'Fuzz Press' }],
        batch_id: ids.batch,
        dry_run: true,
        query: { filters: [{ resource: 'biblio', field: 'publisher', op: 'contains', value: 'Press' }], columns: [] },
      },
      fields: {
        selected_ids: 'ids',
        update_fields: 'object',
        'update_fields.0.value': 'text',
        batch_id: 'id',
        dry_run: 'flag',
        query: 'object',
        'query.filters.0.value': 'text',
        bulk_change_id: 'id',
      },
    },
    {
      method: 'POST',
      path: '/bulk_edit/update_records',
      body: {
        selected_ids: [ids.document],
        link: { work: { workId: 'W-FUZZ', title: 'Fuzz Work', type: 'Book', contributors: [] } },
        dry_run: true,
      },
      fields: { link: 'object', 'link.work.title': 'text', 'link.work.contributors': 'list' },
    },
    {
      method: 'POST',
      path: '/bulk_edit/undo',
      body: { bulk_change_id: 2147483647 },
      fields: { bulk_change_id: 'id' },
    },
  ];
}
