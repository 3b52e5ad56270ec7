import { ScreenPlaceholder } from '../../../components/ScreenPlaceholder.tsx';

/** '.../batch/:batchId/location/edit/:locationId'. */
export function LocationEditRoute() {
  return <ScreenPlaceholder title="Edit Location" />;
}
