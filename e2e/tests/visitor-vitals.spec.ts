import { signIn } from './support/accounts.ts';
import { expect, test } from './support/test.ts';

/**
 * A visitor's page views report their vitals as they are left (sampling is 1 outside production),
 * and the back office's dashboard shows the page kind's p75 from them.
 */
test("a page view's vitals reach the admin dashboard as its page kind's p75", async ({ page, browser }) => {
  const visitor = await browser.newPage();
  const beacons: string[] = [];
  visitor.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/v1/vitals') beacons.push(request.postData() ?? '');
  });
  const reported = visitor.waitForResponse(
    (response) => new URL(response.url()).pathname === '/api/v1/vitals' && response.status() === 204,
  );
  await visitor.goto('/blogs?lang=en');
  await expect(visitor.getByRole('heading', { level: 1 })).toBeVisible();
  const sampleRate = visitor.locator('meta[name="vitals-sample-rate"]');
  await expect(sampleRate).toHaveAttribute('content', '1');
  // The reporter loads after the page's load event (a chunk of its own).
  const reporterLoaded = () =>
    visitor.evaluate(() =>
      performance.getEntriesByType('resource').some((entry) => /\/static\/js\/async\/vitals\./.test(entry.name)),
    );
  await expect.poll(reporterLoaded).toBe(true);
  await visitor.waitForLoadState('networkidle');
  // The tab goes to the background, as when the visitor switches away or leaves: what a beacon sent
  // while a page unloads is not always shown to the test, so the page stays while it is hidden.
  await visitor.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
    window.dispatchEvent(new Event('pagehide'));
  });
  await reported;
  await visitor.close();
  const report = JSON.parse(beacons[0] ?? '{}');
  expect(report).toMatchObject({ routeKind: 'blogs', lang: 'en' });
  expect(beacons.join('')).not.toContain('/blogs');

  await signIn(page);
  await page.goto('/admin/dashboard?lang=en');
  const vitals = page.getByRole('table', { name: 'Core Web Vitals per kind of page' });
  const row = vitals.getByRole('row').filter({ hasText: 'Blog list' });
  await expect(row).toBeVisible();
  // An LCP in seconds, two decimals: the p75 of what the visitor's browser measured.
  await expect(row).toContainText(/\d\.\d\d s/);
});
