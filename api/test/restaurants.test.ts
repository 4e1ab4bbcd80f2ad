import { ambiences, amenities, cuisines, dietaryPreferences, diningOptions, mealOptions } from 'contracts/enums';
import { expect } from 'vitest';
import { restaurants } from '../src/seed/data/restaurants.ts';
import { describeListingContract } from './helpers/listing-contract.ts';

describeListingContract({
  kind: 'restaurants',
  listPath: '/api/v1/restaurants',
  seeds: restaurants,
  searchField: 'businessName',
  // Friday 00:30 in Qatar: open only where Thursday runs past midnight or Friday starts early.
  openNowAt: new Date('2026-11-20T00:30:00+03:00'),
  anyOf: [{ field: 'cuisineTypes', values: cuisines.values, of: (s) => s.cuisineTypes }],
  allOf: [
    { field: 'diningOptions', values: diningOptions.values, of: (s) => s.diningOptions },
    { field: 'dietaryPreferences', values: dietaryPreferences.values, of: (s) => s.dietaryPreferences },
    { field: 'mealOptions', values: mealOptions.values, of: (s) => s.mealOptions },
    { field: 'ambience', values: ambiences.values, of: (s) => s.ambience },
    { field: 'amenities', values: amenities.values, of: (s) => s.amenities },
  ],
  badValues: [
    ['cuisineTypes', 'martian'],
    ['diningOptions', 'teleport'],
    ['dietaryPreferences', 'carnivore'],
    ['mealOptions', 'brunch'],
    ['ambience', 'underwater'],
    ['amenities', 'helipad'],
  ],
  async detail(api, first, seed) {
    const detail = await api.get(`/api/v1/restaurant/${first._id}`, 'ar');
    expect(detail.status).toBe(200);
    expect(detail.body).toMatchObject({
      _id: first._id,
      name: seed.name.ar,
      phone: seed.phone,
      featuredDish: { name: seed.featuredDish.name.ar, priceQar: seed.featuredDish.priceQar },
    });
    expect(detail.body.menu).toHaveLength(seed.menu.length);
    expect(detail.body.menu[0].title).toBe(seed.menu[0]?.title.ar);

    const missing = await api.get('/api/v1/restaurant/00000000-0000-4000-8000-000000000000');
    expect(missing.status).toBe(404);
    expect(missing.body).toMatchObject({ code: 'RESTAURANT_NOT_FOUND', title: 'Restaurant not found' });
    const garbage = await api.get('/api/v1/restaurant/not-an-id', 'ar');
    expect(garbage.status).toBe(404);
    expect(garbage.body.title).toBe('المطعم غير موجود');
  },
});
