import { startingLoader } from '../../platform/startingLoader.ts';
import { startCollectionPickerList } from '../../components/collectionSearch.ts';

/**
 * '/manual-data-entry': the collection picker's list of every collection is asked as the route
 * matches; the batches follow from the collection the user picks.
 */
export const loader = startingLoader(startCollectionPickerList);
