import type { AdminRestaurant } from 'contracts/schemas/admin';
import { closedWeek } from '../../components/weekly-hours-editor.tsx';

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
