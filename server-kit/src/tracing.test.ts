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

  it('refuse an endpoint that is not an http(s) URL, naming the variable', () => {
    expect(() => tracingFromEnv({ OTEL_EXPORTER_OTLP_ENDPOINT: 'collector:4318' }, 'api')).toThrow(
      /OTEL_EXPORTER_OTLP_ENDPOINT/,
    );
    expect(() => tracingFromEnv({ OTEL_EXPORTER_OTLP_ENDPOINT: 'grpc://collector:4317' }, 'api')).toThrow(
      /OTEL_EXPORTER_OTLP_ENDPOINT/,
    );
  });
});
