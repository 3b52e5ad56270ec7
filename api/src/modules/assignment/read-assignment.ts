import { z } from 'zod';
import { jsonBody, reader, readId, readIdText, refuse } from '../../http/input.ts';

/** Ids in the order given, each once. */
const distinct = (ids: number[]) => [...new Set(ids)];

/** A non-empty list of ids, each read by `read`, each once. */
const idList = (empty: string, read: (item: unknown) => number) =>
  reader((value) => {
    if (!Array.isArray(value) || value.length === 0) return refuse(empty);
    return distinct(value.map(read));
  });

const requiredIdOf = (value: unknown, label: string) => readId(value, label) ?? refuse(`${label} is required`);

/** The Assign Records save: `{ batch_ids: [1, 2], batch_user_roles: [{ user_id: 7 }] }`. */
export const ASSIGNMENT_BODY = jsonBody({
  batch_ids: idList('Please select at least one batch', (id) => requiredIdOf(id, 'Batch id')),
  batch_user_roles: idList('Please add at least one user', (entry) =>
    requiredIdOf(
      typeof entry === 'object' && entry !== null ? (entry as { user_id?: unknown }).user_id : undefined,
      'User id',
    ),
  ),
});
export type AssignmentBody = z.output<typeof ASSIGNMENT_BODY>;

/** GET /batch_user?batch_ids=1,2: the comma-separated ids of the query, each exactly an id (' 1' is refused); empty means none. */
export const BATCH_IDS_QUERY = z.object({
  batch_ids: reader((value) => {
    if (value === undefined) return refuse('batch_ids is required (comma-separated batch ids)');
    if (typeof value !== 'string') return refuse('batch_ids must be comma-separated batch ids');
    return distinct(
      value
        .split(',')
        .filter((part) => part !== '')
        .map((part) => readIdText(part, 'Batch id')),
    );
  }),
});
