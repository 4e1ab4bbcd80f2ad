/**
 * The standalone harness: this remote's pages on their own (no shell), for Fast Refresh.
 * The BFF (npm run dev) answers /api calls through the dev server proxy.
 */
import 'design-system/tokens.css';
import { type HarnessPage, startHarness } from 'platform/harness';

/** The same route → page pairs the shell's route table maps to this remote's exposes. */
const pages: HarnessPage[] = [
  ['home', () => import('../features/home/home-page.tsx')],
  ['restaurants', () => import('../features/restaurants/restaurants-page.tsx')],
  ['restaurant', () => import('../features/restaurants/restaurant-page.tsx')],
  ['giftShops', () => import('../features/shops/gift-shops-page.tsx')],
  ['giftShop', () => import('../features/shops/gift-shop-page.tsx')],
  ['blogs', () => import('../features/blogs/blogs-page.tsx')],
  ['blog', () => import('../features/blogs/blog-page.tsx')],
  ['contactUs', () => import('../features/contact/contact-page.tsx')],
  ['aboutUs', () => import('../features/static-pages/about-page.tsx')],
  ['faqs', () => import('../features/static-pages/faqs-page.tsx')],
  ['terms', () => import('../features/static-pages/terms-page.tsx')],
  ['privacy', () => import('../features/static-pages/privacy-page.tsx')],
  ['comingSoon', () => import('../features/static-pages/coming-soon-page.tsx')],
];

await startHarness(pages);
