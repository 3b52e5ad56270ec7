import { ScreenPlaceholder } from '../../../components/ScreenPlaceholder.tsx';

/** '.../batch/create'. */
export function BatchCreateRoute() {
  return <ScreenPlaceholder title="Create Batch" />;
}
