import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  ApiError,
  createApiClient,
  isAnnouncedByClient,
  NetworkError,
  newIdempotencyKey,
  OUTCOME_DEADLINE_MS,
  withPaging,
} from './api-client.ts';

function fakeFetch(status: number, body: unknown) {
  return vi.fn(
    async (_url: string | URL | Request, _init?: RequestInit) =>
      new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
  );
}

describe('api client', () => {
  it('sends lang as query and x-lang header, with credentials, and unwraps data', async () => {
    const fetch = fakeFetch(200, { data: { restaurants: [], total: 0 } });
    const client = createApiClient({ getLang: () => 'ar', fetch });
    const data = await client.get('restaurants', withPaging({ cuisineTypes: ['qatari', 'indian'], businessName: '' }));
    expect(data).toEqual({ restaurants: [], total: 0 });
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(url).toBe('/api/v1/restaurants?cuisineTypes=qatari&cuisineTypes=indian&page=1&limit=10&lang=ar');
    expect(init).toMatchObject({ method: 'GET', credentials: 'include', headers: { 'x-lang': 'ar' } });
  });

  it('sends x-csrf on state-changing calls and on signing out, which is a GET', async () => {
    const fetch = fakeFetch(201, { data: { _id: '1' } });
    const client = createApiClient({ getLang: () => 'en', fetch });
    await client.post('contact/', { name: 'x' });
    await client.get('auth/logout');
    expect(fetch.mock.calls[0]?.[1]).toMatchObject({ method: 'POST', headers: { 'x-csrf': '1' } });
    expect(fetch.mock.calls[1]?.[0]).toBe('/api/v1/auth/logout?lang=en');
    expect(fetch.mock.calls[1]?.[1]).toMatchObject({ method: 'GET', headers: { 'x-csrf': '1' } });
  });

  it('answers undefined for a 204 without a body', async () => {
    const fetch = vi.fn(async () => new Response(null, { status: 204 }));
    const client = createApiClient({ getLang: () => 'en', fetch });
    await expect(client.delete('admin/restaurant/1')).resolves.toBeUndefined();
  });

  it('drops empty filters and empty arrays', async () => {
    const fetch = fakeFetch(200, { data: {} });
    await createApiClient({ getLang: () => 'en', fetch }).get('x', {
      a: '',
      b: [],
      c: undefined,
      d: null,
      e: 0,
      f: false,
    });
    expect(fetch.mock.calls[0]?.[0]).toBe('/api/v1/x?e=0&f=false&lang=en');
  });

  it('signs out on 401 AUTO_LOGOUT, and turns other failures into ApiError', async () => {
    const onAutoLogout = vi.fn();
    const expired = createApiClient({
      getLang: () => 'en',
      fetch: fakeFetch(401, {
        action: 'AUTO_LOGOUT',
        code: 'TOKEN_EXPIRED',
        message: 'Session expired. Please log in again.',
      }),
      hooks: { onAutoLogout },
    });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await expect(expired.get('auth/me')).rejects.toBeInstanceOf(ApiError);
    expect(onAutoLogout).toHaveBeenCalledWith('Session expired. Please log in again.');

    const notFound = createApiClient({
      getLang: () => 'en',
      fetch: fakeFetch(404, { code: 'RESTAURANT_NOT_FOUND', message: 'Restaurant not found' }),
    });
    await expect(notFound.get('restaurant/x')).rejects.toMatchObject({
      status: 404,
      code: 'RESTAURANT_NOT_FOUND',
      message: 'Restaurant not found',
    });
  });

  it('reports a network failure', async () => {
    const onNetworkError = vi.fn();
    const client = createApiClient({
      getLang: () => 'en',
      fetch: vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
      hooks: { onNetworkError },
    });
    await expect(client.get('restaurants')).rejects.toBeInstanceOf(NetworkError);
    expect(onNetworkError).toHaveBeenCalledOnce();
  });
});

