import type { LoaderFunctionArgs } from 'react-router-dom';
import { prefetchResearchRecord } from './researchPrefetch.ts';

/**
 * '/research/:recordId': starts the record's queries as the route matches, beside the
 * screen's code and the sign-in check, for a record not in the cache already (researchPrefetch.ts).
 * It returns at once: the screen shows its own loading state meanwhile, and Complete & Next's
 * record, read ahead, is shown without waiting for anything.
 */
export function loader({ params }: LoaderFunctionArgs): null {
  prefetchResearchRecord(params.recordId, { unlessCached: true });
  return null;
}
