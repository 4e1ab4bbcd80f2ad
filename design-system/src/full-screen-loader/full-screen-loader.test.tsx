import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FullScreenLoader } from './full-screen-loader.tsx';

describe('FullScreenLoader', () => {
  it('is a busy status named by its label', () => {
    render(<FullScreenLoader label="Loading…" />);
    const status = screen.getByRole('status');
    expect(status.getAttribute('aria-busy')).toBe('true');
    expect(status.textContent).toBe('Loading…');
  });
});
