import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FullScreenLoader, graceLeft, SPINNER_GRACE_MS } from './full-screen-loader.tsx';

const ringOf = (container: HTMLElement) => container.querySelector<HTMLElement>('[class*="spinner"]');

describe('FullScreenLoader', () => {
  afterEach(() => vi.restoreAllMocks());

  it('is a busy status named by its label', () => {
    render(<FullScreenLoader label="Loading…" />);
    const status = screen.getByRole('status');
    expect(status.getAttribute('aria-busy')).toBe('true');
    expect(status.textContent).toBe('Loading…');
  });

  it('shows its spinner only once the page has loaded for a second', () => {
    vi.spyOn(performance, 'now').mockReturnValue(300);
    const { container } = render(<FullScreenLoader label="Loading…" />);
    expect(ringOf(container)?.style.getPropertyValue('--spinner-delay')).toBe('700ms');
  });

  it('spins at once when the page has been open longer (a page opened from within the app)', () => {
    vi.spyOn(performance, 'now').mockReturnValue(45_000);
    const { container } = render(<FullScreenLoader label="Loading…" />);
    expect(ringOf(container)?.className).not.toMatch(/delayed/);
  });

  it('counts the grace from the navigation', () => {
    expect(graceLeft(0)).toBe(SPINNER_GRACE_MS);
    expect(graceLeft(SPINNER_GRACE_MS + 1)).toBe(0);
  });
});
