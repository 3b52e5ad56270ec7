import {
  buildSchema,
  isEnumType,
  isInputObjectType,
  isObjectType,
  lexicographicSortSchema,
  printSchema,
} from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadTypeDefs } from '../src/graphql/schema.ts';
import { startTestBff, type TestBff } from './bff-harness.ts';

/** The design card's names (Document, document(id)) beside the deprecated ones, and the SDL served (docs/decisions/074). */
let bff: TestBff;
let coordinator: string;
let id: string;

const FIELDS =
  'id version status externalReferenceId biblios { id documentId recordId } usages { id documentId recordId }';
type Read = {
  id: string;
  version: number;
  status: string;
  externalReferenceId: string;
  biblios: { id: string; documentId: string; recordId: string }[];
  usages: { id: string; documentId: string; recordId: string }[];
};

beforeAll(async () => {
  bff = await startTestBff();
  coordinator = await bff.signIn('coordinator@example.org');
  const row = await bff.api.db
    .selectFrom('document_details')
    .innerJoin('batches', 'batches.id', 'document_details.batch_id')
    .innerJoin('biblios', 'biblios.document_detail_id', 'document_details.id')
    .select('document_details.id')
    .where('batches.status', '=', 'unlocked')
    .orderBy('document_details.id')
    .executeTakeFirstOrThrow();
  id = String(row.id);
});
afterAll(async () => {
  await bff?.close();
});

describe('document(id)', () => {
  it('answers the record that the deprecated record(id) answers, as a Document', async () => {
    const { data, errors } = await bff.query<{ document: Read & { __typename: string }; record: Read }>(
      `query ($id: ID!) { document(id: $id) { __typename ${FIELDS} } record(id: $id) { ${FIELDS} } }`,
      { id },
      { cookie: coordinator },
    );
    expect(errors).toBeUndefined();
    const { __typename, ...document } = data!.document;
    expect(__typename).toBe('Document');
    expect(document).toEqual(data!.record);
    expect(document.id).toBe(id);
    expect(document.biblios.length).toBeGreaterThan(0);
    for (const item of [...document.biblios, ...document.usages]) {
      expect(item.documentId).toBe(id);
      expect(item.recordId).toBe(id);
    }
  });

  it('answers null for an id that names no document', async () => {
    const { data, errors } = await bff.query<{ document: Read | null }>(
      'query { document(id: "999999999") { id } }',
      undefined,
      { cookie: coordinator },
    );
    expect(errors).toBeUndefined();
    expect(data!.document).toBeNull();
  });

  it('refuses a caller who has not signed in, like record(id)', async () => {
    const response = await bff.query(`query ($id: ID!) { document(id: $id) { id } }`, { id });
    expect(response.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    expect(response.data?.document ?? null).toBeNull();
  });

  it("documentHistory answers the document's changes as recordHistory does", async () => {
    const { data, errors } = await bff.query<{ documentHistory: unknown[]; recordHistory: unknown[] }>(
      'query ($id: ID!) { documentHistory(id: $id) { id at who changes } recordHistory(id: $id) { id at who changes } }',
      { id },
      { cookie: coordinator },
    );
    expect(errors).toBeUndefined();
    expect(data!.documentHistory).toEqual(data!.recordHistory);
  });

  it("a save's payload answers the stored document under document (and record, deprecated)", async () => {
    const before = (
      await bff.query<{ document: { version: number } }>(
        'query ($id: ID!) { document(id: $id) { version } }',
        { id },
        { cookie: coordinator },
      )
    ).data!.document;
    const form = (
      await bff.query<{
        document: {
          biblios: { id: string }[];
          usages: { id: string }[];
          links: { biblioId: string; usageId: string; activeFlag: boolean }[];
        };
      }>(
        'query ($id: ID!) { document(id: $id) { biblios { id } usages { id } links { biblioId usageId activeFlag } } }',
        { id },
        { cookie: coordinator },
      )
    ).data!.document;
    const { data, errors } = await bff.query<{
      saveRecord: {
        document: { id: string; version: number; notes: string } | null;
        record: { id: string; version: number; notes: string } | null;
        userErrors: unknown[];
      };
    }>(
      `mutation ($input: SaveRecordInput!) {
        saveRecord(input: $input) { document { id version notes } record { id version notes } userErrors { message } }
      }`,
      {
        input: {
          id,
          version: before.version,
          action: 'SAVE',
          notes: 'Saved by its design-card name',
          biblios: form.biblios.map((b) => ({ id: b.id, key: b.id })),
          usages: form.usages.map((u) => ({ id: u.id, key: u.id })),
          links: form.links.map((l) => ({ biblioKey: l.biblioId, usageKey: l.usageId, activeFlag: l.activeFlag })),
        },
      },
      { cookie: coordinator },
    );
    expect(errors).toBeUndefined();
    expect(data!.saveRecord.userErrors).toEqual([]);
    expect(data!.saveRecord.document).toEqual({
      id,
      version: before.version + 1,
      notes: 'Saved by its design-card name',
    });
    expect(data!.saveRecord.record).toEqual(data!.saveRecord.document);
  });
});

describe('GET /graphql/schema.graphql', () => {
  it('serves the contract as SDL to anyone, without the CSRF header', async () => {
    const res = await fetch(`${bff.url}/graphql/schema.graphql`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain/);
    const sdl = await res.text();
    const served = buildSchema(sdl);
    const contract = buildSchema(loadTypeDefs().join('\n'));
    expect(printSchema(lexicographicSortSchema(served))).toBe(printSchema(lexicographicSortSchema(contract)));
    expect(sdl).toContain('document(');
    expect(sdl).toMatch(/record\([^)]*\): ResearchRecord @deprecated\(reason: "Use `document` instead."\)/s);
  });

  it('describes every type, field, argument, input field and enum value it serves', async () => {
    const served = buildSchema(await (await fetch(`${bff.url}/graphql/schema.graphql`)).text());
    const undescribed: string[] = [];
    for (const type of Object.values(served.getTypeMap())) {
      if (type.name.startsWith('__')) continue;
      if (!type.description && !['String', 'Int', 'Float', 'Boolean', 'ID'].includes(type.name))
        undescribed.push(type.name);
      if (isObjectType(type) || isInputObjectType(type)) {
        for (const field of Object.values(type.getFields())) {
          if (!field.description) undescribed.push(`${type.name}.${field.name}`);
          for (const arg of 'args' in field ? field.args : [])
            if (!arg.description) undescribed.push(`${type.name}.${field.name}(${arg.name})`);
        }
      }
      if (isEnumType(type))
        for (const value of type.getValues()) if (!value.description) undescribed.push(`${type.name}.${value.name}`);
    }
    expect(undescribed).toEqual([]);
  });

  it('is not answered to a POST, which stays GraphQL', async () => {
    const res = await fetch(`${bff.url}/graphql/schema.graphql`, { method: 'POST' });
    expect(res.status).not.toBe(200);
  });
});
