import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance, type FastifyServerOptions, type RouteOptions } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Registry } from 'prom-client';
import { type ClientTimeouts, clientTimeouts, defaultClientTimeouts } from 'server-kit/client-timeouts';
import { createMetricsRegistry, instanceName, type MetricsListener, metrics } from 'server-kit/metrics';
import langPlugin from 'server-kit/request-lang';
import { requestLogServerOptions } from 'server-kit/request-log';
import type { Db } from './db/client.ts';
import { accountRoutes } from './modules/accounts/account-routes.ts';
import { adminUserRoutes } from './modules/accounts/admin-routes.ts';
import { activityRoutes } from './modules/activity/activity-routes.ts';
import { adminSearchRoutes } from './modules/admin-search/admin-search-routes.ts';
import { adEventRoutes, adRoutes } from './modules/ads/ad-routes.ts';
import { adminAdRoutes } from './modules/ads/admin-routes.ts';
import { adminBlogRoutes } from './modules/blogs/admin-routes.ts';
import { blogRoutes } from './modules/blogs/blog-routes.ts';
import { adminMessageRoutes } from './modules/contact/admin-routes.ts';
import { contactRoutes } from './modules/contact/contact-routes.ts';
import { adminListingRoutes } from './modules/listings/admin-routes.ts';
import { listingRoutes } from './modules/listings/listing-routes.ts';
import { restaurantKind } from './modules/listings/restaurant-kind.ts';
import { shopKind } from './modules/listings/shop-kind.ts';
import { mailboxRoutes } from './modules/mail/mailbox-routes.ts';
import { mediaAdminRoutes } from './modules/media/admin-routes.ts';
import { mediaRoutes } from './modules/media/media-routes.ts';
import { createMediaStore, type MediaStore } from './modules/media/media-store.ts';
import { bookmarkRoutes, favoriteRoutes } from './modules/saved/saved-routes.ts';
import { statisticsRoutes } from './modules/statistics/statistics-routes.ts';
import { adjustableClock, clockControlRoutes } from './modules/test-clock/clock-control.ts';
import { scheduleTrashPurge } from './modules/trash/trash-purge.ts';
import {
  visitorExperienceAdminRoutes,
  visitorReportRoutes,
} from './modules/visitor-experience/visitor-experience-routes.ts';
import authentication from './plugins/authentication.ts';
import availability, { type AvailabilityOptions } from './plugins/availability.ts';
import expensiveReads, { type ExpensiveReadLimits } from './plugins/expensive-reads.ts';
import idempotency from './plugins/idempotency.ts';
import problemDetails, { frameworkError, requestTimeoutAnswer } from './plugins/problem-details.ts';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    mediaStore: MediaStore;
    /** The current time; tests pin it to check "open now", ad windows and expiries. */
    clock: () => Date;
    /** The public site, for links in mail. */
    siteUrl: string;
  }
}

export type AppOptions = {
  db: Db;
  clock?: () => Date;
  siteUrl?: string;
  /**
   * Serves POST /api/v1/test/clock, which moves `clock` forward (the e2e journeys drive scheduled
   * posts with it): API_CLOCK_CONTROL=true, refused in production (config.ts).
   */
  clockControl?: boolean;
  /** Serves GET /dev/mailbox (every queued mail, one-time codes included): never in production. */
  devMailbox?: boolean;
  /**
   * Serves the OpenAPI document and its UI at /docs. Off in production unless asked for (`API_DOCS`):
   * the document maps every admin operation for whoever finds it. On elsewhere (tests read it).
   */
  docs?: boolean;
  logger?: FastifyServerOptions['logger'];
  /**
   * Peers whose X-Forwarded-For is believed (the BFF, which sets it to the browser's address and
   * overwrites whatever the browser sent): `request.ip` is then the browser's. Default: loopback.
   */
  bffAddresses?: string[];
  /** The gate expensive reads pass (a name search, "open now"); its defaults otherwise. */
  expensiveReads?: Partial<ExpensiveReadLimits>;
  /** How long a client may take to send its request (server-kit/client-timeouts); the defaults otherwise. */
  clientTimeouts?: ClientTimeouts;
  /** The process's metrics (server.ts shares it with the database's pool); one of the app's own otherwise. */
  metricsRegistry?: Registry;
  /** Where `GET /metrics` is served (METRICS_PORT): a listener of its own, never the api's port. None otherwise. */
  metricsListener?: MetricsListener;
} & AvailabilityOptions &
  /** Where media files live: a folder, or a store of the caller's (S3-compatible, server.ts). */
  ({ mediaDir: string; mediaStore?: undefined } | { mediaStore: MediaStore; mediaDir?: undefined });

const API_PREFIX = '/api/v1';

async function registerDocs(app: FastifyInstance) {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Qatar Directory API',
        version: '1.0.0',
        description: 'Restaurants, gift shops and blogs of Qatar, in English and Arabic.',
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/docs' });
}

