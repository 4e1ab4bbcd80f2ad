import { test as base, expect, type Page } from '@playwright/test';

/**
 * A guest's first screen (bff pages/first-screen.ts) is inert until the app has rendered over it: a
 * person can neither click nor type in it. Playwright can still fill its inputs (it sets their values
 * itself), and what it typed would be lost when the app replaces them. So a test's page waits for the
 * app after each navigation, as a person has to.
 */
async function waitForApp(page: Page) {
  await expect(page.locator('#root[data-first-screen]')).toHaveCount(0, { timeout: 15_000 });
}

const waiting = new WeakSet<Page>();

/** `page`, whose `goto` and `reload` return once the app has taken over from a first screen. */
export function waitingForApp(page: Page): Page {
  if (waiting.has(page)) return page;
  waiting.add(page);
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (...args) => {
    const response = await goto(...args);
    await waitForApp(page);
    return response;
  };
  page.reload = async (...args) => {
    const response = await reload(...args);
    await waitForApp(page);
    return response;
  };
  return page;
}

/** Playwright's `test`, with every page of the test's context waiting for the app (`waitingForApp`). */
export const test = base.extend({
  context: async ({ context }, use) => {
    context.on('page', waitingForApp);
    await use(context);
  },
  page: async ({ page }, use) => {
    await use(waitingForApp(page));
  },
});

export { expect };
