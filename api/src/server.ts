import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { createMailDelivery } from './modules/mail/mail-delivery.ts';
import { createMediaStore } from './modules/media/media-store.ts';
import { seedAccountsFromEnv, seedIfEmpty } from './seed/seed.ts';

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
  const added = await seedIfEmpty(database, createMediaStore(config.mediaDir), {
    images: config.seedImages,
    accounts: seedAccountsFromEnv(),
  });
  if (added) app.log.info({ added }, 'empty database: seeded the starting content (first start only)');
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
