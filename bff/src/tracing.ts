/**
 * server.ts's first import: traces start (when OTEL_EXPORTER_OTLP_ENDPOINT is set) before anything
 * they instrument is loaded (server-kit/tracing).
 */
import { startTracingFromEnv } from 'server-kit/tracing';

startTracingFromEnv('bff');
