import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildBff } from '../src/app.ts';
import { noBuildBffOptions, standInApi } from './helpers.ts';

describe('the proxy over HTTP', () => {
  let api: Awaited<ReturnType<typeof standInApi>>;
  let bff: Awaited<ReturnType<typeof buildBff>>;
  let address: string;
  beforeAll(async () => {
    // An answer in chunks (a server or proxy that streams its JSON), where the api sends a length.
    api = await standInApi((_request, response) => {
      response.writeHead(200, { 'content-type': 'application/json', 'transfer-encoding': 'chunked' });
      response.write('{"items":[],');
      response.end('"total":0,"page":1,"limit":10}');
    });
    bff = await buildBff(noBuildBffOptions(api.url));
    address = await bff.listen({ host: '127.0.0.1', port: 0 });
  });
  afterAll(async () => {
    await bff?.close();
    await api?.close();
  });

  it('sends a chunked JSON answer on well formed, for a guest (compressed, from the cache) and a second time', async () => {
    for (const encoding of ['gzip', 'identity', 'br']) {
      const response = await fetch(`${address}/api/v1/restaurants?lang=en`, {
        headers: { 'accept-encoding': encoding },
      });
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ data: { restaurants: [], total: 0, page: 1, limit: 10 } });
    }
  });
});
