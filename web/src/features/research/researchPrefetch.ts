import { isExternalAuditor, normalizeRole } from '@rt/domain';
import type { ResearchRecordQuery as ResearchRecordData } from '../../__generated__/graphql.ts';
import { routeClient } from '../../platform/routeClient.ts';
import { RecordTagsQuery } from '../viewer/viewerDocument.ts';
import { CurrentUserQuery } from '../user/currentUser.ts';
import {
  ResearchLookupsQuery,
  ResearchRecordQuery,
  ResearchRecordTemplateQuery,
  ResearchRulesQuery,
} from './components/researchRecord.ts';
import { AuditorFieldsQuery } from './hooks/useAuditorFields.ts';

/** A read ahead of the screen that fails is left to the screen, which asks again and says why. */
const ignore = () => undefined;
/** How long a record read for a screen about to open counts as fresh: the screen opens well within it. */
const FRESH_MS = 10_000;
/** Each record's reads begun recently, by id: when they began, and once they have all answered. */
const started = new Map<string, { at: number; done: Promise<void> }>();

/**
 * Whether the record's read began moments ago (it is in the cache, or its request is in flight):
 * the research screen then takes it from there rather than asking again.
 */
export function wasPrefetched(id: string, now = Date.now()): boolean {
  const at = started.get(id)?.at;
  return at !== undefined && now - at < FRESH_MS;
}

/**
 * Starts everything the research form reads to show a stored record, before the screen renders:
 * the record and the choice lists side by side and, as soon as the record answers, what it names:
 * the document viewer's tags of its pages, its template's rules and, for a read-only user, the
 * template's fields for its licence scheme. With `withTemplate` (the route's own read, which the
 * route waits for), the template is asked by the record's id beside the record, so its rules are
 * in the cache by the time the record answers. On a fresh page load the page's first script has
 * sent the tags and the template with the record already (src/earlyReads.ts). Each is the query,
 * with the variables, that the form's own hook asks (cache-first), so the form finds the answer in
 * the cache or in flight (Apollo deduplicates it) and asks nothing again.
 *
 * Called by the research route's loader (researchLoader.ts), then only for a record not in the
 * cache yet, so that Complete & Next's record read ahead asks nothing; and when the researcher
 * points at or focuses a link to a record. A read begun moments ago is not repeated: its promise
 * is given again. The promise resolves once every read has answered or failed; a failed record
 * read is forgotten, and the screen then reads the record itself.
 */
export function prefetchResearchRecord(
  id: string | undefined,
  { unlessCached = false, withTemplate = false } = {},
): Promise<void> {
  if (!id || !/^\d+$/.test(id)) return Promise.resolve();
  const now = Date.now();
  if (wasPrefetched(id, now)) return started.get(id)!.done;
  const entry = { at: now, done: Promise.resolve() };
  const forget = () => {
    if (started.get(id) === entry) started.delete(id);
  };
  entry.done = routeClient()
    .then(async (client) => {
      // A record in the cache is not read ahead of the screen, which then reads it afresh itself.
      if (unlessCached && client.readQuery({ query: ResearchRecordQuery, variables: { id } })) return forget();
      for (const [old, { at }] of started) if (now - at >= FRESH_MS) started.delete(old);
      const lookups = client.query({ query: ResearchLookupsQuery }).catch(ignore);
      const [{ data }] = await Promise.all([
        client.query({ query: ResearchRecordQuery, variables: { id }, fetchPolicy: 'network-only' }),
        // In the cache before the rules are asked below, which it then answers.
        withTemplate ? client.query({ query: ResearchRecordTemplateQuery, variables: { id } }).catch(ignore) : null,
      ]);
      const named = data?.document ? readsNamedBy(client, data.document) : [];
      await Promise.all([lookups, ...named]);
    })
    .catch(forget);
  started.set(id, entry);
  return entry.done;
}

type Client = Awaited<ReturnType<typeof routeClient>>;
type StoredRecord = NonNullable<ResearchRecordData['document']>;

/**
 * The reads a stored record names: its pages' tags (a record with a document to view), its
 * template's rules and, for an auditor, its licence scheme's fields (spec 6).
 */
function readsNamedBy(client: Client, record: StoredRecord): Promise<unknown>[] {
  const reads: Promise<unknown>[] = [];
  if (record.documentView)
    reads.push(client.query({ query: RecordTagsQuery, variables: { recordId: record.id } }).catch(ignore));
  const { researchTemplateId: templateId, licenceSchemeId } = record.researchCollection ?? {};
  if (templateId === undefined) return reads;
  reads.push(client.query({ query: ResearchRulesQuery, variables: { templateId } }).catch(ignore));
  // Who reads the form is known here only once `me` is in.
  const role = client.readQuery({ query: CurrentUserQuery })?.me?.role?.value;
  if (role !== undefined && (normalizeRole(role) === null || isExternalAuditor(role)))
    reads.push(
      client
        .query({ query: AuditorFieldsQuery, variables: { templateId, licenceSchemeId: licenceSchemeId ?? null } })
        .catch(ignore),
    );
  return reads;
}
