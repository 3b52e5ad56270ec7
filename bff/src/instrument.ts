// Loaded before the BFF's own modules (node --import ./dist/instrument.js, or ./src/instrument.ts
// under tsx): OpenTelemetry tracing when OTEL_EXPORTER_OTLP_ENDPOINT is set, else nothing at all.
import { startTracing, UNTRACED_PATHS } from '@rt/api/tracing';

if (process.env.OTEL_EXPORTER_OTLP_ENDPOINT) {
  await startTracing({
    serviceName: 'research-tool-bff',
    instrumentations: async () => {
      const [{ HttpInstrumentation }, { ExpressInstrumentation }, { GraphQLInstrumentation }] = await Promise.all([
        import('@opentelemetry/instrumentation-http'),
        import('@opentelemetry/instrumentation-express'),
        import('@opentelemetry/instrumentation-graphql'),
      ]);
      return [
        new HttpInstrumentation({ ignoreIncomingRequestHook: (req) => UNTRACED_PATHS.has(req.url ?? '') }),
        new ExpressInstrumentation(),
        // Resolver spans only for fields that fetch (no span per scalar field of every row).
        new GraphQLInstrumentation({ ignoreTrivialResolveSpans: true, mergeItems: true }),
      ];
    },
  });
}
