import { describe, it, expect, beforeAll, afterAll, vi, type MockInstance } from 'vitest';
import type { Express } from 'express';
import { can, ROLE_IDS, type Operation, type RoleName } from '@rt/domain';
import { createApiApp } from '../src/app.ts';
import { authOptions, loadApiConfig } from '../src/config.ts';
import { LOOKUP_TABLES } from '../src/db/lookup-tables.ts';
import { startTestApi, type TestApi } from '../src/testing/harness.ts';
import { insertUser } from '../src/seed/factories.ts';
import { callApi } from './call-api.ts';
import { signIn } from './sign-in.ts';

/** Every route of the API with the operation it needs; `path` has valid ids filled in by `ids`. */
type RouteCase = {
  method: 'GET' | 'POST' | 'PUT';
  route: string;
  operation: Operation;
  path: (ids: Ids) => string;
  body?: (ids: Ids) => unknown;
};
type Ids = {
  document: number;
  collection: number;
  batch: number;
  location: number;
  template: number;
  user: number;
  work: string;
};

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
  { method: 'GET', route: '/location/aou_list', operation: 'lookup:read', path: () => '/location/aou_list' },
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
  {
    method: 'GET',
    route: '/location/fetch_location/:id',
    operation: 'collection:read',
    path: (ids) => `/location/fetch_location/${ids.location}`,
  },
  { method: 'GET', route: '/location/:batchId', operation: 'collection:read', path: (ids) => `/location/${ids.batch}` },
  {
    method: 'GET',
    route: '/document_detail/full_record/:id',
    operation: 'record:read',
    path: (ids) => `/document_detail/full_record/${ids.document}`,
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
    operation: 'record:read',
    path: (ids) => `/document_detail/recent_records/${ids.user}`,
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
    body: () => ({ title: 'a' }),
  },
  {
    method: 'GET',
    route: '/mis/search_recipients',
    operation: 'rights:read',
    path: () => '/mis/search_recipients?pseudonymName=a',
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

/** Method and path of every route Express has under /api, read from its router. */
function registeredApiRoutes(app: Express): string[] {
  type Layer = {
    rawPath?: unknown;
    route?: { path: string; methods: Record<string, boolean> };
    handle: { stack?: Layer[] };
  };
  const found: string[] = [];
  const walk = (layers: Layer[], prefix: string) => {
    for (const layer of layers) {
      if (layer.route) {
        for (const method of Object.keys(layer.route.methods))
          found.push(`${method.toUpperCase()} ${prefix}${layer.route.path}`);
      } else if (layer.handle.stack) {
        walk(
          layer.handle.stack,
          prefix + (typeof layer.rawPath === 'string' && layer.rawPath !== '/' ? layer.rawPath : ''),
        );
      }
    }
  };
  walk((app as unknown as { router: { stack: Layer[] } }).router.stack, '');
  return found.filter((route) => route.split(' ')[1].startsWith('/api/')).map((route) => route.replace(' /api/', ' /'));
}

let api: TestApi;
let ids: Ids;
const sessions = new Map<RoleName, { cookie: string }>();
let logged: MockInstance<typeof console.log>;

beforeAll(async () => {
  api = await startTestApi({ auth: { testMode: true } });
  for (const [role, email] of Object.entries(ACCOUNTS) as [RoleName, string][])
    sessions.set(role, await signIn(api, email));
  const first = async (
    table: 'document_details' | 'research_collections' | 'batches' | 'locations' | 'research_templates',
  ) => (await api.db.selectFrom(table).select('id').orderBy('id').limit(1).executeTakeFirstOrThrow()).id;
  ids = {
    document: await first('document_details'),
    collection: await first('research_collections'),
    batch: (await api.db.selectFrom('locations').select('batch_id').orderBy('id').limit(1).executeTakeFirstOrThrow())
      .batch_id,
    location: await first('locations'),
    template: await first('research_templates'),
    user: (await insertUser(api.db, { display_name: 'Matrix Target', role_id: ROLE_IDS.Researcher })).id,
    work: (await api.db.selectFrom('works').select('work_uid').orderBy('id').limit(1).executeTakeFirstOrThrow())
      .work_uid,
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
    const app = createApiApp({ db: api.db, auth: authOptions(loadApiConfig({ NODE_ENV: 'test' })) });
    const listed = ROUTES.map((r) => `${r.method} ${r.route}`);
    expect(new Set(listed).size).toBe(listed.length);
    expect(registeredApiRoutes(app).sort()).toEqual([...listed, ...OPEN_ROUTES].sort());
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
      const path = route.path(ids);
      const answer =
        route.method === 'GET'
          ? await http.get(path)
          : await (route.method === 'POST' ? http.post : http.put)(path, route.body?.(ids));
      const allowed = who !== 'anonymous' && can(who, route.operation);
      const label = `${route.method} ${route.route} (${route.operation})`;
      outcomes.push(`${label}: ${answer.status < 400 ? 'allowed' : answer.status}`);
      expected.push(`${label}: ${allowed ? 'allowed' : who === 'anonymous' ? 401 : 403}`);
    }
    expect(outcomes).toEqual(expected);
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
