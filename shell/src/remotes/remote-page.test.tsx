import { act, fireEvent, render, screen } from '@testing-library/react';
import { initI18n, registerNamespace } from 'platform/i18n';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import ar from '../i18n/ar.json';
import en from '../i18n/en.json';

const loadRemote = vi.fn();
vi.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: (...args: unknown[]) => loadRemote(...args) }));
const { RemotePage, preloadRemotePage } = await import('./remote-page.tsx');

beforeAll(async () => {
  await initI18n();
  registerNamespace('common', { en, ar });
});

describe('RemotePage', () => {
  it('shows an error panel for a remote that fails to load, and retries', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    loadRemote.mockRejectedValueOnce(new Error('manifest unreachable'));
    render(<RemotePage id="mfe_listings/restaurants-page" />);
    expect(await screen.findByTestId('remote-error')).toBeVisible();
    expect(screen.getByText('This part of the page could not be loaded.')).toBeVisible();

    loadRemote.mockResolvedValueOnce({ default: () => <p>restaurants page</p> });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Retry' })));
    expect(await screen.findByText('restaurants page')).toBeVisible();
    expect(loadRemote).toHaveBeenLastCalledWith('mfe_listings/restaurants-page', { from: 'runtime' });
  });

  it('keeps a page that throws while rendering to its own region: the panel there, the rest of the app kept', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    loadRemote.mockResolvedValueOnce({
      default: () => {
        throw new Error('a released page with a bug');
      },
    });
    render(
      <>
        <header>site header</header>
        <RemotePage id="mfe_listings/gift-shops-page" />
        <footer>site footer</footer>
      </>,
    );
    expect(await screen.findByTestId('remote-error')).toBeVisible();
    expect(screen.getByText('site header')).toBeVisible();
    expect(screen.getByText('site footer')).toBeVisible();

    loadRemote.mockResolvedValueOnce({ default: () => <p>gift shops page</p> });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Retry' })));
    expect(await screen.findByText('gift shops page')).toBeVisible();
  });

  it('renders a page loaded before the app in its first commit, without the loader', async () => {
    loadRemote.mockResolvedValueOnce({ default: () => <p>home page</p> });
    await preloadRemotePage('mfe_listings/home-page');
    render(<RemotePage id="mfe_listings/home-page" />);
    // Synchronously: a page that suspended first would show the loader here, then itself 300 ms later.
    expect(screen.getByText('home page')).toBeVisible();
    expect(screen.queryByTestId('full-screen-loader')).toBeNull();
  });

  it('shows the error panel of a page that failed to preload without asking the remote again; retry asks', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    loadRemote.mockClear();
    loadRemote.mockRejectedValueOnce(new Error('manifest unreachable'));
    await expect(preloadRemotePage('mfe_listings/blogs-page')).resolves.toBeUndefined();
    render(<RemotePage id="mfe_listings/blogs-page" />);
    expect(await screen.findByTestId('remote-error')).toBeVisible();
    expect(loadRemote).toHaveBeenCalledTimes(1);

    loadRemote.mockResolvedValueOnce({ default: () => <p>blogs page</p> });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Retry' })));
    expect(await screen.findByText('blogs page')).toBeVisible();
    expect(loadRemote).toHaveBeenCalledTimes(2);
  });

  it('waits for a preload still under way instead of starting a second load', async () => {
    loadRemote.mockClear();
    let finish: (module: unknown) => void = () => {};
    loadRemote.mockReturnValueOnce(new Promise((resolve) => (finish = resolve)));
    void preloadRemotePage('mfe_listings/faqs-page');
    render(<RemotePage id="mfe_listings/faqs-page" />);
    expect(screen.getByTestId('full-screen-loader')).toBeVisible();
    await act(async () => finish({ default: () => <p>faqs page</p> }));
    expect(await screen.findByText('faqs page')).toBeVisible();
    expect(loadRemote).toHaveBeenCalledTimes(1);
  });

  it('loads afresh on a later visit after a failed preload was shown', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    loadRemote.mockClear();
    loadRemote.mockRejectedValueOnce(new Error('manifest unreachable'));
    await preloadRemotePage('mfe_listings/terms-page');
    const first = render(<RemotePage id="mfe_listings/terms-page" />);
    expect(await screen.findByTestId('remote-error')).toBeVisible();
    first.unmount();
    loadRemote.mockResolvedValueOnce({ default: () => <p>terms page</p> });
    render(<RemotePage id="mfe_listings/terms-page" />);
    expect(await screen.findByText('terms page')).toBeVisible();
    expect(loadRemote).toHaveBeenCalledTimes(2);
  });
});
