import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { databaseTargets, freshDatabase } from 'api/testing';
import { type ApiProcess, processTestTimeoutMs, startApiProcess } from 'api/testing/api-process';
import { startProcess } from 'server-kit/processes';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { fakeBuilds } from './helpers.ts';

type OtlpValue = { stringValue?: string };
type OtlpSpan = {
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  kind: number;
  attributes?: { key: string; value: OtlpValue }[];
};
type OtlpExport = {
  resourceSpans: {
    resource: { attributes: { key: string; value: OtlpValue }[] };
    scopeSpans: { scope: { name: string }; spans: OtlpSpan[] }[];
  }[];
};
type ReceivedSpan = OtlpSpan & { service: string; scope: string };

/** A collector's OTLP/HTTP traces endpoint, as small as it gets: JSON in, every span kept. */
async function otlpReceiver() {
  const spans: ReceivedSpan[] = [];
  const server: Server = createServer(async (request, response) => {
    let body = '';
    for await (const chunk of request) body += chunk;
    if (request.url === '/v1/traces') {
      const batch = JSON.parse(body) as OtlpExport;
      for (const { resource, scopeSpans } of batch.resourceSpans) {
        const service = resource.attributes.find((a) => a.key === 'service.name')?.value.stringValue ?? '';
        for (const { scope, spans: each } of scopeSpans)
          for (const span of each) spans.push({ ...span, service, scope: scope.name });
      }
    }
    response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, spans, server };
}

/** The BFF's server.ts as a process, its output kept, once it says where it listens. */
async function startBffProcess(env: Record<string, string>) {
  let output = '';
  const started = startProcess(path.join(import.meta.dirname, '../src/server.ts'), [], {
    env: { PATH: process.env.PATH, HOST: '127.0.0.1', PORT: '0', ...env },
    log: (line) => {
      output += `${line}\n`;
    },
  });
  await vi.waitFor(
    () => {
      if (started.child.exitCode !== null) throw new Error(`the BFF exited:\n${output}`);
      expect(output).toMatch(/listening at http:\/\/127\.0\.0\.1:\d+/);
    },
    { timeout: 30_000, interval: 100 },
  );
  const url = output.match(/listening at (http:\/\/127\.0\.0\.1:\d+)/)?.[1] as string;
  return { url, output: () => output, stop: () => started.child.kill('SIGTERM'), exited: started.exited };
}

const jsonLines = (output: string) =>
  output
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as Record<string, unknown>);

