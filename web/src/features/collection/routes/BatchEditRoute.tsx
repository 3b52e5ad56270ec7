import { ScreenPlaceholder } from '../../../components/ScreenPlaceholder.tsx';

/** '.../batch/:batchId/edit'. */
export function BatchEditRoute() {
  return <ScreenPlaceholder title="Edit Batch" />;
}
