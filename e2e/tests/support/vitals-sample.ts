import type { Page } from '@playwright/test';

/**
 * A page view outside the visitors' vitals sample: a sampled view loads the reporter only after its
 * load event, and the journeys' site samples every view, production a few. The start-up JS the bundle
 * report and the stack floor weigh is such a view's: the page's sample rate is read as 0.
 */
export async function outsideTheVitalsSample(page: Page) {
  await page.route(
    (url) => !/\.(js|css|json|woff2|webp|svg)$/.test(url.pathname) && !url.pathname.startsWith('/api/'),
    async (route) => {
      const response = await route.fetch();
      const type = response.headers()['content-type'] ?? '';
      if (!type.startsWith('text/html')) return route.fulfill({ response });
      const html = (await response.text()).replace(
        /<meta name="vitals-sample-rate" content="[^"]*"/,
        '<meta name="vitals-sample-rate" content="0"',
      );
      return route.fulfill({ response, body: html });
    },
  );
}
