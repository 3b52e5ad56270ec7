import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { sql } from 'kysely';
import { audit } from '../../api/src/db/audit.ts';
import { insertBatch, insertCollection, insertDocuments } from '../../api/src/seed/factories.ts';
import { startTestBff, TEST_INTEGRATOR_SECRET, type GraphQLResponse, type TestBff } from './bff-harness.ts';

let bff: TestBff;
let token: string;
let batchId: string;
let collectionId: string;
const BATCH_SIZE = 130;

/** A client-credentials token of the development provider's integrator client, as the README tells. */
async function integratorToken(url: string): Promise<string> {
  const answer = await fetch(`${url}/oidc/token`, {
    method: 'POST',
    headers: {
      authorization: `Basic ${Buffer.from(`integrator:${TEST_INTEGRATOR_SECRET}`).toString('base64')}`,
      'content-type': 'application/x-www-form-urlencoded',
    },
    body: new URLSearchParams({ grant_type: 'client_credentials' }),
  });
  if (answer.status !== 200) throw new Error(`the token endpoint answered ${answer.status}`);
  return ((await answer.json()) as { access_token: string }).access_token;
}

beforeAll(async () => {
  bff = await startTestBff();
  token = await integratorToken(bff.url);
  const collection = await insertCollection(bff.api.db);
  collectionId = String(collection.id);
  batchId = String((await insertBatch(bff.api.db, { research_collection_id: collection.id })).id);
  await insertDocuments(
    bff.api.db,
    Array.from({ length: BATCH_SIZE }, () => ({ batch_id: Number(batchId), biblios: 2, usages: 1 })),
  );
});
afterAll(async () => {
  await bff?.close();
});

const DOCUMENTS = /* GraphQL */ `
  query Documents($filter: DocumentFilter, $first: Int, $after: String, $last: Int, $before: String) {
    documents(filter: $filter, first: $first, after: $after, last: $last, before: $before) {
      totalCount
      pageInfo {
        hasNextPage
        hasPreviousPage
        startCursor
        endCursor
      }
      edges {
        cursor
        node {
          id
          batchId
          notes
          updatedAt
          biblios {
            id
            majorTitle
          }
          usages {
            id
          }
        }
      }
    }
  }
`;

type Edge = {
  cursor: string;
  node: {
    id: string;
    batchId: string;
    notes: string | null;
    updatedAt: string;
    biblios: { id: string }[];
    usages: { id: string }[];
  };
};
type Documents = {
  documents: {
    totalCount: number;
    pageInfo: { hasNextPage: boolean; hasPreviousPage: boolean; startCursor: string | null; endCursor: string | null };
    edges: Edge[];
  };
};

const documents = (variables: Record<string, unknown>, as: { bearer?: string; cookie?: string } = { bearer: token }) =>
  bff.query<Documents>(DOCUMENTS, variables, as);

async function saveRecords(ids: string[]) {
  await bff.api.db
    .updateTable('document_details')
    .set({ notes: 'saved meanwhile', updated_at: sql`clock_timestamp()` })
    .where('id', 'in', ids.map(Number))
    .execute();
}

/** Every page of `filter` with `first`, each read after `between` ran on the one before. */
async function pageAll(filter: Record<string, unknown>, first: number, between: (edges: Edge[]) => Promise<void>) {
  const edges: Edge[] = [];
  let after: string | null = null;
  for (;;) {
    const { data, errors } = await documents({ filter, first, after });
    expect(errors).toBeUndefined();
    edges.push(...data!.documents.edges);
    if (!data!.documents.pageInfo.hasNextPage) return { edges, totalCount: data!.documents.totalCount };
    after = data!.documents.pageInfo.endCursor;
    await between(data!.documents.edges);
  }
}

