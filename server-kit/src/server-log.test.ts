import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { requestLogServerOptions } from './request-log.ts';
import { logLevelFromEnv, serverLogger } from './server-log.ts';

/** A server on the servers' logger at `trace`, every line it writes kept. */
function loggedServer(callers: 'ours' | 'public' = 'ours') {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(...String(chunk).split('\n').filter(Boolean));
      done();
    },
  });
  const app = Fastify({
    ...requestLogServerOptions({ callers }),
    logger: { ...serverLogger({ level: 'trace' }), stream },
  });
  return { app, lines };
}

describe('the servers’ logger', () => {
  it('takes LOG_LEVEL, info when unset, and refuses a level pino does not have', () => {
    expect(logLevelFromEnv({})).toBe('info');
    expect(logLevelFromEnv({ LOG_LEVEL: '' })).toBe('info');
    expect(logLevelFromEnv({ LOG_LEVEL: 'debug' })).toBe('debug');
    expect(() => logLevelFromEnv({ LOG_LEVEL: 'verbose' })).toThrow(/LOG_LEVEL: one of fatal, error/);
  });

  it('writes no secret, however deep it sits in what is logged', async () => {
    const { app, lines } = loggedServer();
    app.log.info(
      {
        password: 'pw-top',
        headers: { cookie: 'qd_session=ck-1', 'set-cookie': ['qd_session=ck-2'], authorization: 'Bearer az-1' },
        body: { account: { newPassword: 'pw-new', currentPassword: 'pw-old', otp: '493021' } },
        deep: { a: { b: { c: { token: 'tk-deep', body: { code: '771204' } } } } },
        err: { code: 'ECONNREFUSED' },
      },
      'everything at once',
    );
    await app.close();
    const written = lines.join('\n');
    for (const secret of ['pw-top', 'ck-1', 'ck-2', 'az-1', 'pw-new', 'pw-old', '493021', 'tk-deep', '771204'])
      expect(written).not.toContain(secret);
    expect(written).toContain('[Redacted]');
    // An error's code is not a secret: the operator reads it.
    expect(written).toContain('ECONNREFUSED');
  });

  it('leaves the tokens out of the URLs it logs, and gives each request an id of its own or its caller’s', async () => {
    const { app, lines } = loggedServer();
    app.get('/reset-password/:token', async () => 'page');
    app.get('/api/v1/auth/verify-email/:token', async () => ({}));
    await app.inject({ url: '/reset-password/rs-secret-1?code=118822' });
    await app.inject({ url: '/api/v1/auth/verify-email/vf-secret-2', headers: { 'x-request-id': 'bff-req-7' } });
    await app.inject({ url: '/api/v1/auth/verify-email/x', headers: { 'x-request-id': 'not ok\n{"forged":1}' } });
    await app.close();
    const written = lines.join('\n');
    for (const secret of ['rs-secret-1', '118822', 'vf-secret-2']) expect(written).not.toContain(secret);
    const completed = lines.map((line) => JSON.parse(line)).filter((line) => line.msg === 'request completed');
    expect(completed.map((line) => line.url)).toEqual([
      '/reset-password/[Redacted]?code=[Redacted]',
      '/api/v1/auth/verify-email/[Redacted]',
      '/api/v1/auth/verify-email/[Redacted]',
    ]);
    expect(completed[1].reqId).toBe('bff-req-7');
    expect(completed[2].reqId).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('on a public server, names each request itself, whatever id its caller sends', async () => {
    const { app, lines } = loggedServer('public');
    app.get('/', async () => 'page');
    await app.inject({ url: '/', headers: { 'x-request-id': 'chosen-by-a-visitor' } });
    await app.close();
    const completed = lines.map((line) => JSON.parse(line)).find((line) => line.msg === 'request completed');
    expect(completed.reqId).toMatch(/^[0-9a-f-]{36}$/);
  });
});
