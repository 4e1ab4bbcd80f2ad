import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { tracingFromEnv } from './tracing.ts';

describe('tracing settings', () => {
  it('are off without an endpoint, an empty one included', () => {
    expect(tracingFromEnv({}, 'api')).toBeUndefined();
    expect(tracingFromEnv({ OTEL_EXPORTER_OTLP_ENDPOINT: '', OTEL_SERVICE_NAME: 'x' }, 'api')).toBeUndefined();
  });

  it('name the service after the process unless OTEL_SERVICE_NAME says otherwise', () => {
    const endpoint = 'http://127.0.0.1:4318';
    expect(tracingFromEnv({ OTEL_EXPORTER_OTLP_ENDPOINT: endpoint }, 'bff')).toEqual({ endpoint, serviceName: 'bff' });
    expect(tracingFromEnv({ OTEL_EXPORTER_OTLP_ENDPOINT: endpoint, OTEL_SERVICE_NAME: 'bff-eu' }, 'bff')).toEqual({
      endpoint,
      serviceName: 'bff-eu',
    });
  });

  it('say which instance sends, where the cluster names them', () => {
    const env = { OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318', INSTANCE_NAME: 'api-2' };
    expect(tracingFromEnv(env, 'api')?.instanceId).toBe('api-2');
  });

  it('refuse an endpoint that is not an http(s) URL, naming the variable', () => {
    expect(() => tracingFromEnv({ OTEL_EXPORTER_OTLP_ENDPOINT: 'collector:4318' }, 'api')).toThrow(
      /OTEL_EXPORTER_OTLP_ENDPOINT/,
    );
    expect(() => tracingFromEnv({ OTEL_EXPORTER_OTLP_ENDPOINT: 'grpc://collector:4317' }, 'api')).toThrow(
      /OTEL_EXPORTER_OTLP_ENDPOINT/,
    );
  });
});

/**
 * The OpenTelemetry files a fresh process reads when it starts tracing from `env`: module hooks
 * see every `import` and `require`, the SDK's own included.
 */
async function otelFilesLoaded(env: Record<string, string>) {
  const script = `
    import { registerHooks } from 'node:module';
    const loaded = new Set();
    registerHooks({ resolve(specifier, context, next) { const found = next(specifier, context); loaded.add(found.url); return found; } });
    const { startTracingFromEnv } = await import('server-kit/tracing');
    startTracingFromEnv('api', ${JSON.stringify(env)});
    console.log(JSON.stringify([...loaded].filter((url) => url.includes('/@opentelemetry/') && !url.includes('/@opentelemetry/api/'))));
    process.exit(0);
  `;
  const { stdout } = await promisify(execFile)(process.execPath, ['--input-type=module', '-e', script], {
    cwd: import.meta.dirname,
  });
  return JSON.parse(stdout) as string[];
}

describe('tracing off', () => {
  it('loads nothing of the SDK; on, it loads it', async () => {
    expect(await otelFilesLoaded({})).toEqual([]);
    // An endpoint nobody listens on: nothing is sent before the process exits.
    const on = await otelFilesLoaded({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://127.0.0.1:9' });
    expect(on.some((url) => url.includes('/@opentelemetry/sdk-trace-node/'))).toBe(true);
    expect(on.some((url) => url.includes('/@opentelemetry/instrumentation-pg/'))).toBe(true);
  }, 30_000);
});
