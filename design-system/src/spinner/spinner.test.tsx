import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Spinner } from './spinner.tsx';

describe('Spinner', () => {
  it('is a status named by its label', () => {
    render(<Spinner label="Loading…" />);
    expect(screen.getByRole('status').textContent).toBe('Loading…');
  });

  it('is decoration without a label', () => {
    const { container } = render(<Spinner />);
    expect(screen.queryByRole('status')).toBeNull();
    expect(container.firstElementChild?.getAttribute('aria-hidden')).toBe('true');
  });

  it('turns at once by default', () => {
    const { container } = render(<Spinner />);
    const ring = container.firstElementChild as HTMLElement;
    expect(ring.className).not.toMatch(/delayed/);
    expect(ring.style.getPropertyValue('--spinner-delay')).toBe('');
  });

  it('waits the given time before it shows', () => {
    const { container } = render(<Spinner hiddenForMs={640.4} />);
    const ring = container.firstElementChild as HTMLElement;
    expect(ring.className).toMatch(/delayed/);
    expect(ring.style.getPropertyValue('--spinner-delay')).toBe('640ms');
  });
});
