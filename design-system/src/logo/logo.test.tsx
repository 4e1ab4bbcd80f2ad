import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { Logo } from './logo.tsx';

describe('Logo', () => {
  it('links home under the brand name by default', () => {
    render(<Logo label="Qatar Directory" />);
    const link = screen.getByRole('link', { name: 'Qatar Directory' });
    expect(link.getAttribute('href')).toBe('/');
    expect(link.className).toContain('default');
  });

  it('the circle variant shows the mark alone and keeps the name for screen readers', () => {
    render(<Logo variant="circle" label="Qatar Directory" />);
    const link = screen.getByRole('link', { name: 'Qatar Directory' });
    expect(link.className).toContain('circle');
    expect(screen.getByText('Qatar Directory').className).toContain('visuallyHidden');
  });

  it('the white variant uses the white mark', () => {
    const { container } = render(<Logo variant="white" label="Qatar Directory" />);
    expect(screen.getByRole('link').className).toContain('white');
    expect(container.querySelector('.markWhite')).not.toBeNull();
  });

  it('renders through linkAs with the given href', () => {
    const RouterLink = ({ href, className, children }: { href: string; className?: string; children: ReactNode }) => (
      <a href={href} className={className} data-router="yes">
        {children}
      </a>
    );
    render(<Logo label="Qatar Directory" href="/ar" linkAs={RouterLink} />);
    const link = screen.getByRole('link');
    expect(link.getAttribute('href')).toBe('/ar');
    expect(link.getAttribute('data-router')).toBe('yes');
  });
});
