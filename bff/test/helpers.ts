import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { createServer, type RequestListener } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from 'api/app';
import type { TestApi } from 'api/testing';
import type { BffOptions, buildBff } from '../src/app.ts';
import { deploy, V1, writeRelease } from './fake-releases.ts';

/**
 * A built-looking shell and one remote's live release (in `<root>/releases`), so hosting can be
 * checked without a front-end build.
 */
export async function fakeBuilds() {
  const root = await mkdtemp(path.join(tmpdir(), 'qd-bff-'));
  await mkdir(path.join(root, 'shell/dist/static/js'), { recursive: true });
  await writeFile(
    path.join(root, 'shell/dist/index.html'),
    '<!doctype html><html lang="en" dir="ltr"><head><meta charset="utf-8" /><title>Qatar Directory</title></head><body><div id="root"></div></body></html>',
  );
  await writeFile(path.join(root, 'shell/dist/static/js/index.abc123.js'), 'console.log(1)');
  await writeFile(path.join(root, 'shell/dist/favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  writeRelease(path.join(root, 'releases'), 'mfe-listings', V1);
  deploy(path.join(root, 'releases'), 'mfe-listings', V1);
  return root;
}

/** The session cookie a response set, as a Cookie header value. */
export function sessionCookie(setCookie: string | string[] | undefined): string {
  const all = Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : [];
  const session = all.find((c) => c.startsWith('qd_session=') || c.startsWith('__Host-qd_session='));
  return session?.split(';')[0] ?? '';
}

/** What the app sends with a state change: the custom header, from the site's origin (the tests' SITE_URL). */
export const csrf = { 'x-csrf': '1', origin: 'http://localhost:3000', 'content-type': 'application/json' };

/** Signs `account` in through the BFF: the Cookie header its session goes with. */
export async function signIn(bff: Awaited<ReturnType<typeof buildBff>>, account: { email: string; password: string }) {
  const login = await bff.inject({ method: 'POST', url: '/api/v1/auth/login', headers: csrf, payload: account });
  return sessionCookie(login.headers['set-cookie']);
}
/** What the app sends to sign out (a GET: no Origin from a same-origin fetch, but the custom header). */
export const signOutHeaders = { 'x-csrf': '1' };

/**
 * The BFF's options in tests over the real api at `apiUrl`, serving the fake builds in `buildRoot`
 * from the tests' SITE_URL, with sign-in limits high enough not to get in the way (a test of the
 * limits sets its own).
 */
export function testBffOptions(apiUrl: string, buildRoot: string, extra: Partial<BffOptions> = {}): BffOptions {
  return {
    apiUrl,
    siteUrl: 'http://localhost:3000',
    shellDir: path.join(buildRoot, 'shell/dist'),
    releasesDir: path.join(buildRoot, 'releases'),
    authLimits: { perIp: 1000, perEmailAndIp: 1000, windowMs: 60_000 },
    ...extra,
  };
}

/** The BFF's options in tests that serve no build (no shell, no releases), over the api at `apiUrl`. */
export function noBuildBffOptions(apiUrl: string, extra: Partial<BffOptions> = {}): BffOptions {
  return { apiUrl, shellDir: '/nonexistent', releasesDir: '/nonexistent', ...extra };
}

/** Stops the api as a crash would (its kept-alive connections are cut too): the port it was on. */
export async function crash(api: TestApi): Promise<number> {
  const stopping = api.app.close();
  api.app.server.closeAllConnections();
  await stopping;
  return Number(new URL(api.address).port);
}

/** The crashed api back on `port`, over the same database. */
export async function restart(api: TestApi, port: number) {
  const again = await buildApp({ db: api.db, mediaDir: await mkdtemp(path.join(tmpdir(), 'qd-media-')) });
  await again.listen({ host: '127.0.0.1', port });
  return again;
}

/** A stand-in api on a free loopback port: its address, and a close that cuts its connections. */
export async function standInApi(handler: RequestListener) {
  const server = createServer(handler);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  return {
    url: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`,
    close: () => {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(resolve));
    },
  };
}
