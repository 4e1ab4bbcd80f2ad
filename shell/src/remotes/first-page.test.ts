import { beforeEach, describe, expect, it, vi } from 'vitest';

const loadRemote = vi.fn();
vi.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: (...args: unknown[]) => loadRemote(...args) }));
const { preloadFirstPage } = await import('./first-page.ts');

const registered = Promise.resolve();

describe('preloadFirstPage', () => {
  beforeEach(() => {
    loadRemote.mockReset();
    loadRemote.mockResolvedValue({ default: () => null });
  });

  it('loads the remote module of a public or guest-only page before the app renders', async () => {
    await preloadFirstPage(registered, '/');
    await preloadFirstPage(registered, '/restaurant/al-mourjan/42');
    await preloadFirstPage(registered, '/sign-in');
    expect(loadRemote.mock.calls.map(([id]) => id)).toEqual([
      'mfe_listings/home-page',
      'mfe_listings/restaurant-page',
      'mfe_account/sign-in-page',
    ]);
  });

  it('loads nothing for signed-in and admin pages (their guard decides first) or unknown paths', async () => {
    await preloadFirstPage(registered, '/settings');
    await preloadFirstPage(registered, '/admin/users');
    await preloadFirstPage(registered, '/no/such/page');
    expect(loadRemote).not.toHaveBeenCalled();
  });

  it('waits for the remotes to be registered first', async () => {
    let register = () => {};
    const preload = preloadFirstPage(new Promise<void>((resolve) => (register = resolve)), '/');
    await Promise.resolve();
    expect(loadRemote).not.toHaveBeenCalled();
    register();
    await preload;
    expect(loadRemote).toHaveBeenCalledOnce();
  });

  it('gives up after 5 s counted from its start, however slow the registry or the remote', async () => {
    vi.useFakeTimers();
    const registryNeverAnswers = preloadFirstPage(new Promise(() => {}), '/');
    await vi.advanceTimersByTimeAsync(5000);
    await expect(registryNeverAnswers).resolves.toBeUndefined();

    loadRemote.mockReturnValue(new Promise(() => {}));
    const remoteHangs = preloadFirstPage(registered, '/');
    await vi.advanceTimersByTimeAsync(5000);
    await expect(remoteHangs).resolves.toBeUndefined();
    vi.useRealTimers();
  });
});
