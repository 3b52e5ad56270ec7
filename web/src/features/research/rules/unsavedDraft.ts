import type { RecordDraft } from './draft.ts';

/**
 * Unsaved edits of a record, kept in browser local storage until they are saved, so a reload (or
 * a crash) does not lose them. Keyed by record id and the version they were made against: edits
 * made against an older version are never offered back over a newer record.
 */
export type UnsavedDraft = { savedAt: string; draft: RecordDraft };

type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem' | 'key' | 'length'>;

const PREFIX = 'researchDraft:';

export const unsavedDraftKey = (recordId: string, version: number) => `${PREFIX}${recordId}:${version}`;

export function keepUnsavedDraft(
  recordId: string,
  version: number,
  draft: RecordDraft,
  now: Date = new Date(),
  storage: KeyValueStorage = window.localStorage,
): void {
  try {
    storage.setItem(unsavedDraftKey(recordId, version), JSON.stringify({ savedAt: now.toISOString(), draft }));
  } catch {
    // A full or unavailable storage only loses the safety net, never the edits on screen.
  }
}

export function readUnsavedDraft(
  recordId: string,
  version: number,
  storage: Pick<Storage, 'getItem'> = window.localStorage,
): UnsavedDraft | null {
  const stored = storage.getItem(unsavedDraftKey(recordId, version));
  if (!stored) return null;
  try {
    const value = JSON.parse(stored) as Partial<UnsavedDraft>;
    if (typeof value.savedAt !== 'string' || !value.draft || !Array.isArray(value.draft.biblios)) return null;
    return value as UnsavedDraft;
  } catch {
    return null;
  }
}

/** Forgets a record's unsaved edits, of every version. */
export function forgetUnsavedDraft(recordId: string, storage: KeyValueStorage = window.localStorage): void {
  const keys: string[] = [];
  for (let i = 0; i < storage.length; i += 1) {
    const key = storage.key(i);
    if (key?.startsWith(`${PREFIX}${recordId}:`)) keys.push(key);
  }
  for (const key of keys) storage.removeItem(key);
}

/** 'HH:mm' of the time the edits were kept (spec 9 date formats), or the date too when not today. */
export function keptAtText(savedAt: string, now: Date = new Date()): string {
  const at = new Date(savedAt);
  const pad = (n: number) => String(n).padStart(2, '0');
  const time = `${pad(at.getHours())}:${pad(at.getMinutes())}`;
  const sameDay = at.toDateString() === now.toDateString();
  return sameDay ? time : `${pad(at.getDate())}-${pad(at.getMonth() + 1)}-${at.getFullYear()} ${time}`;
}
