import type { LoaderFunctionArgs } from 'react-router-dom';
import { prefetchResearchRecord, wasPrefetched } from './researchPrefetch.ts';

/**
 * '/research/:recordId': starts the record's queries as the route matches, beside the screen's
 * code and the sign-in check, for a record not in the cache already (researchPrefetch.ts), and
 * waits for their answers (or failures): the form then renders once, with the record, its
 * template's rules and its pages' tags, rather than once more, whole, as each later answer
 * arrives (ADR 061). A record whose reads a link began (the researcher pointed at it) is shown as
 * its answers come, and Complete & Next's record, read ahead, is in the cache: neither waits.
 */
export async function loader({ params }: LoaderFunctionArgs): Promise<null> {
  const id = params.recordId;
  if (id !== undefined && wasPrefetched(id)) return null;
  await prefetchResearchRecord(id, { unlessCached: true, withTemplate: true });
  return null;
}
