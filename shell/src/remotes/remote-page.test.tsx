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
    expect(await screen.findByTestId('remote-error')).toBeTruthy();
    expect(screen.getByText('This part of the page could not be loaded.')).toBeTruthy();

    loadRemote.mockResolvedValueOnce({ default: () => <p>restaurants page</p> });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Retry' })));
    expect(await screen.findByText('restaurants page')).toBeTruthy();
    expect(loadRemote).toHaveBeenLastCalledWith('mfe_listings/restaurants-page', { from: 'runtime' });
  });

  it('renders a page loaded before the app in its first commit, without the loader', async () => {
    loadRemote.mockResolvedValueOnce({ default: () => <p>home page</p> });
    await preloadRemotePage('mfe_listings/home-page');
    render(<RemotePage id="mfe_listings/home-page" />);
    // Synchronously: a page that suspended first would show the loader here, then itself 300 ms later.
    expect(screen.getByText('home page')).toBeTruthy();
    expect(screen.queryByTestId('full-screen-loader')).toBeNull();
  });

  it('leaves a page that failed to preload to its boundary, which tries again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    loadRemote.mockRejectedValueOnce(new Error('manifest unreachable'));
    await expect(preloadRemotePage('mfe_listings/blogs-page')).resolves.toBeUndefined();
    loadRemote.mockResolvedValueOnce({ default: () => <p>blogs page</p> });
    render(<RemotePage id="mfe_listings/blogs-page" />);
    expect(screen.getByTestId('full-screen-loader')).toBeTruthy();
    expect(await screen.findByText('blogs page')).toBeTruthy();
  });
});
