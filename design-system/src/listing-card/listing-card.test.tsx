import { render, screen } from '@testing-library/react';
import { CARD_PHOTO_SIZES } from 'contracts/page-data';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { ListingCard } from './listing-card.tsx';

const image = { src: '/a.webp', srcset: '/a-400.webp 400w, /a-800.webp 800w', alt: 'A dish', width: 800, height: 600 };

describe('ListingCard', () => {
  it('names its one link after the listing, inside a level-2 heading by default', () => {
    render(<ListingCard title="Al Mourjan" href="/restaurant/al-mourjan/1" data-testid="card" />);
    const link = screen.getByRole('link', { name: 'Al Mourjan' });
    expect(link.getAttribute('href')).toBe('/restaurant/al-mourjan/1');
    expect(screen.getByRole('heading', { level: 2, name: 'Al Mourjan' }).contains(link)).toBe(true);
    expect(screen.getByTestId('card').tagName).toBe('ARTICLE');
  });

  it('has no link without an href (a listing no longer shown), its title still a heading', () => {
    render(<ListingCard title="Gone Grill" />);
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.getByRole('heading', { level: 2, name: 'Gone Grill' })).toBeVisible();
  });

  it('can use a level-3 heading', () => {
    render(<ListingCard title="Al Mourjan" href="/r" headingLevel={3} />);
    expect(screen.getByRole('heading', { level: 3 })).toBeVisible();
  });

  it('loads its picture lazily, at low priority, with srcset, default sizes and its dimensions', () => {
    render(<ListingCard title="Al Mourjan" href="/r" image={image} />);
    const img = screen.getByRole('img', { name: 'A dish' });
    expect(img.getAttribute('loading')).toBe('lazy');
    expect(img.getAttribute('fetchpriority')).toBe('low');
    expect(img.getAttribute('srcset')).toBe(image.srcset);
    expect(img.getAttribute('sizes')).toBe(CARD_PHOTO_SIZES);
    expect(img.getAttribute('width')).toBe('800');
    expect(img.getAttribute('height')).toBe('600');
  });

  it("loads the page's lead picture at once with a high priority and the given sizes", () => {
    render(<ListingCard title="Al Mourjan" href="/r" image={image} load="lead" sizes="100vw" />);
    const img = screen.getByRole('img');
    expect(img.getAttribute('loading')).toBe('eager');
    expect(img.getAttribute('fetchpriority')).toBe('high');
    expect(img.getAttribute('sizes')).toBe('100vw');
  });

  it('loads another above-the-fold picture at once, but at low priority', () => {
    render(<ListingCard title="Al Mourjan" href="/r" image={image} load="eager" />);
    const img = screen.getByRole('img');
    expect(img.getAttribute('loading')).toBe('eager');
    expect(img.getAttribute('fetchpriority')).toBe('low');
  });

  it('keeps actions, meta and badges outside the link', () => {
    render(
      <ListingCard
        title="Al Mourjan"
        href="/r"
        meta="West Bay"
        badges={<span>$$</span>}
        actions={<button type="button">Favorite</button>}
      />,
    );
    const link = screen.getByRole('link');
    expect(link.textContent).toBe('Al Mourjan');
    expect(link.contains(screen.getByRole('button', { name: 'Favorite' }))).toBe(false);
    expect(screen.getByText('West Bay')).toBeVisible();
    expect(screen.getByText('$$')).toBeVisible();
  });

  it('renders its link through linkAs (e.g. the router link)', () => {
    const RouterLink = ({ href, className, children }: { href: string; className?: string; children: ReactNode }) => (
      <a href={href} className={className} data-router="yes">
        {children}
      </a>
    );
    render(<ListingCard title="Al Mourjan" href="/r" linkAs={RouterLink} />);
    expect(screen.getByRole('link').getAttribute('data-router')).toBe('yes');
  });
});
