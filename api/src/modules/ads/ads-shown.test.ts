import { describe, expect, it } from 'vitest';
import { adsInRotation } from './ads-shown.ts';

const ad = (id: string, fields: Partial<Parameters<typeof adsInRotation>[0][number]> = {}) => ({
  id,
  category: 'home',
  status: 'active',
  activeFrom: '2026-01-01',
  activeTo: '2026-12-31',
  priority: 5,
  createdAt: new Date('2026-01-01T09:00:00+03:00'),
  ...fields,
});
const shares = (rows: { row: { id: string }; share: number }[]) => rows.map(({ row, share }) => [row.id, share]);

describe('the ads visitors get', () => {
  it('every running ad of a category, sharing its views in proportion to their priorities', () => {
    const rows = [ad('low', { priority: 1 }), ad('high', { priority: 3 }), ad('shop', { category: 'shop' })];
    expect(shares(adsInRotation(rows, '2026-11-28'))).toEqual([
      ['shop', 1],
      ['high', 0.75],
      ['low', 0.25],
    ]);
  });

  it('of equal priority, the newest first, and an equal share each', () => {
    const rows = [
      ad('older', { createdAt: new Date('2026-02-01T09:00:00+03:00') }),
      ad('newer', { createdAt: new Date('2026-03-01T09:00:00+03:00') }),
    ];
    expect(shares(adsInRotation(rows, '2026-11-28'))).toEqual([
      ['newer', 0.5],
      ['older', 0.5],
    ]);
  });

  it('leaves out an ad that is paused, ended or not begun, and shares without it', () => {
    const rows = [
      ad('running'),
      ad('paused', { status: 'paused' }),
      ad('ended', { activeTo: '2026-11-27' }),
      ad('scheduled', { activeFrom: '2026-11-29' }),
    ];
    expect(shares(adsInRotation(rows, '2026-11-28'))).toEqual([['running', 1]]);
  });

  it('of ads alike in priority and instant, always the same order', () => {
    const rows = [ad('b'), ad('a'), ad('c')];
    const order = (list: typeof rows) => adsInRotation(list, '2026-11-28').map(({ row }) => row.id);
    expect(order(rows)).toEqual(['a', 'b', 'c']);
    expect(order([...rows].reverse())).toEqual(['a', 'b', 'c']);
  });

  it('a category with no running ad has none', () => {
    expect(adsInRotation([ad('ended', { activeTo: '2025-12-31' })], '2026-11-28')).toEqual([]);
  });
});
