// Over 400 lines: most of it is the table of every route with the roles that may call it, which reads best
// whole.
import { describe, it, expect, beforeAll, afterAll, vi, type MockInstance } from 'vitest';
import type { Express } from 'express';
import { can, ROLE_IDS, type Operation, type RoleName } from '@rt/domain';
import { createApiApp } from '../src/app.ts';
import { PARSES_INPUT } from '../src/http/route.ts';
import { authOptions, loadApiConfig } from '../src/config.ts';
import { LOOKUP_TABLES } from '../src/db/lookup-tables.ts';
import { startTestApi, type TestApi } from '../src/testing/harness.ts';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { insertBatch, insertCollection, insertDocument, insertUser, nextSequence } from '../src/seed/factories.ts';
import { loadFullRecord } from '../src/modules/research/load-full-record.ts';
import { callApi } from './call-api.ts';
import { signIn } from './sign-in.ts';
import { countRows } from './count-rows.ts';
import { folderStore } from '../src/files/folder-store.ts';

/**
 * Every route of the API with the operation it needs; `path` has valid ids filled in by `ids`.
 * An allowed write must succeed every time it is called: creates send a new title or period each
 * call, edits send the values already stored, deletes are given a new row each call.
 */
type RouteCase = {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  route: string;
  operation: Operation;
  /** `who` is the caller, for a route that answers only a caller's own rows. */
  path: (ids: Ids, who: RoleName | 'anonymous') => string | Promise<string>;
  body?: (ids: Ids) => unknown | Promise<unknown>;
};
type Ids = {
  document: number;
  /** A biblio of `document`, for its tags. */
  biblio: number;
  collection: number;
  batch: number;
  location: number;
  template: number;
  user: number;
  work: string;
  /** A record at `location`, for its own location. */
  locatedDocument: number;
  /** An unlocked batch without records, for assignments. */
  openBatch: number;
  /** The stored values of `collection`, `batch` and `location` as their edit forms send them. */
  collectionForm: Record<string, unknown>;
  batchForm: Record<string, unknown>;
  locationForm: Record<string, unknown>;
};

/** A file of the test API's file store, for the source file check. */
const STORED_SOURCE = 'sources/matrix/scan-0001.pdf';

/** A new integrator, for the routes that change one. */
const newIntegrator = async () =>
  (
    await insertUser(api.db, {
      subject: `matrix-${nextSequence()}`,
      role_id: ROLE_IDS.Coordinator,
      integrator_scope: 'read',
    })
  ).id;

