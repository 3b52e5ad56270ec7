import { ScreenPlaceholder } from '../../../components/ScreenPlaceholder.tsx';

/** '/bulk-edit': query, update and download records in bulk. */
export function BulkEditRoute() {
  return <ScreenPlaceholder title="Bulk Edit" />;
}
