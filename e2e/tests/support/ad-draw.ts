import type { BrowserContext } from '@playwright/test';

/**
 * Pins the context's random draws at `draw` (0 to just below 1): a page view draws which of its
 * category's running ads to show (mfe-listings' ad rotation), and a journey that follows one ad
 * needs it picked. 0 picks the category's first: the heaviest, and of those the newest.
 */
export async function pinAdDraw(context: BrowserContext, draw = 0) {
  await context.addInitScript((value) => {
    Math.random = () => value;
  }, draw);
}
