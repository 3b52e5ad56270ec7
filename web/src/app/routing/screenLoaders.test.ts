import type { DocumentNode } from 'graphql';
import type { LoaderFunctionArgs } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';

type Asked = { operation: string; variables: unknown; fetchPolicy: string };
const asked: Asked[] = [];
let role: string | null = 'IT';

const operationOf = (query: DocumentNode) => {
  const definition = query.definitions.find((d) => d.kind === 'OperationDefinition');
  return definition?.kind === 'OperationDefinition' ? (definition.name?.value ?? '') : '';
};

/** A client that records what each loader asks; `me` answers with the role set by the test. */
const client = {
  query: vi.fn(
    (options: { query: DocumentNode; variables?: unknown; fetchPolicy?: string }): Promise<{ data: unknown }> => {
      const operation = operationOf(options.query);
      asked.push({ operation, variables: options.variables ?? {}, fetchPolicy: options.fetchPolicy ?? 'cache-first' });
      const data = operation === 'CurrentUser' ? { me: role === null ? null : { role: { value: role } } } : {};
      return Promise.resolve({ data });
    },
  ),
};
vi.mock('../../platform/routeClient.ts', () => ({ routeClient: () => Promise.resolve(client) }));

/** What a loader asked once its client answered: operation, variables and fetch policy. */
async function run(load: () => Promise<{ loader: (args: LoaderFunctionArgs) => unknown }>, params = {}) {
  const { loader } = await load();
  expect(loader({ params } as LoaderFunctionArgs)).toBeNull();
  await new Promise((resolve) => setTimeout(resolve, 0));
  return asked.map(
    ({ operation, variables, fetchPolicy }) => `${operation} ${JSON.stringify(variables)} ${fetchPolicy}`,
  );
}

beforeEach(() => {
  asked.length = 0;
  role = 'IT';
});

describe("the screens' loaders ask what their screens ask, with the same variables", () => {
  it('collections, batches and locations: from the address', async () => {
    expect(await run(() => import('../../features/collection/collectionListLoader.ts'))).toEqual([
      'CollectionList {"status":"SHOW"} network-only',
    ]);
    asked.length = 0;
    expect(await run(() => import('../../features/collection/collectionCreateLoader.ts'))).toEqual([
      'CollectionFormLookups {} cache-first',
    ]);
    asked.length = 0;
    expect(
      await run(() => import('../../features/collection/collectionEditLoader.ts'), { researchCollectionId: '7' }),
    ).toEqual(['CollectionEdit {"id":"7"} network-only', 'CollectionFormLookups {} cache-first']);
    asked.length = 0;
    expect(
      await run(() => import('../../features/collection/batchListLoader.ts'), { researchCollectionId: '7' }),
    ).toEqual(['BatchList {"id":"7"} network-only']);
    asked.length = 0;
    expect(
      await run(() => import('../../features/collection/batchEditLoader.ts'), {
        researchCollectionId: '7',
        batchId: '3',
      }),
    ).toEqual(['BatchEdit {"id":"3"} network-only']);
    asked.length = 0;
    expect(
      await run(() => import('../../features/collection/locationListLoader.ts'), {
        researchCollectionId: '7',
        batchId: '3',
      }),
    ).toEqual(['LocationList {"batchId":"3"} network-only']);
    asked.length = 0;
    expect(
      await run(() => import('../../features/collection/locationEditLoader.ts'), {
        researchCollectionId: '7',
        batchId: '3',
        locationId: '12',
      }),
    ).toEqual(['LocationEdit {"id":"12"} network-only']);
  });

  it('asks nothing without the id the address names', async () => {
    expect(await run(() => import('../../features/collection/collectionEditLoader.ts'))).toEqual([]);
    expect(await run(() => import('../../features/collection/locationEditLoader.ts'))).toEqual([]);
  });

  it('the screens with a collection picker: its list of every collection, and the lists the screen shows', async () => {
    const picker = 'CollectionSearch {"searchTerm":""} cache-first';
    expect(await run(() => import('../../features/statistics/statisticsLoader.ts'))).toEqual([picker]);
    asked.length = 0;
    expect(await run(() => import('../../features/manual-entry/manualEntryLoader.ts'))).toEqual([picker]);
    asked.length = 0;
    expect(await run(() => import('../../features/assignment/assignRecordsLoader.ts'))).toEqual([
      'AssignableUsers {} cache-first',
      picker,
    ]);
    asked.length = 0;
    expect(await run(() => import('../../features/bulk-edit/bulkEditLoader.ts'))).toEqual([
      'BulkEditChoices {} cache-first',
      picker,
    ]);
  });

  it('user access: the users and integrators afresh, the roles from the cache', async () => {
    expect(await run(() => import('../../features/user/userAccessLoader.ts'))).toEqual([
      'UserAccessUsers {} network-only',
      'UserAccessIntegrators {} network-only',
      'UserAccessRoles {} cache-first',
    ]);
  });

  it("home: the figures of the cards the user's role sees, each once", async () => {
    expect(await run(() => import('../../features/home/homeLoader.ts'))).toEqual([
      'CurrentUser {} cache-first',
      'QueueSummary {} network-only',
      'HomeBatchCount {} network-only',
      'HomeCollectionCount {} network-only',
      'HomeUserCount {} network-only',
    ]);
    asked.length = 0;
    role = 'Researcher';
    expect(await run(() => import('../../features/home/homeLoader.ts'))).toEqual([
      'CurrentUser {} cache-first',
      'QueueSummary {} network-only',
    ]);
    asked.length = 0;
    role = 'Unassigned';
    expect(await run(() => import('../../features/home/homeLoader.ts'))).toEqual(['CurrentUser {} cache-first']);
    asked.length = 0;
    role = null;
    expect(await run(() => import('../../features/home/homeLoader.ts'))).toEqual(['CurrentUser {} cache-first']);
  });
});
