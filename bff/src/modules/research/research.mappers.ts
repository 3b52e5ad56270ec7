import type { FullRecord, RecentRecordRow, RecordHistoryEntry } from '@rt/api/contract';

/** A biblio row as the records API answers it; link_count is added from the record's links. */
export type BiblioRecord = FullRecord['biblios'][number] & { link_count: number };
export type UsageRecord = FullRecord['usages'][number] & { link_count: number };
export type LinkRecord = FullRecord['biblio_usage'][number];

/** The full record (GET /api/document_detail/full_record/{id}): what a ResearchRecord reads. */
export type { FullRecord };

/** How many active links each biblio (or usage) has: the number shown on its card. */
export function activeLinkCounts(links: LinkRecord[], side: 'biblio_id' | 'usage_id'): Map<number, number> {
  const counts = new Map<number, number>();
  for (const link of links) {
    if (link.active_flag) counts.set(link[side], (counts.get(link[side]) ?? 0) + 1);
  }
  return counts;
}

/** Someone named on a record, as the full record embeds them. */
export type PersonRecord = NonNullable<FullRecord['assigned_user']>;

/** A row of Find a Record or of the caller's recent records (the API's recent_records and find_records). */
export type RecordSummaryRecord = RecentRecordRow & { biblio_id?: number | null; usage_id?: number | null };

/** A change of a record (GET /api/document_detail/history/{id}), already in the schema's shape. */
export type RecordHistoryRecord = RecordHistoryEntry;
