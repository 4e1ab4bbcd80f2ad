import { describe, expect, it } from 'vitest';
import { pickByWeight } from './ad-rotation.ts';

const ads = [
  { id: 'heavy', weight: 3 },
  { id: 'light', weight: 1 },
];

describe('an ad picked by weight', () => {
  it('gives each ad the part of the draws its weight is of the total', () => {
    const picks = Array.from({ length: 400 }, (_, i) => pickByWeight(ads, i / 400)?.id);
    expect(picks.filter((id) => id === 'heavy')).toHaveLength(300);
    expect(picks.filter((id) => id === 'light')).toHaveLength(100);
  });

  it('takes the edges of the draw: 0 the first ad, just below 1 the last', () => {
    expect(pickByWeight(ads, 0)?.id).toBe('heavy');
    expect(pickByWeight(ads, 0.999_999)?.id).toBe('light');
    expect(pickByWeight(ads, 1)?.id).toBe('light');
  });

  it('a lone ad is always picked; no ads, none', () => {
    expect(pickByWeight([{ id: 'only', weight: 5 }], 0.7)?.id).toBe('only');
    expect(pickByWeight([], 0.5)).toBeUndefined();
  });
});
