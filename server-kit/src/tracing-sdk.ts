/**
 * The OpenTelemetry SDK as the api and the BFF run it (loaded by tracing.ts only when traces have
 * somewhere to go): spans batched to OTLP/HTTP (JSON), W3C `traceparent` read and written, and the
 * instrumentations of what a request goes through — the HTTP server and client (`http`: each
 * request's root span, and the BFF's proxied calls), Fastify's routes (@fastify/otel), `fetch`
 * (undici: the BFF's own calls to the api) and `pg` (the api's queries, on PostgreSQL and on the
 * embedded database alike, which the api reaches through the same driver).
 */
import { FastifyOtelInstrumentation } from '@fastify/otel';
import type { Span } from '@opentelemetry/api';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { registerInstrumentations } from '@opentelemetry/instrumentation';
import { HttpInstrumentation } from '@opentelemetry/instrumentation-http';
import { PgInstrumentation } from '@opentelemetry/instrumentation-pg';
import { UndiciInstrumentation } from '@opentelemetry/instrumentation-undici';
import { resourceFromAttributes } from '@opentelemetry/resources';
import { BatchSpanProcessor, NodeTracerProvider, type ReadableSpan } from '@opentelemetry/sdk-trace-node';
import { ATTR_SERVICE_NAME } from '@opentelemetry/semantic-conventions';
import { redactUrl } from './redaction.ts';
import type { TracingSettings } from './tracing.ts';

/**
 * A load balancer's or the BFF's health checks and Prometheus's scrapes: asked every few hundred
 * milliseconds or seconds, and of no interest in a trace.
 */
const UNTRACED_PATHS = new Set(['/healthz', '/readyz', '/health', '/metrics']);
const isProbe = (path: string | undefined) => UNTRACED_PATHS.has((path ?? '').split('?')[0] ?? '');

/** A span's URL attributes with the secrets a path or query may carry (a reset link's token) taken out. */
function redactUrlAttributes(span: Span) {
  const attributes = (span as unknown as Partial<ReadableSpan>).attributes ?? {};
  for (const [key, value] of Object.entries(attributes)) {
    if (typeof value !== 'string' || !(key.startsWith('url.') || key === 'http.target' || key === 'http.url')) continue;
    const redacted = redactUrl(value);
    if (redacted !== value) span.setAttribute(key, redacted);
  }
}

/** @public tracing.ts requires it, only when traces have somewhere to go. */
export function startTracer(settings: TracingSettings) {
  const provider = new NodeTracerProvider({
    resource: resourceFromAttributes({
      [ATTR_SERVICE_NAME]: settings.serviceName,
      ...(settings.instanceId ? { 'service.instance.id': settings.instanceId } : {}),
    }),
    // The exporter reads OTEL_EXPORTER_OTLP_ENDPOINT (and _HEADERS, _TIMEOUT) itself, as the spec says.
    spanProcessors: [new BatchSpanProcessor(new OTLPTraceExporter())],
  });
  // The AsyncLocalStorage context manager and the W3C trace-context propagator.
  provider.register();
  registerInstrumentations({
    tracerProvider: provider,
    instrumentations: [
      new HttpInstrumentation({
        ignoreIncomingRequestHook: (request) => isProbe(request.url),
        ignoreOutgoingRequestHook: (options) => typeof options !== 'string' && isProbe(options.path ?? undefined),
        requestHook: redactUrlAttributes,
      }),
      new UndiciInstrumentation({
        ignoreRequestHook: (request) => isProbe(request.path),
        requestHook: redactUrlAttributes,
      }),
      new PgInstrumentation(),
      // A span for the route and its handler; the hooks' own spans (a dozen a request in the BFF) are left out.
      new FastifyOtelInstrumentation({
        registerOnInitialization: true,
        instrumentHooks: false,
        requestHook: redactUrlAttributes,
      }),
    ],
  });
  return provider;
}
