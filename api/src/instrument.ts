// Loaded before the API's own modules (node --import ./dist/instrument.js, or ./src/instrument.ts
// under tsx): OpenTelemetry tracing when OTEL_EXPORTER_OTLP_ENDPOINT is set, else nothing at all.
import { startTracing, UNTRACED_PATHS } from './observability/tracing.ts';

if (process.env.OTEL_EXPORTER_OTLP_ENDPOINT) {
  await startTracing({
    serviceName: 'research-tool-api',
    instrumentations: async () => {
      const [{ HttpInstrumentation }, { ExpressInstrumentation }, { PgInstrumentation }] = await Promise.all([
        import('@opentelemetry/instrumentation-http'),
        import('@opentelemetry/instrumentation-express'),
        import('@opentelemetry/instrumentation-pg'),
      ]);
      return [
        new HttpInstrumentation({ ignoreIncomingRequestHook: (req) => UNTRACED_PATHS.has(req.url ?? '') }),
        new ExpressInstrumentation(),
        new PgInstrumentation(),
      ];
    },
  });
}
