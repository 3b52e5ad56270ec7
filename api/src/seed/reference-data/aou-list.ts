import type { NewRow } from '../factories.ts';

/** The AOU list: the units an institute location names by id. */
export const AOU_ROWS: NewRow<'aou_list'>[] = [
  'Faculty of Arts and Social Sciences',
  'Faculty of Science',
  'Faculty of Medicine and Health',
  'Faculty of Engineering',
  'Business School',
  'Law School',
  'Faculty of Education',
  'Conservatorium of Music',
  'Faculty of Architecture, Design and Planning',
  'School of Nursing and Midwifery',
  'Library Services',
  'Centre for Continuing Education',
  'Faculty of Information Technology',
  'School of Psychology',
  'Research and Innovation Office',
].map((value, index) => ({ id: 101 + index, value }));
