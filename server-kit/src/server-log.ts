/**
 * The api's and the BFF's logger (pino, through Fastify): at LOG_LEVEL, each line with the trace
 * and span it was written in (when tracing runs) beside Fastify's request id, and no secret in it
 * wherever it sits (redaction.ts).
 */
import { trace } from '@opentelemetry/api';
import type { FastifyRequest, FastifyServerOptions } from 'fastify';
import { z } from 'zod';
import { REDACTED, redactPaths, redactUrl } from './redaction.ts';

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

const logLevel = z.enum(LOG_LEVELS, { error: `LOG_LEVEL: one of ${LOG_LEVELS.join(', ')}` }).default('info');

/** LOG_LEVEL, `info` when unset; anything else than pino's levels is refused. */
export function logLevelFromEnv(env: NodeJS.ProcessEnv): LogLevel {
  const parsed = logLevel.safeParse(env.LOG_LEVEL || undefined);
  if (!parsed.success) throw new Error(parsed.error.issues.map((issue) => issue.message).join('; '));
  return parsed.data;
}

/** The trace and span a line is written in: what joins it to its trace, and the api's lines to the BFF's. */
function activeTrace() {
  const span = trace.getActiveSpan();
  if (!span) return {};
  const { traceId, spanId } = span.spanContext();
  return { traceId, spanId };
}

/** Whether `value` is an object literal (a request, a reply or an error goes to its serializer as it is). */
const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype;

const clean = (value: unknown): unknown => (typeof value === 'string' ? redactUrl(value) : value);

/**
 * A line's fields with the secrets URLs carry taken out, wherever a URL is logged: the request
 * log's `url`, the proxy's `source` (the upstream URL), a field of an object logged. Strings at the
 * top and one level down; a URL deeper than that is not something logged.
 */
function withoutSecretUrls(fields: Record<string, unknown>) {
  const result: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(fields)) {
    result[key] = isPlainObject(value)
      ? Object.fromEntries(Object.entries(value).map(([inner, field]) => [inner, clean(field)]))
      : clean(value);
  }
  return result;
}

/** Fastify's own request fields (`req`, on its error lines), the URL without the secrets a link may carry. */
const requestFields = (request: FastifyRequest) => ({
  method: request.method,
  url: redactUrl(request.url),
  host: request.host,
  remoteAddress: request.ip,
});

type LoggerOptions = Exclude<FastifyServerOptions['logger'], boolean | undefined>;

/** The logger options of a server (`Fastify({ logger })`). */
export function serverLogger(options: { level: LogLevel }): LoggerOptions {
  return {
    level: options.level,
    mixin: activeTrace,
    redact: { paths: redactPaths(), censor: REDACTED },
    formatters: { log: withoutSecretUrls },
    serializers: { req: requestFields },
  };
}
