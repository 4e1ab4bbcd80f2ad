/**
 * cluster/haproxy.cfg as HAProxy runs it, in front of four fake instances whose answers each test
 * chooses: which requests are tried again on the other instance and which are not, readiness
 * checks, and the X-Forwarded-For each side passes on.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import { errorMessage } from 'contracts/errors';
import { type Started, startProcess } from 'server-kit/processes';
import { RETRY_AFTER_SECONDS } from 'server-kit/unavailable';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { checkConfig, haproxyInstalled, writeHaproxyFiles } from '../src/haproxy.ts';
import { freeTopology } from '../src/ports.ts';
import { readStats, waitForStatus } from '../src/stats.ts';
import { clusterTopology, haproxyConfig, type Topology } from '../src/topology.ts';

const installed = haproxyInstalled();
if (!installed) console.warn('[cluster] haproxy is not installed (apt-get install -y haproxy): HAProxy tests skipped');

type Seen = { method: string; url: string; forwardedFor: string | undefined };
type Answer = (request: IncomingMessage, response: ServerResponse) => void;

/** An instance that records what reaches it and answers as the test says (200 with its name by default). */
class FakeInstance {
  readonly name: string;
  readonly port: number;
  seen: Seen[] = [];
  ready = true;
  /** How long its /readyz takes to answer (a busy instance). */
  readyDelayMs = 0;
  answer: Answer | undefined;
  private server: Server | undefined;
  private sockets = new Set<Socket>();

  constructor(name: string, port: number) {
    this.name = name;
    this.port = port;
  }

  listen() {
    const server = createServer((request, response) => {
      if (request.url === '/readyz') {
        const ready = this.ready;
        setTimeout(() => response.writeHead(ready ? 200 : 503).end(), this.readyDelayMs);
        return;
      }
      request.resume();
      request.on('end', () => {
        this.seen.push({
          method: request.method ?? '',
          url: request.url ?? '',
          forwardedFor: request.headers['x-forwarded-for'] as string,
        });
        if (this.answer) this.answer(request, response);
        else response.writeHead(200, { 'content-type': 'text/plain' }).end(this.name);
      });
    });
    server.on('connection', (socket) => {
      this.sockets.add(socket);
      socket.on('close', () => this.sockets.delete(socket));
    });
    this.server = server;
    return new Promise<void>((resolve) => server.listen(this.port, '127.0.0.1', resolve));
  }

  /** Gone at once, as a killed process: nothing listens, open connections are cut. */
  close() {
    const server = this.server;
    this.server = undefined;
    for (const socket of this.sockets) socket.destroy();
    return new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  }
}

const dropConnection: Answer = (request) => request.socket.destroy();

