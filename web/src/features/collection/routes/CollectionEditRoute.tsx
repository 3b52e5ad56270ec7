import { ScreenPlaceholder } from '../../../components/ScreenPlaceholder.tsx';

/** '/research-collection/:researchCollectionId/edit'. */
export function CollectionEditRoute() {
  return <ScreenPlaceholder title="Edit Research Collection" />;
}
