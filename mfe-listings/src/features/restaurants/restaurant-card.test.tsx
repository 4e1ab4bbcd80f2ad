import { render, screen } from '@testing-library/react';
import type { RestaurantSummary } from 'contracts/schemas/restaurant';
import { describe, expect, it } from 'vitest';
import { RestaurantCard } from './restaurant-card.tsx';

const restaurant: RestaurantSummary = {
  _id: '00000000-0000-4000-8000-000000000001',
  slug: 'souq-grill',
  name: 'Souq Grill',
  description: 'Grills by the souq.',
  area: 'souq_waqif',
  address: 'Souq Waqif, Doha',
  pricing: 'medium',
  featured: false,
  wheelchairAccessible: true,
  hours: { mon: [], tue: [], wed: [], thu: [], fri: [], sat: [], sun: [] },
  deliveryOptions: [],
  memberSince: '2024-01-01',
  coverImage: {
    _id: 'm1',
    alt: 'Souq Grill',
    src: '/media/m1/800.webp',
    srcset: '/media/m1/400.webp 400w, /media/m1/800.webp 800w',
    width: 1200,
    height: 900,
  },
  cuisineTypes: ['qatari', 'middle_eastern'],
  diningOptions: ['dine_in'],
  isFavorite: false,
  isBookmarked: false,
};

describe('RestaurantCard', () => {
  it('shows name, area, cuisines and price in English', () => {
    render(<RestaurantCard restaurant={restaurant} lang="en" />);
    expect(screen.getByRole('heading', { name: 'Souq Grill' })).toBeTruthy();
    expect(screen.getByText('Souq Waqif')).toBeTruthy();
    expect(screen.getByTestId('cuisines').textContent).toBe('Qatari, Middle Eastern');
    expect(screen.getByText('$$')).toBeTruthy();
    const img = screen.getByRole('img') as HTMLImageElement;
    expect(img.getAttribute('srcset')).toContain('400w');
    expect(img.getAttribute('loading')).toBe('lazy');
  });

  it('labels area and cuisines in Arabic', () => {
    render(<RestaurantCard restaurant={restaurant} lang="ar" />);
    expect(screen.getByText('سوق واقف')).toBeTruthy();
    expect(screen.getByTestId('cuisines').textContent).toBe('قطري، شرق أوسطي');
    expect(screen.getByText('متوسط')).toBeTruthy();
  });
});
