import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders, setUpI18n } from '../../testing/render-with-providers.tsx';
import AboutPage from './about-page.tsx';

/** The about page as a build given `PUBLIC_BUILD_ID` (or not) makes it: the build writes the value in. */
function buildWith(buildId: string | undefined) {
  vi.stubEnv('PUBLIC_BUILD_ID', buildId);
}

afterEach(() => vi.unstubAllEnvs());

describe('about page', () => {
  it('names the build it came from, in English and Arabic, where the build was given a name', async () => {
    buildWith('2026.11.26-e2e');
    await setUpI18n('en');
    const { unmount } = renderWithProviders(<AboutPage />, { url: '/about-us' });
    expect(screen.getByTestId('build-id').textContent).toBe('Build 2026.11.26-e2e');
    unmount();
    await setUpI18n('ar');
    renderWithProviders(<AboutPage />, { url: '/about-us' });
    expect(screen.getByTestId('build-id').textContent).toBe('الإصدار 2026.11.26-e2e');
  });

  it('says nothing of a build without a name', async () => {
    buildWith(undefined);
    await setUpI18n('en');
    renderWithProviders(<AboutPage />, { url: '/about-us' });
    expect(screen.getByRole('heading', { level: 1, name: 'About Qatar Directory' })).toBeVisible();
    expect(screen.queryByTestId('build-id')).toBeNull();
  });
});
