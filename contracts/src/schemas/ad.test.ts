import { describe, expect, it } from 'vitest';
import { adFields, adPatch, adState } from './ad.ts';

const targetUrl = adFields.shape.targetUrl;

describe("an ad's target link", () => {
  it.each([
    'https://example.qa/menu',
    'http://example.qa',
    'HTTPS://EXAMPLE.QA/',
    '/',
    '/restaurants',
    '/blog/souq-waqif/1?lang=ar#top',
  ])('%s is accepted', (value) => {
    expect(targetUrl.safeParse(value).success).toBe(true);
  });

  it.each([
    ['another site behind two slashes', '//evil.example/phish'],
    ['another site behind a backslash', '/\\evil.example'],
    ['a script', 'javascript:alert(1)'],
    ['a data address', 'data:text/html,hi'],
    ['an address without a host', 'https:///path'],
    ['a relative path', 'restaurants'],
    ['a mail link', 'mailto:ads@example.qa'],
    ['nothing', ''],
  ])('%s is refused', (_name, value) => {
    const result = targetUrl.safeParse(value);
    expect(result.success).toBe(false);
  });

  it('is checked on a PATCH too, with the same message', () => {
    const result = adPatch.safeParse({ targetUrl: '//evil.example' });
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['targetUrl', 'validation.invalid'],
    ]);
  });
});

describe("an ad's state on a Qatar day", () => {
  const window = { activeFrom: '2026-03-01', activeTo: '2026-03-31' };
  const active = { ...window, status: 'active' };
  const paused = { ...window, status: 'paused' };

  it.each([
    ['the day before its first', '2026-02-28', 'scheduled'],
    ['its first day', '2026-03-01', 'running'],
    ['a day inside', '2026-03-15', 'running'],
    ['its last day', '2026-03-31', 'running'],
    ['the day after its last', '2026-04-01', 'ended'],
  ])('a switched-on ad on %s is %s', (_day, today, state) => {
    expect(adState(active, today)).toBe(state);
  });

  it.each([
    ['before its window', '2026-02-28', 'paused'],
    ['inside its window', '2026-03-31', 'paused'],
    ['after its window', '2026-04-01', 'ended'],
  ])('a switched-off ad %s is %s', (_when, today, state) => {
    expect(adState(paused, today)).toBe(state);
  });

  it('a one-day window runs on that day only', () => {
    const oneDay = { status: 'active', activeFrom: '2026-03-01', activeTo: '2026-03-01' };
    expect([adState(oneDay, '2026-02-28'), adState(oneDay, '2026-03-01'), adState(oneDay, '2026-03-02')]).toEqual([
      'scheduled',
      'running',
      'ended',
    ]);
  });

  it('an ad of 2025 has ended in 2026, whatever its switch says', () => {
    expect(adState({ status: 'active', activeFrom: '2025-01-01', activeTo: '2025-12-31' }, '2026-11-28')).toBe('ended');
  });
});
