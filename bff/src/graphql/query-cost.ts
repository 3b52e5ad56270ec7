import { HeaderMap, type ApolloServerPlugin } from '@apollo/server';
import { createRequire } from 'node:module';
import { GraphQLError, type GraphQLSchema, type DocumentNode } from 'graphql';
import type * as QueryComplexity from 'graphql-query-complexity';
import type { ComplexityEstimator, ComplexityEstimatorArgs } from 'graphql-query-complexity';
import type * as GraphQL from 'graphql';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import type { BffContext } from '../context.ts';
import { logEvent } from '../log.ts';
import type { SharedRedis } from '../redis/connect-redis.ts';

/**
 * What an operation costs and how much each caller may spend (docs/decisions/077), as Shopify
 * counts: a field that returns an object costs 1, a scalar or enum 0, and a field with a `first` or
 * `last` argument (a connection page) costs its selection that many times: 2 + n × its selection.
 */
export const QUERY_COST = {
  /** The most one operation may cost: past it, MAX_COST_EXCEEDED before anything runs. */
  maximumCost: 5_000,
  /** The page size a paged field counts when the operation gives neither `first` nor `last`. */
  defaultPageSize: 50,
} as const;

/**
 * What each caller may spend per window (GRAPHQL_COST_BUDGET per RATE_LIMIT_WINDOW_SECONDS), every
 * replica counting together with Redis; the whole budget comes back at the window's end.
 */
export type CostBudget = { points: number; windowSeconds: number };

// The schema's types are the graphql copy Apollo Server loads (CommonJS); the cost walk and its type
// tests must use that same copy, or its `instanceof` checks fail where modules load another (vitest).
const requireCommonJs = createRequire(import.meta.url);
const { getComplexity } = requireCommonJs('graphql-query-complexity') as typeof QueryComplexity;
const { getNamedType, isLeafType, visit } = requireCommonJs('graphql') as typeof GraphQL;

const PAGE_ARGUMENTS = ['first', 'last'];
/** The directives whose arguments decide whether a selection counts at all. */
const CONDITION_DIRECTIVES = ['include', 'skip'];

/** The page a paged field asks for: its `first` or `last`, else the default page size. */
function pageSize(field: ComplexityEstimatorArgs): number | undefined {
  if (!field.field.args.some((arg) => PAGE_ARGUMENTS.includes(arg.name))) return undefined;
  const asked = PAGE_ARGUMENTS.map((name) => field.args[name]).find((n): n is number => typeof n === 'number');
  return Math.max(0, asked ?? QUERY_COST.defaultPageSize);
}

/** Any field with a `first` or `last` argument multiplies its selection: no list of connections to keep up to date. */
export const pagedFieldCost: ComplexityEstimator = (options) => {
  const own = isLeafType(getNamedType(options.field.type)) ? 0 : 1;
  const page = pageSize(options);
  return page === undefined ? own + options.childComplexity : 2 + page * options.childComplexity;
};

/** Whether a value is or holds a variable. */
function holdsVariable(value: GraphQL.ValueNode): boolean {
  let found = false;
  visit(value, {
    Variable() {
      found = true;
    },
  });
  return found;
}

/** Whether a variable sets a page size (`first: $n`) or a condition (`@include(if: $x)`): then the cost varies with them. */
function costDependsOnVariables(document: DocumentNode): boolean {
  let depends = false;
  const priced = (args: readonly GraphQL.ArgumentNode[] | undefined, names?: string[]) =>
    args?.some((arg) => (!names || names.includes(arg.name.value)) && holdsVariable(arg.value)) ?? false;
  visit(document, {
    Field(field) {
      if (priced(field.arguments, PAGE_ARGUMENTS)) depends = true;
    },
    Directive(directive) {
      if (CONDITION_DIRECTIVES.includes(directive.name.value) && priced(directive.arguments)) depends = true;
    },
  });
  return depends;
}

/**
 * Costs of documents no variable prices, by operation name: the same query with other ids costs
 * the same, and Apollo hands the same parsed document to every request of one query text.
 */
const knownCosts = new WeakMap<DocumentNode, Map<string | undefined, number> | 'varies'>();

