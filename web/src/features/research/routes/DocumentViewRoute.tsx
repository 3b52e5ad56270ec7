import { ScreenPlaceholder } from '../../../components/ScreenPlaceholder.tsx';

/** '/document-view/:documentId': the document viewer, without the global header. */
export function DocumentViewRoute() {
  return <ScreenPlaceholder title="Document View" />;
}
