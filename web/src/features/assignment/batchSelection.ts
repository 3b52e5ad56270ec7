import type { BatchStatus } from '../../__generated__/graphql.ts';
/** The batch checkboxes of Assign Records (spec sections 2 and 4): a locked batch cannot be selected. */
export type BatchChoice = { id: string; status: BatchStatus };

export const isLocked = (batch: BatchChoice) => batch.status === 'LOCKED';

/** The 'Select all' box: checked when every unlocked batch is, indeterminate when only some are. */
export function selectAllState(
  batches: readonly BatchChoice[],
  selected: ReadonlySet<string>,
): boolean | 'indeterminate' {
  const open = batches.filter((b) => !isLocked(b));
  const chosen = open.filter((b) => selected.has(b.id)).length;
  if (open.length === 0 || chosen === 0) return false;
  return chosen === open.length ? true : 'indeterminate';
}

/** Ticking 'Select all' selects every unlocked batch; unticking it selects none. */
export function selectAll(batches: readonly BatchChoice[], on: boolean): Set<string> {
  return new Set(on ? batches.filter((b) => !isLocked(b)).map((b) => b.id) : []);
}

/** One box ticked or unticked; a locked batch never joins the selection. */
export function toggleBatch(
  batches: readonly BatchChoice[],
  selected: ReadonlySet<string>,
  id: string,
  on: boolean,
): Set<string> {
  const next = new Set(selected);
  const batch = batches.find((b) => b.id === id);
  if (on && batch && !isLocked(batch)) next.add(id);
  else next.delete(id);
  return next;
}

/** The selected ids in the order the batches are listed, so the same selection is always the same request. */
export function selectedInOrder(batches: readonly BatchChoice[], selected: ReadonlySet<string>): string[] {
  return batches.filter((b) => selected.has(b.id) && !isLocked(b)).map((b) => b.id);
}
