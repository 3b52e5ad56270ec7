// OpenTelemetry tracing (docs/decisions/065), started by each service's instrument.ts before any
// other module loads. Its packages are imported only here, inside startTracing: a service without
// OTEL_EXPORTER_OTLP_ENDPOINT never loads them.
import { register } from 'node:module';
import type { Instrumentation } from '@opentelemetry/instrumentation';
import type { SpanProcessor } from '@opentelemetry/sdk-trace-base';

export type TracingOptions = {
  /** service.name of the spans, unless OTEL_SERVICE_NAME says otherwise. */
  serviceName: string;
  /** The instrumentations to enable, made once the hooks are in place. */
  instrumentations: () => Promise<Instrumentation[]>;
  /** Where spans go; by default batched to the OTLP endpoint over http/protobuf (OTEL_EXPORTER_OTLP_*). */
  spanProcessors?: SpanProcessor[];
};

export type Tracing = { shutdown: () => Promise<void> };

/**
 * Hooks ES module loading (import-in-the-middle, told which modules to wrap by the instrumentations,
 * so no other module is touched), then registers a tracer provider with W3C trace context
 * propagation and the instrumentations. The sampler follows OTEL_TRACES_SAMPLER (default: every trace).
 */
export async function startTracing({
  serviceName,
  instrumentations,
  spanProcessors,
}: TracingOptions): Promise<Tracing> {
  const { createAddHookMessageChannel } = await import('import-in-the-middle');
  const { registerOptions, waitForAllMessagesAcknowledged } = createAddHookMessageChannel();
  register('@opentelemetry/instrumentation/hook.mjs', import.meta.url, registerOptions);

  const [{ registerInstrumentations }, { NodeTracerProvider }, { BatchSpanProcessor }, resources, otlp] =
    await Promise.all([
      import('@opentelemetry/instrumentation'),
      import('@opentelemetry/sdk-trace-node'),
      import('@opentelemetry/sdk-trace-base'),
      import('@opentelemetry/resources'),
      spanProcessors ? undefined : import('@opentelemetry/exporter-trace-otlp-proto'),
    ]);
  const resource = resources
    .defaultResource()
    .merge(resources.resourceFromAttributes({ 'service.name': serviceName }))
    .merge(resources.detectResources({ detectors: [resources.envDetector] }));
  const provider = new NodeTracerProvider({
    resource,
    spanProcessors: spanProcessors ?? [new BatchSpanProcessor(new otlp!.OTLPTraceExporter())],
  });
  provider.register();
  registerInstrumentations({ tracerProvider: provider, instrumentations: await instrumentations() });
  await waitForAllMessagesAcknowledged();
  return { shutdown: () => provider.shutdown() };
}

/** Health probes and scrapes make no traces: they would drown the requests people make. */
export const UNTRACED_PATHS = new Set(['/healthz', '/readyz', '/metrics']);

/**
 * Sends the spans still batched and stops tracing, as a service stops: the batch processor holds up
 * to five seconds of spans, and process.exit would drop them. The provider is found through the
 * global API, as instrument.ts runs in a bundle of its own.
 */
export async function stopTracing(): Promise<void> {
  if (!process.env.OTEL_EXPORTER_OTLP_ENDPOINT) return;
  const { trace } = await import('@opentelemetry/api');
  const global = trace.getTracerProvider() as { getDelegate?: () => { shutdown?: () => Promise<void> } };
  await global.getDelegate?.().shutdown?.();
}
