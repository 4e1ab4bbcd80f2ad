import { describe, expect, it } from 'vitest';
import { languageAlternates, pageMeta } from './page-meta.ts';

const siteUrl = 'https://qatar.example';

describe("a page's canonical and language alternates", () => {
  it("name the page's canonical as the alternate of its own language, in both languages", () => {
    for (const pathname of ['/', '/listings/restaurants', '/blogs']) {
      const english = pageMeta({ pathname, lang: 'en', siteUrl });
      const arabic = pageMeta({ pathname, lang: 'ar', siteUrl });
      expect(english.canonical).toBe(`${siteUrl}${pathname}`);
      expect(arabic.canonical).toBe(`${siteUrl}${pathname}?lang=ar`);
      const expected = [
        { hreflang: 'en', href: english.canonical },
        { hreflang: 'ar', href: arabic.canonical },
        { hreflang: 'x-default', href: `${siteUrl}${pathname}` },
      ];
      expect(english.alternates).toEqual(expected);
      expect(arabic.alternates).toEqual(expected);
    }
  });

  it('are the ones the sitemap lists', () => {
    expect(languageAlternates(`${siteUrl}/faqs`)).toEqual(
      pageMeta({ pathname: '/faqs', lang: 'en', siteUrl }).alternates,
    );
  });
});
