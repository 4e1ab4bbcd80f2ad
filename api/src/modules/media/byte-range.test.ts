import { describe, expect, it } from 'vitest';
import { rangeAskedFor } from './byte-range.ts';

describe('the byte range a request asks for', () => {
  it('resolves one range against the size: cut at the end, a suffix, open-ended', () => {
    expect(rangeAskedFor('bytes=0-99')?.resolve(1000)).toEqual({ start: 0, end: 99 });
    expect(rangeAskedFor('bytes=900-2000')?.resolve(1000)).toEqual({ start: 900, end: 999 });
    expect(rangeAskedFor('bytes=500-')?.resolve(1000)).toEqual({ start: 500, end: 999 });
    expect(rangeAskedFor('bytes=-100')?.resolve(1000)).toEqual({ start: 900, end: 999 });
    expect(rangeAskedFor('bytes=-5000')?.resolve(1000)).toEqual({ start: 0, end: 999 });
    expect(rangeAskedFor('bytes=500-')?.header).toBe('bytes=500-');
  });

  it('is unsatisfiable past the end, for a suffix of 0, and in an empty file', () => {
    expect(rangeAskedFor('bytes=1000-')?.resolve(1000)).toBe('unsatisfiable');
    expect(rangeAskedFor('bytes=-0')?.resolve(1000)).toBe('unsatisfiable');
    expect(rangeAskedFor('bytes=-5')?.resolve(0)).toBe('unsatisfiable');
  });

  it('asks for the whole file for no header, another unit, several ranges, malformed or invalid ones', () => {
    for (const header of [undefined, '', 'items=0-9', 'bytes=0-9,20-29', 'bytes=abc', 'bytes=-', 'bytes=50-10']) {
      expect(rangeAskedFor(header), String(header)).toBeUndefined();
    }
  });
});
