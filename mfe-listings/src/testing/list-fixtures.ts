/** Test-only: a restaurant as the list answers it. */
import type { RestaurantSummary } from 'contracts/schemas/restaurant';

export const sampleRestaurant: RestaurantSummary = {
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
  specialHours: [],
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

/** The n-th of many restaurants (distinct ids and names). */
export const restaurantNumber = (n: number): RestaurantSummary => ({
  ...sampleRestaurant,
  _id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  slug: `restaurant-${n}`,
  name: `Restaurant ${n}`,
});
