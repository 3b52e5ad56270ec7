import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { SpanKind } from '@opentelemetry/api';
import { InMemorySpanExporter, SimpleSpanProcessor, type ReadableSpan } from '@opentelemetry/sdk-trace-base';
import { startTracing, type Tracing } from '@rt/api/tracing';
import type { TestBff } from './bff-harness.ts';

/** A line or span is written as an answer ends; on a busy machine that can be well after a second. */
const WAIT = { timeout: 10_000 };

const exported = new InMemorySpanExporter();
let tracing: Tracing;
let bff: TestBff;
let researcher: string;

beforeAll(async () => {
  // As instrument.ts does under `node --import`: tracing first, then the services' modules.
  tracing = await startTracing({
    serviceName: 'research-tool-test',
    spanProcessors: [new SimpleSpanProcessor(exported)],
    instrumentations: async () => {
      const { HttpInstrumentation } = await import('@opentelemetry/instrumentation-http');
      const { ExpressInstrumentation } = await import('@opentelemetry/instrumentation-express');
      const { GraphQLInstrumentation } = await import('@opentelemetry/instrumentation-graphql');
      const { PgInstrumentation } = await import('@opentelemetry/instrumentation-pg');
      return [
        new HttpInstrumentation(),
        new ExpressInstrumentation(),
        new GraphQLInstrumentation({ ignoreTrivialResolveSpans: true }),
        new PgInstrumentation(),
      ];
    },
  });
  const { startTestBff } = await import('./bff-harness.ts');
  bff = await startTestBff();
  researcher = await bff.signIn('researcher@example.org');
});
afterAll(async () => {
  await bff?.close();
  await tracing?.shutdown();
});

const path = (span: ReadableSpan) => String(span.attributes['url.path'] ?? span.attributes['http.target'] ?? '');

describe('tracing', () => {
  it('follows one GraphQL call through the BFF and the API to the SQL as one trace', async () => {
    const { id } = await bff.api.db
      .selectFrom('document_details')
      .select('id')
      .orderBy('id')
      .limit(1)
      .executeTakeFirstOrThrow();
    exported.reset();
    const { errors } = await bff.query(
      'query ResearchRecord($id: ID!) { record(id: $id) { id biblios { id } usages { id } } }',
      { id: String(id) },
      { cookie: researcher },
    );
    expect(errors).toBeUndefined();

    // The BFF's server span ends as its answer ends, which can be just after the client has it.
    const entry = await vi.waitFor(() => {
      const span = exported
        .getFinishedSpans()
        .find((s) => s.kind === SpanKind.SERVER && path(s) === '/graphql' && s.parentSpanContext === undefined);
      if (!span) throw new Error('no server span for POST /graphql yet');
      return span;
    }, WAIT);
    const trace = exported.getFinishedSpans().filter((s) => s.spanContext().traceId === entry.spanContext().traceId);
    const byId = new Map(trace.map((s) => [s.spanContext().spanId, s]));

    expect(trace.some((s) => s.name.startsWith('query ResearchRecord'))).toBe(true);
    const apiCall = trace.find((s) => s.kind === SpanKind.SERVER && path(s).startsWith('/api/document_detail/'));
    expect(apiCall, 'the API served the record within the same trace').toBeDefined();
    // The API's span hangs under the BFF's outgoing call: the trace context travelled (traceparent).
    const parent = byId.get(apiCall!.parentSpanContext!.spanId);
    expect(parent?.kind).toBe(SpanKind.CLIENT);
    if (bff.api.engine === 'postgres') {
      // The embedded database (PGlite) has no pg driver to trace; PostgreSQL's statements are spans.
      expect(trace.some((s) => s.attributes['db.system'] === 'postgresql' || s.name.startsWith('pg.query'))).toBe(true);
    }
  });
});
