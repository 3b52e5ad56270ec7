import { GraphQLError } from 'graphql';
import type { SearchParams } from '../../datasources/api-client.ts';
import { recordId } from '../../datasources/record-id.ts';
import type { RecordsApi } from '../../datasources/records-api.ts';
import type { ConnectionRecord } from './connections.mappers.ts';
import type { BatchRecord, CollectionRecord } from '../collection/collection.mappers.ts';
import type { FullRecord, RecordHistoryRecord } from '../research/research.mappers.ts';

/** The most a page holds, as the records API allows. */
export const MAX_PAGE_SIZE = 100;

/** The Relay arguments of a connection field. */
export type PageArgs = {
  first?: number | null;
  after?: string | null;
  last?: number | null;
  before?: string | null;
};

const badInput = (message: string, field: string) =>
  new GraphQLError(message, { extensions: { code: 'BAD_USER_INPUT', field } });

/**
 * The page arguments as the API's query: refused here in the schema's words first (the API would
 * refuse them too, in its own), so an integrator reads which argument to change.
 */
function pageParams({ first, after, last, before }: PageArgs): SearchParams {
  for (const [name, size] of [
    ['first', first],
    ['last', last],
  ] as const) {
    if (size == null) continue;
    if (size < 1) throw badInput(`${name} must be from 1 to ${MAX_PAGE_SIZE}`, name);
    if (size > MAX_PAGE_SIZE) throw badInput(`${name} must be at most ${MAX_PAGE_SIZE} (asked for ${size})`, name);
  }
  if (first != null && last != null) throw badInput('Give first or last, not both', 'last');
  return { first: first ?? undefined, after: after ?? undefined, last: last ?? undefined, before: before ?? undefined };
}

/** An optional id of a filter, checked as every id is, and named by its path in the arguments. */
const filterId = (value: string | null | undefined, field: string) =>
  value == null ? undefined : recordId(value, `filter.${field}`);

export type DocumentFilterArgs = {
  batchId?: string | null;
  researchCollectionId?: string | null;
  status?: string | null;
  assigneeId?: string | null;
  updatedSince?: string | null;
};

/** Keyset-paged lists (GET …/page and …/page/count of the records API, docs/decisions/075). */
export class ConnectionsApi {
  constructor(private readonly api: RecordsApi) {}

  /** A page, and its count asked of the same filter when, and only when, a resolver wants it. */
  #connection<T>(path: string, filter: SearchParams, args: PageArgs): Promise<ConnectionRecord<T>> {
    const params = { ...filter, ...pageParams(args) };
    let count: Promise<number> | undefined;
    return this.api.get<ConnectionRecord<T>['page']>(path, params).then((page) => ({
      page,
      count: () => (count ??= this.api.get<{ total: number }>(`${path}/count`, filter).then((answer) => answer.total)),
    }));
  }

  documents(filter: DocumentFilterArgs | null | undefined, args: PageArgs) {
    return this.#connection<FullRecord>(
      'document_detail/page',
      {
        batch_id: filterId(filter?.batchId, 'batchId'),
        research_collection_id: filterId(filter?.researchCollectionId, 'researchCollectionId'),
        status: filter?.status ?? undefined,
        assignee_id: filterId(filter?.assigneeId, 'assigneeId'),
        updated_since: filter?.updatedSince ?? undefined,
      },
      args,
    );
  }

  collections(filter: { status?: string | null } | null | undefined, args: PageArgs) {
    return this.#connection<CollectionRecord>(
      'research_collection/page',
      { status: filter?.status ?? undefined },
      args,
    );
  }

  batches(filter: { researchCollectionId?: string | null; status?: string | null } | null | undefined, args: PageArgs) {
    return this.#connection<BatchRecord>(
      'batch/page',
      {
        research_collection_id: filterId(filter?.researchCollectionId, 'researchCollectionId'),
        status: filter?.status ?? undefined,
      },
      args,
    );
  }

  /** A document's changes, newest first. */
  history(documentId: string | number, args: PageArgs) {
    return this.#connection<RecordHistoryRecord>(`document_detail/history/${recordId(documentId)}/page`, {}, args);
  }
}
