import { idFromText } from '@rt/domain';
import type { DocumentPage, PageFile } from '../../files/document-files.ts';

/** What an address under /api/files names: a record's full PDF, one file of one of its pages, or its source file. */
export type ServedName =
  | { recordId: number; kind: 'full-pdf' }
  | { recordId: number; kind: 'page'; page: DocumentPage; file: PageFile }
  | { recordId: number; kind: 'source'; extension: string };

const DOCUMENT_NAME = /^(\d{1,10})(?:_(heldback_)?(\d{1,6})(\.thumb)?)?\.(jpeg|pdf)$/;
const SOURCE_NAME = /^(\d{1,10})(\.[A-Za-z0-9]{1,10})?$/;

/**
 * A name under /files/documents (spec 7): '{id}.pdf' the full PDF, '{id}_{n}.jpeg' a page image,
 * '{id}_heldback_{n}.jpeg' a held-back page image, '{id}_{n}.pdf' a page PDF, '{id}_{n}.thumb.jpeg'
 * a page's thumbnail. Null for any other name.
 */
export function documentFileName(name: string): ServedName | null {
  const match = DOCUMENT_NAME.exec(name);
  const recordId = match ? idFromText(match[1]) : null;
  if (!match || recordId === null) return null;
  const [, , heldback, n, thumb, extension] = match;
  if (n === undefined) return extension === 'pdf' && !thumb ? { recordId, kind: 'full-pdf' } : null;
  if (thumb && extension !== 'jpeg') return null;
  const file: PageFile = thumb ? 'thumbnail' : extension === 'pdf' ? 'pdf' : 'image';
  return { recordId, kind: 'page', page: { heldback: Boolean(heldback), n: Number(n) }, file };
}

/** A name under /files/source (spec 7): the record id and its source file's extension, '{id}.pdf'. */
export function sourceFileName(name: string): ServedName | null {
  const match = SOURCE_NAME.exec(name);
  const recordId = match ? idFromText(match[1]) : null;
  return match && recordId !== null ? { recordId, kind: 'source', extension: (match[2] ?? '').toLowerCase() } : null;
}
