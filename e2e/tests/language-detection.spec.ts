import { expect, test } from './support/test.ts';

/**
 * A `?lang` naming no supported language is passed over, on the server as in the browser
 * (contracts/i18n detectLanguage): the page comes in the language the visitor chose before, and the
 * app starts in that same language, so it neither switches language nor throws away the data its
 * HTML preloaded.
 */
test('an unsupported ?lang gives the page in the language chosen before, from its HTML on', async ({
  page,
  context,
  baseURL,
}) => {
  await context.addCookies([{ name: 'i18nextLng', value: 'ar', url: baseURL ?? '' }]);
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning' || message.type() === 'error') warnings.push(message.text());
  });
  const apiCalls: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/v1/')) apiCalls.push(`${url.pathname}${url.search}`);
  });
  // Every language the document has, from its HTML to the app's last change.
  await page.addInitScript(() => {
    const seen: string[] = [];
    Object.assign(window, { documentLanguages: seen });
    const watch = () => {
      const html = document.documentElement;
      const note = () => {
        const now = `${html.lang} ${html.dir}`;
        if (seen.at(-1) !== now) seen.push(now);
      };
      note();
      new MutationObserver(note).observe(html, {
        attributes: true,
        attributeFilter: ['lang', 'dir'],
      });
    };
    document.addEventListener('readystatechange', watch, { once: true });
  });

  await page.goto('/blogs?lang=fr');
  await expect(page.getByRole('heading', { level: 1, name: 'المدونات' })).toBeVisible();
  await expect(page.getByText(/عرض 1 - \d+ من أصل \d+ نتيجة/)).toBeVisible();
  await page.waitForLoadState('networkidle');
  // Chromium warns of a preload unused a few seconds after the load event.
  await page.waitForTimeout(4_000);

  expect(await page.evaluate(() => (window as unknown as { documentLanguages: string[] }).documentLanguages)).toEqual([
    'ar rtl',
  ]);
  expect(apiCalls.length).toBeGreaterThan(0);
  expect(apiCalls.filter((call) => !call.includes('lang=ar'))).toEqual([]);
  expect(warnings.filter((text) => /preload/i.test(text))).toEqual([]);
});
