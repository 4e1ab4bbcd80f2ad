import { describe, expect, it } from 'vitest';
import { actionsMatching, hitDetail, hitPath, paletteActions } from './palette-commands.ts';

const hit = (kind: 'restaurant' | 'shop' | 'blog' | 'ad' | 'user', detail: string | null = null) => ({
  kind,
  _id: '0b7c1a8e-1234-4bbb-8ccc-dddddddddddd',
  title: { en: 'Title', ar: 'عنوان' },
  detail,
});

describe('the palette’s commands', () => {
  it('opens each kind of record where it is edited', () => {
    const id = '0b7c1a8e-1234-4bbb-8ccc-dddddddddddd';
    expect(hitPath(hit('restaurant'))).toBe(`/admin/restaurants/edit-restaurant/${id}`);
    expect(hitPath(hit('shop'))).toBe(`/admin/gifts/edit-gift-shop/${id}`);
    expect(hitPath(hit('blog'))).toBe(`/admin/blogs/edit-blog/${id}`);
    expect(hitPath(hit('ad', 'shop'))).toBe('/admin/ads?category=shop');
    expect(hitPath(hit('user', 'a@b.qa'))).toBe(`/user/${id}`);
  });

  it('names an ad’s category in the page’s language and leaves a user’s email as it is', () => {
    expect(hitDetail(hit('ad', 'shop'), 'en')).toBe('Gift shops');
    expect(hitDetail(hit('ad', 'shop'), 'ar')).toBe('متاجر الهدايا');
    expect(hitDetail(hit('user', 'a@b.qa'), 'ar')).toBe('a@b.qa');
  });

  it('lists every action for an empty box, and those whose words hold what was typed', () => {
    const label = (action: { id: string }) =>
      ({ 'add-restaurant': 'Add restaurant', 'add-blog': 'أضف مقالًا' })[action.id] ?? action.id;
    expect(actionsMatching('  ', label)).toEqual(paletteActions);
    expect(actionsMatching('ADD rest', label).map((a) => a.id)).toEqual(['add-restaurant']);
    // Arabic as the lists match it: hamza forms and diacritics aside.
    expect(actionsMatching('اضف', label).map((a) => a.id)).toEqual(['add-blog']);
  });
});
