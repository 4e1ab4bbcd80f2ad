import { i18next } from 'platform/i18n';
import { beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_NAMESPACE } from '../../i18n/namespace.ts';
import { setTestLanguage } from '../../testing/render-with-providers.tsx';
import { valueText } from './recorded-change.ts';

const closedAllWeek = { mon: [], tue: [], wed: [], thu: [], fri: [], sat: [], sun: [] };
const week = {
  ...closedAllWeek,
  mon: [
    { open: '18:00', close: '02:00' },
    { open: '10:00', close: '12:00' },
  ],
};
const menu = [
  { title: { en: 'Mains', ar: 'الأطباق' }, items: [] },
  { title: { en: 'Sweets', ar: 'حلويات' }, items: [] },
];

describe('a nested recorded value', () => {
  beforeAll(() => setTestLanguage('en'));
  const text = (field: string, value: unknown, lang: 'en' | 'ar') =>
    valueText('restaurant', field, value, i18next.getFixedT(lang, ADMIN_NAMESPACE), lang);

  it('reads a week of hours day by day, in the page language, never as JSON', () => {
    expect(text('hours', week, 'en')).toBe(
      'Monday 18:00–02:00, 10:00–12:00; Tuesday closed; Wednesday closed; Thursday closed; Friday closed; Saturday closed; Sunday closed',
    );
    const arabic = text('hours', week, 'ar');
    expect(arabic.startsWith('الاثنين 18:00–02:00، 10:00–12:00؛ الثلاثاء مغلق')).toBe(true);
    expect(arabic).not.toContain('{');
  });

  it('gives a menu or a list of records by its size, in both languages', () => {
    expect(text('menu', menu, 'en')).toBe('2 entries');
    expect(text('menu', menu, 'ar')).toBe('عنصران');
    expect(text('specialHours', [{ name: 'Eid' }], 'en')).toBe('1 entry');
  });

  it('writes numbers with the page’s digits and grouping', () => {
    expect(text('price', 12500, 'en')).toBe('12,500');
    expect(text('price', 12500, 'ar')).not.toMatch(/[\u0660-\u0669]/);
  });
});
