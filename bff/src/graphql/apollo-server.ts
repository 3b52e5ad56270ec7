import { ApolloServer, type ApolloServerOptions } from '@apollo/server';
import {
  ApolloServerPluginCacheControlDisabled,
  ApolloServerPluginLandingPageDisabled,
} from '@apollo/server/plugin/disabled';
import { ApolloArmor } from '@escape.tech/graphql-armor';
import type { BffContext } from '../context.ts';
import { unauthenticatedAs401 } from './bearer-challenge.ts';
import { formatError } from './format-error.ts';
import { queryCost, type CostBudget } from './query-cost.ts';
import type { SharedRedis } from '../redis/connect-redis.ts';
import { observeOperations } from '../observability/bff-metrics.ts';
import { introspectionForSignedInOnly } from './introspection-guard.ts';
import { buildSchema, snakeCaseFieldResolver } from './schema.ts';

/**
 * Limits from OWASP's GraphQL cheat sheet, sized well above what the web app asks: no screen
 * nests deeper than 8 or aliases more than 15 times.
 */
export const GRAPHQL_LIMITS = {
  maxDepth: { n: 8 },
  maxAliases: { n: 15 },
  // Cost is priced and budgeted per caller by query-cost.ts (docs/decisions/077), which counts pages.
  costLimit: { enabled: false },
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

/**
 * `costBudget`: what each caller may spend (query-cost.ts); `redis`: where the budgets are counted,
 * this process's memory without it.
 */
export function createApolloServer({
  production,
  costBudget,
  persistedQueries,
  redis,
}: {
  production: boolean;
  costBudget: CostBudget;
  persistedQueries?: PersistedQueries;
  redis?: SharedRedis;
}): ApolloServer<BffContext> {
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
      unauthenticatedAs401,
      queryCost(costBudget, redis),
      observeOperations,
      ApolloServerPluginLandingPageDisabled(),
      ApolloServerPluginCacheControlDisabled(),
    ],
  });
}
