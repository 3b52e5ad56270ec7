import { apolloClientReady } from '../../app/apolloClientReady.ts';
import { ResearchDocumentQuery, ResearchLookupsQuery } from './components/researchDocument.ts';
import { ResearchRulesQuery } from './hooks/useRuleOutcome.ts';

/** How long a record read for a screen about to open counts as fresh: the screen opens well within it. */
const FRESH_MS = 10_000;
/** When each record's read began, by id (recent ones only). */
const started = new Map<string, number>();

/**
 * Whether the record's read began moments ago (it is in the cache, or its request is in flight):
 * the research screen then takes it from there rather than asking again.
 */
export function wasPrefetched(id: string, now = Date.now()): boolean {
  const at = started.get(id);
  return at !== undefined && now - at < FRESH_MS;
}

/**
 * Starts everything the research form needs to show a stored record, side by side, before the
 * screen renders: the record, the choice lists and, once the record names it, its template's
 * rules. Called when the researcher points at or focuses a link to a record, and when the route
 * matches (beside the sign-in check, not after it): then only for a record not in the cache yet,
 * so that a change of the address's hash, or Complete & Next's record read ahead, asks nothing.
 * A read begun moments ago is not repeated; a failed one is forgotten, and the screen then reads
 * the record itself.
 */
export function prefetchResearchRecord(id: string | undefined, { unlessCached = false } = {}): void {
  if (!id || !/^\d+$/.test(id) || wasPrefetched(id)) return;
  void apolloClientReady
    .then(async (client) => {
      if (unlessCached && client.readQuery({ query: ResearchDocumentQuery, variables: { id } })) return;
      const now = Date.now();
      for (const [old, at] of started) if (now - at >= FRESH_MS) started.delete(old);
      started.set(id, now);
      client.query({ query: ResearchLookupsQuery }).catch(() => undefined);
      const { data } = await client.query({
        query: ResearchDocumentQuery,
        variables: { id },
        fetchPolicy: 'network-only',
      });
      const templateId = data?.document?.researchCollection?.researchTemplateId;
      if (templateId !== null && templateId !== undefined)
        await client.query({ query: ResearchRulesQuery, variables: { templateId } });
    })
    .catch(() => started.delete(id));
}
