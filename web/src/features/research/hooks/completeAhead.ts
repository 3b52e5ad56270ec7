import type { ResearchForm_RecordFragment } from '../../../__generated__/graphql.ts';
import type { RecordDraft } from '../rules/draft.ts';

/**
 * Complete & Next shows the next record (read ahead) as soon as the key is pressed, while the
 * completed record's save is still on its way (ADR 019). This module keeps what that needs beyond
 * the form that started the save: the saves underway, and a failed one's form, to show it again.
 */

/** A Complete whose save was refused or failed after the screen had moved on. */
export type InterruptedComplete = {
  record: ResearchForm_RecordFragment;
  draft: RecordDraft;
  /** The conflict message when someone else saved first, so the form offers their version. */
  conflict: string | null;
};

const underway = new Set<Promise<unknown>>();
const interrupted = new Map<string, InterruptedComplete>();

/** Tracks a Complete's save until it settles. */
export function trackComplete<T>(save: Promise<T>): Promise<T> {
  underway.add(save);
  const settled = () => underway.delete(save);
  save.then(settled, settled);
  return save;
}

/** Resolves once no Complete's save is underway (the queue is then as the server will answer it). */
export async function completesUnderway(): Promise<void> {
  while (underway.size > 0) await Promise.allSettled([...underway]);
}

export function rememberInterruptedComplete(id: string, value: InterruptedComplete): void {
  interrupted.set(id, value);
}

/** The record's interrupted Complete, if any (read, not used up: a screen may render twice). */
export function interruptedComplete(id: string): InterruptedComplete | null {
  return interrupted.get(id) ?? null;
}

export function forgetInterruptedComplete(id: string): void {
  interrupted.delete(id);
}
