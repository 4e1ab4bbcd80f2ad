import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { requestLogLevel, requestLogServerOptions } from './request-log.ts';

/** A server whose log lines land in `lines`, at `level` and above. */
async function serverLogging(level: string) {
  const lines: Record<string, unknown>[] = [];
  const stream = { write: (line: string) => lines.push(JSON.parse(line)) };
  const app = Fastify({ ...requestLogServerOptions({ slowMs: 50, callers: 'ours' }), logger: { level, stream } });
  app.get('/fast', async () => ({ ok: true }));
  app.get('/slow', async () => {
    await new Promise((resolve) => setTimeout(resolve, 80));
    return { ok: true };
  });
  app.get('/broken', async () => {
    throw new Error('boom');
  });
  app.post('/write', async () => ({ ok: true }));
  return { app, lines };
}

describe('request log', () => {
  it('gives failures, writes and slow reads their level, and fast good reads debug', () => {
    expect(requestLogLevel('GET', 200, 3)).toBe('debug');
    expect(requestLogLevel('HEAD', 304, 3)).toBe('debug');
    expect(requestLogLevel('GET', 200, 900)).toBe('info');
    expect(requestLogLevel('POST', 201, 3)).toBe('info');
    expect(requestLogLevel('GET', 404, 3)).toBe('warn');
    expect(requestLogLevel('GET', 503, 3)).toBe('error');
  });

  it('writes one line a request at info for all but fast good reads, with the request id', async () => {
    const { app, lines } = await serverLogging('info');
    for (const url of ['/fast', '/fast', '/slow', '/broken']) await app.inject({ url });
    await app.inject({ method: 'POST', url: '/write' });
    const completed = lines.filter((line) => line.msg === 'request completed');
    expect(completed.map((line) => line.url)).toEqual(['/slow', '/broken', '/write']);
    expect(completed.every((line) => typeof line.reqId === 'string')).toBe(true);
    expect(lines.some((line) => line.msg === 'incoming request')).toBe(false);
    // A failure's own line, with its stack, stays as Fastify writes it.
    expect(lines).toContainEqual(expect.objectContaining({ level: 50, msg: 'boom', err: expect.anything() }));
    await app.close();
  });

  it('logs every request at debug', async () => {
    const { app, lines } = await serverLogging('debug');
    await app.inject({ url: '/fast' });
    expect(lines.filter((line) => line.msg === 'request completed')).toMatchObject([
      { level: 20, url: '/fast', statusCode: 200, method: 'GET' },
    ]);
    await app.close();
  });
});
