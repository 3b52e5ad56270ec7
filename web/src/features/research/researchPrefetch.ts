import { isExternalAuditor, normalizeRole } from '@rt/domain';
import { routeClient } from '../../app/routing/routeClient.ts';
import { RecordTagsQuery } from '../viewer/viewerDocument.ts';
import { CurrentUserQuery } from '../user/currentUser.ts';
import { ResearchRecordQuery, ResearchLookupsQuery, ResearchRulesQuery } from './components/researchRecord.ts';
import { AuditorFieldsQuery } from './hooks/useAuditorFields.ts';

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
 * Starts everything the research form reads to show a stored record, before the screen renders:
 * the record and the choice lists side by side, and, as soon as the record answers, what it names:
 * its template's rules, the document viewer's tags of its pages and, for a read-only user, the
 * template's fields for its licence scheme. Each is the query, with the variables, that the form's
 * own hook asks (cache-first), so the form finds the answer in the cache or in flight (Apollo
 * deduplicates it) and asks nothing again.
 *
 * Called by the research route's loader (researchLoader.ts), then only for a record not in the
 * cache yet, so that Complete & Next's record read ahead asks nothing; and when the researcher
 * points at or focuses a link to a record. A read begun moments ago is not repeated; a failed one
 * is forgotten, and the screen then reads the record itself.
 */
export function prefetchResearchRecord(id: string | undefined, { unlessCached = false } = {}): void {
  if (!id || !/^\d+$/.test(id) || wasPrefetched(id)) return;
  void routeClient()
    .then(async (client) => {
      if (unlessCached && client.readQuery({ query: ResearchRecordQuery, variables: { id } })) return;
      const now = Date.now();
      for (const [old, at] of started) if (now - at >= FRESH_MS) started.delete(old);
      started.set(id, now);
      const ignore = () => undefined;
      client.query({ query: ResearchLookupsQuery }).catch(ignore);
      const { data } = await client.query({
        query: ResearchRecordQuery,
        variables: { id },
        fetchPolicy: 'network-only',
      });
      const record = data?.record;
      if (!record) return;
      const { researchTemplateId: templateId, licenceSchemeId } = record.researchCollection ?? {};
      if (templateId !== null && templateId !== undefined) {
        client.query({ query: ResearchRulesQuery, variables: { templateId } }).catch(ignore);
        // Spec 6: who reads the form decides the fields it shows; known here only once `me` is in.
        const role = client.readQuery({ query: CurrentUserQuery })?.me?.role?.value;
        if (role !== undefined && (normalizeRole(role) === null || isExternalAuditor(role)))
          client
            .query({ query: AuditorFieldsQuery, variables: { templateId, licenceSchemeId: licenceSchemeId ?? null } })
            .catch(ignore);
      }
      if (record.documentView)
        client.query({ query: RecordTagsQuery, variables: { recordId: record.id } }).catch(ignore);
    })
    .catch(() => started.delete(id));
}
