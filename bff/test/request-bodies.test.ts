import http from 'node:http';
import { startTestApi, type TestApi, testAccounts } from 'api/testing';
import { errorMessage } from 'contracts/errors';
import { MAX_JSON_DEPTH } from 'contracts/json-depth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildBff } from '../src/app.ts';
import { loadRemoteRegistry } from '../src/plugins/remote-registry.ts';
import { csrf } from './helpers.ts';

type Bff = Awaited<ReturnType<typeof buildBff>>;
type Answer = { status: number; headers: http.IncomingHttpHeaders; body: string; ms: number; localPort: number };

describe('request bodies the BFF takes, over a real port in front of the real api', () => {
  let api: TestApi;
  let bff: Bff;
  let address: string;

  beforeAll(async () => {
    api = await startTestApi('pglite');
    bff = await buildBff({
      apiUrl: api.address,
      siteUrl: 'http://localhost:3000',
      shellDir: '/nonexistent',
      remotesRoot: '/nonexistent',
      registry: loadRemoteRegistry(),
      authLimits: { perIp: 1000, perEmail: 1000, windowMs: 60_000 },
    });
    address = await bff.listen({ host: '127.0.0.1', port: 0 });
  });
  afterAll(async () => {
    await bff?.close();
    await api?.close();
  });

  /** One request through `agent`, timed, with the local port of the connection it went on. */
  const send = (
    agent: http.Agent,
    method: string,
    path: string,
    body?: string | Buffer,
    headers: Record<string, string> = {},
  ) =>
    new Promise<Answer>((resolve, reject) => {
      const started = Date.now();
      let answered = false;
      const request = http.request(
        `${address}${path}`,
        { method, agent, headers: { origin: 'http://localhost:3000', ...headers } },
        (response) => {
          answered = true;
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () =>
            resolve({
              status: response.statusCode ?? 0,
              headers: response.headers,
              body: Buffer.concat(chunks).toString('utf8'),
              ms: Date.now() - started,
              localPort: request.socket?.localPort ?? 0,
            }),
          );
        },
      );
      // The server may close while a large body is still going out: the answer already came.
      request.on('error', (error) => (answered ? undefined : reject(error)));
      request.setTimeout(10_000, () => request.destroy(new Error(`${method} ${path} hung for 10 s`)));
      request.end(body);
    });

  it('refuses JSON nested past the bound on its own routes with 400 VALIDATION_FAILED in the language asked', async () => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    // 60 KB, under the body limit (the probe's 100,000 levels are over it: 413, below).
    const deep = `${'['.repeat(30_000)}${']'.repeat(30_000)}`;
    const objects = `${'{"a":'.repeat(6_000)}1${'}'.repeat(6_000)}`;
    for (const [path, body] of [
      ['/api/v1/auth/login?lang=ar', deep],
      ['/api/v1/auth/register?lang=ar', objects],
      ['/api/v1/auth/forgot-password?lang=ar', `{"email":${'['.repeat(MAX_JSON_DEPTH)}${']'.repeat(MAX_JSON_DEPTH)}}`],
    ] as const) {
      const answer = await send(agent, 'POST', path, body, csrf);
      expect(answer.status, path).toBe(400);
      expect(JSON.parse(answer.body)).toEqual({
        code: 'VALIDATION_FAILED',
        message: errorMessage('VALIDATION_FAILED', 'ar'),
      });
    }
    const probe = await send(
      agent,
      'POST',
      '/api/v1/auth/login?lang=ar',
      `${'['.repeat(100_000)}${']'.repeat(100_000)}`,
      csrf,
    );
    expect(probe.status).toBe(413);
    expect(JSON.parse(probe.body)).toEqual({ code: 'BODY_TOO_LARGE', message: errorMessage('BODY_TOO_LARGE', 'ar') });
    // At the bound a body is parsed and goes on (the api says what it thinks of it).
    const atBound = `{"email":${'['.repeat(MAX_JSON_DEPTH - 1)}${']'.repeat(MAX_JSON_DEPTH - 1)}}`;
    expect((await send(agent, 'POST', '/api/v1/auth/forgot-password', atBound, csrf)).status).toBe(400);
    const login = await send(agent, 'POST', '/api/v1/auth/login', JSON.stringify(testAccounts.user), csrf);
    expect(login.status).toBe(200);
    agent.destroy();
  });
});
