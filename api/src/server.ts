import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { createMailDelivery } from './modules/mail/mail-delivery.ts';
import { createMediaStore } from './modules/media/media-store.ts';
import { isEmpty, seed, seedAccountsFromEnv } from './seed/seed.ts';

const config = loadConfig();
const database = await openDatabase({ url: config.databaseUrl, dataDir: config.pgliteDir });
const app = await buildApp({
  db: database.db,
  mediaDir: config.mediaDir,
  siteUrl: config.siteUrl,
  devMailbox: !config.production,
  docs: config.docs,
  logger: { level: config.logLevel },
});

if (config.seedOnEmpty && (await isEmpty(database.db))) {
  app.log.info('empty database: seeding the starting content (first start only)');
  const added = await seed(database.db, createMediaStore(config.mediaDir), {
    images: true,
    accounts: seedAccountsFromEnv(),
  });
  app.log.info({ added }, 'seeded');
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
