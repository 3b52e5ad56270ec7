import { id, jsonBody, readFlag, reader, refuse, requiredId } from '../../http/input.ts';

/** Where on the page a tag sits: a share of the page's width or height, 0 to 1, from the top left. */
const readPosition = (value: unknown, label: string): number => {
  if (value === undefined || value === null) return 0;
  if (typeof value !== 'number' || !Number.isFinite(value) || value < 0 || value > 1)
    return refuse(`${label} must be a number from 0 to 1`);
  return Math.round(value * 10_000) / 10_000;
};
const position = (label: string) => reader((v) => readPosition(v, label));
const flag = (label: string) => reader((v) => readFlag(v, label, true));
const page = (label: string) =>
  reader((value) => {
    if (typeof value !== 'number' || !Number.isInteger(value) || value < 1 || value > 100_000)
      return refuse(`${label} must be a page number from 1`);
    return value;
  });

/**
 * POST /api/biblio_tag/{documentId} (spec 7): a page tag of a biblio; `id` moves a tag already
 * there. Without `biblio_id` a new biblio is made for the tag (the viewer's Ctrl-click).
 */
export const TAG_BODY = jsonBody({
  id: id('id'),
  biblio_id: id('biblio_id'),
  document_id: id('document_id'),
  page_number: page('page_number'),
  page_x: position('page_x'),
  page_y: position('page_y'),
  page_tagged_flag: flag('page_tagged_flag'),
});

/** POST /api/biblio_tag/save_group_tag/{documentId} (spec 7): a biblio's page range; `id` changes one already there. */
export const GROUP_TAG_BODY = jsonBody({
  id: id('id'),
  biblio_id: requiredId('biblio_id'),
  document_id: id('document_id'),
  start_page: page('start_page'),
  end_page: page('end_page'),
  page_x: position('page_x'),
  page_y: position('page_y'),
  page_tagged_flag: flag('page_tagged_flag'),
});

export type TagBody = ReturnType<typeof TAG_BODY.parse>;
export type GroupTagBody = ReturnType<typeof GROUP_TAG_BODY.parse>;
