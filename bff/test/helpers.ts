import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { BffOptions } from '../src/app.ts';
import { loadRemoteRegistry } from '../src/plugins/remote-registry.ts';

/** A built-looking shell and one remote, so hosting can be checked without a front-end build. */
export async function fakeBuilds() {
  const root = await mkdtemp(path.join(tmpdir(), 'qd-bff-'));
  await mkdir(path.join(root, 'shell/dist/static/js'), { recursive: true });
  await writeFile(
    path.join(root, 'shell/dist/index.html'),
    '<!doctype html><html lang="en" dir="ltr"><head><meta charset="utf-8" /><title>Qatar Directory</title></head><body><div id="root"></div></body></html>',
  );
  await writeFile(path.join(root, 'shell/dist/static/js/index.abc123.js'), 'console.log(1)');
  await writeFile(path.join(root, 'shell/dist/favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  await mkdir(path.join(root, 'mfe-listings/dist'), { recursive: true });
  await writeFile(path.join(root, 'mfe-listings/dist/mf-manifest.json'), '{}');
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
    remotesRoot: buildRoot,
    registry: loadRemoteRegistry(),
    authLimits: { perIp: 1000, perEmailAndIp: 1000, windowMs: 60_000 },
    ...extra,
  };
}
