import type { BatchRecord, LocationRecord } from '../collection/collection.mappers.ts';

/** A biblio row as the records API answers it; link_count is added from the record's links. */
export type BiblioRecord = { id: number; document_detail_id: number; link_count: number } & Record<string, unknown>;
export type UsageRecord = { id: number; document_detail_id: number; link_count: number } & Record<string, unknown>;
export type LinkRecord = { biblio_id: number; usage_id: number; active_flag: boolean };

/** The full record (GET /api/document_detail/full_record/{id}). */
export type DocumentRecord = {
  id: number;
  external_reference_id: string;
  version: number;
  status: string;
  batch_id: number;
  batch: BatchRecord & {
    research_collections: { id: number; collection_title: string; licence_scheme_id: number; research_template_id: number };
  };
  location_id: number | null;
  location: LocationRecord | null;
  assigned_user_id: number | null;
  researched_by: number | null;
  biblios: Array<{ id: number; document_detail_id: number } & Record<string, unknown>>;
  usages: Array<{ id: number; document_detail_id: number } & Record<string, unknown>>;
  biblio_usage: LinkRecord[];
} & Record<string, unknown>;

/** How many active links each biblio (or usage) has: the number shown on its card. */
export function activeLinkCounts(links: LinkRecord[], side: 'biblio_id' | 'usage_id'): Map<number, number> {
  const counts = new Map<number, number>();
  for (const link of links) {
    if (link.active_flag) counts.set(link[side], (counts.get(link[side]) ?? 0) + 1);
  }
  return counts;
}
