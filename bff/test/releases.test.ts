import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { PAGE_SLOT, SERVER_BUNDLE } from 'contracts/first-screen';
import { releaseDir } from 'delivery/release-format';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildBff } from '../src/app.ts';
import { deploy, V1, V2, writeRelease } from './fake-releases.ts';
import { fakeBuilds, testBffOptions } from './helpers.ts';

type Bff = Awaited<ReturnType<typeof buildBff>>;

/** The status of a GET of `rawPath` exactly as written (node:http sends the path as given). */
function rawStatus(bff: Bff, rawPath: string): Promise<number | undefined> {
  const { port } = bff.server.address() as AddressInfo;
  return new Promise((resolve, reject) => {
    request({ host: '127.0.0.1', port, path: rawPath }, (response) => {
      response.resume();
      resolve(response.statusCode);
    })
      .on('error', reject)
      .end();
  });
}

const IMMUTABLE = 'public, max-age=31536000, immutable';
const V3 = '1.0.0-cccccccccc';

describe('remotes served from their releases', () => {
  let root: string;
  let releases: string;
  let bff: Bff;
  /** The clock the BFF looks at the registry by (at most once a second). */
  let clock = 0;
  const warnings: string[] = [];
  const get = (url: string, headers: Record<string, string> = {}) => bff.inject({ method: 'GET', url, headers });
  const page = async (url: string) => (await get(url, { accept: 'text/html' })).body;

  beforeAll(async () => {
    root = await fakeBuilds(); // mfe-listings' V1, deployed
    releases = path.join(root, 'releases');
    // The shell's frame, and V1's and V2's pages, saying which release rendered them.
    mkdirSync(path.join(root, 'shell/dist/server'), { recursive: true });
    writeFileSync(
      path.join(root, 'shell/dist', SERVER_BUNDLE),
      `export const renderFrame = async () => '<header></header>${PAGE_SLOT}';`,
    );
    const renderPage = (version: string) => `async ({ exposed }) => "<main>" + exposed + " by ${version}</main>"`;
    rmSync(releaseDir(releases, 'mfe-listings', V1), { recursive: true });
    writeRelease(releases, 'mfe-listings', V1, {
      renderPage: renderPage(V1),
      exposes: { './faqs-page': { js: ['static/js/async/faqs.js'], css: [], requires: [] } },
      files: { 'static/js/async/faqs.js': 'faqs 1' },
    });
    writeRelease(releases, 'mfe-listings', V2, {
      renderPage: renderPage(V2),
      exposes: { './faqs-page': { js: ['static/js/async/faqs.2.js'], css: [], requires: [] } },
      files: { 'static/js/async/faqs.2.js': 'faqs 2' },
    });
    writeRelease(releases, 'mfe-listings', V3, { incomplete: true });
    bff = await buildBff(
      testBffOptions('http://127.0.0.1:9', root, {
        now: () => clock,
        remoteOverrides: { 'mfe-admin': 'http://localhost:3103/mf-manifest.json' },
        logger: { level: 'warn', stream: { write: (line: string) => warnings.push(JSON.parse(line).msg) } },
      }),
    );
    // First screens ask the BFF's own address for their data: it must listen.
    await bff.listen({ host: '127.0.0.1', port: 0 });
  });
  afterAll(async () => {
    await bff?.close();
    rmSync(root, { recursive: true, force: true });
  });

  it("serves every complete release's files, the live one's and older ones', cached for good, to any origin", async () => {
    for (const [version, file, body] of [
      [V1, 'static/js/async/faqs.js', 'faqs 1'],
      [V2, 'static/js/async/faqs.2.js', 'faqs 2'],
    ]) {
      const response = await get(`/releases/mfe-listings/${version}/${file}`);
      expect(response.statusCode).toBe(200);
      expect(response.body).toBe(body);
      expect(response.headers['cache-control']).toBe(IMMUTABLE);
      expect(response.headers['access-control-allow-origin']).toBe('*');
    }
    const manifest = await get(`/releases/mfe-listings/${V1}/mf-manifest.json`);
    expect(manifest.json()).toEqual({ id: 'mfe-listings', version: V1 });
    expect(manifest.headers['cache-control']).toBe(IMMUTABLE);
  });

  it('sends the brotli file the release holds when the browser takes it', async () => {
    const file = path.join(releaseDir(releases, 'mfe-listings', V2), 'static/js/async/faqs.2.js');
    writeFileSync(`${file}.br`, brotliCompressSync(Buffer.from('faqs 2')));
    const response = await get(`/releases/mfe-listings/${V2}/static/js/async/faqs.2.js`, { 'accept-encoding': 'br' });
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['cache-control']).toBe(IMMUTABLE);
  });

  it('serves nothing else: no release being written, no server bundle, no release.json, no way out of the folder', async () => {
    const base = `/releases/mfe-listings/${V1}`;
    for (const url of [
      `/releases/mfe-listings/${V3}/mf-manifest.json`, // no release.json yet
      `${base}/${SERVER_BUNDLE}`,
      `${base}/release.json`,
      `${base}/Release.JSON`,
      `${base}/SERVER/first-screen.js`,
      `${base}/mf-stats.json`,
      `${base}/static/js/async/missing.js`,
      '/releases/registry.json',
      '/releases/mfe-listings/../registry.json',
      '/releases/mfe-listings/%2e%2e/registry.json',
      `${base}/../../registry.json`,
      `${base}/..%2f..%2fregistry.json`,
      `${base}/%2e%2e%2f%2e%2e%2fregistry.json`,
      `${base}/%252e%252e%252f%252e%252e%252fregistry.json`,
      `${base}/..%5c..%5cregistry.json`,
      `${base}//mf-manifest.json`,
      `/releases/mfe-listings/${V1}%2f..%2f..%2fregistry.json`,
      `/releases/mfe-nothing/${V1}/mf-manifest.json`,
      '/releases/mfe-listings/latest/mf-manifest.json',
      `/releases/mfe-listings/${V1}/`,
      '/remotes/mfe-listings/mf-manifest.json', // the builds' old address
    ]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.headers['content-type'], url).toContain('application/json');
    }
    // As a browser or curl can send them, not tidied by a URL parser first.
    for (const raw of [
      '/releases/mfe-listings/../registry.json',
      `${base}/../../registry.json`,
      `${base}/./mf-manifest.json`,
      `/releases/mfe-listings/${V3}/../${V1}/mf-manifest.json`,
    ]) {
      expect(await rawStatus(bff, raw), raw).toBe(404);
    }
    expect(await rawStatus(bff, `${base}/mf-manifest.json`)).toBe(200);
  });

  it('gives /remotes.json from the registry, never cached, with the development overrides; a deploy shows within a second, without a restart', async () => {
    const remotes = async () => {
      const response = await get('/remotes.json');
      expect(response.headers['cache-control']).toBe('no-cache');
      return response.json();
    };
    const override = { 'mfe-admin': 'http://localhost:3103/mf-manifest.json' };
    expect(await remotes()).toEqual({ 'mfe-listings': `/releases/mfe-listings/${V1}/mf-manifest.json`, ...override });
    deploy(releases, 'mfe-listings', V2);
    clock += 500;
    expect((await remotes())['mfe-listings']).toContain(V1); // looked at less than a second ago
    clock += 500;
    expect(await remotes()).toEqual({ 'mfe-listings': `/releases/mfe-listings/${V2}/mf-manifest.json`, ...override });
    // The old release's files stay served, for the tabs opened before.
    expect((await get(`/releases/mfe-listings/${V1}/static/js/async/faqs.js`)).statusCode).toBe(200);
    deploy(releases, 'mfe-listings', V1);
    clock += 1000;
    expect((await remotes())['mfe-listings']).toContain(V1);
  });

  it("makes pages with the live release's preloads and first screen, and after a deploy with the new one's, never the cached old page", async () => {
    const before = await page('/faqs');
    expect(before).toContain(`<main>faqs-page by ${V1}</main>`);
    expect(before).toContain(`/releases/mfe-listings/${V1}/static/js/async/faqs.js`);
    expect(before).toContain(`/releases/mfe-listings/${V1}/mf-manifest.json`);
    deploy(releases, 'mfe-listings', V2);
    clock += 1000;
    const after = await page('/faqs');
    expect(after).toContain(`<main>faqs-page by ${V2}</main>`);
    expect(after).toContain(`/releases/mfe-listings/${V2}/static/js/async/faqs.2.js`);
    expect(after).not.toContain(V1);
    deploy(releases, 'mfe-listings', V1);
    clock += 1000;
    expect(await page('/faqs')).toContain(`<main>faqs-page by ${V1}</main>`);
  });

  it("warns of each remote without a live release at start; the CSP takes the overrides' origins", async () => {
    expect(warnings.filter((warning) => warning.includes('has no live release'))).toEqual([
      `mfe-account has no live release in ${releases}; run npm run release and npm run deploy (its routes show an error panel until then)`,
    ]);
    const csp = (await get('/faqs', { accept: 'text/html' })).headers['content-security-policy'];
    expect(csp).toContain('http://localhost:3103');
  });

  it('takes a report of a release that failed to load only as the site sends it (CSRF header and origin)', async () => {
    const report = (headers: Record<string, string>) =>
      bff.inject({
        method: 'POST',
        url: '/releases/failures',
        payload: { remote: 'mfe-listings', version: V1 },
        headers: { 'content-type': 'application/json', ...headers },
      });
    expect((await report({ origin: 'http://localhost:3000' })).statusCode).toBe(403);
    expect((await report({ 'x-csrf': '1', origin: 'https://elsewhere.example' })).statusCode).toBe(403);
    expect((await report({ 'x-csrf': '1', origin: 'http://localhost:3000' })).statusCode).toBe(204);
  });
});
