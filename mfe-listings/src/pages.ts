import type { RemotePages } from 'platform/remote-pages';

/**
 * This remote's pages, one a line: the route (contracts/routes; contracts/route-modules says which
 * module it is exposed as and who may open it), the page's file, the same file's import, and whether
 * the server bundle renders its first screen. The build's exposes, the harness's routes and the
 * server bundle's pages come from here; pages.test.ts checks the list against contracts.
 */
// biome-ignore format: one page a line
export const pages: RemotePages = {
  home: { file: './features/home/home-page.tsx', load: () => import('./features/home/home-page.tsx'), firstScreen: true },
  restaurants: { file: './features/restaurants/restaurants-page.tsx', load: () => import('./features/restaurants/restaurants-page.tsx'), firstScreen: true },
  restaurant: { file: './features/restaurants/restaurant-page.tsx', load: () => import('./features/restaurants/restaurant-page.tsx'), firstScreen: true },
  giftShops: { file: './features/shops/gift-shops-page.tsx', load: () => import('./features/shops/gift-shops-page.tsx'), firstScreen: true },
  giftShop: { file: './features/shops/gift-shop-page.tsx', load: () => import('./features/shops/gift-shop-page.tsx'), firstScreen: true },
  blogs: { file: './features/blogs/blogs-page.tsx', load: () => import('./features/blogs/blogs-page.tsx'), firstScreen: true },
  blog: { file: './features/blogs/blog-page.tsx', load: () => import('./features/blogs/blog-page.tsx'), firstScreen: true },
  contactUs: { file: './features/contact/contact-page.tsx', load: () => import('./features/contact/contact-page.tsx'), firstScreen: true },
  aboutUs: { file: './features/static-pages/about-page.tsx', load: () => import('./features/static-pages/about-page.tsx'), firstScreen: true },
  faqs: { file: './features/static-pages/faqs-page.tsx', load: () => import('./features/static-pages/faqs-page.tsx'), firstScreen: true },
  terms: { file: './features/static-pages/terms-page.tsx', load: () => import('./features/static-pages/terms-page.tsx'), firstScreen: true },
  privacy: { file: './features/static-pages/privacy-page.tsx', load: () => import('./features/static-pages/privacy-page.tsx'), firstScreen: true },
  comingSoon: { file: './features/static-pages/coming-soon-page.tsx', load: () => import('./features/static-pages/coming-soon-page.tsx'), firstScreen: true },
};
