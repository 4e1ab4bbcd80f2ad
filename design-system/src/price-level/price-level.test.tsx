import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PriceLevel } from './price-level.tsx';

describe('PriceLevel', () => {
  it('shows one to three dollar signs with the level named for screen readers', () => {
    const { container, rerender } = render(<PriceLevel level="low" lang="en" />);
    expect(container.textContent).toBe('$Low');
    rerender(<PriceLevel level="high" lang="ar" />);
    expect(screen.getByText('$$$')).toBeVisible();
    expect(screen.getByText('مرتفع')).toBeVisible();
  });
});