/** The cost of one operation of `document`, or 0 when its variables cannot be read (execution refuses those). */
export function operationCost(
  schema: GraphQLSchema,
  document: DocumentNode,
  operationName: string | undefined,
  variables: Record<string, unknown> | undefined,
): number {
  let known = knownCosts.get(document);
  if (known === undefined) {
    known = costDependsOnVariables(document) ? 'varies' : new Map();
    knownCosts.set(document, known);
  }
  if (known !== 'varies' && known.has(operationName)) return known.get(operationName)!;
  let cost: number;
  try {
    cost = getComplexity({ schema, query: document, operationName, variables, estimators: [pagedFieldCost] });
  } catch {
    return 0;
  }
  if (known !== 'varies') known.set(operationName, cost);
  return cost;
}

/** Shopify's `extensions.cost`: what the operation asked for and what the caller has left. */
export type CostReport = {
  requestedQueryCost: number;
  throttleStatus: { maximumAvailable: number; currentlyAvailable: number; restoreRate: number };
};

/** Shopify's `throttleStatus`; `restoreRate` is what comes back per second, on average. */
const throttleStatus = (budget: CostBudget, currentlyAvailable: number) => ({
  maximumAvailable: budget.points,
  currentlyAvailable: Math.max(0, currentlyAvailable),
  restoreRate: budget.points / budget.windowSeconds,
});

/**
 * The callers' budgets: in Redis under `<REDIS_KEY_PREFIX>:query-cost:` when there is one, else in
 * memory. Should Redis fail, this process's memory counts meanwhile (decision 071: Redis away
 * slows nothing down and refuses nobody).
 */
function budgets(budget: CostBudget, redis: SharedRedis | undefined): RateLimiterAbstract {
  const options = { points: budget.points, duration: budget.windowSeconds };
  const memory = new RateLimiterMemory(options);
  if (!redis) return memory;
  return new RateLimiterRedis({
    ...options,
    storeClient: redis.client,
    useRedisPackage: true,
    keyPrefix: redis.key('query-cost'),
    insuranceLimiter: memory,
  });
}

const refused = (message: string, code: string, status: number, report: CostReport, headers = new HeaderMap()) =>
  new GraphQLError(message, { extensions: { code, cost: report, http: { status, headers } } });

/**
 * Prices every operation before it runs and charges it to its caller's budget: an operation over
 * the maximum is refused with MAX_COST_EXCEEDED (400), one the caller cannot afford now with
 * THROTTLED (429, Retry-After). Every answer reports `extensions.cost`. Callers nobody has signed
 * in are not charged (the per-address rate limit covers them; they can read nothing but `me`).
 */
export function queryCost(budget: CostBudget, redis?: SharedRedis): ApolloServerPlugin<BffContext> {
  const limiter = budgets(budget, redis);
  return {
    async requestDidStart() {
      let report: CostReport | undefined;
      return {
        async didResolveOperation({ schema, document, operationName, request, contextValue }) {
          const cost = operationCost(schema, document, operationName ?? undefined, request.variables);
          const caller = await contextValue.caller().catch(() => null);
          const key = caller && `user:${caller.id}`;
          if (cost > QUERY_COST.maximumCost) {
            const left = key ? await limiter.get(key).catch(() => null) : null;
            report = {
              requestedQueryCost: cost,
              throttleStatus: throttleStatus(budget, left?.remainingPoints ?? budget.points),
            };
            throw refused(
              `This query costs ${cost}, more than the ${QUERY_COST.maximumCost} one query may cost: ask for smaller pages (first/last) or fewer fields.`,
              'MAX_COST_EXCEEDED',
              400,
              report,
            );
          }
          report = { requestedQueryCost: cost, throttleStatus: throttleStatus(budget, budget.points) };
          if (!key) return;
          // Every operation is charged something, so a flood of free ones still runs out.
          const charge = Math.max(1, cost);
          try {
            const spent = await limiter.consume(key, charge);
            report.throttleStatus = throttleStatus(budget, spent.remainingPoints);
          } catch (rejection) {
            if (!(rejection instanceof RateLimiterRes)) {
              logEvent('warn', 'query cost not counted', { error: String(rejection) });
              return;
            }
            const available = Math.max(0, budget.points - (rejection.consumedPoints - charge));
            const seconds = Math.max(1, Math.ceil(rejection.msBeforeNext / 1000));
            report.throttleStatus = throttleStatus(budget, 0);
            throw refused(
              `This query costs ${cost} and ${available} of your budget is left: wait ${seconds} seconds and try again.`,
              'THROTTLED',
              429,
              report,
              new HeaderMap([['retry-after', String(seconds)]]),
            );
          }
        },
        async willSendResponse({ response }) {
          if (!report || response.body.kind !== 'single') return;
          const result = response.body.singleResult;
          result.extensions = { ...result.extensions, cost: report };
        },
      };
    },
  };
}
