import { describe, expect, it } from 'vitest';
import { contrastRatio, meetsAA, parseColor, relativeLuminance } from './contrast.ts';

const ratio = (a: string, b: string) => {
  const [x, y] = [parseColor(a), parseColor(b)];
  if (!x || !y) throw new Error(`unreadable colour ${a} or ${b}`);
  return contrastRatio(x, y);
};

describe('contrastRatio', () => {
  it('gives 21 for black on white and 1 for a colour on itself', () => {
    expect(ratio('#000', '#fff')).toBeCloseTo(21, 5);
    expect(ratio('#8a1538', '#8a1538')).toBe(1);
  });

  it('matches the published figures for greys, in either order', () => {
    expect(ratio('#777', '#fff')).toBeCloseTo(4.48, 2);
    expect(ratio('#ffffff', '#777777')).toBeCloseTo(4.48, 2);
    expect(ratio('#767676', '#fff')).toBeCloseTo(4.54, 2);
  });

  it('reads rgb() the same as hex', () => {
    expect(ratio('rgb(119 119 119)', 'rgb(255, 255, 255)')).toBeCloseTo(ratio('#777', '#fff'), 10);
  });
});

describe('relativeLuminance', () => {
  it('is 0 for black and 1 for white', () => {
    expect(relativeLuminance([0, 0, 0])).toBe(0);
    expect(relativeLuminance([255, 255, 255])).toBeCloseTo(1, 10);
  });
});

describe('parseColor', () => {
  it('reads short and long hex and refuses what it does not know', () => {
    expect(parseColor('#fff')).toEqual([255, 255, 255]);
    expect(parseColor('#8A1538')).toEqual([138, 21, 56]);
    expect(parseColor('var(--x)')).toBeUndefined();
    expect(parseColor('#ffff')).toBeUndefined();
  });
});

describe('meetsAA', () => {
  it('asks 4.5 of text, 3 of controls and nothing of decoration', () => {
    expect(meetsAA(ratio('#777', '#fff'), 'text')).toBe(false);
    expect(meetsAA(ratio('#767676', '#fff'), 'text')).toBe(true);
    expect(meetsAA(3.2, 'ui')).toBe(true);
    expect(meetsAA(2.9, 'ui')).toBe(false);
    expect(meetsAA(1.1, 'decorative')).toBe(true);
  });
});
