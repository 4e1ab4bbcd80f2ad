import { describe, expect, it } from 'vitest';
import type { ApiAnswer, ApiClient } from '../plugins/app/api-client.ts';
import { createPublicCache } from '../plugins/app/public-cache.ts';
import { createPageDataFetch } from './page-data-fetch.ts';

/** An api that answers every GET with `answer`, counting the calls. */
function apiAnswering(answer: ApiAnswer) {
  const calls: string[] = [];
  const api: ApiClient = {
    call: async () => answer,
    get: async (path) => {
      calls.push(path);
      return answer;
    },
  };
  return { api, calls };
}

const list = '/api/v1/restaurants?page=1&lang=en';

describe("a first screen's data calls", () => {
  it('keep a JSON answer in the public cache for the browser’s own call', async () => {
    const cache = createPublicCache({ ttlMs: 10_000, maxEntries: 10 });
    const { api, calls } = apiAnswering({
      status: 200,
      body: { restaurants: [] },
      headers: new Headers({ 'content-type': 'application/json; charset=utf-8' }),
    });
    const fetch = createPageDataFetch({ api, cache });
    expect(await (await fetch(list)).json()).toEqual({ data: { restaurants: [] } });
    await fetch(list);
    expect(calls).toHaveLength(1);
    expect(cache.size).toBe(1);
  });

  it('never keep an answer that is not JSON, as the proxy keeps none', async () => {
    const cache = createPublicCache({ ttlMs: 10_000, maxEntries: 10 });
    const { api, calls } = apiAnswering({
      status: 200,
      body: { detail: '<html>maintenance</html>' },
      headers: new Headers({ 'content-type': 'text/html' }),
    });
    const fetch = createPageDataFetch({ api, cache });
    await fetch(list);
    await fetch(list);
    expect(calls).toHaveLength(2);
    expect(cache.size).toBe(0);
  });
});
