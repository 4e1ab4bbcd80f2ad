import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminUserRoutes } from '../accounts/admin-routes.ts';
import { activityRoutes } from '../activity/activity-routes.ts';
import { adminAdRoutes } from '../ads/admin-routes.ts';
import { adminBlogRoutes } from '../blogs/admin-routes.ts';
import { adminMessageRoutes } from '../contact/admin-routes.ts';
import { statisticsRoutes } from '../statistics/statistics-routes.ts';
import { adminRestaurantRoutes, adminShopRoutes } from './admin-listing-routes.ts';

/** Everything under `admin/`: one scope, one check, before any body is read. */
export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireAdmin);
  await app.register(adminUserRoutes);
  await app.register(adminRestaurantRoutes);
  await app.register(adminShopRoutes);
  await app.register(adminBlogRoutes);
  await app.register(adminAdRoutes);
  await app.register(adminMessageRoutes);
  await app.register(statisticsRoutes);
  await app.register(activityRoutes);
};
