import { useApolloClient } from '@apollo/client/react';
import { useCallback, useEffect } from 'react';
import { graphql } from '../../../__generated__/gql.ts';
import { ResearchRecordQuery } from '../components/researchRecord.ts';
import { completesUnderway } from './completeAhead.ts';

const NextQueueRecordIdQuery = graphql(`
  query NextQueueRecordId($batchId: ID!, $exceptId: ID!) {
    nextQueueRecordId(batchId: $batchId, status: READY_FOR_RESEARCH, exceptId: $exceptId)
  }
`);

/** How old a record read ahead may be and still be shown without asking the server first. */
const FRESH_MS = 5 * 60_000;
/** Records read ahead into the Apollo cache, by id, with when, and the record each was read for (the last few only). */
const readAhead = new Map<string, { at: number; after: string }>();
const KEPT = 4;

function rememberReadAhead(id: string, after: string) {
  readAhead.delete(id);
  readAhead.set(id, { at: Date.now(), after });
  for (const old of readAhead.keys()) if (readAhead.size > KEPT) readAhead.delete(old);
}

/**
 * Whether the record was read ahead recently (and so is in the cache): the research screen then
 * shows it at once instead of waiting for the network. (Not used up by asking: a navigation may
 * render the screen more than once before it commits.)
 */
export function wasReadAhead(id: string, now = Date.now()): boolean {
  const entry = readAhead.get(id);
  return entry !== undefined && now - entry.at < FRESH_MS;
}

/** The record read ahead as the one after `id` (Complete & Next's destination), while still fresh. */
export function readAheadAfter(id: string, now = Date.now()): string | null {
  for (const [next, entry] of readAhead) if (entry.after === id && wasReadAhead(next, now)) return next;
  return null;
}

/**
 * Reads the record Complete & Next will open (the caller's next ready record of the batch) into the
 * Apollo cache once the open record is on screen, so Complete can show it without a round trip.
 * It asks only once the records being completed meanwhile are stored, so none of them is read
 * ahead as still ready. A read that fails changes nothing: the screen then loads the record
 * itself. A copy that went stale meanwhile cannot be saved over newer data: every save is checked
 * against the version (ADR 009), and the conflict offers to reload.
 */
export function usePrefetchNextRecord(record: { id: string; batchId: string } | null, enabled: boolean) {
  const client = useApolloClient();
  const id = record?.id;
  const batchId = record?.batchId;
  const prefetch = useCallback(async () => {
    if (!enabled || !id || !batchId) return;
    await completesUnderway();
    const { data } = await client.query({
      query: NextQueueRecordIdQuery,
      variables: { batchId, exceptId: id },
      fetchPolicy: 'network-only',
    });
    const next = data?.nextQueueRecordId;
    if (!next) return;
    await client.query({ query: ResearchRecordQuery, variables: { id: String(next) }, fetchPolicy: 'network-only' });
    rememberReadAhead(String(next), id);
  }, [client, enabled, id, batchId]);

  useEffect(() => {
    prefetch().catch(() => undefined);
  }, [prefetch]);
}
