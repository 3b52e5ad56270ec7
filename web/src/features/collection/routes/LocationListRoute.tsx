import { ScreenPlaceholder } from '../../../components/ScreenPlaceholder.tsx';

/** '.../batch/:batchId/location': the locations of one batch. */
export function LocationListRoute() {
  return <ScreenPlaceholder title="Locations" />;
}
