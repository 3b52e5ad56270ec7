import type { BiblioTagRow, GroupTagRow } from '@rt/api/contract';

export type BiblioTagRecord = BiblioTagRow;
export type GroupTagRecord = GroupTagRow;
/** GET /api/biblio_tag/{recordId}, with the record it belongs to. */
export type RecordTagsRecord = { recordId: string; biblio_tags: BiblioTagRow[]; group_tags: GroupTagRow[] };
