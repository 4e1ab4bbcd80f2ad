import type { RemotePages } from 'platform/remote-pages';

/**
 * This remote's pages, one a line: the route (contracts/routes; contracts/route-modules says which
 * module it is exposed as and who may open it), the page's file and the same file's import. A form
 * page serves two routes (add and edit), one line each. The build's exposes and the harness's routes
 * come from here; pages.test.ts checks the list against contracts.
 */
// biome-ignore format: one page a line
export const pages: RemotePages = {
  adminDashboard: { file: './pages/dashboard-page.tsx', load: () => import('./pages/dashboard-page.tsx') },
  adminUsers: { file: './pages/users-page.tsx', load: () => import('./pages/users-page.tsx') },
  adminUser: { file: './pages/user-page.tsx', load: () => import('./pages/user-page.tsx') },
  adminActivity: { file: './pages/activity-page.tsx', load: () => import('./pages/activity-page.tsx') },
  adminMessages: { file: './pages/messages-page.tsx', load: () => import('./pages/messages-page.tsx') },
  adminRestaurants: { file: './pages/restaurants-page.tsx', load: () => import('./pages/restaurants-page.tsx') },
  adminGiftShops: { file: './pages/gift-shops-page.tsx', load: () => import('./pages/gift-shops-page.tsx') },
  adminAddRestaurant: { file: './pages/restaurant-form-page.tsx', load: () => import('./pages/restaurant-form-page.tsx') },
  adminEditRestaurant: { file: './pages/restaurant-form-page.tsx', load: () => import('./pages/restaurant-form-page.tsx') },
  adminAddGiftShop: { file: './pages/gift-shop-form-page.tsx', load: () => import('./pages/gift-shop-form-page.tsx') },
  adminEditGiftShop: { file: './pages/gift-shop-form-page.tsx', load: () => import('./pages/gift-shop-form-page.tsx') },
  adminBlogs: { file: './pages/blogs-page.tsx', load: () => import('./pages/blogs-page.tsx') },
  adminAddBlog: { file: './pages/blog-form-page.tsx', load: () => import('./pages/blog-form-page.tsx') },
  adminEditBlog: { file: './pages/blog-form-page.tsx', load: () => import('./pages/blog-form-page.tsx') },
  adminAds: { file: './pages/ads-page.tsx', load: () => import('./pages/ads-page.tsx') },
};
