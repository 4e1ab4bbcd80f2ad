import { act, render, screen } from '@testing-library/react';
import { initI18n, registerNamespace } from 'platform/i18n';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import ar from '../i18n/ar.json';
import en from '../i18n/en.json';
import { AppErrorBoundary, describeRouteError, RouteErrorBoundary } from './error-screens.tsx';

beforeAll(async () => {
  await initI18n();
  registerNamespace('common', { en, ar });
});

function Broken(): never {
  throw new Error('render failed');
}

describe('rendering error screen', () => {
  it('shows Something went wrong with a Reload Page button and logs the error', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    render(
      <AppErrorBoundary>
        <Broken />
      </AppErrorBoundary>,
    );
    expect(screen.getByRole('heading', { name: 'Something went wrong' })).toBeVisible();
    expect(screen.getByText('An unexpected error occurred. Please try again later.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Reload Page' })).toBeVisible();
    expect(
      log.mock.calls.some((call) => call.some((arg) => arg instanceof Error && arg.message === 'render failed')),
    ).toBe(true);
  });
});

describe("the router's error screen", () => {
  it('shows a route that throws as Unexpected Application Error with its message, until the next navigation', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { rerender } = render(
      <RouteErrorBoundary resetKey="location-1">
        <Broken />
      </RouteErrorBoundary>,
    );
    expect(screen.getByRole('heading', { name: 'Unexpected Application Error!' })).toBeVisible();
    expect(screen.getByText('render failed')).toBeVisible();

    act(() =>
      rerender(
        <RouteErrorBoundary resetKey="location-1">
          <p>the same location</p>
        </RouteErrorBoundary>,
      ),
    );
    expect(screen.queryByText('the same location')).toBeNull();

    act(() =>
      rerender(
        <RouteErrorBoundary resetKey="location-2">
          <p>home page</p>
        </RouteErrorBoundary>,
      ),
    );
    expect(screen.getByText('home page')).toBeVisible();
  });
});

describe('what the router’s error screen says', () => {
  it('gives a thrown response’s status and status text, an error’s message, and anything else as JSON', () => {
    expect(describeRouteError(new Response(null, { status: 503, statusText: 'Service Unavailable' }))).toBe(
      '503 Service Unavailable',
    );
    expect(describeRouteError({ status: 404, statusText: 'Not Found', internal: false, data: null })).toBe(
      '404 Not Found',
    );
    expect(describeRouteError(new Error('render failed'))).toBe('render failed');
    expect(describeRouteError({ reason: 'x' })).toBe('{"reason":"x"}');
  });

  it('shows the status of a response a route throws', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    function Missing(): never {
      throw new Response(null, { status: 404, statusText: 'Not Found' });
    }
    render(
      <RouteErrorBoundary resetKey="k">
        <Missing />
      </RouteErrorBoundary>,
    );
    expect(screen.getByRole('heading', { name: 'Unexpected Application Error!' })).toBeVisible();
    expect(screen.getByText('404 Not Found')).toBeVisible();
  });
});
