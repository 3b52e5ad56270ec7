import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendRaw } from '../../bff/test/http-request.ts';
import { BAD_BODIES, badIdText, HUGE_TEXT, nulText } from './bad-values.ts';
import { startFuzzTarget, type FuzzTarget } from './fuzz-target.ts';

/**
 * The GraphQL endpoint as an integrator or an attacker calls it: every operation that takes an id
 * with a bad one, every text argument with a NUL or 100 kB, broken documents and bodies. No answer
 * may be a 5xx, an INTERNAL_SERVER_ERROR or an UPSTREAM error, and nothing stored may change.
 */
let target: FuzzTarget;
let before: Record<string, string>;

beforeAll(async () => {
  target = await startFuzzTarget();
  before = await target.stored();
});
afterAll(async () => {
  await target?.close();
});

type Operation = { document: string; variables: (bad: unknown) => Record<string, unknown> };

const COLLECTION = { collectionTitle: 'Fuzzed', licenceSchemeId: 1, researchTemplateId: 1, status: 'show' };
const BATCH = {
  researchCollectionId: '1',
  period: 'Quarter',
  periodNumber: 'F1',
  dateFrom: '2027-01-01',
  dateTo: '2027-03-31',
};

/** Operations with an id argument: `bad` goes in its place. */
function idOperations(ids: FuzzTarget['ids']): Operation[] {
  const one = (document: string, name = 'id', others: Record<string, unknown> = {}): Operation => ({
    document,
    variables: (bad) => ({ ...others, [name]: bad }),
  });
  return [
    one('query ($id: ID!) { record(id: $id) { id } }'),
    one('query ($id: ID!) { recordHistory(id: $id) { when } }'),
    one('query ($id: ID!) { user(id: $id) { id } }'),
    one('query ($id: ID!) { researchCollection(id: $id) { id } }'),
    one('query ($id: ID!) { batch(id: $id) { id } }'),
    one('query ($id: ID!) { location(id: $id) { id } }'),
    one('query ($id: ID!) { nextQueueRecordId(batchId: $id, status: READY_FOR_RESEARCH) }'),
    one('query ($id: ID!) { nextQueueRecordId(batchId: "1", status: READY_FOR_RESEARCH, exceptId: $id) }'),
    one('query ($id: ID!) { citingRecords(workId: "W1", excludeRecordId: $id) { __typename } }'),
    {
      document: 'query ($ids: [ID!]!) { batchAssignments(batchIds: $ids) { __typename } }',
      variables: (bad) => ({ ids: [bad] }),
    },
    one('mutation ($id: ID!) { assignRole(userId: $id, roleId: "5") { message userErrors { code } } }'),
    one(`mutation ($id: ID!) { assignRole(userId: "${ids.user}", roleId: $id) { message userErrors { code } } }`),
    one('mutation ($id: ID!) { deleteBiblio(recordId: $id, biblioId: "1") { message userErrors { code } } }'),
    one(
      `mutation ($id: ID!) { deleteBiblio(recordId: "${ids.document}", biblioId: $id) { message userErrors { code } } }`,
    ),
    one(
      `mutation ($id: ID!) { deleteUsage(recordId: "${ids.document}", usageId: $id) { message userErrors { code } } }`,
    ),
    one('mutation ($id: ID!) { removeBatchAssignment(id: $id) { message userErrors { code } } }'),
    one('mutation ($id: ID!) { deleteResearchCollection(id: $id) { message userErrors { code } } }'),
    one('mutation ($id: ID!) { deleteBatch(id: $id) { message userErrors { code } } }'),
    one(
      'mutation ($id: ID!, $input: ResearchCollectionInput!) { updateResearchCollection(id: $id, input: $input) { message userErrors { code } } }',
      'id',
      { input: COLLECTION },
    ),
    one(
      'mutation ($id: ID!, $input: BatchInput!) { updateBatch(id: $id, input: $input) { message userErrors { code } } }',
      'id',
      { input: BATCH },
    ),
    one(
      'mutation ($id: ID!, $input: LocationInput!) { updateLocation(id: $id, input: $input) { message userErrors { code } } }',
      'id',
      {
        input: { departmentId: 'D', locationName: 'L' },
      },
    ),
    {
      document: 'mutation ($input: BatchInput!) { createBatch(input: $input) { message userErrors { code } } }',
      variables: (bad) => ({ input: { ...BATCH, researchCollectionId: bad } }),
    },
    {
      document:
        'mutation ($b: [ID!]!, $u: [ID!]!) { assignUsersToBatches(batchIds: $b, userIds: $u) { message userErrors { code } } }',
      variables: (bad) => ({ b: [bad], u: [String(ids.user)] }),
    },
    {
      document:
        'mutation ($input: SaveRecordInput!) { saveRecord(input: $input) { message userErrors { code } conflict { version } } }',
      variables: (bad) => ({ input: { id: bad, version: 1, action: 'SAVE', biblios: [], usages: [], links: [] } }),
    },
  ];
}