/** The routes the admin scope registered, behind its check. */
const inAdminScope = new WeakSet<RouteOptions>();

/**
 * Everything under `admin/`, each domain's back office and what spans them (statistics, the audit
 * trail, uploads): one scope, one check, before any body is read.
 */
async function adminScope(admin: FastifyInstance) {
  admin.addHook('onRequest', admin.requireAdmin);
  admin.addHook('onRoute', (route) => {
    inAdminScope.add(route);
  });
  await admin.register(adminUserRoutes);
  await admin.register(adminListingRoutes(restaurantKind));
  await admin.register(adminListingRoutes(shopKind));
  await admin.register(adminBlogRoutes);
  await admin.register(adminAdRoutes);
  await admin.register(adminMessageRoutes);
  await admin.register(statisticsRoutes);
  await admin.register(visitorExperienceAdminRoutes);
  await admin.register(activityRoutes);
  await admin.register(mediaAdminRoutes);
  await admin.register(adminSearchRoutes);
}

/** An `admin/` route registered outside the admin scope would skip its check: the api refuses to start. */
function refuseAdminRoutesOutsideTheScope(app: FastifyInstance) {
  const adminPaths: RouteOptions[] = [];
  app.addHook('onRoute', (route) => {
    if (route.url.startsWith(`${API_PREFIX}/admin/`)) adminPaths.push(route);
  });
  app.addHook('onReady', async () => {
    const outside = adminPaths.filter((route) => !inAdminScope.has(route)).map((route) => route.url);
    if (outside.length > 0) throw new Error(`admin routes outside the admin scope: ${outside.join(', ')}`);
  });
}

/** The directory api as a Fastify instance; tests call `inject()` on it or listen on a port. */
export async function buildApp(options: AppOptions) {
  // The BFF is the api's client and bounds each visitor's slow connections itself: no count here.
  const clients = clientTimeouts(
    { ...(options.clientTimeouts ?? defaultClientTimeouts), slowConnectionsPerAddress: 0 },
    requestTimeoutAnswer,
  );
  // Who may forward a visitor's address, and call the api's internal routes: the BFFs.
  const bffAddresses = options.bffAddresses ?? ['loopback'];
  const app = Fastify({
    ...clients.serverOptions,
    ...requestLogServerOptions({ callers: 'ours' }),
    logger: options.logger ?? false,
    bodyLimit: 64 * 1024,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
    frameworkErrors: frameworkError,
    trustProxy: bffAddresses,
  }).withTypeProvider<ZodTypeProvider>();
  // First: a request any later hook refuses is counted too.
  await app.register(metrics, {
    registry: options.metricsRegistry ?? createMetricsRegistry({ service: 'api', instance: instanceName(process.env) }),
    listener: options.metricsListener,
  });
  clients.watch(app);
  // JSON only: any other body type is refused with 415 rather than half-parsed.
  app.removeContentTypeParser('text/plain');
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  app.decorate('db', options.db);
  app.decorate('mediaStore', options.mediaStore ?? createMediaStore(options.mediaDir));
  const baseClock = options.clock ?? (() => new Date());
  const controlledClock = options.clockControl ? adjustableClock(baseClock) : undefined;
  app.decorate('clock', controlledClock?.now ?? baseClock);
  app.decorate('siteUrl', options.siteUrl ?? 'http://localhost:3000');
  scheduleTrashPurge(app);

  await app.register(langPlugin);
  await app.register(problemDetails);
  // Before the routes' own hooks: an overloaded api or an absent database refuses at once.
  await app.register(availability, {
    draining: options.draining,
    databaseCheckIntervalMs: options.databaseCheckIntervalMs,
    maxEventLoopDelayMs: options.maxEventLoopDelayMs,
    ping: options.ping,
  });
  await app.register(authentication);
  await app.register(expensiveReads, options.expensiveReads ?? {});
  await app.register(idempotency);
  if (options.docs ?? process.env.NODE_ENV !== 'production') await registerDocs(app);

  refuseAdminRoutesOutsideTheScope(app);
  await app.register(mediaRoutes);
  if (options.devMailbox) await app.register(mailboxRoutes);
  await app.register(
    async (api) => {
      await api.register(listingRoutes(restaurantKind));
      await api.register(listingRoutes(shopKind));
      await api.register(blogRoutes);
      await api.register(contactRoutes);
      await api.register(adRoutes);
      await api.register(accountRoutes);
      await api.register(favoriteRoutes);
      await api.register(bookmarkRoutes);
      await api.register(visitorReportRoutes, { bffAddresses });
      await api.register(adEventRoutes, { bffAddresses });
      await api.register(adminScope);
      if (controlledClock) await api.register(clockControlRoutes(controlledClock));
    },
    { prefix: API_PREFIX },
  );
  return app;
}
export type App = Awaited<ReturnType<typeof buildApp>>;
