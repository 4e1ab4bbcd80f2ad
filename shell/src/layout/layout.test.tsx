import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import { initI18n, registerNamespace } from 'platform/i18n';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import ar from '../i18n/ar.json';
import en from '../i18n/en.json';
import { NotFound } from '../screens/not-found.tsx';
import { Layout } from './layout.tsx';

beforeAll(async () => {
  await initI18n();
  registerNamespace('common', { en, ar });
});

function withProviders(node: ReactNode) {
  return (
    <Provider store={createStore()}>
      <QueryClientProvider client={new QueryClient()}>{node}</QueryClientProvider>
    </Provider>
  );
}

describe('layout', () => {
  it('scrolls to the top on a route change, not on the first render (a first screen may have been scrolled)', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    try {
      const router = createMemoryRouter([
        {
          element: <Layout />,
          children: [
            { path: '/', element: <p>home</p> },
            { path: '/faqs', element: <p>faqs</p> },
          ],
        },
      ]);
      render(withProviders(<RouterProvider router={router} />));
      expect(scrollTo).not.toHaveBeenCalled();
      await act(() => router.navigate('/faqs'));
      expect(scrollTo).toHaveBeenCalledWith(0, 0);
    } finally {
      scrollTo.mockRestore();
    }
  });

  it('switches to Arabic and right to left, keeping the choice in local storage and a cookie', async () => {
    const router = createMemoryRouter([{ element: <Layout />, children: [{ path: '/', element: <p>home</p> }] }]);
    render(withProviders(<RouterProvider router={router} />));
    expect(screen.getByText('Doha, Qatar')).toBeVisible();
    await act(async () => fireEvent.click(screen.getByTestId('language-switch')));
    expect(document.documentElement.dir).toBe('rtl');
    expect(document.documentElement.lang).toBe('ar');
    expect(screen.getByText('الدوحة، قطر')).toBeVisible();
    expect(localStorage.getItem('i18nextLng')).toBe('ar');
    expect(document.cookie).toContain('i18nextLng=ar');
    await act(async () => fireEvent.click(screen.getByTestId('language-switch')));
    expect(document.documentElement.dir).toBe('ltr');
  });

  it('switches to Arabic once its fonts are in, not before (the page changes once, in its fonts)', async () => {
    const loading: (() => void)[] = [];
    const fontsIn = () => {
      for (const done of loading.splice(0)) done();
    };
    const load = vi.fn(() => new Promise<FontFace[]>((resolve) => loading.push(() => resolve([]))));
    Object.defineProperty(document, 'fonts', { value: { load }, configurable: true });
    try {
      const router = createMemoryRouter([{ element: <Layout />, children: [{ path: '/', element: <p>home</p> }] }]);
      render(withProviders(<RouterProvider router={router} />));
      // Pointing at the switch, or tabbing to it, already starts the fonts.
      fireEvent.pointerEnter(screen.getByTestId('language-switch'));
      expect(load).toHaveBeenCalledWith('400 1em "Noto Sans Arabic Subset"', expect.any(String));
      await act(async () => fireEvent.click(screen.getByTestId('language-switch')));
      expect(document.documentElement.lang).toBe('en');
      expect(screen.getByTestId('language-switch').getAttribute('aria-busy')).toBe('true');
      const fontsArrived = performance.now();
      await act(async () => fontsIn());
      await waitFor(() => expect(document.documentElement.lang).toBe('ar'));
      // On the fonts' arrival, not at the end of the grace (CONTENT_FONT_GRACE_MS, a second).
      expect(performance.now() - fontsArrived).toBeLessThan(500);
      expect(screen.getByTestId('language-switch').getAttribute('aria-busy')).toBeNull();
      await act(async () => fireEvent.click(screen.getByTestId('language-switch')));
      await waitFor(() => expect(document.documentElement.lang).toBe('en'));
    } finally {
      Reflect.deleteProperty(document, 'fonts');
    }
  });

  it('shows Page Not Found and goes back to the previous page', async () => {
    const router = createMemoryRouter(
      [
        {
          element: <Layout />,
          children: [
            { path: '/', element: <p>home page</p> },
            { path: '*', element: <NotFound /> },
          ],
        },
      ],
      { initialEntries: ['/', '/nowhere'], initialIndex: 1 },
    );
    render(withProviders(<RouterProvider router={router} />));
    expect(screen.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
    // Named like every page, and kept out of search results (the meta builder loads on demand).
    await waitFor(() => expect(document.title).toBe('Page Not Found – Qatar Directory'));
    expect(document.head.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex, nofollow');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Go back' })));
    expect(await screen.findByText('home page')).toBeVisible();
  });
});
