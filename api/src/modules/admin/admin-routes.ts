import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminUserRoutes } from '../accounts/admin-routes.ts';
import { activityRoutes } from '../activity/activity-routes.ts';
import { adminAdRoutes } from '../ads/admin-routes.ts';
import { adminBlogRoutes } from '../blogs/admin-routes.ts';
import { adminMessageRoutes } from '../contact/admin-routes.ts';
import { adminListingRoutes } from '../listings/admin-routes.ts';
import { restaurantKind } from '../listings/restaurant-kind.ts';
import { shopKind } from '../listings/shop-kind.ts';
import { statisticsRoutes } from '../statistics/statistics-routes.ts';

/** Everything under `admin/`: one scope, one check, before any body is read. */
export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireAdmin);
  await app.register(adminUserRoutes);
  await app.register(adminListingRoutes(restaurantKind));
  await app.register(adminListingRoutes(shopKind));
  await app.register(adminBlogRoutes);
  await app.register(adminAdRoutes);
  await app.register(adminMessageRoutes);
  await app.register(statisticsRoutes);
  await app.register(activityRoutes);
};
