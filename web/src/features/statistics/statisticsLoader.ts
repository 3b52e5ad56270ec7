import { startingLoader } from '../../platform/startingLoader.ts';
import { startCollectionPickerList } from '../../components/collectionSearch.ts';

/**
 * '/statistics': the Process Overview tab's collection picker lists every collection before
 * anything is typed; that list is asked as the route matches. The rest of the screen's numbers
 * follow from what the user picks.
 */
export const loader = startingLoader(startCollectionPickerList);
