/**
 * Traces over OpenTelemetry, sent over OTLP/HTTP when OTEL_EXPORTER_OTLP_ENDPOINT is set. Unset,
 * nothing of the SDK is loaded and nothing is recorded: `@opentelemetry/api` alone answers, with
 * no span, at the cost of a function call.
 *
 * A process starts it with the first import of its entry (api/src/tracing.ts, bff/src/tracing.ts):
 * the instrumentations patch `http` and `pg` as they load (and @fastify/otel joins each Fastify
 * instance made after it), so the SDK must be running before any of them is imported. Hence synchronous: a sibling import with a top-level await would
 * be evaluated while it waits, and load them first.
 */
import { createRequire } from 'node:module';
import { z } from 'zod';

export type TracingSettings = {
  endpoint: string;
  serviceName: string;
  /** Which of several instances sent a span (`INSTANCE_NAME`, given by `npm run start:cluster`: `api-1` …). */
  instanceId?: string;
};

const tracingEnv = z.object({
  OTEL_EXPORTER_OTLP_ENDPOINT: z
    .url({ protocol: /^https?$/, error: 'OTEL_EXPORTER_OTLP_ENDPOINT: not an http(s) URL' })
    .optional()
    .or(z.literal('').transform(() => undefined)),
  OTEL_SERVICE_NAME: z
    .string()
    .trim()
    .min(1)
    .optional()
    .or(z.literal('').transform(() => undefined)),
});

/** Where traces go and under which service name (`OTEL_SERVICE_NAME`, else `defaultServiceName`); undefined: nowhere. */
export function tracingFromEnv(env: NodeJS.ProcessEnv, defaultServiceName: string): TracingSettings | undefined {
  const parsed = tracingEnv.safeParse(env);
  if (!parsed.success) throw new Error(parsed.error.issues.map((issue) => issue.message).join('; '));
  const { OTEL_EXPORTER_OTLP_ENDPOINT: endpoint, OTEL_SERVICE_NAME: serviceName } = parsed.data;
  if (!endpoint) return undefined;
  return {
    endpoint,
    serviceName: serviceName ?? defaultServiceName,
    ...(env.INSTANCE_NAME ? { instanceId: env.INSTANCE_NAME } : {}),
  };
}

type Tracer = { shutdown(): Promise<void> };
let running: Tracer | undefined;

/** Starts the SDK when `settings` says where to send traces; a process starts it once. */
function startTracing(settings: TracingSettings | undefined) {
  if (!settings || running) return;
  // Loaded only here: a process without an endpoint never reads the SDK's files.
  const sdk = createRequire(import.meta.url)('./tracing-sdk.ts') as typeof import('./tracing-sdk.ts');
  running = sdk.startTracer(settings);
}

/**
 * The process's tracing from its environment, or a plain refusal (no stack trace) when the
 * settings are wrong, as each server refuses a configuration it must not run with.
 */
export function startTracingFromEnv(defaultServiceName: string, env: NodeJS.ProcessEnv = process.env) {
  let settings: TracingSettings | undefined;
  try {
    settings = tracingFromEnv(env, defaultServiceName);
  } catch (error) {
    console.error(`[${defaultServiceName}] refusing to start: ${(error as Error).message}`);
    process.exit(1);
  }
  startTracing(settings);
}

/** Sends the spans still waiting and stops (graceful shutdown's last step); nothing without tracing. */
export async function flushTraces() {
  await running?.shutdown();
  running = undefined;
}
