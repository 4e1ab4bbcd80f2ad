import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/test.ts';

/**
 * Spec §2's advertisement block where each ad category belongs (ARCHITECTURE §3): the home page
 * (home), the blog list and a post (blog). The seed has active ads of both categories.
 */
const words = {
  en: { label: 'Advertisement', post: "A First-Timer's Dining Guide to Souq Waqif", search: 'Dining Guide' },
  ar: { label: 'إعلان', post: 'دليل المبتدئين إلى المطاعم في سوق واقف', search: 'دليل المبتدئين' },
};

/** Whether `ad` comes after `content` in the page: an ad never stands before what was asked for. */
const comesAfter = async (ad: Locator, content: Locator) => {
  const contentHandle = await content.elementHandle();
  return ad.evaluate(
    (adElement, contentElement) =>
      Boolean(contentElement && contentElement.compareDocumentPosition(adElement) & Node.DOCUMENT_POSITION_FOLLOWING),
    contentHandle,
  );
};

async function expectAdAfter(page: Page, lang: 'en' | 'ar', content: Locator) {
  // The ad loads as the visitor scrolls near its held room, after the content.
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  const ad = page.getByRole('complementary', { name: words[lang].label });
  await expect(ad).toBeAttached();
  await ad.scrollIntoViewIfNeeded();
  await expect(ad).toBeVisible();
  await expect(ad.getByRole('link')).toHaveAttribute('rel', /sponsored/);
  expect(await comesAfter(ad, content)).toBe(true);
}

for (const lang of ['en', 'ar'] as const) {
  test(`home, the blog list and a post each show their category's ad after their content (${lang})`, async ({
    page,
  }) => {
    const adCalls: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname === '/api/v1/ads') adCalls.push(url.searchParams.get('category') ?? '');
    });

    await page.goto(`/?lang=${lang}`);
    await expectAdAfter(page, lang, page.getByRole('heading', { level: 1 }));

    await page.goto(`/blogs?lang=${lang}&title=${encodeURIComponent(words[lang].search)}`);
    await expect(page.getByTestId('blog-card').first()).toBeVisible();
    await expectAdAfter(page, lang, page.getByTestId('blog-card').last());

    await page.getByRole('link', { name: words[lang].post }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: words[lang].post })).toBeVisible();
    await expectAdAfter(page, lang, page.getByTestId('blog-body'));

    expect(adCalls).toContain('home');
    expect(adCalls).toContain('blog');
  });
}
