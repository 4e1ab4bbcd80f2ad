import type { AdminBlog, AdminRestaurant, adminAd } from 'contracts/schemas/admin';
import type { z } from 'zod';
import { closedWeek } from '../components/weekly-hours-editor.tsx';

/**
 * Records as the api stores and answers them, one builder per kind, for the tests and stories of
 * every feature (a feature's own fixtures would be another feature's import).
 */

type AdminAd = z.infer<typeof adminAd>;

/** A stored video ad, one of those `GET admin/ads` answers. */
export const storedAd = (overrides: Partial<AdminAd> = {}): AdminAd => ({
  _id: '5f0c6a4e-1111-4222-8333-444455556666',
  category: 'home',
  title: { en: 'Evening menu', ar: 'قائمة المساء' },
  targetUrl: 'https://example.qa/menu',
  activeFrom: '2026-11-01',
  activeTo: '2026-11-30',
  status: 'paused',
  priority: 5,
  mediaKind: 'video',
  imageMediaId: null,
  videoMediaId: '0b7c1a8e-aaaa-4bbb-8ccc-dddddddddddd',
  posterMediaId: '0b7c1a8e-eeee-4fff-8aaa-bbbbbbbbbbbb',
  createdAt: '2026-10-01T08:00:00.000Z',
  updatedAt: '2026-10-01T08:00:00.000Z',
  state: 'paused',
  share: null,
  counts: { impressions: 0, clicks: 0 },
  ...overrides,
});

/** A stored post as `GET admin/blog/:id` answers it. */
export const storedBlog = (overrides: Partial<AdminBlog> = {}): AdminBlog => ({
  _id: '00000000-0000-4000-8000-0000000000b1',
  slug: 'souq-waqif-dining-guide',
  category: 'food',
  title: { en: 'Dining at Souq Waqif', ar: 'الطعام في سوق واقف' },
  excerpt: { en: 'Karak and machboos.', ar: 'كرك ومجبوس.' },
  body: { en: '## Tea\n\n- karak', ar: '## شاي\n\n- كرك' },
  author: { en: 'Mariam', ar: 'مريم' },
  coverMediaId: null,
  status: 'published',
  publishedAt: '2026-01-18T09:30',
  state: 'published',
  minutesToRead: { en: 3, ar: 3 },
  version: 2,
  deletedAt: null,
  createdAt: '2026-01-18T06:30:00.000Z',
  updatedAt: '2026-01-18T06:30:00.000Z',
  ...overrides,
});

/** A complete, valid restaurant as `GET admin/restaurant/:id` returns it (tests only). */
export const storedRestaurant = (): AdminRestaurant => ({
  _id: '00000000-0000-4000-8000-0000000000a1',
  slug: 'al-bandar',
  name: { en: 'Al Bandar', ar: 'البندر' },
  description: { en: 'Seafood by the water.', ar: 'مأكولات بحرية على الماء.' },
  address: { en: 'Souq Waqif, Doha', ar: 'سوق واقف، الدوحة' },
  area: 'west_bay',
  coordinates: { lat: 25.29, lng: 51.53 },
  phone: '+974 4444 0000',
  pricing: 'medium',
  hours: { ...closedWeek(), fri: [{ open: '12:00', close: '01:00' }] },
  specialHours: [],
  featured: false,
  status: 'published',
  wheelchairAccessible: true,
  deliveryOptions: [],
  memberSince: '2024-03-01',
  coverMediaId: null,
  galleryMediaIds: [],
  cuisineTypes: ['seafood'],
  diningOptions: [],
  dietaryPreferences: [],
  mealOptions: [],
  ambience: [],
  amenities: [],
  menu: [
    {
      title: { en: 'Mains', ar: 'الأطباق الرئيسية' },
      items: [{ name: { en: 'Hammour', ar: 'هامور' }, priceQar: 85 }],
    },
  ],
  featuredDish: { name: { en: 'Hammour', ar: 'هامور' }, priceQar: 85 },
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-02T00:00:00.000Z',
  version: 2,
  deletedAt: null,
});
