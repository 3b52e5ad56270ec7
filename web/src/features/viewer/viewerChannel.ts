/**
 * The research form and the document viewer, in two windows of one browser, keep in step over a
 * BroadcastChannel: the form says which record and biblio it has open, the viewer which biblio it
 * made or picked and when tags changed. A browser without BroadcastChannel simply gets no sync.
 */
export type ViewerMessage =
  | { type: 'form-record'; recordId: string; activeBiblioId: string | null }
  | { type: 'ping' }
  | { type: 'viewer-open'; recordId: string }
  | { type: 'active-biblio'; recordId: string; biblioId: string }
  | { type: 'biblio-created'; recordId: string; biblioId: string; version: number | null }
  | { type: 'tags-changed'; recordId: string }
  | { type: 'close-viewer' };

const CHANNEL = 'research-tool-document-view';

export const viewerAddress = (recordId: string) => `/document-view/${encodeURIComponent(recordId)}`;

/**
 * Opens the viewer on a record in a window of its own, without an opener: the browser then gives it
 * a renderer process of its own, so the form stays quick while the viewer loads its pages and a key
 * pressed in the form as the window opens is not lost. The two talk over the channel only.
 */
export function openViewerWindow(recordId: string): void {
  window.open(viewerAddress(recordId), '_blank', 'noopener');
}

export type ViewerChannel = { post: (message: ViewerMessage) => void; close: () => void };

export function openViewerChannel(onMessage: (message: ViewerMessage) => void): ViewerChannel {
  if (typeof BroadcastChannel === 'undefined') return { post: () => undefined, close: () => undefined };
  const channel = new BroadcastChannel(CHANNEL);
  channel.onmessage = (event: MessageEvent<ViewerMessage>) => onMessage(event.data);
  return { post: (message) => channel.postMessage(message), close: () => channel.close() };
}

/** True when a viewer window answers within `waitMs`: the form then opens no second one. */
export function isViewerOpen(waitMs = 250): Promise<boolean> {
  return new Promise((resolve) => {
    const channel = openViewerChannel((message) => {
      if (message.type !== 'viewer-open') return;
      clearTimeout(timer);
      channel.close();
      resolve(true);
    });
    const timer = setTimeout(() => {
      channel.close();
      resolve(false);
    }, waitMs);
    channel.post({ type: 'ping' });
  });
}
