import DataLoader from 'dataloader';
import { GraphQLError } from 'graphql';
import type { UserRecord } from '../modules/user/user.mappers.ts';
import type {
  BatchRecord,
  CollectionRecord,
  LocationRecord,
  AouRecord,
} from '../modules/collection/collection.mappers.ts';
import type { DocumentRecord, RecordHistoryRecord } from '../modules/research/research.mappers.ts';
import type { ApiClient, SearchParams } from './api-client.ts';
import { recordId } from './record-id.ts';
import { toGraphQLError, isNotFound } from './upstream-error.ts';

type Envelope<T> = { message: string; data: T };

/**
 * The records API as one caller sees it: built per GraphQL request, with DataLoaders that collapse
 * repeated reads within that request (never shared between users).
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

  /** A record's changes, newest first (docs/decisions/018); only the Details modal asks, once per opening. */
  recordHistory(documentId: string | number): Promise<RecordHistoryRecord[]> {
    return this.get<RecordHistoryRecord[]>(`document_detail/history/${recordId(documentId)}`);
  }

  readonly currentUser = once(() => this.find<UserRecord>('user/current'));
  readonly aouList = once(() => this.get<AouRecord[]>('location/aou_list'));

  // Loaders are made on first use: most requests need one of them, and each request makes its own.
  #users?: Loader<UserRecord | null>;
  #collections?: Loader<CollectionRecord | null>;
  #collectionBatches?: Loader<BatchRecord[]>;
  #batches?: Loader<BatchRecord | null>;
  #batchLocations?: Loader<LocationRecord[]>;
  #documents?: Loader<DocumentRecord | null>;
  get users() {
    return (this.#users ??= byKey((id) => this.find<UserRecord>(`user/${id}`)));
  }
  get collections() {
    return (this.#collections ??= byKey((id) => this.find<CollectionRecord>(`research_collection/${id}`)));
  }
  get collectionBatches() {
    return (this.#collectionBatches ??= byKey((id) => this.get<BatchRecord[]>(`research_collection/${id}/batch`)));
  }
  get batches() {
    return (this.#batches ??= byKey((id) => this.find<BatchRecord>(`batch/${id}`)));
  }
  get batchLocations() {
    return (this.#batchLocations ??= byKey((id) => this.get<LocationRecord[]>(`location/${id}`)));
  }
  get documents() {
    return (this.#documents ??= byKey((id) => this.find<DocumentRecord>(`document_detail/full_record/${id}`)));
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

type Loader<V> = DataLoader<string | number, V, string>;

/** A loader keyed by id whose upstream has no batch call: it still removes repeats within a request. */
function byKey<V>(load: (key: string) => Promise<V>): Loader<V> {
  return new DataLoader<string | number, V, string>(
    // A key that is no id is refused here, never sent: each key's error is its own.
    (keys) => Promise.all(keys.map(async (k) => load(recordId(k)).catch((e: Error) => e))),
    { cacheKeyFn: String },
  );
}

function once<V>(load: () => Promise<V>): () => Promise<V> {
  let pending: Promise<V> | undefined;
  return () => (pending ??= load());
}
