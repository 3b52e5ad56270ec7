import { useEffect } from 'react';

/**
 * The record whose form has been painted last. Complete & Next waits until its record has been
 * painted: a second F12 must not complete one never seen. The same record's form after a save
 * (keyed by version) is the record seen already (docs/decisions/038).
 */
let paintedRecord: string | null = null;

/** Whether the form of `recordId` has been painted: F12 completes only such a record. */
export const isPainted = (recordId: string | null): boolean => paintedRecord === recordId;

/**
 * Complete is on its way: the record is being left, so a second F12 before the next record is
 * painted does nothing (the router may commit the next record a few tasks later, after its loader).
 * `stillShown` undoes it when the record stays on screen after all (a refused or failed Complete).
 */
export function leaving(recordId: string): { stillShown: () => void } {
  if (paintedRecord === recordId) paintedRecord = null;
  return { stillShown: () => (paintedRecord = recordId) };
}

/** Marks the record painted once its form's first frame is: a task after that frame runs then. */
export function useMarkPainted(recordId: string | null): void {
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => (paintedRecord = recordId));
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [recordId]);
}