describe('documents: an integrator pages a batch through /graphql with a bearer token', () => {
  it('reads every document of the batch exactly once, with its biblios and usages, while others save', async () => {
    const { edges, totalCount } = await pageAll({ batchId }, 50, async (seen) => {
      await saveRecords([seen[0].node.id, String(Number(seen.at(-1)!.node.id) + 3)]);
    });
    const ids = edges.map((e) => e.node.id);
    expect(ids).toHaveLength(BATCH_SIZE);
    expect(new Set(ids).size).toBe(BATCH_SIZE);
    expect(totalCount).toBe(BATCH_SIZE);
    expect(
      edges.every((e) => e.node.batchId === batchId && e.node.biblios.length === 2 && e.node.usages.length === 1),
    ).toBe(true);
  });

  it('syncs the changes since a time, in order of change, a document saved meanwhile coming again at the end', async () => {
    const { data: firstPage } = await documents({ filter: { batchId }, first: 1 });
    const since = new Date(Date.now() + 5).toISOString();
    await new Promise((resolve) => setTimeout(resolve, 20));
    const [first, second] = [
      firstPage!.documents.edges[0].node.id,
      String(Number(firstPage!.documents.edges[0].node.id) + 1),
    ];
    await saveRecords([first]);
    await saveRecords([second]);
    const page = await documents({ filter: { batchId, updatedSince: since }, first: 1 });
    expect(page.data?.documents.edges.map((e) => e.node.id)).toEqual([first]);
    await saveRecords([first]);
    const rest = await documents({
      filter: { batchId, updatedSince: since },
      first: 10,
      after: page.data!.documents.pageInfo.endCursor,
    });
    expect(rest.data?.documents.edges.map((e) => e.node.id)).toEqual([second, first]);
    expect(rest.data?.documents.totalCount).toBe(2);
  });

  it('pages backward with last and before', async () => {
    const last = await documents({ filter: { batchId }, last: 2 });
    const { edges, pageInfo } = last.data!.documents;
    expect(pageInfo).toMatchObject({ hasNextPage: false, hasPreviousPage: true });
    const before = await documents({ filter: { batchId }, last: 2, before: pageInfo.startCursor });
    const ids = [...before.data!.documents.edges, ...edges].map((e) => Number(e.node.id));
    expect(ids).toEqual([ids[0], ids[0] + 1, ids[0] + 2, ids[0] + 3]);
    expect(before.data!.documents.pageInfo.hasNextPage).toBe(true);
  });

  it('refuses more than 100 a page, first with last, a bad cursor and a bad id as BAD_USER_INPUT', async () => {
    const refusal = async (variables: Record<string, unknown>) => {
      const { data, errors } = await documents(variables);
      expect(data ?? null).toBeNull();
      return { message: errors?.[0].message, code: errors?.[0].extensions?.code, field: errors?.[0].extensions?.field };
    };
    expect(await refusal({ first: 101 })).toEqual({
      message: 'first must be at most 100 (asked for 101)',
      code: 'BAD_USER_INPUT',
      field: 'first',
    });
    expect(await refusal({ first: 1, last: 1 })).toEqual({
      message: 'Give first or last, not both',
      code: 'BAD_USER_INPUT',
      field: 'last',
    });
    expect(await refusal({ after: 'bm9wZQ' })).toEqual({
      message: "after is not a cursor of this list (take one from a page's cursors)",
      code: 'BAD_USER_INPUT',
      field: 'after',
    });
    expect(await refusal({ filter: { batchId: '1?x=1' } })).toEqual({
      message: 'filter.batchId must be a positive whole number',
      code: 'BAD_USER_INPUT',
      field: 'filter.batchId',
    });
  });

  it('answers only callers whose role reads records', async () => {
    const unassigned = await bff.signIn('unassigned@example.org');
    const { errors } = await documents({ first: 1 }, { cookie: unassigned });
    expect(errors?.[0].extensions?.code).toBe('FORBIDDEN');
  });
});

