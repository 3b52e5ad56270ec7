import { badRequest } from '../../http/api-error.ts';
import { bodyFields, requiredId } from '../../http/fields.ts';

export type AssignmentInput = { batchIds: number[]; userIds: number[] };

const BATCH = { field: 'batch_ids', label: 'Batch id' } as const;
const USER = { field: 'batch_user_roles', label: 'User id' } as const;

/** Ids in the order given, each once. */
const distinct = (ids: number[]) => [...new Set(ids)];

/** The Assign Records save: `{ batch_ids: [1, 2], batch_user_roles: [{ user_id: 7 }] }`. */
export function readAssignment(body: unknown): AssignmentInput {
  const fields = bodyFields(body);
  const batches = fields.batch_ids;
  const users = fields.batch_user_roles;
  if (!Array.isArray(batches) || batches.length === 0)
    throw badRequest('Please select at least one batch', BATCH.field);
  if (!Array.isArray(users) || users.length === 0) throw badRequest('Please add at least one user', USER.field);
  return {
    batchIds: distinct(batches.map((id: unknown) => requiredId(id, BATCH))),
    userIds: distinct(
      users.map((entry: unknown) => requiredId((entry as { user_id?: unknown } | null)?.user_id, USER)),
    ),
  };
}

/** GET /batch_user?batch_ids=1,2: the comma-separated ids of the query; empty means none. */
export function readBatchIdsQuery(value: unknown): number[] {
  if (value === undefined) throw badRequest('batch_ids is required (comma-separated batch ids)', BATCH.field);
  if (typeof value !== 'string') throw badRequest('batch_ids must be comma-separated batch ids', BATCH.field);
  return distinct(
    value
      .split(',')
      .map((part) => part.trim())
      .filter((part) => part !== '')
      .map((part) => requiredId(part, BATCH)),
  );
}
