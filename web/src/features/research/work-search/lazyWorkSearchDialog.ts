import { preloadableLazy } from '../../../components/preloadableLazy.tsx';

/**
 * The Work Search modal, in its own chunk: loaded while a record (or the bulk update panel) opens,
 * so F8 waits one render, not a download nor React's reveal of a suspended dialog.
 */
export const workSearchDialog = preloadableLazy(() => import('./WorkSearchDialog.tsx').then((m) => m.WorkSearchDialog));
