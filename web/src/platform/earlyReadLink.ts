import { ApolloLink } from '@apollo/client';
import { print } from '@apollo/client/utilities';
import { from, mergeMap, of } from 'rxjs';
import type { EarlyRead } from './earlyRead.ts';

/** An early read older than this is not taken: the app asks afresh. */
const FRESH_MS = 5_000;

/**
 * Answers an operation with the page's early read of the same query and variables (src/earlyReads.ts),
 * once: each read serves the first such ask only, and a later one goes to the server. A read that
 * got no GraphQL result, or is older than a few seconds, is asked again.
 */
export function earlyReadLink(
  reads: () => Map<string, EarlyRead> | undefined = () => window.rtEarlyReads,
  now: () => number = () => performance.now(),
): ApolloLink {
  return new ApolloLink((operation, forward) => {
    const pending = reads();
    const name = operation.operationName ?? '';
    const early = pending?.get(name);
    if (!early) return forward(operation);
    pending?.delete(name);
    const same =
      now() - early.sentAt < FRESH_MS &&
      early.query === print(operation.query) &&
      JSON.stringify(early.variables) === JSON.stringify(operation.variables);
    if (!same) return forward(operation);
    return from(early.answer).pipe(mergeMap((answer) => (isResult(answer) ? of(answer) : forward(operation))));
  });
}

const isResult = (answer: unknown): answer is ApolloLink.Result =>
  typeof answer === 'object' && answer !== null && ('data' in answer || 'errors' in answer);
