import { remoteConfig } from '../mf-remote.config.ts';

/** The back office's pages (contracts/route-modules maps each admin route to one of them). */
export default remoteConfig({
  packageName: 'mfe-admin',
  port: 3103,
  exposes: {
    './dashboard-page': './src/pages/dashboard-page.tsx',
    './users-page': './src/pages/users-page.tsx',
    './user-page': './src/pages/user-page.tsx',
    './activity-page': './src/pages/activity-page.tsx',
    './messages-page': './src/pages/messages-page.tsx',
    './restaurants-page': './src/pages/restaurants-page.tsx',
    './gift-shops-page': './src/pages/gift-shops-page.tsx',
    './restaurant-form-page': './src/pages/restaurant-form-page.tsx',
    './gift-shop-form-page': './src/pages/gift-shop-form-page.tsx',
    './blogs-page': './src/pages/blogs-page.tsx',
    './blog-form-page': './src/pages/blog-form-page.tsx',
    './ads-page': './src/pages/ads-page.tsx',
  },
});
