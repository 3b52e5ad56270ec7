import { ScreenPlaceholder } from '../../../components/ScreenPlaceholder.tsx';

/** '/research-collection/create'. */
export function CollectionCreateRoute() {
  return <ScreenPlaceholder title="Create Research Collection" />;
}