describe.skipIf(!installed)('cluster/haproxy.cfg', () => {
  let topology: Topology;
  let haproxy: Started;
  let fakes: Record<'bff-1' | 'bff-2' | 'api-1' | 'api-2', FakeInstance>;
  const log: string[] = [];

  const send = async (method: string, path: string, headers: Record<string, string> = {}, base = topology.url) => {
    try {
      const response = await fetch(`${base}${path}`, { method, headers, body: method === 'POST' ? '{}' : undefined });
      return { status: response.status, body: await response.text() };
    } catch (error) {
      return { status: 0, body: String(error) };
    }
  };
  /** The whole answer: status, the headers a client reads, the body. */
  const sendFull = async (method: string, path: string, headers: Record<string, string> = {}) => {
    try {
      const response = await fetch(`${topology.url}${path}`, {
        method,
        headers,
        body: method === 'GET' ? undefined : '{}',
      });
      return {
        status: response.status,
        retryAfter: response.headers.get('retry-after'),
        type: response.headers.get('content-type'),
        body: await response.text(),
      };
    } catch (error) {
      return { status: 0, retryAfter: null, type: null, body: String(error) };
    }
  };
  /** HAProxy's own 503 in `lang`: the BFF's words (`code`, `message`), as problem+json, with when to try again. */
  const unavailable = (lang: 'en' | 'ar') => ({
    status: 503,
    retryAfter: String(RETRY_AFTER_SECONDS),
    type: 'application/problem+json; charset=utf-8',
    body: expect.stringContaining(
      `"code":"UPSTREAM_UNAVAILABLE","message":${JSON.stringify(errorMessage('UPSTREAM_UNAVAILABLE', lang))}`,
    ),
  });
  /** HAProxy's own 504 in `lang`: a write a BFF took and dropped, which may have been applied. */
  const outcomeUnknown = (lang: 'en' | 'ar') => ({
    status: 504,
    retryAfter: String(RETRY_AFTER_SECONDS),
    type: 'application/problem+json; charset=utf-8',
    body: expect.stringContaining(
      `"code":"OUTCOME_UNKNOWN","message":${JSON.stringify(errorMessage('OUTCOME_UNKNOWN', lang))}`,
    ),
  });
  const received = (path: string) =>
    Object.values(fakes).flatMap((fake) => fake.seen.filter((seen) => seen.url === path).map(() => fake.name));

  beforeAll(async () => {
    topology = await freeTopology();
    fakes = {
      'bff-1': new FakeInstance('bff-1', topology.port + 1),
      'bff-2': new FakeInstance('bff-2', topology.port + 2),
      'api-1': new FakeInstance('api-1', topology.apiLbPort + 1),
      'api-2': new FakeInstance('api-2', topology.apiLbPort + 2),
    };
    await Promise.all(Object.values(fakes).map((fake) => fake.listen()));
    writeHaproxyFiles();
    haproxy = startProcess('haproxy', ['-f', haproxyConfig, '-db'], {
      env: { ...process.env, ...topology.haproxyEnv },
      log: (line) => log.push(line),
    });
    await Promise.all(Object.keys(fakes).map((name) => waitForStatus(topology.statsUrl, name, 'UP')));
  });

  afterAll(async () => {
    haproxy?.child.kill('SIGTERM');
    await haproxy?.exited;
    await Promise.all(Object.values(fakes ?? {}).map((fake) => fake.close()));
  });

  beforeEach(async () => {
    for (const fake of Object.values(fakes)) {
      fake.seen = [];
      fake.answer = undefined;
      fake.ready = true;
    }
    await Promise.all(Object.keys(fakes).map((name) => waitForStatus(topology.statsUrl, name, 'UP')));
  });

  it('is valid for HAProxy with the default ports', () => {
    const check = checkConfig(clusterTopology({}));
    expect(check.output).toContain('Configuration file is valid');
    expect(check.valid).toBe(true);
  });

  it('sends a GET that got no answer to the other instance, but never replays a write that reached one: its outcome is unknown (504)', async () => {
    fakes['bff-1'].answer = dropConnection;
    for (let i = 0; i < 4; i++) {
      expect(await send('GET', `/read-${i}`)).toEqual({ status: 200, body: 'bff-2' });
      const write = await sendFull('POST', `/write-${i}`, { 'x-lang': 'ar' });
      const reached = received(`/write-${i}`);
      // Each write reached exactly one instance, once. One that bff-1 dropped fails clearly, on a
      // fresh connection or a kept-alive one alike (HAProxy 2.6 alone closes a kept-alive one unanswered).
      expect(reached).toHaveLength(1);
      if (reached[0] === 'bff-1') expect(write).toEqual(outcomeUnknown('ar'));
      else expect(write).toMatchObject({ status: 200, body: 'bff-2' });
    }
    // Round robin sent some of each kind to bff-1.
    expect(fakes['bff-1'].seen.some((seen) => seen.method === 'GET')).toBe(true);
    expect(fakes['bff-1'].seen.some((seen) => seen.method === 'POST')).toBe(true);
  });

  it('answers every write a BFF dropped with 504 OUTCOME_UNKNOWN in the language asked, whichever method, on one kept-alive connection', async () => {
    fakes['bff-1'].answer = dropConnection;
    fakes['bff-2'].answer = dropConnection;
    const asked: [string, Record<string, string>, 'en' | 'ar'][] = [
      ['POST', { 'x-lang': 'ar' }, 'ar'],
      ['PUT', { 'x-lang': 'ar-QA' }, 'ar'],
      ['DELETE', {}, 'en'],
      ['POST', { 'x-lang': 'en' }, 'en'],
      ['PATCH', { 'x-lang': 'fr' }, 'en'],
    ];
    // The BFF reads x-lang, else ?lang=.
    for (const [i, [method, headers, lang]] of asked.entries()) {
      expect(await sendFull(method, `/dropped-${i}`, headers), `${method} ${JSON.stringify(headers)}`).toEqual(
        outcomeUnknown(lang),
      );
    }
    expect(await sendFull('POST', '/dropped-query?lang=ar')).toEqual(outcomeUnknown('ar'));
    expect(await sendFull('POST', '/dropped-both?lang=ar', { 'x-lang': 'en' })).toEqual(outcomeUnknown('en'));
    // Never replayed: each reached one instance once.
    for (const i of asked.keys()) expect(received(`/dropped-${i}`)).toHaveLength(1);
  });

  it('sends a GET answered 503 to the other instance; a POST answered 503 gets that 503, once', async () => {
    fakes['api-1'].answer = (_request, response) => response.writeHead(503, { 'retry-after': '1' }).end('draining');
    for (let i = 0; i < 4; i++) {
      expect(await send('GET', `/list-${i}`, {}, topology.apiLbUrl)).toEqual({ status: 200, body: 'api-2' });
      const write = await send('POST', `/save-${i}`, {}, topology.apiLbUrl);
      const reached = received(`/save-${i}`);
      expect(reached).toHaveLength(1);
      expect(write.status).toBe(reached[0] === 'api-1' ? 503 : 200);
    }
  });

  it('sends any request, a POST too, to the other instance when it could not connect (an instance just killed)', async () => {
    await fakes['bff-1'].close();
    const triedAgain = async () => {
      // bff-1 serves reads (bffs) and writes (bffs-for-writes).
      const lines = (await readStats(topology.statsUrl)).filter((s) => s.server === 'bff-1');
      return lines.reduce((sum, line) => sum + line.retries + line.redispatches, 0);
    };
    const before = await triedAgain();
    try {
      // Before two checks have failed: HAProxy still has bff-1 in rotation and finds out by connecting.
      const answers = await Promise.all(
        Array.from({ length: 6 }, (_, i) => send(i % 2 ? 'POST' : 'GET', `/during-crash-${i}`)),
      );
      expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200, 200]);
      expect(fakes['bff-2'].seen.filter((seen) => seen.url.startsWith('/during-crash-'))).toHaveLength(6);
      // HAProxy did try bff-1, and sent those requests on.
      expect(await triedAgain()).toBeGreaterThan(before);
    } finally {
      await fakes['bff-1'].listen();
    }
  });

  it('takes an instance out of rotation within about a second of its /readyz turning 503, and back when it is 200', async () => {
    fakes['api-2'].ready = false;
    const started = Date.now();
    await waitForStatus(topology.statsUrl, 'api-2', 'DOWN', 3_000);
    expect(Date.now() - started).toBeLessThan(2_000);
    for (let i = 0; i < 6; i++) expect((await send('GET', `/out-${i}`, {}, topology.apiLbUrl)).body).toBe('api-1');
    fakes['api-2'].ready = true;
    await waitForStatus(topology.statsUrl, 'api-2', 'UP', 3_000);
  });

  it('answers a write 503 (nothing applied) when no BFF is left to take it', async () => {
    await Promise.all([fakes['bff-1'].close(), fakes['bff-2'].close()]);
    try {
      expect(await sendFull('POST', '/nobody-home', { 'x-lang': 'ar' })).toEqual(unavailable('ar'));
      expect(received('/nobody-home')).toEqual([]);
    } finally {
      await Promise.all([fakes['bff-1'].listen(), fakes['bff-2'].listen()]);
    }
  });

  it('keeps an instance whose checks answer slowly (busy, not down) in rotation', async () => {
    fakes['api-2'].readyDelayMs = 1500;
    try {
      // Three seconds of slow checks: with a 1 s bound two would have taken it out.
      await new Promise((resolve) => setTimeout(resolve, 3_000));
      const stats = await readStats(topology.statsUrl);
      expect(stats.find((row) => row.proxy === 'apis' && row.server === 'api-2')?.status).toBe('UP');
    } finally {
      fakes['api-2'].readyDelayMs = 0;
    }
  });

  it("serves HAProxy's own metrics for Prometheus on loopback at /metrics, and nothing else there", async () => {
    const metricsUrl = `http://${topology.haproxyEnv.QD_METRICS_BIND}`;
    const metrics = await fetch(`${metricsUrl}/metrics`);
    expect(metrics.status).toBe(200);
    const text = await metrics.text();
    expect(text).toMatch(/^haproxy_server_status\{proxy="bffs",server="bff-1",state="UP"\} 1$/m);
    expect(text).toMatch(/^haproxy_backend_active_servers\{proxy="apis"\} 2$/m);
    expect((await fetch(`${metricsUrl}/`)).status).toBe(404);
  });

  it("tells the BFFs the visitor's address, whatever the visitor claims; passes the BFF's own header to the apis", async () => {
    await send('GET', '/who', { 'x-forwarded-for': '203.0.113.66' });
    const atBff = [...fakes['bff-1'].seen, ...fakes['bff-2'].seen].find((seen) => seen.url === '/who');
    expect(atBff?.forwardedFor).toBe('127.0.0.1');
    // A write takes one more hop through HAProxy: the visitor's address all the same.
    await send('POST', '/who-writes', { 'x-forwarded-for': '203.0.113.66' });
    const writeAtBff = [...fakes['bff-1'].seen, ...fakes['bff-2'].seen].find((seen) => seen.url === '/who-writes');
    expect(writeAtBff?.forwardedFor).toBe('127.0.0.1');
    await send('GET', '/who-upstream', { 'x-forwarded-for': '198.51.100.7' }, topology.apiLbUrl);
    const atApi = [...fakes['api-1'].seen, ...fakes['api-2'].seen].find((seen) => seen.url === '/who-upstream');
    expect(atApi?.forwardedFor).toBe('198.51.100.7');
  });
});
