import type { AdminAd } from './ads-api.ts';

/** A stored video ad, one of those `GET admin/ads` answers. */
export const storedAd = (overrides: Partial<AdminAd> = {}): AdminAd => ({
  _id: '5f0c6a4e-1111-4222-8333-444455556666',
  category: 'home',
  title: { en: 'Evening menu', ar: 'قائمة المساء' },
  targetUrl: 'https://example.qa/menu',
  activeFrom: '2026-11-01',
  activeTo: '2026-11-30',
  status: 'paused',
  mediaKind: 'video',
  imageMediaId: null,
  videoMediaId: '0b7c1a8e-aaaa-4bbb-8ccc-dddddddddddd',
  posterMediaId: '0b7c1a8e-eeee-4fff-8aaa-bbbbbbbbbbbb',
  createdAt: '2026-10-01T08:00:00.000Z',
  updatedAt: '2026-10-01T08:00:00.000Z',
  state: 'paused',
  shownNow: false,
  ...overrides,
});
