import { describe, expect, it } from 'vitest';
import { jsonTextDeeperThan } from './json-depth.ts';

const nested = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;

describe('JSON depth', () => {
  it.each([
    ['a scalar', '1', 0, false],
    ['an empty object', '{}', 1, false],
    ['an empty object, bound 0', '{}', 0, true],
    ['two levels', '{"a":[1,2]}', 2, false],
    ['two levels, bound 1', '{"a":[1,2]}', 1, true],
    ['brackets inside strings', '{"a":"[[[{{{\\\\\\"[[["}', 1, false],
    ['an escaped quote does not end the string', '["\\"[[[", 1]', 1, false],
  ])('text: %s', (_name, text, max, deeper) => {
    expect(jsonTextDeeperThan(text, max)).toBe(deeper);
  });

  it('reads 100,000 levels without overflowing the stack', () => {
    const text = nested(100_000);
    expect(jsonTextDeeperThan(text, 64)).toBe(true);
    expect(jsonTextDeeperThan(text, 100_000)).toBe(false);
    // What the check protects against: a recursive walk of the same value overflows.
    expect(() => JSON.stringify(JSON.parse(text))).toThrow(RangeError);
  });

  it('counts objects and arrays alike, and siblings do not add up', () => {
    expect(jsonTextDeeperThan('{"a":{"b":[{}]},"c":[[]]}', 4)).toBe(false);
    expect(jsonTextDeeperThan('{"a":{"b":[{}]},"c":[[]]}', 3)).toBe(true);
    expect(jsonTextDeeperThan('[[],[],[],[]]', 2)).toBe(false);
  });
});
