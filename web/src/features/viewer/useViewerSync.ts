import { useEffect, useLayoutEffect, useRef } from 'react';
import { openViewerChannel, type ViewerChannel, type ViewerMessage } from './viewerChannel.ts';

type SyncHandlers = {
  /** The form has this record open, with this biblio active. */
  onFormRecord: (recordId: string, activeBiblioId: string | null) => void;
};

/**
 * The viewer's side of the link with the research form: it answers the form's ping (so the form
 * opens no second window), hears which record and biblio the form has open, and closes when the
 * form opens a new viewer. Answers `post`.
 */
export function useViewerSync(recordId: string, handlers: SyncHandlers): ViewerChannel['post'] {
  const latest = useRef(handlers);
  useLayoutEffect(() => {
    latest.current = handlers;
  });
  const channel = useRef<ViewerChannel | null>(null);
  useEffect(() => {
    const opened = openViewerChannel((message: ViewerMessage) => {
      if (message.type === 'ping') opened.post({ type: 'viewer-open', recordId });
      if (message.type === 'form-record') latest.current.onFormRecord(message.recordId, message.activeBiblioId);
      // The form opens a fresh viewer in front instead (a window without an opener cannot be raised).
      if (message.type === 'close-viewer') window.close();
    });
    channel.current = opened;
    opened.post({ type: 'viewer-open', recordId });
    return () => {
      channel.current = null;
      opened.close();
    };
  }, [recordId]);
  return (message) => channel.current?.post(message);
}
