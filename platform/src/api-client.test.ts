import { describe, expect, it, vi } from 'vitest';
import { ApiError, createApiClient, isAnnouncedByClient, NetworkError, withPaging } from './api-client.ts';

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
