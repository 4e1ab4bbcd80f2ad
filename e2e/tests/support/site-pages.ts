import type { Page } from '@playwright/test';

/** The public pages that show no one record. */
export const publicPaths = [
  '/',
  '/listings/restaurants',
  '/listings/gift-shops',
  '/blogs',
  '/contact-us',
  '/about-us',
  '/faqs',
  '/terms-and-conditions',
  '/privacy-policy',
];

/** A record of each kind, read from the public api: a restaurant's, a gift shop's and a post's page. */
export async function detailPaths(page: Page): Promise<string[]> {
  const first = async (list: string, key: string, route: string) => {
    const answer = await page.request.get(`/api/v1/${list}?limit=1`);
    const item = (await answer.json()).data[key][0];
    return `/${route}/${item.slug}/${item._id}`;
  };
  return [
    await first('restaurants', 'restaurants', 'restaurant'),
    await first('shops', 'shops', 'gift-shop'),
    await first('blogs', 'blogs', 'blog'),
  ];
}
