import { createPageRenderer } from 'platform/server-render';

/**
 * The pages the BFF renders on the server for a guest's first screen (platform/server-render),
 * under their exposed names (rsbuild.config.ts; a unit test checks they are exposed). Not a blog
 * post: its Markdown is sanitised by DOMPurify, which needs a browser's DOM and, without one,
 * would hand the HTML back as it came.
 */
export const serverPages = {
  'home-page': () => import('../features/home/home-page.tsx'),
  'restaurants-page': () => import('../features/restaurants/restaurants-page.tsx'),
  'restaurant-page': () => import('../features/restaurants/restaurant-page.tsx'),
  'gift-shops-page': () => import('../features/shops/gift-shops-page.tsx'),
  'gift-shop-page': () => import('../features/shops/gift-shop-page.tsx'),
  'blogs-page': () => import('../features/blogs/blogs-page.tsx'),
  'contact-page': () => import('../features/contact/contact-page.tsx'),
  'about-page': () => import('../features/static-pages/about-page.tsx'),
  'faqs-page': () => import('../features/static-pages/faqs-page.tsx'),
  'terms-page': () => import('../features/static-pages/terms-page.tsx'),
  'privacy-page': () => import('../features/static-pages/privacy-page.tsx'),
  'coming-soon-page': () => import('../features/static-pages/coming-soon-page.tsx'),
};

export const renderPage = createPageRenderer('mfe_listings', serverPages);
