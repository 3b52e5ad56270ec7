import { ApolloServer, type ApolloServerOptions } from '@apollo/server';
import {
  ApolloServerPluginCacheControlDisabled,
  ApolloServerPluginLandingPageDisabled,
} from '@apollo/server/plugin/disabled';
import { ApolloArmor } from '@escape.tech/graphql-armor';
import type { BffContext } from '../context.ts';
import { formatError } from './format-error.ts';
import { observeOperations } from '../observability/bff-metrics.ts';
import { introspectionForSignedInOnly } from './introspection-guard.ts';
import { buildSchema, snakeCaseFieldResolver } from './schema.ts';

/**
 * Limits from OWASP's GraphQL cheat sheet, sized well above what the web app asks: no screen
 * nests deeper than 8, aliases more than 15 times or costs more than 5,000.
 */
export const GRAPHQL_LIMITS = {
  maxDepth: { n: 8 },
  maxAliases: { n: 15 },
  costLimit: { maxCost: 5_000 },
  // Counted by graphql's own parser (parseOptions below), so a document past it is a parse
  // failure like any other: 400, where armor's own check would fail the request with a 500.
  maxTokens: { enabled: false },
  blockFieldSuggestion: { enabled: true },
} as const;

/** The most tokens a document may have: OWASP's limit, well above the web app's largest query. */
export const MAX_TOKENS = 1_000;

/**
 * Automatic persisted queries: by default Apollo's in-memory cache, one per process (a hash
 * registered on one replica is unknown to the others). `persistedQueries` puts them where every
 * replica finds them (Redis, decision 071; see persisted-query-cache.ts).
 */
export type PersistedQueries = NonNullable<Exclude<ApolloServerOptions<BffContext>['persistedQueries'], false>>;

export function createApolloServer(production: boolean, persistedQueries?: PersistedQueries): ApolloServer<BffContext> {
  const armor = new ApolloArmor(GRAPHQL_LIMITS).protect();
  return new ApolloServer<BffContext>({
    schema: buildSchema(),
    fieldResolver: snakeCaseFieldResolver,
    csrfPrevention: true,
    // Introspection is answered only to signed-in callers (introspectionForSignedInOnly).
    introspection: true,
    parseOptions: { maxTokens: MAX_TOKENS },
    persistedQueries,
    validationRules: armor.validationRules,
    allowBatchedHttpRequests: armor.allowBatchedHttpRequests,
    includeStacktraceInErrorResponses: !production,
    formatError: formatError(production),
    // main.ts stops the BFF on SIGTERM once its requests have drained (docs/decisions/067); Apollo's
    // own handler would stop it under them and kill the process.
    stopOnTerminationSignals: false,
    // The sandbox is served from our own build (see app.ts), so it works with no internet access.
    // No field has a cache hint, so the cache-control plugin's per-field work could only ever answer
    // `no-store`: app.ts sends that header on every /graphql answer instead.
    plugins: [
      ...armor.plugins,
      introspectionForSignedInOnly,
      observeOperations,
      ApolloServerPluginLandingPageDisabled(),
      ApolloServerPluginCacheControlDisabled(),
    ],
  });
}
