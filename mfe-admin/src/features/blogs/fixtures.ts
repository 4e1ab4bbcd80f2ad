import type { AdminBlog } from 'contracts/schemas/admin';

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
