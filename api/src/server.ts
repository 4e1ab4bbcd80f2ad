import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { createMailDelivery } from './modules/mail/mail-delivery.ts';
import { createMediaStore } from './modules/media/media-store.ts';
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
const database = await openDatabase({ url: config.databaseUrl, dataDir: config.pgliteDir });
const app = await buildApp({
  db: database.db,
  mediaDir: config.mediaDir,
  siteUrl: config.siteUrl,
  devMailbox: !config.production,
  clockControl: config.clockControl,
  docs: config.docs,
  bffAddresses: config.bffAddresses,
  logger: { level: config.logLevel },
});

if (config.seedOnEmpty) {
  const started = performance.now();
  const added = await seedIfEmpty(database, createMediaStore(config.mediaDir), {
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
});

await app.listen({ host: config.host, port: config.port });
mailDelivery.start();

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, async () => {
    await mailDelivery.stop();
    await app.close();
    await database.close();
    process.exit(0);
  });
}
