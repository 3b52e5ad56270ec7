import { ApiError } from '../../http/api-error.ts';

/** A locked batch's assignments are frozen (spec section 4: it cannot be selected for assignment). */
export function refuseLockedBatch(batch: { title: string; status: string }): void {
  if (batch.status === 'locked')
    throw new ApiError('CONFLICT', `Batch ${batch.title} is locked`, { field: 'batch_ids' });
}
