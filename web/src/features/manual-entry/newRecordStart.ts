import type { BatchPeriod, BatchStatus } from '@rt/domain';
/**
 * What Manual data entry hands to the new-record research form (/research/new-record) through
 * browser local storage (spec section 9 keeps the keys batchDetails, sourceFilePath and
 * sourceFileName): the chosen batch with its collection, and the checked source file, if any.
 */
export const NEW_RECORD_STORAGE_KEYS = {
  batch: 'batchDetails',
  sourceFilePath: 'sourceFilePath',
  sourceFileName: 'sourceFileName',
} as const;

export type NewRecordBatch = {
  id: string;
  /** Period plus period number. */
  title: string;
  period: BatchPeriod;
  periodNumber: string;
  status: BatchStatus;
  researchCollection: {
    id: string;
    collectionTitle: string;
    licenceSchemeId: number;
    researchTemplateId: number;
  };
};

export type NewRecordStart = {
  batch: NewRecordBatch;
  /** The file the source file link names, when one was given and the server found it. */
  sourceFile: { filePath: string; fileName: string } | null;
};

type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** Stores the start of a new record; a start without a source file clears the previous one's. */
export function saveNewRecordStart(start: NewRecordStart, storage: KeyValueStorage = window.localStorage): void {
  storage.setItem(NEW_RECORD_STORAGE_KEYS.batch, JSON.stringify(start.batch));
  if (start.sourceFile) {
    storage.setItem(NEW_RECORD_STORAGE_KEYS.sourceFilePath, start.sourceFile.filePath);
    storage.setItem(NEW_RECORD_STORAGE_KEYS.sourceFileName, start.sourceFile.fileName);
  } else {
    storage.removeItem(NEW_RECORD_STORAGE_KEYS.sourceFilePath);
    storage.removeItem(NEW_RECORD_STORAGE_KEYS.sourceFileName);
  }
}

/** The stored start of a new record, or null when there is none (or it cannot be read). */
export function readNewRecordStart(storage: Pick<Storage, 'getItem'> = window.localStorage): NewRecordStart | null {
  const stored = storage.getItem(NEW_RECORD_STORAGE_KEYS.batch);
  if (!stored) return null;
  let batch: unknown;
  try {
    batch = JSON.parse(stored);
  } catch {
    return null;
  }
  if (!isBatch(batch)) return null;
  const filePath = storage.getItem(NEW_RECORD_STORAGE_KEYS.sourceFilePath);
  const fileName = storage.getItem(NEW_RECORD_STORAGE_KEYS.sourceFileName);
  return { batch, sourceFile: filePath !== null && fileName ? { filePath, fileName } : null };
}

function isBatch(value: unknown): value is NewRecordBatch {
  if (typeof value !== 'object' || value === null) return false;
  const batch = value as Partial<NewRecordBatch>;
  return typeof batch.id === 'string' && typeof batch.researchCollection?.id === 'string';
}
