import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { createMediaStore } from '../modules/media/media-store.ts';
import { seed, seedAccountsFromEnv } from './seed.ts';

// `npm run seed`: adds whatever starting content is missing. Stop the api first when using
// the embedded database: only one process may open its data folder.
const config = loadConfig();
const database = await openDatabase({ url: config.databaseUrl, dataDir: config.pgliteDir });
try {
  const added = await seed(database.db, createMediaStore(config.mediaDir), {
    images: true,
    accounts: seedAccountsFromEnv(),
  });
  console.log('seeded', added);
} finally {
  await database.close();
}
