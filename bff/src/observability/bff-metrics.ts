import type { ApolloServerPlugin } from '@apollo/server';
import { currentRequest, serviceMetrics } from '@rt/api/observability';
import { Counter } from 'prom-client';
import type { BffContext } from '../context.ts';

/** The BFF's metrics, one set per process whatever the number of apps (tests make many). */
export const bffMetrics = serviceMetrics();

/** graphql_errors_total{code, operation}: the errors GraphQL answers, by extensions.code. */
const graphqlErrors = new Counter({
  name: 'graphql_errors_total',
  help: 'Errors in GraphQL answers by extensions.code and operation',
  labelNames: ['code', 'operation'] as const,
  registers: [bffMetrics.registry],
});

/**
 * Names the request's GraphQL operation for its access line and duration, and counts the errors of
 * its answer by code (after formatError, so as the client reads them).
 */
export const observeOperations: ApolloServerPlugin<BffContext> = {
  async requestDidStart() {
    return {
      async willSendResponse({ operationName, operation: resolved, response }) {
        // No resolved operation: the document did not parse or validate.
        const operation = operationName ?? (resolved ? 'anonymous' : 'invalid');
        const request = currentRequest();
        // A batched request names each of its operations.
        if (request) request.operation = request.operation ? `${request.operation},${operation}` : operation;
        if (response.body.kind !== 'single') return;
        for (const error of response.body.singleResult.errors ?? []) {
          const code = typeof error.extensions?.code === 'string' ? error.extensions.code : 'UNKNOWN';
          graphqlErrors.inc({ code, operation: bffMetrics.operationLabel(operation) });
        }
      },
    };
  },
};

/** Notes who is calling, once the API has said it, for the request's access line. */
export function noteCaller(userId: number): void {
  const request = currentRequest();
  if (request) request.userId = userId;
}
