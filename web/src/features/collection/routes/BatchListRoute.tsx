import { ScreenPlaceholder } from '../../../components/ScreenPlaceholder.tsx';

/** '/research-collection/:researchCollectionId/batch': the batches of one collection. */
export function BatchListRoute() {
  return <ScreenPlaceholder title="Batches" />;
}
