/**
 * Every `extensions.code` an answer of /graphql can carry: the closed list README "Integrators:
 * errors and limits" documents (a test keeps the two the same). Apollo Server's own codes are here
 * too, as a caller meets them alike.
 */
export const GRAPHQL_ERROR_CODES = {
  UNAUTHENTICATED: 'No session or bearer token, or one that was refused (HTTP 401, with WWW-Authenticate: Bearer).',
  FORBIDDEN: "The caller's role may not do this.",
  BAD_USER_INPUT: 'An argument is not valid; on a mutation, its userErrors say which field.',
  NOT_FOUND: 'What the arguments name does not exist.',
  CONFLICT: 'The change clashes with what is stored now (a newer version, a locked batch).',
  UPSTREAM_UNAVAILABLE: 'The records service did not answer: try again shortly.',
  INTERNAL_SERVER_ERROR: 'A fault of ours, logged: try again, and report it if it persists.',
  RATE_LIMITED: 'Too many requests in the window (HTTP 429, Retry-After).',
  THROTTLED: "The query costs more than the caller's budget has left now (HTTP 429, Retry-After).",
  MAX_COST_EXCEEDED: 'The query costs more than one query may (HTTP 400): ask for smaller pages.',
  CSRF_HEADER_REQUIRED: 'The request lacks the header apollo-require-preflight (HTTP 400).',
  BAD_REQUEST: 'The request cannot be read: not JSON, no query, or a header Apollo Server requires (HTTP 400).',
  GRAPHQL_PARSE_FAILED: 'The query is not valid GraphQL, or has more than 1,000 tokens (HTTP 400).',
  GRAPHQL_VALIDATION_FAILED:
    'The query does not fit the schema, or nests deeper than 8 or uses more than 15 aliases (HTTP 400).',
  OPERATION_RESOLUTION_FAILURE: 'The document has several operations and operationName names none of them (HTTP 400).',
  PERSISTED_QUERY_NOT_FOUND: 'The persisted query hash is unknown: send the query text with it once.',
} as const;

export type GraphQLErrorCode = keyof typeof GRAPHQL_ERROR_CODES;
