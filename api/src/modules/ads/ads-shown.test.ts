import { describe, expect, it } from 'vitest';
import { pickShownAds } from './ads-shown.ts';

const ad = (id: string, fields: Partial<Parameters<typeof pickShownAds>[0][number]> = {}) => ({
  id,
  category: 'home',
  status: 'active',
  activeFrom: '2026-01-01',
  activeTo: '2026-12-31',
  createdAt: new Date('2026-01-01T09:00:00+03:00'),
  ...fields,
});
const ids = (rows: { id: string }[]) => rows.map((row) => row.id);

describe('the ads visitors see', () => {
  it('in each category, the newest running ad; the others wait', () => {
    const rows = [
      ad('older', { createdAt: new Date('2026-02-01T09:00:00+03:00') }),
      ad('newer', { createdAt: new Date('2026-03-01T09:00:00+03:00') }),
      ad('shop', { category: 'shop' }),
    ];
    expect(ids(pickShownAds(rows, '2026-11-28'))).toEqual(['newer', 'shop']);
  });

  it('skips a newer ad that is paused, ended or not begun', () => {
    const rows = [
      ad('running'),
      ad('paused', { status: 'paused', createdAt: new Date('2026-05-01') }),
      ad('ended', { activeTo: '2026-11-27', createdAt: new Date('2026-05-02') }),
      ad('scheduled', { activeFrom: '2026-11-29', createdAt: new Date('2026-05-03') }),
    ];
    expect(ids(pickShownAds(rows, '2026-11-28'))).toEqual(['running']);
  });

  it('of ads placed at the same instant, always the same one', () => {
    const rows = [ad('b'), ad('a'), ad('c')];
    expect(ids(pickShownAds(rows, '2026-11-28'))).toEqual(['a']);
    expect(ids(pickShownAds([...rows].reverse(), '2026-11-28'))).toEqual(['a']);
  });

  it('a category with no running ad shows none', () => {
    expect(pickShownAds([ad('ended', { activeTo: '2025-12-31' })], '2026-11-28')).toEqual([]);
  });
});
