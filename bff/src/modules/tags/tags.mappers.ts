import type { BiblioTagRow, GroupTagRow } from '@rt/api/contract';

export type BiblioTagRecord = BiblioTagRow;
export type GroupTagRecord = GroupTagRow;
/** GET /api/biblio_tag/{documentId}, with the record it belongs to. */
export type DocumentTagsRecord = { documentId: string; biblio_tags: BiblioTagRow[]; group_tags: GroupTagRow[] };
