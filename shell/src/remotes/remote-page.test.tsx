import { act, fireEvent, render, screen } from '@testing-library/react';
import { initI18n, registerNamespace } from 'platform/i18n';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import ar from '../i18n/ar.json';
import en from '../i18n/en.json';

const loadRemote = vi.fn();
vi.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: (...args: unknown[]) => loadRemote(...args) }));
const { RemotePage } = await import('./remote-page.tsx');

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
});
