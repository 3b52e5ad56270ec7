import type { KeysetPage } from '@rt/api/contract';
import type { FullRecord, RecordHistoryRecord } from '../research/research.mappers.ts';
import type { BatchRecord, CollectionRecord } from '../collection/collection.mappers.ts';

/**
 * A page of a connection as the records API answers it, and its total asked only when the query
 * reads `totalCount` (a count(*) of the filter, which a page does not need).
 */
export type ConnectionRecord<T> = { page: KeysetPage<T>; count: () => Promise<number> };

export type DocumentConnectionRecord = ConnectionRecord<FullRecord>;
export type CollectionConnectionRecord = ConnectionRecord<CollectionRecord>;
export type BatchConnectionRecord = ConnectionRecord<BatchRecord>;
export type HistoryConnectionRecord = ConnectionRecord<RecordHistoryRecord>;
