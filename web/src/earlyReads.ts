import texts from 'virtual:early-read-queries';
import { researchRecordIdOf, type EarlyRead } from './platform/earlyRead.ts';

/**
 * The page's first script, before the app's: on a research address it sends the queries the form
 * waits for (who is signed in, the choice lists, the record with its template's rules, its pages'
 * tags), so their answers are on their way while the app's code loads and starts. Apollo Client
 * takes each answer for its own first ask of the same query (app/earlyReadLink.ts); an answer that
 * is not a GraphQL result is asked again.
 */
function send(operationName: keyof typeof texts, variables: Record<string, unknown>): EarlyRead {
  const query = texts[operationName];
  const answer = fetch('/graphql', {
    method: 'POST',
    credentials: 'same-origin',
    // As Apollo Client's HttpLink sends them; the last one satisfies the server's CSRF prevention.
    headers: {
      accept: 'application/graphql-response+json,application/json;q=0.9',
      'content-type': 'application/json',
      'apollo-require-preflight': 'true',
    },
    body: JSON.stringify({ operationName, variables, query }),
  })
    .then((response) => (response.ok ? (response.json() as Promise<unknown>) : null))
    .catch(() => null);
  return { query, variables, sentAt: performance.now(), answer };
}

const recordId = researchRecordIdOf(location.pathname);
if (recordId)
  window.rtEarlyReads = new Map([
    ['CurrentUser', send('CurrentUser', {})],
    ['ResearchLookups', send('ResearchLookups', {})],
    ['ResearchRecord', send('ResearchRecord', { id: recordId })],
    ['ResearchRecordTemplate', send('ResearchRecordTemplate', { id: recordId })],
    // Asked by the form only for a record with a document to view; otherwise left untaken.
    ['RecordTags', send('RecordTags', { recordId })],
  ]);