describe('isAnnouncedByClient', () => {
  const expired = { action: 'AUTO_LOGOUT', code: 'TOKEN_EXPIRED', message: 'Session expired.' } as const;

  it('is true for what the client already toasted: a network failure or a 401 AUTO_LOGOUT', () => {
    expect(isAnnouncedByClient(new NetworkError(new TypeError('Failed to fetch')))).toBe(true);
    expect(isAnnouncedByClient(new ApiError(401, expired))).toBe(true);
  });

  it("recognises another module copy's NetworkError by its name", () => {
    const copy = Object.assign(new Error('Network error'), { name: 'NetworkError' });
    expect(isAnnouncedByClient(copy)).toBe(true);
  });

  it('is false for every other failure', () => {
    expect(isAnnouncedByClient(new ApiError(401, { code: 'UNAUTHORIZED', message: 'Sign in' }))).toBe(false);
    expect(isAnnouncedByClient(new ApiError(500, { ...expired }))).toBe(false);
    expect(isAnnouncedByClient(new ApiError(500, null))).toBe(false);
    expect(isAnnouncedByClient(new Error('boom'))).toBe(false);
    expect(isAnnouncedByClient({ name: 'NetworkError' })).toBe(false);
    expect(isAnnouncedByClient(null)).toBe(false);
  });
});

