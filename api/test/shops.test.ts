import { deliveryOptions, occasions, personalizations, recipients, shopCategories } from 'contracts/enums';
import { expect } from 'vitest';
import { shops } from '../src/seed/data/shops.ts';
import { describeListingContract } from './helpers/listing-contract.ts';

describeListingContract({
  kind: 'gift shops',
  listPath: '/api/v1/shops',
  seeds: shops,
  searchField: 'shopName',
  // Friday 11:00 in Qatar: many shops open only after Friday prayers.
  openNowAt: new Date('2026-11-20T11:00:00+03:00'),
  anyOf: [
    { field: 'availableItems', values: shopCategories.values, of: (s) => s.availableItems },
    { field: 'occasion', values: occasions.values, of: (s) => s.occasions },
    { field: 'recipient', values: recipients.values, of: (s) => s.recipients },
  ],
  allOf: [
    { field: 'personalizedItems', values: personalizations.values, of: (s) => s.personalizations },
    { field: 'deliveryOptions', values: deliveryOptions.values, of: (s) => s.deliveryOptions },
  ],
  badValues: [
    ['availableItems', 'spaceships'],
    ['occasion', 'tuesday'],
    ['recipient', 'for_cats'],
    ['personalizedItems', 'tattoo'],
    ['deliveryOptions', 'drone'],
  ],
  async detail(api, first, seed) {
    const detail = await api.get(`/api/v1/shop/${first._id}`);
    expect(detail.status).toBe(200);
    expect(detail.body).toMatchObject({
      _id: first._id,
      name: seed.name.en,
      occasions: seed.occasions,
      recipients: seed.recipients,
      personalizations: seed.personalizations,
      availableItems: seed.availableItems,
    });
    const missing = await api.get('/api/v1/shop/00000000-0000-4000-8000-000000000000', 'ar');
    expect(missing.status).toBe(404);
    expect(missing.body).toMatchObject({ code: 'GIFT_SHOP_NOT_FOUND', title: 'متجر الهدايا غير موجود' });
  },
});
