import { describe, expect, it, vi } from 'vitest';
import { resolveDrawerSize } from './drawer-size.ts';

describe('drawer size', () => {
  it('knows the named sizes and accepts px or % strings', () => {
    expect(resolveDrawerSize('sm')).toBe('320px');
    expect(resolveDrawerSize(undefined)).toBe('400px');
    expect(resolveDrawerSize('full')).toBe('100%');
    expect(resolveDrawerSize('500px')).toBe('500px');
    expect(resolveDrawerSize('50%')).toBe('50%');
  });

  it('warns about any other custom size and uses the default', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(resolveDrawerSize('30em')).toBe('400px');
    expect(resolveDrawerSize('huge')).toBe('400px');
    expect(warn).toHaveBeenCalledTimes(2);
    expect(warn.mock.calls[0]?.[0]).toContain('30em');
  });
});
