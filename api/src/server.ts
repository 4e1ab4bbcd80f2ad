import './tracing.ts';
import { type GracefulShutdown, gracefulShutdown } from 'server-kit/graceful-shutdown';
import { createMetricsRegistry } from 'server-kit/metrics';
import { serverLogger } from 'server-kit/server-log';
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { refuseIfInUse } from './db/data-folder-lock.ts';
import { createMailDelivery } from './modules/mail/mail-delivery.ts';
import { openMediaStore } from './modules/media/open-media-store.ts';
import { MediaStorageUnavailableError } from './modules/media/s3-media-files.ts';
import { seedAccountsFromEnv, seedIfEmpty } from './seed/seed.ts';
import { logSeedProgress } from './seed/seed-progress.ts';

let config: ReturnType<typeof loadConfig>;
try {
  config = loadConfig();
} catch (error) {
  // A configuration the api must not run with: said plainly, without a stack trace.
  console.error(`[api] refusing to start: ${(error as Error).message}`);
  process.exit(1);
}
const metricsRegistry = createMetricsRegistry({ service: 'api', instance: config.metrics.instance });
const mediaStore = openMediaStore(config);
try {
  await mediaStore.check();
} catch (error) {
  // Out of reach now may be back soon (media answer 503 meanwhile); a missing bucket or refused
  // credentials will not be, and every upload would fail.
  if (!(error instanceof MediaStorageUnavailableError)) {
    console.error(`[api] refusing to start: ${(error as Error).message}`);
    process.exit(1);
  }
  console.warn(`[api] media storage ${mediaStore.location} does not answer yet: media answer 503 until it does`);
}
const database = await openDatabase({
  url: config.databaseUrl,
  dataDir: config.pgliteDir,
  limits: config.databaseLimits,
  metrics: metricsRegistry,
  onFailure: (error) => {
    // Nothing can be read or written any more: exit, for whoever runs the api to start it again.
    console.error(`[api] the embedded database failed: ${error.message}`);
    process.exit(1);
  },
}).catch(refuseIfInUse('api'));
let shutdown: GracefulShutdown | undefined;
const app = await buildApp({
  draining: () => shutdown?.draining() ?? false,
  // The process overloaded, or PostgreSQL away or hung: every request answers 503 at once rather
  // than queueing. The embedded database is not asked so: its one connection answers after the
  // statements queued before, which is busy, not away (a failed database thread ends the process).
  maxEventLoopDelayMs: 1000,
  ...(database.driver === 'postgres' ? { databaseCheckIntervalMs: 1000 } : {}),
  expensiveReads: config.expensiveReads,
  db: database.db,
  ping: database.ping,
  mediaStore,
  siteUrl: config.siteUrl,
  devMailbox: !config.production,
  clockControl: config.clockControl,
  docs: config.docs,
  bffAddresses: config.bffAddresses,
  clientTimeouts: config.clientTimeouts,
  metricsRegistry,
  metricsListener: config.metrics.listener,
  logger: serverLogger({ level: config.logLevel }),
});

app.log.info(`media files are kept in ${mediaStore.location}`);

if (config.seedOnEmpty) {
  const started = performance.now();
  const added = await seedIfEmpty(database, mediaStore, {
    images: config.seedImages,
    accounts: seedAccountsFromEnv(),
    progress: logSeedProgress(app.log),
  });
  const where = config.databaseUrl ? 'DATABASE_URL' : config.dataDir;
  if (added) {
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    app.log.info({ added }, `empty database: seeded the starting content in ${seconds} s (first start only)`);
  } else {
    app.log.info(`the database in ${where} has content already: reusing it, nothing seeded`);
  }
}

const mailDelivery = createMailDelivery({
  db: database.db,
  smtpUrl: config.smtpUrl,
  from: config.mailFrom,
  clock: () => new Date(),
  logger: app.log,
  metrics: metricsRegistry,
});

await app.listen({ host: config.host, port: config.port });
mailDelivery.start();

// SIGTERM or SIGINT: /readyz fails at once, requests are served while the load balancer notices,
// then the server closes (in-flight requests finish, bounded) and the database pool ends.
shutdown = gracefulShutdown(app, {
  drainDelayMs: config.shutdown.drainDelayMs,
  timeoutMs: config.shutdown.timeoutMs,
  beforeClose: () => mailDelivery.stop(),
  afterClose: () => database.close(),
  log: app.log,
});
