import { beforeEach, describe, expect, it, vi } from 'vitest';

const loadRemote = vi.fn();
vi.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: (...args: unknown[]) => loadRemote(...args) }));
const { preloadFirstPage } = await import('./first-page.ts');

describe('preloadFirstPage', () => {
  beforeEach(() => {
    loadRemote.mockReset();
    loadRemote.mockResolvedValue({ default: () => null });
  });

  it('loads the remote module of a public or guest-only page before the app renders', async () => {
    await preloadFirstPage('/');
    await preloadFirstPage('/restaurant/al-mourjan/42');
    await preloadFirstPage('/sign-in');
    expect(loadRemote.mock.calls.map(([id]) => id)).toEqual([
      'mfe_listings/home-page',
      'mfe_listings/restaurant-page',
      'mfe_account/sign-in-page',
    ]);
  });

  it('loads nothing for signed-in and admin pages (their guard decides first) or unknown paths', async () => {
    await preloadFirstPage('/settings');
    await preloadFirstPage('/admin/users');
    await preloadFirstPage('/no/such/page');
    expect(loadRemote).not.toHaveBeenCalled();
  });

  it('gives up when the session restore would, so a hanging remote cannot hold the app', async () => {
    vi.useFakeTimers();
    loadRemote.mockReturnValue(new Promise(() => {}));
    const preload = preloadFirstPage('/');
    await vi.advanceTimersByTimeAsync(5000);
    await expect(preload).resolves.toBeUndefined();
    vi.useRealTimers();
  });
});
