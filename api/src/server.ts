import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { createMediaStore } from './modules/media/media-store.ts';
import { isEmpty, seed, seedAccountsFromEnv } from './seed/seed.ts';

const config = loadConfig();
const database = await openDatabase({ url: config.databaseUrl, dataDir: config.pgliteDir });
const app = await buildApp({ db: database.db, mediaDir: config.mediaDir, logger: { level: config.logLevel } });

if (config.seedOnEmpty && (await isEmpty(database.db))) {
  app.log.info('empty database: seeding the starting content (first start only)');
  const added = await seed(database.db, createMediaStore(config.mediaDir), {
    images: true,
    accounts: seedAccountsFromEnv(),
  });
  app.log.info({ added }, 'seeded');
}

await app.listen({ host: config.host, port: config.port });

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, async () => {
    await app.close();
    await database.close();
    process.exit(0);
  });
}
