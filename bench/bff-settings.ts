/**
 * The BFF settings every bench run adds: one session makes thousands of GraphQL calls a minute on
 * purpose, far past the rate limits meant for people (docs/decisions/023).
 */
export const BENCH_BFF_SETTINGS = {
  RATE_LIMIT_GRAPHQL_PER_SESSION: '10000000',
  RATE_LIMIT_GRAPHQL_PER_ADDRESS: '10000000',
  RATE_LIMIT_TEST_SIGN_IN_PER_ADDRESS: '10000',
  GRAPHQL_COST_BUDGET: '1000000000',
} as const;