describe.each(databaseTargets)('one trace across the BFF and the api (OTLP/HTTP), on %s', (target) => {
  let receiver: Awaited<ReturnType<typeof otlpReceiver>>;
  let api: ApiProcess;
  let bff: Awaited<ReturnType<typeof startBffProcess>>;
  let builds: string;
  let dropDatabase: (() => Promise<void>) | undefined;

  /** The api's database: its own embedded one (a data folder of its own), or a new PostgreSQL database. */
  async function databaseEnv(): Promise<Record<string, string>> {
    if (target === 'pglite') return {};
    // Migrated here; the api process opens connections of its own. Closed and dropped after.
    const { drop, url } = await freshDatabase('postgres');
    dropDatabase = drop;
    return { DATABASE_URL: url as string };
  }

  beforeAll(async () => {
    receiver = await otlpReceiver();
    const tracing = {
      OTEL_EXPORTER_OTLP_ENDPOINT: receiver.url,
      // Sent within a tenth of a second rather than the batch's default five.
      OTEL_BSP_SCHEDULE_DELAY: '100',
      LOG_LEVEL: 'debug',
    };
    // An empty database: the page's query finds nothing, which is as much a query as any.
    api = await startApiProcess({ ...tracing, ...(await databaseEnv()), SEED_ON_EMPTY: 'false' });
    await vi.waitFor(() => expect(api.port()).toBeDefined(), { timeout: processTestTimeoutMs, interval: 100 });
    builds = await fakeBuilds();
    bff = await startBffProcess({
      ...tracing,
      API_URL: `http://127.0.0.1:${api.port()}`,
      SHELL_DIR: path.join(builds, 'shell/dist'),
      RELEASES_DIR: path.join(builds, 'releases'),
    });
  }, processTestTimeoutMs);

  afterAll(async () => {
    bff?.stop();
    await bff?.exited;
    await api?.stop();
    await dropDatabase?.();
    receiver?.server.close();
    if (builds) await rm(builds, { recursive: true, force: true });
  });

  it('gives one page request one trace: the BFF starts it, the api continues it, its query is a span', async () => {
    const id = randomUUID();
    const page = await fetch(`${bff.url}/restaurant/somewhere/${id}`, { headers: { accept: 'text/html' } });
    await page.text();
    expect(page.status).toBe(404);

    // The BFF's root span of the page: its server span, from no parent (no traceparent was sent).
    const pageSpan = () =>
      receiver.spans.find((s) => s.service === 'bff' && s.kind === 2 && !s.parentSpanId && s.name.startsWith('GET'));
    const dbSpan = () =>
      receiver.spans.find(
        (s) =>
          s.service === 'api' && s.scope === '@opentelemetry/instrumentation-pg' && s.traceId === pageSpan()?.traceId,
      );
    const apiServerSpan = () =>
      receiver.spans.find((s) => s.service === 'api' && s.kind === 2 && s.traceId === pageSpan()?.traceId);
    // Each service sends its spans on its own, each as they end: all there once the last has come.
    await vi.waitFor(() => expect(dbSpan() && apiServerSpan()).toBeDefined(), { timeout: 10_000, interval: 100 });
    const traceId = pageSpan()?.traceId as string;
    const inTrace = receiver.spans.filter((s) => s.traceId === traceId);
    const bffSpanIds = new Set(inTrace.filter((s) => s.service === 'bff').map((s) => s.spanId));

    // The api's server span hangs under the BFF's call to it.
    const apiServer = apiServerSpan();
    expect(apiServer?.parentSpanId && bffSpanIds.has(apiServer.parentSpanId)).toBe(true);
    const bffClient = inTrace.find((s) => s.spanId === apiServer?.parentSpanId);
    expect(bffClient?.kind).toBe(3);
    // The query belongs to the api's handling of it.
    const apiSpanIds = new Set(inTrace.filter((s) => s.service === 'api').map((s) => s.spanId));
    expect(apiSpanIds.has(dbSpan()?.parentSpanId as string)).toBe(true);

    // Each service's lines of that request carry the trace id and the request id.
    await vi.waitFor(() => expect(api.output()).toContain(id), { timeout: 5000 });
    for (const output of [bff.output(), api.output()]) {
      const lines = jsonLines(output).filter((line) => line.traceId === traceId);
      expect(lines.length).toBeGreaterThan(0);
      expect(lines.every((line) => typeof line.reqId === 'string' && line.reqId !== '')).toBe(true);
      expect(lines.some((line) => line.msg === 'request completed')).toBe(true);
    }
  });

  it("carries the trace on the browser's own calls the BFF proxies to the api", async () => {
    const id = randomUUID();
    const answer = await fetch(`${bff.url}/api/v1/restaurant/${id}`);
    await answer.text();
    expect(answer.status).toBe(404);
    const mentions = (span: ReceivedSpan) => span.attributes?.some((a) => a.value.stringValue?.includes(id));
    const apiServer = () => receiver.spans.find((s) => s.service === 'api' && s.kind === 2 && mentions(s));
    // Each service sends its spans on its own: the BFF's call may arrive after the api's span.
    const proxyCall = () => receiver.spans.find((s) => s.spanId === apiServer()?.parentSpanId);
    await vi.waitFor(() => expect(proxyCall()).toBeDefined(), { timeout: 10_000, interval: 100 });
    expect(proxyCall()).toMatchObject({ service: 'bff', kind: 3, traceId: apiServer()?.traceId });
  });

  it('keeps the tokens that links carry out of every span', async () => {
    const resetToken = `reset-${randomUUID()}`;
    const verifyToken = `verify-${randomUUID()}`;
    await (await fetch(`${bff.url}/reset-password/${resetToken}`, { headers: { accept: 'text/html' } })).text();
    await (await fetch(`${bff.url}/api/v1/auth/verify-email/${verifyToken}`)).text();
    const redacted = (path: string) => (s: ReceivedSpan) =>
      s.attributes?.some((a) => a.value.stringValue?.includes(`${path}/[Redacted]`));
    await vi.waitFor(
      () => {
        expect(receiver.spans.some(redacted('/reset-password'))).toBe(true);
        expect(receiver.spans.filter(redacted('/verify-email')).map((s) => s.service)).toContain('api');
      },
      { timeout: 10_000, interval: 100 },
    );
    const everything = JSON.stringify(receiver.spans);
    expect(everything).not.toContain(resetToken);
    expect(everything).not.toContain(verifyToken);
  });

  it('sends no span for the health checks a load balancer makes every second', async () => {
    const serverSpans = () => receiver.spans.filter((s) => s.kind === 2).length;
    await new Promise((resolve) => setTimeout(resolve, 500));
    const before = serverSpans();
    for (const probe of ['/healthz', '/readyz']) expect((await fetch(`${bff.url}${probe}`)).status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(serverSpans()).toBe(before);
  });
});
