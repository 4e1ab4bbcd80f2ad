import { describe, expect, it } from 'vitest';
import { adFields, adPatch } from './ad.ts';

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