/** Operations with a text argument: `bad` goes in its place. */
const TEXT_OPERATIONS: Operation[] = [
  { document: 'query ($t: String!) { findRecords(search: $t) { id } }', variables: (t) => ({ t }) },
  { document: 'query ($t: String!) { researchCollectionSearch(searchTerm: $t) { id } }', variables: (t) => ({ t }) },
  { document: 'query ($t: String!) { workSearch(criteria: { title: $t }) { __typename } }', variables: (t) => ({ t }) },
  { document: 'query ($t: String!) { recipients(name: $t, role: CREATOR) { __typename } }', variables: (t) => ({ t }) },
  { document: 'query ($t: String!) { work(workId: $t) { __typename } }', variables: (t) => ({ t }) },
  { document: 'query ($t: String!) { citingRecords(workId: $t) { __typename } }', variables: (t) => ({ t }) },
  {
    document: 'mutation ($t: String!) { checkSourceFileLink(sourceFileLink: $t) { message userErrors { code } } }',
    variables: (t) => ({ t }),
  },
  {
    document:
      'mutation ($input: ResearchCollectionInput!) { createResearchCollection(input: $input) { message userErrors { code } } }',
    variables: (t) => ({ input: { ...COLLECTION, collectionTitle: t } }),
  },
  {
    document: 'mutation ($input: BatchInput!) { createBatch(input: $input) { message userErrors { code } } }',
    variables: (t) => ({ input: { ...BATCH, periodNumber: t } }),
  },
];

type Answer = { status: number; body: string };

async function post(body: string, contentType = 'application/json'): Promise<Answer> {
  return sendRaw(target.bff.url, {
    method: 'POST',
    path: '/graphql',
    headers: { cookie: target.bffCookie, 'content-type': contentType, 'apollo-require-preflight': 'true' },
    body,
  });
}

/** No 5xx, and no error a caller could not act on: every refusal says what is wrong with the input. */
function expectNoFault(answer: Answer, label: string) {
  expect(answer.status, `${label}: ${answer.body.slice(0, 300)}`).toBeLessThan(500);
  const parsed = JSON.parse(answer.body) as {
    errors?: Array<{ message: string; extensions?: { code?: string; stacktrace?: unknown } }>;
  };
  for (const error of parsed.errors ?? []) {
    expect(error.extensions?.code, `${label}: ${error.message}`).not.toMatch(/INTERNAL_SERVER_ERROR|UPSTREAM/);
  }
}

const badIdVariable: fc.Arbitrary<unknown> = fc.oneof(
  badIdText,
  fc.constantFrom<unknown>(2 ** 31, -1, 1.5, true, {}, [1]),
);

describe('GraphQL refuses every spoiled request clearly and stores nothing', () => {
  it('bad ids in every operation that takes one', async () => {
    const operations = idOperations(target.ids);
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...operations), badIdVariable, async (operation, bad) => {
        const answer = await post(JSON.stringify({ query: operation.document, variables: operation.variables(bad) }));
        expectNoFault(answer, `${operation.document.slice(0, 60)} with ${JSON.stringify(bad)}`);
      }),
      { numRuns: 300 },
    );
  });

  it('id "1?x=1" is not read as id 1', async () => {
    const answer = await post(JSON.stringify({ query: 'query { record(id: "1?x=1") { id } }' }));
    const parsed = JSON.parse(answer.body) as {
      data?: { record: unknown };
      errors?: Array<{ extensions?: { code?: string } }>;
    };
    expect(parsed.data?.record ?? null).toBeNull();
    expect(parsed.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('NUL and 100 kB in every text argument', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...TEXT_OPERATIONS),
        fc.oneof(nulText, fc.constant(HUGE_TEXT)),
        async (operation, bad) => {
          const answer = await post(JSON.stringify({ query: operation.document, variables: operation.variables(bad) }));
          expectNoFault(answer, `${operation.document.slice(0, 60)} with ${JSON.stringify(bad).slice(0, 40)}`);
        },
      ),
      { numRuns: 120 },
    );
  });

  it('broken documents answer 400 (GraphQL over HTTP)', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fc.constantFrom(
            '{',
            'query {',
            '{ record(id: ) { id } }',
            'mutation',
            '}}}',
            '{ me { email }',
            '"text"',
            'query ($id: ) { ping }',
          ),
          fc
            .string({ minLength: 1, maxLength: 30 })
            .filter((s) => !/^\s*\{?\s*(ping|me|__typename)?\s*\}?\s*$/.test(s)),
        ),
        async (document) => {
          const answer = await post(JSON.stringify({ query: document }));
          expect(answer.status, `${JSON.stringify(document)}: ${answer.body.slice(0, 200)}`).toBe(400);
        },
      ),
      { numRuns: 60 },
    );
  });

  it('bodies wrong as a whole: not JSON, a charset, another content type, over the limit', async () => {
    for (const bad of BAD_BODIES) {
      const answer = await post(String(bad.body), bad.contentType);
      expect(answer.status, `${bad.label}: ${answer.body.slice(0, 200)}`).toBeGreaterThanOrEqual(400);
      expect(answer.status, `${bad.label}: ${answer.body.slice(0, 200)}`).toBeLessThan(500);
    }
  });

  it('nothing stored changed', async () => {
    expect(await target.stored()).toEqual(before);
  });
});
