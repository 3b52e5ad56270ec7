import { ScreenPlaceholder } from '../../../components/ScreenPlaceholder.tsx';

/** '/research-collection': the collection list. */
export function CollectionListRoute() {
  return <ScreenPlaceholder title="Research Collections" />;
}