describe('researchCollectionsConnection and batchesConnection', () => {
  it('page a collection and its batches to the end, each once', async () => {
    const cookie = await bff.signIn('coordinator@example.org');
    await insertBatch(bff.api.db, { research_collection_id: Number(collectionId) });
    const BATCHES = /* GraphQL */ `
      query ($filter: BatchFilter, $after: String) {
        batchesConnection(filter: $filter, first: 1, after: $after) {
          totalCount
          pageInfo {
            hasNextPage
            endCursor
          }
          nodes {
            id
            researchCollectionId
          }
        }
      }
    `;
    type Batches = {
      batchesConnection: {
        totalCount: number;
        pageInfo: { hasNextPage: boolean; endCursor: string };
        nodes: { id: string; researchCollectionId: string }[];
      };
    };
    const ids: string[] = [];
    let after: string | null = null;
    for (;;) {
      const { data, errors }: GraphQLResponse<Batches> = await bff.query<Batches>(
        BATCHES,
        { filter: { researchCollectionId: collectionId }, after },
        { cookie },
      );
      expect(errors).toBeUndefined();
      ids.push(...data!.batchesConnection.nodes.map((b) => b.id));
      expect(data!.batchesConnection.totalCount).toBe(2);
      if (!data!.batchesConnection.pageInfo.hasNextPage) break;
      after = data!.batchesConnection.pageInfo.endCursor;
    }
    expect(ids).toHaveLength(2);
    expect(ids[0]).toBe(batchId);

    const { data } = await bff.query<{
      researchCollectionsConnection: { edges: { cursor: string; node: { id: string; totalBatchCount: number } }[] };
    }>(
      '{ researchCollectionsConnection(first: 100) { edges { cursor node { id totalBatchCount } } } }',
      {},
      { cookie },
    );
    const ours = data?.researchCollectionsConnection.edges.find((e) => e.node.id === collectionId);
    expect(ours?.node.totalBatchCount).toBe(2);
  });
});

describe('Document.history', () => {
  it('pages a document’s changes newest first, as documentHistory lists them', async () => {
    const cookie = await bff.signIn('coordinator@example.org');
    const HISTORY = /* GraphQL */ `
      query ($id: ID!, $after: String) {
        document(id: $id) {
          history(first: 2, after: $after) {
            totalCount
            pageInfo {
              hasNextPage
              endCursor
            }
            nodes {
              id
              changes
            }
          }
        }
      }
    `;
    type History = {
      document: {
        history: {
          totalCount: number;
          pageInfo: { hasNextPage: boolean; endCursor: string };
          nodes: { id: string; changes: string[] }[];
        };
      };
    };
    const [document] = await insertDocuments(bff.api.db, [{ batch_id: Number(batchId) }]);
    const id = String(document.document.id);
    // Five changes, as five saves write them.
    const coordinator = await bff.api.db
      .selectFrom('users')
      .select(['id', 'email'])
      .where('email', '=', 'coordinator@example.org')
      .executeTakeFirstOrThrow();
    for (let i = 0; i < 5; i++)
      await audit(bff.api.db, coordinator as Parameters<typeof audit>[1], [
        {
          action: 'update',
          entity: 'document_detail',
          entityId: Number(id),
          before: { notes: String(i) },
          after: { notes: String(i + 1) },
        },
      ]);
    const modal = await bff.query<{ documentHistory: { id: string; changes: string[] }[] }>(
      'query ($id: ID!) { documentHistory(id: $id) { id changes } }',
      { id },
      { cookie },
    );
    const paged: { id: string; changes: string[] }[] = [];
    let after: string | null = null;
    for (;;) {
      const { data, errors }: GraphQLResponse<History> = await bff.query<History>(HISTORY, { id, after }, { cookie });
      expect(errors).toBeUndefined();
      paged.push(...data!.document.history.nodes);
      expect(data!.document.history.totalCount).toBe(modal.data!.documentHistory.length);
      if (!data!.document.history.pageInfo.hasNextPage) break;
      after = data!.document.history.pageInfo.endCursor;
    }
    expect(paged).toEqual(modal.data!.documentHistory);
    expect(paged.length).toBeGreaterThanOrEqual(5);
  });
});
