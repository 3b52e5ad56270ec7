import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import type { DocumentNode } from 'graphql';
import { of } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { CurrentUserDocument, ResearchRecordDocument } from '../__generated__/graphql.ts';
import { EARLY_READ_DOCUMENTS, sentQueryText } from '../../vite/earlyReads.ts';
import { earlyReadLink } from './earlyReadLink.ts';
import { researchRecordIdOf, type EarlyRead } from './earlyRead.ts';

const me = (displayName: string) => ({
  me: {
    __typename: 'User',
    id: '2',
    email: 'researcher@example.org',
    displayName,
    roleId: 2,
    role: { __typename: 'Role', id: '2', value: 'Researcher' },
  },
});

/** A client whose server answers every ask with `answer`, counting the asks. */
function clientWith(reads: Map<string, EarlyRead>, answer: unknown, now = () => 1_000) {
  const asked: string[] = [];
  const server = new ApolloLink((operation) => {
    asked.push(operation.operationName ?? '');
    return of(answer as ApolloLink.Result);
  });
  const client = new ApolloClient({
    link: ApolloLink.from([earlyReadLink(() => reads, now), server]),
    cache: new InMemoryCache(),
  });
  return { client, asked };
}

const early = (document: DocumentNode, variables: Record<string, unknown>, answer: unknown): EarlyRead => ({
  query: sentQueryText(document),
  variables,
  sentAt: 900,
  answer: Promise.resolve(answer),
});

describe('earlyReadLink', () => {
  it("answers the first ask of the same query with the page's early read, and only the first", async () => {
    const reads = new Map([['CurrentUser', early(CurrentUserDocument, {}, { data: me('Early') })]]);
    const { client, asked } = clientWith(reads, { data: me('Server') });
    const first = await client.query({ query: CurrentUserDocument, fetchPolicy: 'network-only' });
    expect(first.data?.me?.displayName).toBe('Early');
    expect(asked).toEqual([]);
    const again = await client.query({ query: CurrentUserDocument, fetchPolicy: 'network-only' });
    expect(again.data?.me?.displayName).toBe('Server');
    expect(asked).toEqual(['CurrentUser']);
  });

  it.each(Object.entries(EARLY_READ_DOCUMENTS))(
    'takes the early read of %s: its text is what Apollo Client sends',
    async (name, document: DocumentNode) => {
      const variables: Record<string, unknown> =
        { ResearchRecord: { id: '7' }, ResearchRecordTemplate: { id: '7' }, RecordTags: { recordId: '7' } }[name] ?? {};
      const refused = { errors: [{ message: 'refused' }] };
      const reads = new Map([[name, early(document, variables, refused)]]);
      const { client, asked } = clientWith(reads, refused);
      await client.query({ query: document, variables }).catch(() => undefined);
      expect(asked).toEqual([]);
    },
  );

  it('asks the server when the variables differ', async () => {
    const reads = new Map([
      ['ResearchRecord', early(ResearchRecordDocument, { id: '7' }, { data: { document: null } })],
    ]);
    const { client, asked } = clientWith(reads, { data: { document: null } });
    await client.query({ query: ResearchRecordDocument, variables: { id: '8' } });
    expect(asked).toEqual(['ResearchRecord']);
  });

  it('asks the server when the early read got no GraphQL result (a refusal, the network)', async () => {
    const reads = new Map([['CurrentUser', early(CurrentUserDocument, {}, null)]]);
    const { client, asked } = clientWith(reads, { data: me('Server') });
    const result = await client.query({ query: CurrentUserDocument });
    expect(result.data?.me?.displayName).toBe('Server');
    expect(asked).toEqual(['CurrentUser']);
  });

  it('asks the server when the early read is more than a few seconds old', async () => {
    const reads = new Map([['CurrentUser', early(CurrentUserDocument, {}, { data: me('Early') })]]);
    const { client, asked } = clientWith(reads, { data: me('Server') }, () => 900 + 5_000);
    const result = await client.query({ query: CurrentUserDocument });
    expect(result.data?.me?.displayName).toBe('Server');
    expect(asked).toEqual(['CurrentUser']);
  });
});

describe('researchRecordIdOf', () => {
  it('names the record of a research address, and none for a new record or another page', () => {
    expect(researchRecordIdOf('/research/42')).toBe('42');
    expect(researchRecordIdOf('/research/42/')).toBe('42');
    expect(researchRecordIdOf('/research/new-record')).toBeNull();
    expect(researchRecordIdOf('/queue')).toBeNull();
  });
});
