import { useEffect, useLayoutEffect, useRef } from 'react';
import { isViewerOpen, openViewerChannel, openViewerWindow, type ViewerChannel } from '../../viewer/viewerChannel.ts';

type ViewerLinkHandlers = {
  /** The viewer picked this stored biblio as the active one. */
  onActiveBiblio: (biblioId: string) => void;
  /** The viewer made a new biblio (Ctrl-click on a page); the record is now at `version`. */
  onBiblioCreated: (biblioId: string, version: number | null) => void;
  /** The viewer placed, moved or deleted a tag. */
  onTagsChanged: () => void;
};

/**
 * 'Open document viewer': the viewer on this record in front. A viewer already open is closed first,
 * so the researcher never has two.
 */
export async function showDocumentViewer(recordId: string): Promise<void> {
  if (await isViewerOpen()) {
    const channel = openViewerChannel(() => undefined);
    channel.post({ type: 'close-viewer' });
    channel.close();
  }
  openViewerWindow(recordId);
}

/**
 * The research form's side of the link with the document viewer (spec 2): a record with
 * document_view true opens the viewer in its own window unless one is open already (which then
 * follows the form to this record), and the two keep the active biblio, new biblios and tags in step.
 */
export function useDocumentViewerLink(
  recordId: string | null,
  documentView: boolean,
  activeBiblioId: string | null,
  handlers: ViewerLinkHandlers,
): void {
  const latest = useRef(handlers);
  useLayoutEffect(() => {
    latest.current = handlers;
  });
  const active = useRef(activeBiblioId);
  useLayoutEffect(() => {
    active.current = activeBiblioId;
  });
  const channel = useRef<ViewerChannel | null>(null);

  useEffect(() => {
    if (!recordId) return;
    const opened = openViewerChannel((message) => {
      if (message.type === 'viewer-open') {
        // A viewer that opens, or answers the form's ping, learns which record and biblio the form has.
        opened.post({ type: 'form-record', recordId, activeBiblioId: active.current });
        return;
      }
      if (!('recordId' in message) || message.recordId !== recordId) return;
      if (message.type === 'active-biblio') latest.current.onActiveBiblio(message.biblioId);
      else if (message.type === 'biblio-created') latest.current.onBiblioCreated(message.biblioId, message.version);
      else if (message.type === 'tags-changed') latest.current.onTagsChanged();
    });
    channel.current = opened;
    let cancelled = false;
    if (documentView) {
      void isViewerOpen().then((open) => {
        if (!open && !cancelled) openViewerWindow(recordId);
      });
    }
    return () => {
      cancelled = true;
      channel.current = null;
      opened.close();
    };
  }, [recordId, documentView]);

  useEffect(() => {
    if (recordId) channel.current?.post({ type: 'form-record', recordId, activeBiblioId });
  }, [recordId, activeBiblioId]);
}
