import type { NewRow } from '../factories.ts';
import { DEMO_REFERENCE_DATA } from './demo-file.ts';

/** The AOU list: the units an institute location names by id. */
export const AOU_ROWS: NewRow<'aou_list'>[] = DEMO_REFERENCE_DATA.aous.map(({ id, value }) => ({ id, value }));