describe('writes and their idempotency key', () => {
  const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
  const unavailable = (retryAfter: string | null, code = 'UPSTREAM_UNAVAILABLE') =>
    new Response(JSON.stringify({ code, message: 'The service is temporarily unavailable.' }), {
      status: 503,
      headers: { 'content-type': 'application/json', ...(retryAfter === null ? {} : { 'retry-after': retryAfter }) },
    });
  const created = () =>
    new Response(JSON.stringify({ data: { _id: 'm1' } }), {
      status: 201,
      headers: { 'content-type': 'application/json' },
    });
  const keyOf = (init: RequestInit | undefined) =>
    (init?.headers as Record<string, string> | undefined)?.['idempotency-key'];

  afterEach(() => {
    vi.useRealTimers();
  });

  it('gives each write a fresh key, and a read none', async () => {
    const fetch = fakeFetch(200, { data: {} });
    const client = createApiClient({ getLang: () => 'en', fetch });
    await client.post('contact/', { name: 'x' });
    await client.post('contact/', { name: 'x' });
    await client.put('x', {});
    await client.patch('x', {});
    await client.delete('x');
    await client.get('x');
    const keys = fetch.mock.calls.map(([, init]) => keyOf(init));
    for (const key of keys.slice(0, 5)) expect(key).toMatch(UUID);
    expect(new Set(keys.slice(0, 5)).size).toBe(5);
    expect(keys[5]).toBeUndefined();
  });

  it('makes a uuid without crypto.randomUUID (plain http)', () => {
    const randomUUID = crypto.randomUUID;
    try {
      Object.defineProperty(crypto, 'randomUUID', { value: undefined, configurable: true });
      expect(newIdempotencyKey()).toMatch(UUID);
    } finally {
      Object.defineProperty(crypto, 'randomUUID', { value: randomUUID, configurable: true });
    }
  });

  it('retries a write answered 503 UPSTREAM_UNAVAILABLE once, after Retry-After, with the same key', async () => {
    vi.useFakeTimers();
    const fetch = vi
      .fn<typeof globalThis.fetch>()
      .mockResolvedValueOnce(unavailable('1'))
      .mockResolvedValueOnce(created());
    const client = createApiClient({ getLang: () => 'en', fetch });
    const answer = client.post('contact/', { name: 'x' });
    await vi.advanceTimersByTimeAsync(999);
    expect(fetch).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    await expect(answer).resolves.toEqual({ _id: 'm1' });
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(keyOf(fetch.mock.calls[1]?.[1])).toBe(keyOf(fetch.mock.calls[0]?.[1]));
    expect(fetch.mock.calls[1]?.[1]?.body).toBe(fetch.mock.calls[0]?.[1]?.body);
  });

  it('waits at most 3 s, retries only once, and the second answer is the one the caller gets', async () => {
    vi.useFakeTimers();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const fetch = vi.fn<typeof globalThis.fetch>().mockImplementation(async () => unavailable('120'));
    const client = createApiClient({ getLang: () => 'en', fetch });
    const answer = client.post('favorite', {});
    const failed = expect(answer).rejects.toMatchObject({ status: 503, code: 'UPSTREAM_UNAVAILABLE' });
    await vi.advanceTimersByTimeAsync(3000);
    await failed;
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  const unknown = () =>
    new Response(
      JSON.stringify({ code: 'OUTCOME_UNKNOWN', message: 'We could not confirm whether your change was saved.' }),
      { status: 504, headers: { 'content-type': 'application/json', 'retry-after': '2' } },
    );
  const inProgress = () =>
    new Response(JSON.stringify({ code: 'REQUEST_IN_PROGRESS', message: 'Still running.' }), {
      status: 409,
      headers: { 'content-type': 'application/json' },
    });

  it('asks again with the same key while a write is unknown, through 503s, 409s and a failed network, until it learns the outcome', async () => {
    vi.useFakeTimers();
    const fetch = vi
      .fn<typeof globalThis.fetch>()
      .mockResolvedValueOnce(unknown())
      .mockResolvedValueOnce(unavailable('2'))
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce(inProgress())
      .mockResolvedValueOnce(created());
    const onNetworkError = vi.fn();
    const client = createApiClient({ getLang: () => 'en', fetch, hooks: { onNetworkError } });
    const answer = client.post('favorite', { itemType: 'restaurant', itemId: 'r1' });
    await vi.advanceTimersByTimeAsync(20_000);
    await expect(answer).resolves.toEqual({ _id: 'm1' });
    expect(fetch).toHaveBeenCalledTimes(5);
    const keys = new Set(fetch.mock.calls.map(([, init]) => keyOf(init)));
    expect(keys.size).toBe(1);
    // Asking again is not a new failure to announce.
    expect(onNetworkError).not.toHaveBeenCalled();
  });

  it('gives the failure the write really had once it is known (the api replays it for the key)', async () => {
    vi.useFakeTimers();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const refused = new Response(
      JSON.stringify({ code: 'LISTING_NOT_FOUND', message: 'This listing does not exist.' }),
      {
        status: 404,
        headers: { 'content-type': 'application/json' },
      },
    );
    const fetch = vi.fn<typeof globalThis.fetch>().mockResolvedValueOnce(unknown()).mockResolvedValueOnce(refused);
    const client = createApiClient({ getLang: () => 'en', fetch });
    const answer = client.post('favorite', {});
    const failed = expect(answer).rejects.toMatchObject({ status: 404, code: 'LISTING_NOT_FOUND' });
    await vi.advanceTimersByTimeAsync(3000);
    await failed;
  });

  it('says it could not confirm (never "failed") when the outcome stays unknown past the deadline', async () => {
    vi.useFakeTimers();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const fetch = vi
      .fn<typeof globalThis.fetch>()
      .mockResolvedValueOnce(unknown())
      .mockImplementation(async () => unavailable('2'));
    const onOutcomeUnknown = vi.fn();
    const client = createApiClient({ getLang: () => 'en', fetch, hooks: { onOutcomeUnknown } });
    const answer = client.post('favorite', {});
    let error: unknown;
    answer.catch((e: unknown) => {
      error = e;
    });
    await vi.advanceTimersByTimeAsync(OUTCOME_DEADLINE_MS + 5000);
    expect(error).toMatchObject({ status: 504, code: 'OUTCOME_UNKNOWN' });
    expect(isAnnouncedByClient(error)).toBe(true);
    expect(onOutcomeUnknown).toHaveBeenCalledWith('We could not confirm whether your change was saved.');
    // Asked again all along, with the one key.
    expect(fetch.mock.calls.length).toBeGreaterThan(8);
    expect(new Set(fetch.mock.calls.map(([, init]) => keyOf(init))).size).toBe(1);
  });

  it('does not retry a read, a 503 without Retry-After, or another 503', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    for (const [method, response] of [
      ['get', () => unavailable('0')],
      ['post', () => unavailable(null)],
      ['post', () => unavailable('0', 'TRY_AGAIN_LATER')],
    ] as const) {
      const fetch = vi.fn<typeof globalThis.fetch>().mockImplementation(async () => response());
      const client = createApiClient({ getLang: () => 'en', fetch });
      await expect(method === 'get' ? client.get('x') : client.post('x', {})).rejects.toMatchObject({ status: 503 });
      expect(fetch).toHaveBeenCalledTimes(1);
    }
  });
});
