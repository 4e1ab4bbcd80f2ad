import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { PAGE_SLOT, SERVER_BUNDLE } from 'contracts/first-screen';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildBff } from '../src/app.ts';
import { deploy, V1, writeRelease } from './fake-releases.ts';
import { fakeBuilds, standInApi, testBffOptions } from './helpers.ts';

const LIST = '/api/v1/ads?placement=home&lang=en';

/**
 * A release's server bundle making its data call as platform's server-api does: through the `fetch`
 * the BFF gives it, with the api client's headers, and showing what it got.
 */
const renderPage = `async ({ fetch, lang }) => {
  const answer = await fetch(${JSON.stringify(LIST)}, { method: 'GET', headers: { 'x-lang': lang, accept: 'application/json', 'x-csrf': '1' } });
  return '<main>' + answer.status + ' ' + (await answer.text()) + '</main>';
}`;

describe("a guest's first screen, its data answered in the BFF's process", () => {
  let root: string;
  let api: Awaited<ReturnType<typeof standInApi>>;
  const apiCalls: string[] = [];

  beforeAll(async () => {
    api = await standInApi((request, response) => {
      apiCalls.push(request.url ?? '');
      response.setHeader('content-type', 'application/json');
      response.end(JSON.stringify({ items: [{ _id: 'r1', slug: 'souq-grill', name: 'Souq Grill' }], total: 1 }));
    });
    root = await fakeBuilds();
    const shellBundle = path.join(root, 'shell/dist', SERVER_BUNDLE);
    mkdirSync(path.dirname(shellBundle), { recursive: true });
    writeFileSync(
      shellBundle,
      `export const renderFrame = async ({ lang }) => '<header>' + lang + '</header>${PAGE_SLOT}';`,
    );
    writeRelease(path.join(root, 'releases'), 'mfe-listings', V1, { renderPage });
    deploy(path.join(root, 'releases'), 'mfe-listings', V1);
  });
  afterAll(() => api.close());

  const homePage = (bff: Awaited<ReturnType<typeof buildBff>>) =>
    bff.inject({ url: '/?lang=en', headers: { accept: 'text/html' } });
  const wrapped = '{"data":{"ads":[{"_id":"r1","slug":"souq-grill","name":"Souq Grill"}],"total":1}}';

  it("renders with the BFF listening on no port, in the browser's shape, and fills the public cache for the browser's call", async () => {
    const bff = await buildBff(testBffOptions(api.url, root));
    try {
      apiCalls.length = 0;
      const page = await homePage(bff);
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain(`<header>en</header><main>200 ${wrapped}</main>`);
      expect(apiCalls.filter((url) => url === LIST)).toHaveLength(1);
      // The browser's own call for the same list: from the public cache, the api not asked again.
      const browserCall = await bff.inject({ url: LIST, headers: { 'x-lang': 'en', accept: 'application/json' } });
      expect(browserCall.body).toBe(wrapped);
      expect(apiCalls.filter((url) => url === LIST)).toHaveLength(1);
    } finally {
      await bff.close();
    }
  });

  it('sends no request to its own port when it listens', async () => {
    const bff = await buildBff(testBffOptions(api.url, root));
    const ownRequests: string[] = [];
    bff.server.on('request', (request) => ownRequests.push(request.url ?? ''));
    try {
      await bff.listen({ host: '127.0.0.1', port: 0 });
      const page = await homePage(bff);
      expect(page.body).toContain(`<main>200 ${wrapped}</main>`);
      expect(ownRequests).toEqual([]);
    } finally {
      await bff.close();
    }
  });

  it("answers as the proxy does while the api does not: 503 UPSTREAM_UNAVAILABLE in the page's language", async () => {
    const bff = await buildBff(testBffOptions('http://127.0.0.1:9', root));
    try {
      const page = await homePage(bff);
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('<main>503 {"code":"UPSTREAM_UNAVAILABLE","message":');
    } finally {
      await bff.close();
    }
  });
});
