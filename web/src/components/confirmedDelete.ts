import type { ApolloCache } from '@apollo/client';
import type { AlertApi } from './alerts/alertContext.ts';
import { alertPayload, type MutationPayload } from './userErrors.ts';

/** Drops a deleted entity from the cache, so that every list showing it drops it too. */
export function evictDeleted(cache: ApolloCache, __typename: string, id: string): void {
  cache.evict({ id: cache.identify({ __typename, id }) });
  cache.gc();
}

/**
 * A delete the user confirmed: the server's message, or its refusal, as the alert; a failure as
 * the alert in `failureText`'s words; then `done` (the dialog closes) whatever happened.
 */
export async function confirmedDelete(
  alerts: AlertApi,
  run: () => Promise<MutationPayload | null | undefined>,
  failureText: (failure: unknown) => string,
  done: () => void,
): Promise<void> {
  try {
    const payload = await run();
    if (payload) alertPayload(alerts, payload);
  } catch (failure) {
    alerts.danger(failureText(failure));
  } finally {
    done();
  }
}
