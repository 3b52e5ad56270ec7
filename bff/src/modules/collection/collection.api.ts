import { byKey, once, type Loader, type RecordsApi } from '../../datasources/records-api.ts';
import { recordId } from '../../datasources/record-id.ts';
import type { AouRecord, BatchRecord, CollectionRecord, LocationRecord } from './collection.mappers.ts';

type Body = Record<string, unknown>;

/** Research collections, batches and their locations, and the AOU list. */
export class CollectionsApi {
  constructor(private readonly api: RecordsApi) {}

  list = (status: 'show' | 'hide') =>
    this.api.get<CollectionRecord[]>('research_collection', { collection_status: status });
  /** Assign Records' collection search (a POST in the spec, as the term may be long). */
  search = async (term: string) =>
    (await this.api.send<CollectionRecord[]>('post', 'research_collection/search', { search_term: term })).data;
  batches = () => this.api.get<BatchRecord[]>('batch');
  readonly aouList = once(() => this.api.get<AouRecord[]>('location/aou_list'));

  async location(id: string): Promise<LocationRecord | null> {
    return (await this.api.find<LocationRecord[]>(`location/fetch_location/${recordId(id)}`))?.[0] ?? null;
  }

  // Loaders are made on first use: most requests need one of them, and each request makes its own.
  #collection?: Loader<CollectionRecord | null>;
  #collectionBatches?: Loader<BatchRecord[]>;
  #batch?: Loader<BatchRecord | null>;
  #batchLocations?: Loader<LocationRecord[]>;
  get collection() {
    return (this.#collection ??= byKey((id) => this.api.find<CollectionRecord>(`research_collection/${id}`)));
  }
  get collectionBatches() {
    return (this.#collectionBatches ??= byKey((id) => this.api.get<BatchRecord[]>(`research_collection/${id}/batch`)));
  }
  get batch() {
    return (this.#batch ??= byKey((id) => this.api.find<BatchRecord>(`batch/${id}`)));
  }
  get batchLocations() {
    return (this.#batchLocations ??= byKey((id) => this.api.get<LocationRecord[]>(`location/${id}`)));
  }

  createCollection = (body: Body) => this.api.send<CollectionRecord>('post', 'research_collection', body);
  updateCollection = (id: string, body: Body) =>
    this.api.send<CollectionRecord>('put', `research_collection/${recordId(id)}`, body);
  deleteCollection = (id: string) => this.api.send<{ id: number }>('delete', `research_collection/${recordId(id)}`);
  createBatch = (body: Body) => this.api.send<BatchRecord>('post', 'batch', body);
  updateBatch = (id: string, body: Body) => this.api.send<BatchRecord>('put', `batch/${recordId(id)}`, body);
  deleteBatch = (id: string) => this.api.send<{ id: number }>('delete', `batch/${recordId(id)}`);
  updateLocation = (id: string, body: Body) =>
    this.api.send<LocationRecord>('put', `location/edit_location/${recordId(id)}`, body);
}
