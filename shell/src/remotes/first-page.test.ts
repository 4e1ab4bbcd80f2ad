import { QueryClient } from '@tanstack/react-query';
import type { PageLocation, PagePrefetch } from 'platform/query-client';
import { beforeEach, describe, expect, it, vi } from 'vitest';

const loadRemote = vi.fn();
vi.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: (...args: unknown[]) => loadRemote(...args) }));
const { preloadFirstPage } = await import('./first-page.ts');

const registered = Promise.resolve();
const at = (pathname: string, search = ''): PageLocation => ({
  lang: 'ar',
  pathname,
  search: new URLSearchParams(search),
});

describe('preloadFirstPage', () => {
  let queryClient: QueryClient;
  beforeEach(() => {
    queryClient = new QueryClient();
    loadRemote.mockReset();
    loadRemote.mockResolvedValue({ default: () => null });
  });

  it('loads the remote module of a public or guest-only page before the app renders', async () => {
    await preloadFirstPage(registered, queryClient, at('/'));
    await preloadFirstPage(registered, queryClient, at('/restaurant/al-mourjan/42'));
    await preloadFirstPage(registered, queryClient, at('/sign-in'));
    expect(loadRemote.mock.calls.map(([id]) => id)).toEqual([
      'mfe_listings/home-page',
      'mfe_listings/restaurant-page',
      'mfe_account/sign-in-page',
    ]);
  });

  it('loads nothing for signed-in and admin pages (their guard decides first) or unknown paths', async () => {
    await preloadFirstPage(registered, queryClient, at('/settings'));
    await preloadFirstPage(registered, queryClient, at('/admin/users'));
    await preloadFirstPage(registered, queryClient, at('/no/such/page'));
    expect(loadRemote).not.toHaveBeenCalled();
  });

  it('waits for the remotes to be registered first', async () => {
    let register = () => {};
    const preload = preloadFirstPage(new Promise<void>((resolve) => (register = resolve)), queryClient, at('/'));
    await Promise.resolve();
    expect(loadRemote).not.toHaveBeenCalled();
    register();
    await preload;
    expect(loadRemote).toHaveBeenCalledOnce();
  });

  it("puts the page's first data in the query cache before it resolves, for the address opened", async () => {
    const prefetch = vi.fn<PagePrefetch>((client, { lang, search }) =>
      client.prefetchQuery({ queryKey: ['list', lang, search.get('sort')], queryFn: async () => ['a place'] }),
    );
    loadRemote.mockResolvedValue({ default: () => null, prefetch });
    await preloadFirstPage(registered, queryClient, at('/listings/restaurants', 'sort=rating'));
    expect(queryClient.getQueryData(['list', 'ar', 'rating'])).toEqual(['a place']);
    expect(prefetch).toHaveBeenCalledWith(queryClient, at('/listings/restaurants', 'sort=rating'));
  });

  it('renders anyway when the prefetch fails: the page then asks for its data itself', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    loadRemote.mockResolvedValueOnce({ default: () => null, prefetch: () => Promise.reject(new Error('bug')) });
    await expect(preloadFirstPage(registered, queryClient, at('/'))).resolves.toBeUndefined();
    loadRemote.mockResolvedValueOnce({
      default: () => null,
      prefetch: () => {
        throw new Error('bug before any promise');
      },
    });
    await expect(preloadFirstPage(registered, queryClient, at('/'))).resolves.toBeUndefined();
    expect(warn).toHaveBeenCalledTimes(2);
  });

  it('gives up after 5 s counted from its start, however slow the registry, the remote or the data', async () => {
    vi.useFakeTimers();
    const registryNeverAnswers = preloadFirstPage(new Promise(() => {}), queryClient, at('/'));
    await vi.advanceTimersByTimeAsync(5000);
    await expect(registryNeverAnswers).resolves.toBeUndefined();

    loadRemote.mockReturnValue(new Promise(() => {}));
    const remoteHangs = preloadFirstPage(registered, queryClient, at('/'));
    await vi.advanceTimersByTimeAsync(5000);
    await expect(remoteHangs).resolves.toBeUndefined();

    loadRemote.mockResolvedValue({ default: () => null, prefetch: () => new Promise(() => {}) });
    const dataHangs = preloadFirstPage(registered, queryClient, at('/'));
    await vi.advanceTimersByTimeAsync(5000);
    await expect(dataHangs).resolves.toBeUndefined();
    vi.useRealTimers();
  });

  it('waits longer when told to (a first screen shows the page meanwhile)', async () => {
    vi.useFakeTimers();
    loadRemote.mockReturnValue(new Promise(() => {}));
    let settled = false;
    const patient = preloadFirstPage(registered, queryClient, at('/'), 30_000).then(() => {
      settled = true;
    });
    await vi.advanceTimersByTimeAsync(29_999);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await patient;
    expect(settled).toBe(true);
    vi.useRealTimers();
  });
});
