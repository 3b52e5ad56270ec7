import DataLoader from 'dataloader';
import { GraphQLError } from 'graphql';
import type { ApiClient, SearchParams } from './api-client.ts';
import { recordId } from './record-id.ts';
import { toGraphQLError, isNotFound } from './upstream-error.ts';

type Envelope<T> = { message: string; data: T };

/**
 * The records API as one caller sees it, built per GraphQL request: the transport of the domains'
 * data sources (`modules/<domain>/<domain>.api.ts`), which alone name its paths and check the ids
 * that go into them. Resolvers reach the API only through those.
 */
export class RecordsApi {
  constructor(
    private readonly client: ApiClient,
    private readonly headers: Record<string, string> = {},
  ) {}

  async get<T>(path: string, searchParams?: SearchParams): Promise<T> {
    refuseLongAddress(path, searchParams);
    try {
      const body = await this.client.call<Envelope<T>>('GET', path, { headers: this.headers, searchParams });
      return body.data;
    } catch (error) {
      throw toGraphQLError(error, 'The records service');
    }
  }

  /** A write: the whole answer, since its message is what the screen shows. */
  async send<T>(method: 'post' | 'put' | 'delete', path: string, json?: unknown): Promise<Envelope<T>> {
    try {
      return await this.client.call<Envelope<T>>(METHODS[method], path, { headers: this.headers, json });
    } catch (error) {
      throw toGraphQLError(error, 'The records service');
    }
  }

  /** A read of one thing that may not exist: null instead of an error. */
  async find<T>(path: string, searchParams?: SearchParams): Promise<T | null> {
    try {
      return await this.get<T>(path, searchParams);
    } catch (error) {
      if (isNotFound(error)) return null;
      throw error;
    }
  }
}

const METHODS = { post: 'POST', put: 'PUT', delete: 'DELETE' } as const;

/** Past this, a read's address would be refused by the API's HTTP server before the API could say why. */
const MAX_ADDRESS_CHARACTERS = 4_000;

/** A read whose text (a name, a work id) makes its address too long is the caller's mistake, told plainly. */
function refuseLongAddress(path: string, searchParams: SearchParams = {}): void {
  const length = path.length + Object.values(searchParams).reduce<number>((sum, v) => sum + String(v ?? '').length, 0);
  if (length > MAX_ADDRESS_CHARACTERS)
    throw new GraphQLError('The text searched for is too long', { extensions: { code: 'BAD_USER_INPUT' } });
}

export type Loader<V> = DataLoader<string | number, V, string>;

/** A loader keyed by id whose upstream has no batch call: it still removes repeats within a request. */
export function byKey<V>(load: (key: string) => Promise<V>): Loader<V> {
  return new DataLoader<string | number, V, string>(
    // A key that is no id is refused here, never sent: each key's error is its own.
    (keys) => Promise.all(keys.map(async (k) => load(recordId(k)).catch((e: Error) => e))),
    { cacheKeyFn: String },
  );
}

export function once<V>(load: () => Promise<V>): () => Promise<V> {
  let pending: Promise<V> | undefined;
  return () => (pending ??= load());
}