const ROUTES: RouteCase[] = [
  { method: 'GET', route: '/user/current', operation: 'user:read-self', path: () => '/user/current' },
  { method: 'GET', route: '/user', operation: 'user:read', path: () => '/user' },
  { method: 'GET', route: '/user/:id', operation: 'user:read', path: (ids) => `/user/${ids.user}` },
  // Sets the user to the role they already have, so allowed calls change nothing.
  {
    method: 'PUT',
    route: '/user/:id',
    operation: 'user:assign-role',
    path: (ids) => `/user/${ids.user}`,
    body: () => ({ role_id: ROLE_IDS.Researcher }),
  },
  { method: 'GET', route: '/role', operation: 'role:read', path: () => '/role' },
  { method: 'GET', route: '/integrator', operation: 'integrator:read', path: () => '/integrator' },
  {
    method: 'POST',
    route: '/integrator',
    operation: 'integrator:write',
    path: () => '/integrator',
    body: () => ({ name: 'Matrix Integrator', client_id: `matrix-${nextSequence()}`, role_id: 2, scope: 'read' }),
  },
  // Sets the scope it already has, so allowed calls change nothing.
  {
    method: 'PUT',
    route: '/integrator/:id',
    operation: 'integrator:write',
    path: async () => `/integrator/${await newIntegrator()}`,
    body: () => ({ scope: 'read' }),
  },
  {
    method: 'POST',
    route: '/integrator/:id/revoke',
    operation: 'integrator:write',
    path: async () => `/integrator/${await newIntegrator()}/revoke`,
  },
  ...LOOKUP_TABLES.map((table): RouteCase => ({
    method: 'GET',
    route: `/${table}`,
    operation: 'lookup:read',
    path: () => `/${table}`,
  })),
  { method: 'GET', route: '/licence_scheme', operation: 'lookup:read', path: () => '/licence_scheme' },
  { method: 'GET', route: '/research_template', operation: 'lookup:read', path: () => '/research_template' },
  {
    method: 'GET',
    route: '/research_template_fields/research_template/:id',
    operation: 'lookup:read',
    path: (ids) => `/research_template_fields/research_template/${ids.template}`,
  },
  {
    method: 'GET',
    route: '/rule/research_template/:id',
    operation: 'lookup:read',
    path: (ids) => `/rule/research_template/${ids.template}`,
  },
  { method: 'GET', route: '/location/aou_list', operation: 'location:read', path: () => '/location/aou_list' },
  { method: 'GET', route: '/research_collection', operation: 'collection:read', path: () => '/research_collection' },
  {
    method: 'POST',
    route: '/research_collection/search',
    operation: 'collection:read',
    path: () => '/research_collection/search',
    body: () => ({ search_term: 'a' }),
  },
  {
    method: 'GET',
    route: '/research_collection/:id',
    operation: 'collection:read',
    path: (ids) => `/research_collection/${ids.collection}`,
  },
  {
    method: 'GET',
    route: '/research_collection/:id/batch',
    operation: 'collection:read',
    path: (ids) => `/research_collection/${ids.collection}/batch`,
  },
  { method: 'GET', route: '/batch', operation: 'collection:read', path: () => '/batch' },
  { method: 'GET', route: '/batch/:id', operation: 'collection:read', path: (ids) => `/batch/${ids.batch}` },
  // The keyset-paged lists (docs/decisions/075) and their counts.
  ...(
    [
      ['/document_detail/page', 'record:read'],
      ['/document_detail/page/count', 'record:read'],
      ['/research_collection/page', 'collection:read'],
      ['/research_collection/page/count', 'collection:read'],
      ['/batch/page', 'collection:read'],
      ['/batch/page/count', 'collection:read'],
    ] as const
  ).map(([route, operation]): RouteCase => ({ method: 'GET', route, operation, path: () => `${route}?first=1` })),
  ...['/document_detail/history/:id/page', '/document_detail/history/:id/page/count'].map((route): RouteCase => ({
    method: 'GET',
    route,
    operation: 'record:read',
    path: (ids) => route.replace(':id', String(ids.document)),
  })),
  {
    method: 'GET',
    route: '/location/fetch_location/:id',
    operation: 'location:read',
    path: (ids) => `/location/fetch_location/${ids.location}`,
  },
  { method: 'GET', route: '/location/:batchId', operation: 'location:read', path: (ids) => `/location/${ids.batch}` },
  {
    method: 'GET',
    route: '/document_detail/full_record/:id',
    operation: 'record:read',
    path: (ids) => `/document_detail/full_record/${ids.document}`,
  },
  {
    method: 'GET',
    route: '/document_detail/history/:id',
    operation: 'record:read',
    path: (ids) => `/document_detail/history/${ids.document}`,
  },
  {
    method: 'GET',
    route: '/document_detail/document_view/:id',
    operation: 'record:read',
    path: (ids) => `/document_detail/document_view/${ids.document}`,
  },
  {
    method: 'GET',
    route: '/document_detail/recent_records/:userId',
    operation: 'record:find',
    // The caller's own: another user's is asserted below.
    path: async (_ids, who) => `/document_detail/recent_records/${await userIdOf(who)}`,
  },
  {
    method: 'GET',
    route: '/document_detail/documents/:workId',
    operation: 'record:find',
    path: (ids) => `/document_detail/documents/${encodeURIComponent(ids.work)}`,
  },
  {
    method: 'GET',
    route: '/research_queue/queue_summary',
    operation: 'queue:read',
    path: () => '/research_queue/queue_summary',
  },
  {
    method: 'GET',
    route: '/research_queue/:status',
    operation: 'queue:read',
    path: () => '/research_queue/ready_for_research',
  },
  // The research form's writes: the record sent back as stored (a save that changes nothing but the
  // version), a new manual record, and items of a new record that may be deleted.
  {
    method: 'PUT',
    route: '/document_detail/full_record/:id',
    operation: 'record:write',
    path: (ids) => `/document_detail/full_record/${ids.document}`,
    body: async (ids) => {
      const record = (await loadFullRecord(api.db, ids.document))!;
      return {
        version: record.version,
        action: 'save',
        biblios: record.biblios.map((b) => ({ id: b.id, key: String(b.id) })),
        usages: record.usages.map((u) => ({ id: u.id, key: String(u.id) })),
        biblio_usage: record.biblio_usage.map((l) => ({
          biblio_key: String(l.biblio_id),
          usage_key: String(l.usage_id),
          active_flag: l.active_flag,
        })),
      };
    },
  },
  {
    method: 'POST',
    route: '/document_detail/full_record/null',
    operation: 'record:create',
    path: () => '/document_detail/full_record/null',
    // Records assigned to their author: the assignment routes' dealing of openBatch leaves them be.
    body: (ids) => ({
      batch_id: ids.openBatch,
      biblios: [{ key: 'b' }],
      usages: [{ key: 'u' }],
      biblio_usage: [{ biblio_key: 'b', usage_key: 'u', active_flag: true }],
    }),
  },
  {
    method: 'DELETE',
    route: '/biblio/delete_biblio/:id',
    operation: 'record:write',
    path: async () => {
      const { biblios } = await insertDocument(api.db, {
        assigned_user_id: researcherId,
        biblios: 2,
        usages: 1,
        links: [
          { biblio: 0, usage: 0 },
          { biblio: 1, usage: 0 },
        ],
      });
      return `/biblio/delete_biblio/${biblios[1].id}`;
    },
  },
  {
    method: 'DELETE',
    route: '/usage/delete_usage/:id',
    operation: 'record:write',
    path: async () => {
      const { usages } = await insertDocument(api.db, {
        assigned_user_id: researcherId,
        biblios: 1,
        usages: 2,
        links: [
          { biblio: 0, usage: 0 },
          { biblio: 0, usage: 1 },
        ],
      });
      return `/usage/delete_usage/${usages[1].id}`;
    },
  },
  {
    method: 'POST',
    route: '/document_detail/find_records',
    operation: 'record:find',
    path: () => '/document_detail/find_records',
    body: () => ({ criteria: 'a' }),
  },
  {
    method: 'POST',
    route: '/document_detail/find_records/count',
    operation: 'record:find',
    path: () => '/document_detail/find_records/count',
    body: () => ({ criteria: 'title' }),
  },
  {
    method: 'POST',
    route: '/document_detail/checkSourceFileLink',
    operation: 'record:create',
    path: () => '/document_detail/checkSourceFileLink',
    body: () => ({ params: { source_file_link: STORED_SOURCE } }),
  },
  {
    method: 'GET',
    route: '/biblio_tag/:documentId',
    operation: 'record:read',
    path: (ids) => `/biblio_tag/${ids.document}`,
  },
  {
    method: 'POST',
    route: '/biblio_tag/:documentId',
    operation: 'record:write',
    path: (ids) => `/biblio_tag/${ids.document}`,
    body: (ids) => ({ biblio_id: ids.biblio, page_number: 2, page_x: 0.5, page_y: 0.25 }),
  },
  {
    method: 'POST',
    route: '/biblio_tag/save_group_tag/:documentId',
    operation: 'record:write',
    path: (ids) => `/biblio_tag/save_group_tag/${ids.document}`,
    body: (ids) => ({ biblio_id: ids.biblio, start_page: 2, end_page: 4 }),
  },
  {
    method: 'DELETE',
    route: '/biblio_tag/delete_tag/:id',
    operation: 'record:write',
    path: async (ids) => {
      const tag = await api.db
        .insertInto('biblio_tags')
        .values({ biblio_id: ids.biblio, document_detail_id: ids.document, page_number: 1 })
        .returning('id')
        .executeTakeFirstOrThrow();
      return `/biblio_tag/delete_tag/${tag.id}`;
    },
  },
  {
    method: 'DELETE',
    route: '/biblio_tag/delete_group_tag/:id',
    operation: 'record:write',
    path: async (ids) => {
      const tag = await api.db
        .insertInto('group_tags')
        .values({ biblio_id: ids.biblio, document_detail_id: ids.document, start_page: 1, end_page: 2 })
        .returning('id')
        .executeTakeFirstOrThrow();
      return `/biblio_tag/delete_group_tag/${tag.id}`;
    },
  },
  {
    method: 'GET',
    route: '/files/documents/:name',
    operation: 'record:read',
    path: (ids) => `/files/documents/${ids.document}_1.jpeg`,
  },
  {
    method: 'GET',
    route: '/files/source/:name',
    operation: 'record:read',
    path: (ids) => `/files/source/${ids.document}.pdf`,
  },
  {
    method: 'POST',
    route: '/research_collection',
    operation: 'collection:write',
    path: () => '/research_collection',
    body: (ids) => ({ ...ids.collectionForm, collection_title: `Matrix Collection ${nextSequence()}` }),
  },
  {
    method: 'PUT',
    route: '/research_collection/:id',
    operation: 'collection:write',
    path: (ids) => `/research_collection/${ids.collection}`,
    body: (ids) => ids.collectionForm,
  },
  {
    method: 'DELETE',
    route: '/research_collection/:id',
    operation: 'collection:write',
    path: async () => `/research_collection/${(await insertCollection(api.db)).id}`,
  },
  {
    method: 'POST',
    route: '/batch',
    operation: 'collection:write',
    path: () => '/batch',
    body: (ids) => ({ ...ids.batchForm, period_number: `M${nextSequence()}` }),
  },
  {
    method: 'PUT',
    route: '/batch/:id',
    operation: 'collection:write',
    path: (ids) => `/batch/${ids.batch}`,
    body: (ids) => ids.batchForm,
  },
  {
    method: 'DELETE',
    route: '/batch/:id',
    operation: 'collection:write',
    path: async (ids) => `/batch/${(await insertBatch(api.db, { research_collection_id: ids.collection })).id}`,
  },
  {
    method: 'PUT',
    route: '/location/edit_location/:id',
    operation: 'collection:write',
    path: (ids) => `/location/edit_location/${ids.location}`,
    body: (ids) => ids.locationForm,
  },
  {
    method: 'GET',
    route: '/batch_user',
    operation: 'assignment:read',
    path: (ids) => `/batch_user?batch_ids=${ids.openBatch}`,
  },
  {
    method: 'POST',
    route: '/batch_user',
    operation: 'assignment:write',
    path: () => '/batch_user',
    body: (ids) => ({ batch_ids: [ids.openBatch], batch_user_roles: [{ user_id: ids.user }] }),
  },
  {
    method: 'DELETE',
    route: '/batch_user/:id',
    operation: 'assignment:write',
    path: async (ids) => {
      const user = await insertUser(api.db, { role_id: ROLE_IDS.Researcher });
      const assignment = await api.db
        .insertInto('batch_users')
        .values({ batch_id: ids.openBatch, user_id: user.id })
        .returning('id')
        .executeTakeFirstOrThrow();
      return `/batch_user/${assignment.id}`;
    },
  },
  {
    method: 'GET',
    route: '/statistics/process_overview',
    operation: 'statistics:read',
    path: (ids) =>
      `/statistics/process_overview?collection_id=${String(ids.batchForm.research_collection_id)}&batch_id=${ids.batch}`,
  },
  {
    method: 'GET',
    route: '/statistics/individual_process',
    operation: 'statistics:read',
    path: () => '/statistics/individual_process',
  },
  {
    method: 'GET',
    route: '/statistics/processed_records_summary',
    operation: 'statistics:read-any',
    path: (ids) => `/statistics/processed_records_summary?researcher_id=${ids.user}`,
  },
  {
    method: 'POST',
    route: '/partial_record/query',
    operation: 'bulk-edit:use',
    path: () => '/partial_record/query',
    body: (ids) => ({ query: { filters: [], columns: [] }, batch_id: [ids.batch] }),
  },
  {
    method: 'POST',
    route: '/partial_record/export',
    operation: 'bulk-edit:use',
    path: () => '/partial_record/export',
    body: (ids) => ({ query: { filters: [], columns: [] }, batch_id: [ids.batch] }),
  },
  {
    method: 'POST',
    route: '/partial_record/record_ids',
    operation: 'bulk-edit:use',
    path: () => '/partial_record/record_ids',
    body: (ids) => ({ query: { filters: [], columns: [] }, batch_id: [ids.batch] }),
  },
  {
    method: 'POST',
    route: '/bulk_edit/update_records',
    operation: 'bulk-edit:use',
    path: () => '/bulk_edit/update_records',
    body: (ids) => ({
      selected_ids: [ids.document],
      update_fields: [{ resource: 'biblio', field: 'publisher', value: 'Matrix Press' }],
      dry_run: true,
    }),
  },
  {
    method: 'POST',
    route: '/bulk_edit/save_query',
    operation: 'bulk-edit:use',
    path: () => '/bulk_edit/save_query',
    body: () => ({ query_title: `Matrix Query ${nextSequence()}`, query: { filters: [], columns: [] } }),
  },
  { method: 'GET', route: '/bulk_edit/load_query', operation: 'bulk-edit:use', path: () => '/bulk_edit/load_query' },
  { method: 'GET', route: '/bulk_edit/changes', operation: 'bulk-edit:use', path: () => '/bulk_edit/changes' },
  {
    method: 'POST',
    route: '/bulk_edit/update_jobs',
    operation: 'bulk-edit:use',
    path: () => '/bulk_edit/update_jobs',
    // A record of its own, which no other route reads or writes.
    body: async () => ({
      selected_ids: [(await insertDocument(api.db)).document.id],
      update_fields: [{ resource: 'biblio', field: 'publisher', value: 'Matrix Press' }],
    }),
  },
  { method: 'GET', route: '/bulk_edit/update_jobs', operation: 'bulk-edit:use', path: () => '/bulk_edit/update_jobs' },
  {
    method: 'GET',
    route: '/bulk_edit/update_jobs/:id',
    operation: 'bulk-edit:use',
    path: async (_ids, who) => `/bulk_edit/update_jobs/${await jobOf(who)}`,
  },
  {
    method: 'POST',
    route: '/bulk_edit/update_jobs/:id/cancel',
    operation: 'bulk-edit:use',
    path: async (_ids, who) => `/bulk_edit/update_jobs/${await jobOf(who)}/cancel`,
  },
  {
    method: 'POST',
    route: '/document_imports',
    operation: 'document-import:use',
    path: () => '/document_imports',
    // A file of a new record that is no PDF inside: the job runs, fails that document and changes nothing.
    body: async () => {
      const reference = `MATRIX-IMPORT-${nextSequence()}`;
      await insertDocument(api.db, { external_reference_id: reference });
      await folderStore(api.fileStoreDir).write(`imports/matrix/${reference}.pdf`, Buffer.from('not a PDF'));
      return { files: [`imports/matrix/${reference}.pdf`] };
    },
  },
  { method: 'GET', route: '/document_imports', operation: 'document-import:use', path: () => '/document_imports' },
  {
    method: 'GET',
    route: '/document_imports/:id',
    operation: 'document-import:use',
    path: async () => `/document_imports/${await importOf()}`,
  },
  {
    method: 'POST',
    route: '/document_imports/:id/cancel',
    operation: 'document-import:use',
    path: async () => `/document_imports/${await importOf()}/cancel`,
  },
  {
    method: 'POST',
    route: '/webhooks',
    operation: 'webhook:manage',
    path: () => '/webhooks',
    body: () => ({ url: 'https://hooks.example.org/matrix', events: ['DOCUMENT_COMPLETED'] }),
  },
  { method: 'GET', route: '/webhooks', operation: 'webhook:manage', path: () => '/webhooks' },
  {
    method: 'DELETE',
    route: '/webhooks/:id',
    operation: 'webhook:manage',
    path: async (_ids, who) => `/webhooks/${await webhookOf(who)}`,
  },
  {
    method: 'POST',
    route: '/bulk_edit/undo',
    operation: 'bulk-edit:use',
    path: () => '/bulk_edit/undo',
    // A bulk change of today that changed nothing: its undo restores nothing and succeeds.
    body: async (ids) => {
      const change = await api.db
        .insertInto('bulk_changes')
        .values({ user_id: ids.user, fields: JSON.stringify([]) })
        .returning('id')
        .executeTakeFirstOrThrow();
      return { bulk_change_id: change.id };
    },
  },
  {
    method: 'POST',
    route: '/bulk_edit/delete_query',
    operation: 'bulk-edit:use',
    path: () => '/bulk_edit/delete_query',
    body: async (ids) => {
      const saved = await api.db
        .insertInto('saved_queries')
        .values({
          settings_name: 'bulk_edit',
          query_title: `Matrix Query ${nextSequence()}`,
          query: JSON.stringify({ filters: [], columns: [] }),
          created_by: ids.user,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return { id: saved.id };
    },
  },
  {
    method: 'GET',
    route: '/wrs/work_detail',
    operation: 'rights:read',
    path: (ids) => `/wrs/work_detail?work_id=${encodeURIComponent(ids.work)}`,
  },
  {
    method: 'POST',
    route: '/wrs/research_lookup',
    operation: 'rights:read',
    path: () => '/wrs/research_lookup',
    body: () => ({ title: 'emu' }),
  },
  {
    method: 'GET',
    route: '/mis/search_recipients',
    operation: 'rights:read',
    path: () => '/mis/search_recipients?pseudonymName=smith',
  },
];

/** Routes that need no caller: they make or end one. */
const OPEN_ROUTES = ['POST /login', 'POST /logout'];

const ACCOUNTS: Record<RoleName, string> = {
  Coordinator: 'coordinator@example.org',
  IT: 'it@example.org',
  Researcher: 'researcher@example.org',
  'External Auditor': 'auditor@example.org',
  Unassigned: 'unassigned@example.org',
};

/** The caller's user id (any user's for an anonymous caller). */
async function userIdOf(who: RoleName | 'anonymous'): Promise<number> {
  const email = who === 'anonymous' ? ACCOUNTS.IT : ACCOUNTS[who];
  return (await api.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id;
}

/** A webhook of the caller's own (a webhook is deleted only by its owner). */
async function webhookOf(who: RoleName | 'anonymous'): Promise<number> {
  const email = who === 'anonymous' ? ACCOUNTS.IT : ACCOUNTS[who];
  const user = await api.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow();
  const hook = await api.db
    .insertInto('webhooks')
    .values({
      user_id: user.id,
      url: 'https://hooks.example.org/matrix',
      events: ['DOCUMENT_COMPLETED'],
      secret: 'whsec_x',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return hook.id;
}

/** A finished bulk update job of the caller's own (a job is answered only to whoever started it). */
async function jobOf(who: RoleName | 'anonymous'): Promise<number> {
  const email = who === 'anonymous' ? ACCOUNTS.IT : ACCOUNTS[who];
  const user = await api.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow();
  const change = await api.db
    .insertInto('bulk_changes')
    .values({ user_id: user.id, fields: JSON.stringify([]) })
    .returning('id')
    .executeTakeFirstOrThrow();
  const job = await api.db
    .insertInto('bulk_update_jobs')
    .values({ user_id: user.id, bulk_change_id: change.id, request: JSON.stringify({}), total: 0, status: 'done' })
    .returning('id')
    .executeTakeFirstOrThrow();
  return job.id;
}

/** A finished document import (any coordinator or IT user may follow one). */
async function importOf(): Promise<number> {
  const job = await api.db
    .insertInto('document_import_jobs')
    .values({ requested_by: 'matrix', request: JSON.stringify({ documents: [] }), total: 0, status: 'done' })
    .returning('id')
    .executeTakeFirstOrThrow();
  return job.id;
}

type ApiRoute = { route: string; parsesInput: boolean };

/** Method and path of every route Express has under /api, read from its router, and whether route() declared it. */
function registeredApiRoutes(app: Express): ApiRoute[] {
  type Layer = {
    rawPath?: unknown;
    route?: { path: string; methods: Record<string, boolean>; stack: Layer[] };
    handle: { stack?: Layer[]; [PARSES_INPUT]?: boolean };
  };
  const found: ApiRoute[] = [];
  const walk = (layers: Layer[], prefix: string) => {
    for (const layer of layers) {
      if (layer.route) {
        const parsesInput = layer.route.stack.some((step) => step.handle[PARSES_INPUT] === true);
        for (const method of Object.keys(layer.route.methods))
          found.push({ route: `${method.toUpperCase()} ${prefix}${layer.route.path}`, parsesInput });
      } else if (layer.handle.stack) {
        walk(
          layer.handle.stack,
          prefix + (typeof layer.rawPath === 'string' && layer.rawPath !== '/' ? layer.rawPath : ''),
        );
      }
    }
  };
  walk((app as unknown as { router: { stack: Layer[] } }).router.stack, '');
  return found
    .filter(({ route }) => route.split(' ')[1].startsWith('/api/'))
    .map(({ route, parsesInput }) => ({ route: route.replace(' /api/', ' /'), parsesInput }));
}

let api: TestApi;
let ids: Ids;
let researcherId: number;
const sessions = new Map<RoleName, { cookie: string }>();
let logged: MockInstance<typeof console.log>;

beforeAll(async () => {
  api = await startTestApi({ auth: { testMode: true }, jobs: { takeoverSeconds: 30 } });
  for (const [role, email] of Object.entries(ACCOUNTS) as [RoleName, string][])
    sessions.set(role, await signIn(api, email));
  const first = async (
    table: 'document_details' | 'research_collections' | 'batches' | 'locations' | 'research_templates',
  ) => (await api.db.selectFrom(table).select('id').orderBy('id').limit(1).executeTakeFirstOrThrow()).id;
  const collection = await first('research_collections');
  const location = await api.db.selectFrom('locations').selectAll().orderBy('id').limit(1).executeTakeFirstOrThrow();
  const { id: _location, batch_id: _locationBatch, ...locationForm } = location;
  const {
    id: batch,
    title: _title,
    created_at: _bc,
    updated_at: _bu,
    ...batchForm
  } = await api.db.selectFrom('batches').selectAll().where('id', '=', location.batch_id).executeTakeFirstOrThrow();
  const {
    id: _collection,
    created_at: _cc,
    updated_at: _cu,
    ...collectionForm
  } = await api.db
    .selectFrom('research_collections')
    .selectAll()
    .where('id', '=', collection)
    .executeTakeFirstOrThrow();
  await mkdir(path.dirname(path.join(api.fileStoreDir, STORED_SOURCE)), { recursive: true });
  await writeFile(path.join(api.fileStoreDir, STORED_SOURCE), '%PDF-1.4\n');
  // A record whose batch is assigned to the demo researcher, the one Researcher who may change it.
  researcherId = (
    await api.db.selectFrom('users').select('id').where('email', '=', ACCOUNTS.Researcher).executeTakeFirstOrThrow()
  ).id;
  // Its document has ten pages in the store's 'documents/matrix.pdf', its source file is STORED_SOURCE.
  const record = await insertDocument(api.db, {
    assigned_user_id: researcherId,
    biblios: 2,
    usages: 2,
    total_pages: 10,
    file_path: '/documents/matrix.pdf',
    source_file_name: 'scan-0001.pdf',
    source_file_path: `/${STORED_SOURCE}`,
  });
  await folderStore(api.fileStoreDir).write('documents/matrix_1.jpeg', Buffer.from([0xff, 0xd8, 0xff]));
  ids = {
    document: record.document.id,
    biblio: record.biblios[0].id,
    collection,
    batch,
    location: location.id,
    openBatch: (await insertBatch(api.db, { research_collection_id: collection })).id,
    collectionForm,
    batchForm,
    locationForm,
    template: await first('research_templates'),
    user: (await insertUser(api.db, { display_name: 'Matrix Target', role_id: ROLE_IDS.Researcher })).id,
    work: (await api.db.selectFrom('works').select('work_uid').orderBy('id').limit(1).executeTakeFirstOrThrow())
      .work_uid,
    locatedDocument: (await insertDocument(api.db, { batch_id: location.batch_id, location_id: location.id })).document
      .id,
  };
  // Refusals are logged on every 403; here they are asserted rather than printed.
  logged = vi.spyOn(console, 'log').mockImplementation(() => {});
});
afterAll(async () => {
  logged?.mockRestore();
  await api?.close();
});

describe('access to every route, per role', () => {
  it('the table below lists every route the API has', () => {
    const app = createApiApp({
      db: api.db,
      auth: authOptions(loadApiConfig({ NODE_ENV: 'test' })),
      files: folderStore(api.fileStoreDir),
    });
    const listed = ROUTES.map((r) => `${r.method} ${r.route}`);
    expect(new Set(listed).size).toBe(listed.length);
    const registered = registeredApiRoutes(app);
    expect(registered.map((r) => r.route).sort()).toEqual([...listed, ...OPEN_ROUTES].sort());
    // route() checks the operation first, then parses the input by its schemas: none goes without.
    expect(registered.filter((r) => !r.parsesInput).map((r) => r.route)).toEqual([]);
  });

  const callers: [RoleName | 'anonymous'][] = [
    ...(Object.keys(ACCOUNTS) as RoleName[]).map((r): [RoleName] => [r]),
    ['anonymous'],
  ];

  it.each(callers)('%s gets exactly what can() allows', async (who) => {
    const headers = who === 'anonymous' ? {} : sessions.get(who)!;
    const http = callApi(api.url, headers);
    const outcomes: string[] = [];
    const expected: string[] = [];
    for (const route of ROUTES) {
      const address = await route.path(ids, who);
      const answer =
        route.method === 'GET'
          ? await http.get(address)
          : route.method === 'DELETE'
            ? await http.del(address)
            : await (route.method === 'POST' ? http.post : http.put)(address, await route.body?.(ids));
      const allowed = who !== 'anonymous' && can(who, route.operation);
      const label = `${route.method} ${route.route} (${route.operation})`;
      outcomes.push(`${label}: ${answer.status < 400 ? 'allowed' : answer.status}`);
      expected.push(`${label}: ${allowed ? 'allowed' : who === 'anonymous' ? 401 : 403}`);
    }
    expect(outcomes).toEqual(expected);
  });

  // The coordinators' screens, asserted outright rather than through can(): a wrong role table in
  // domain/ must not open them to anyone else.
  const COORDINATOR_WRITES: readonly Operation[] = ['collection:write', 'assignment:write', 'record:create'];
  it.each([['Researcher'], ['External Auditor'], ['Unassigned']] as const)(
    "%s gets 403 on every write of the coordinators' screens, and nothing changes",
    async (who) => {
      const http = callApi(api.url, sessions.get(who)!);
      const tables = ['research_collections', 'batches', 'locations', 'batch_users', 'audit_log'] as const;
      const counts = () => Promise.all(tables.map((table) => countRows(api.db, table)));
      const writes = ROUTES.filter((route) => COORDINATOR_WRITES.includes(route.operation));
      expect(writes.length).toBe(11);
      // Rows made for the delete routes are made before counting.
      const addresses = await Promise.all(writes.map((route) => route.path(ids, who)));
      const before = await counts();
      for (const [i, route] of writes.entries()) {
        const address = addresses[i];
        const answer =
          route.method === 'DELETE'
            ? await http.del(address)
            : await (route.method === 'POST' ? http.post : http.put)(address, await route.body?.(ids));
        expect(`${route.method} ${route.route}: ${answer.status}`).toBe(`${route.method} ${route.route}: 403`);
      }
      expect(await counts()).toEqual(before);
    },
  );

  // Section 6's role table for reads, written out rather than taken from can(): each role reads
  // what its screens show. The matrix above proves each route answers as can() says.
  const EVERY_ROLE: readonly RoleName[] = ['Coordinator', 'IT', 'Researcher', 'External Auditor', 'Unassigned'];
  const STAFF: readonly RoleName[] = ['Coordinator', 'IT'];
  const RESEARCHING: readonly RoleName[] = [...STAFF, 'Researcher'];
  const READERS: Partial<Record<Operation, readonly RoleName[]>> = {
    'user:read-self': EVERY_ROLE,
    'user:read': STAFF,
    'role:read': ['IT'],
    'integrator:read': ['IT'],
    // The research form's lists, which auditors' forms show too.
    'lookup:read': [...RESEARCHING, 'External Auditor'],
    // Collections and batches: their screens, and the statistics pickers (researchers).
    'collection:read': RESEARCHING,
    // The Location list and Edit location, with the AOU list.
    'location:read': STAFF,
    'record:read': [...RESEARCHING, 'External Auditor'],
    // Find a Record (recent and found records) and the Work Search: hidden from auditors.
    'record:find': RESEARCHING,
    'rights:read': RESEARCHING,
    // The Research queue screen, auditors' too, shows its counts (queue_summary).
    'queue:read': [...RESEARCHING, 'External Auditor'],
    'assignment:read': STAFF,
    'statistics:read': RESEARCHING,
    'statistics:read-any': STAFF,
    'bulk-edit:use': STAFF,
    'document-import:use': STAFF,
    'webhook:manage': [...RESEARCHING, 'External Auditor'],
  };
  const POST_READS = [
    '/research_collection/search',
    '/document_detail/find_records',
    '/document_detail/find_records/count',
    '/wrs/research_lookup',
    '/partial_record/query',
    '/partial_record/record_ids',
    '/partial_record/export',
  ];
  const reads = ROUTES.filter((r) => r.method === 'GET' || (r.method === 'POST' && POST_READS.includes(r.route)));

  it('every read route is open to exactly the roles whose screens show it (spec section 6)', () => {
    expect(reads.length).toBeGreaterThan(50);
    const allowed = reads.map((r) => `${r.route}: ${EVERY_ROLE.filter((role) => can(role, r.operation)).join(', ')}`);
    const expected = reads.map((r) => `${r.route}: ${(READERS[r.operation] ?? ['(not listed)']).join(', ')}`);
    expect(allowed).toEqual(expected);
  });

  it.each([
    ['Researcher', ['/location/aou_list', '/location/fetch_location/:id', '/location/:batchId']],
    [
      'External Auditor',
      [
        '/location/aou_list',
        '/document_detail/find_records',
        '/document_detail/recent_records/:userId',
        '/wrs/work_detail',
        '/wrs/research_lookup',
        '/mis/search_recipients',
      ],
    ],
  ] as const)('%s gets 403 on reads its screens never show', async (who, routes) => {
    const http = callApi(api.url, sessions.get(who)!);
    for (const name of routes) {
      const route = ROUTES.find((r) => r.route === name)!;
      const address = await route.path(ids, who);
      const answer =
        route.method === 'GET' ? await http.get(address) : await http.post(address, await route.body?.(ids));
      expect(`${name}: ${answer.status}`).toBe(`${name}: 403`);
    }
  });

  it("keeps a record's own location and the queue's counts readable to researchers and auditors", async () => {
    for (const who of ['Researcher', 'External Auditor'] as const) {
      const http = callApi(api.url, sessions.get(who)!);
      const record = await http.get<{ location_id: number | null; location: { id: number } | null }>(
        `/document_detail/full_record/${ids.locatedDocument}`,
      );
      expect(record.status).toBe(200);
      expect(record.body.data.location).toMatchObject({ id: ids.location });
      expect((await http.get('/research_queue/queue_summary')).status).toBe(200);
    }
  });

  it("lets a researcher read only their own recent records; coordinators and IT anyone's", async () => {
    const other = `/document_detail/recent_records/${ids.user}`;
    const refused = await callApi(api.url, sessions.get('Researcher')!).get(other);
    expect({ status: refused.status, message: refused.body.message }).toEqual({
      status: 403,
      message: 'You may see only your own recently completed records.',
    });
    for (const who of STAFF) expect((await callApi(api.url, sessions.get(who)!).get(other)).status).toBe(200);
  });

  it('lists batches with their locations for the roles that read locations, with the count for the others', async () => {
    const coordinator = await callApi(api.url, sessions.get('Coordinator')!).get<
      { id: number; location_count: number; locations?: { id: number; batch_id: number }[] }[]
    >('/batch');
    const batch = coordinator.body.data.find((b) => b.id === ids.batch)!;
    expect(batch.locations!.map((l) => l.id)).toContain(ids.location);
    expect(batch.locations!.length).toBe(batch.location_count);
    for (const row of coordinator.body.data) expect(row.locations!.every((l) => l.batch_id === row.id)).toBe(true);
    const researcher = await callApi(api.url, sessions.get('Researcher')!).get<
      { id: number; location_count: number; locations?: unknown }[]
    >(`/batch/${ids.batch}`);
    expect(researcher.status).toBe(200);
    expect(researcher.body.data).not.toHaveProperty('locations');
    expect(researcher.body.data).toMatchObject({ id: ids.batch, location_count: batch.location_count });
  });

  it('logs each refusal with who, role, operation, method, path and when', async () => {
    logged.mockClear();
    const { status } = await callApi(api.url, sessions.get('Unassigned')!).get('/batch');
    expect(status).toBe(403);
    const lines = logged.mock.calls.map(([line]) => JSON.parse(String(line)));
    expect(lines).toContainEqual({
      level: 'warn',
      msg: 'access refused',
      when: expect.any(String),
      service: 'api',
      request_id: expect.any(String),
      who: ACCOUNTS.Unassigned,
      user_id: expect.any(Number),
      role: 'Unassigned',
      operation: 'collection:read',
      method: 'GET',
      path: '/api/batch',
    });
  });

  it('keeps /healthz and /readyz open', async () => {
    expect((await fetch(`${api.url}/healthz`)).status).toBe(200);
    expect((await fetch(`${api.url}/readyz`)).status).toBe(200);
  });
});
