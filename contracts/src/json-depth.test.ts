import { describe, expect, it } from 'vitest';
import { jsonDepthExceeds, MAX_JSON_DEPTH } from './json-depth.ts';

const nested = (depth: number, open = '[', close = ']') => `${open.repeat(depth)}${close.repeat(depth)}`;

describe('jsonDepthExceeds', () => {
  it('lets through the deepest body the product takes (a menu) and anything up to the bound', () => {
    const menu = JSON.stringify({
      menu: [{ title: { en: 'Mains', ar: 'أطباق' }, items: [{ name: { en: 'Machboos', ar: 'مجبوس' }, priceQar: 45 }] }],
      hours: { sat: [{ open: '12:00', close: '01:00' }] },
    });
    expect(jsonDepthExceeds(menu)).toBe(false);
    expect(jsonDepthExceeds(menu, 5)).toBe(true);
    expect(jsonDepthExceeds(nested(MAX_JSON_DEPTH))).toBe(false);
    expect(jsonDepthExceeds(nested(MAX_JSON_DEPTH + 1))).toBe(true);
    expect(jsonDepthExceeds('{"a":{"b":{}}}', 3)).toBe(false);
    expect(jsonDepthExceeds('{"a":{"b":{}}}', 2)).toBe(true);
  });

  it('counts siblings at the same depth once', () => {
    expect(jsonDepthExceeds(`[${Array.from({ length: 1000 }, () => '[[1]]').join(',')}]`, 3)).toBe(false);
  });

  it('does not count brackets inside strings, escaped quotes included', () => {
    expect(jsonDepthExceeds(JSON.stringify({ text: '[[[[{{{{"\\' }), 1)).toBe(false);
    expect(jsonDepthExceeds(JSON.stringify(['a\\"[[[', ['b']]), 2)).toBe(false);
    expect(jsonDepthExceeds(JSON.stringify(['a\\"[[[', [['b']]]), 2)).toBe(true);
  });

  it('finds 100,000 levels without recursing, quickly', () => {
    const started = performance.now();
    expect(jsonDepthExceeds(nested(100_000, '{"a":', '}'))).toBe(true);
    expect(jsonDepthExceeds('x'.repeat(64 * 1024))).toBe(false);
    expect(performance.now() - started).toBeLessThan(200);
  });
});
