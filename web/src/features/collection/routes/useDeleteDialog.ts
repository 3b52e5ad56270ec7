import { useCallback, useState } from 'react';

/**
 * The state of a list's delete dialog: askDelete(row) opens it about that row, close() closes it.
 * The row stays set while the dialog closes, so its text does not blink.
 */
export function useDeleteDialog<Row>() {
  const [toDelete, setToDelete] = useState<Row | null>(null);
  const [confirming, setConfirming] = useState(false);
  const askDelete = useCallback((row: Row) => {
    setToDelete(row);
    setConfirming(true);
  }, []);
  const close = useCallback(() => setConfirming(false), []);
  return { toDelete, confirming, askDelete, close };
}
