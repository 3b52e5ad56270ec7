import DataLoader from 'dataloader';
import got, { type Got } from 'got';
import { Agent as HttpAgent } from 'node:http';
import type { UserRecord } from '../modules/user/user.mappers.ts';
import type { BatchRecord, CollectionRecord, LocationRecord, AouRecord } from '../modules/collection/collection.mappers.ts';
import type { DocumentRecord } from '../modules/research/research.mappers.ts';
import { toGraphQLError, isNotFound } from './upstream-error.ts';

type Envelope<T> = { message: string; data: T };
type SearchParams = Record<string, string | number | undefined>;

/** One HTTP client per process (keep-alive connections to the API); requests are made per caller. */
export function createRecordsClient(apiUrl: string, timeoutMs: number): Got {
  return got.extend({
    prefixUrl: new URL('/api/', apiUrl).toString(),
    responseType: 'json',
    timeout: { request: timeoutMs },
    // Reads are idempotent: one more try after a dropped connection; writes are never repeated.
    retry: { limit: 1, methods: ['GET'] },
    agent: { http: new HttpAgent({ keepAlive: true, maxSockets: 64 }) },
  });
}

/**
 * The records API as one caller sees it: built per GraphQL request, with DataLoaders that collapse
 * repeated reads within that request (never shared between users).
 */
export class RecordsApi {
  constructor(
    private readonly client: Got,
    private readonly headers: Record<string, string> = {},
  ) {}

  async get<T>(path: string, searchParams?: SearchParams): Promise<T> {
    try {
      const body = await this.client
        .get(path, { headers: this.headers, searchParams: clean(searchParams) })
        .json<Envelope<T>>();
      return body.data;
    } catch (error) {
      throw toGraphQLError(error, 'The records service');
    }
  }

  /** A write: the whole answer, since its message is what the screen shows. */
  async send<T>(method: 'post' | 'put' | 'delete', path: string, json?: unknown): Promise<Envelope<T>> {
    try {
      const body = json === undefined ? {} : { json };
      return await this.client[method](path, { headers: this.headers, ...body }).json<Envelope<T>>();
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

  readonly currentUser = once(() => this.find<UserRecord>('user/current'));
  readonly aouList = once(() => this.get<AouRecord[]>('location/aou_list'));

  readonly users = byKey((id: string) => this.find<UserRecord>(`user/${id}`));
  readonly collections = byKey((id: string) => this.find<CollectionRecord>(`research_collection/${id}`));
  readonly collectionBatches = byKey((id: string) => this.get<BatchRecord[]>(`research_collection/${id}/batch`));
  readonly batches = byKey((id: string) => this.find<BatchRecord>(`batch/${id}`));
  readonly batchLocations = byKey((id: string) => this.get<LocationRecord[]>(`location/${id}`));
  readonly documents = byKey((id: string) => this.find<DocumentRecord>(`document_detail/full_record/${id}`));
}

function clean(params?: SearchParams): Record<string, string | number> | undefined {
  if (!params) return undefined;
  return Object.fromEntries(Object.entries(params).filter(([, v]) => v !== undefined)) as Record<string, string | number>;
}

/** A loader keyed by id whose upstream has no batch call: it still removes repeats within a request. */
function byKey<V>(load: (key: string) => Promise<V>): DataLoader<string | number, V, string> {
  return new DataLoader<string | number, V, string>(
    (keys) => Promise.all(keys.map((k) => load(String(k)).catch((e: Error) => e))),
    { cacheKeyFn: String },
  );
}

function once<V>(load: () => Promise<V>): () => Promise<V> {
  let pending: Promise<V> | undefined;
  return () => (pending ??= load());
}
