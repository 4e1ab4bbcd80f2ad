import { createPageRenderer } from 'platform/server-render';

/**
 * The pages the BFF renders on the server for a guest's first screen (platform/server-render):
 * those whose largest paint is a photo, where a phone gains most. Their names are exposed names
 * (rsbuild.config.ts; a unit test checks they are exposed).
 */
export const serverPages = {
  'home-page': () => import('../features/home/home-page.tsx'),
  'restaurants-page': () => import('../features/restaurants/restaurants-page.tsx'),
  'restaurant-page': () => import('../features/restaurants/restaurant-page.tsx'),
  'gift-shops-page': () => import('../features/shops/gift-shops-page.tsx'),
  'gift-shop-page': () => import('../features/shops/gift-shop-page.tsx'),
};

export const renderPage = createPageRenderer('mfe_listings', serverPages);
