import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { refuseIfInUse } from '../db/data-folder-lock.ts';
import { openMediaStore } from '../modules/media/open-media-store.ts';
import { seed, seedAccountsFromEnv } from './seed.ts';

// `npm run seed`: adds whatever starting content is missing. Stop the api first when using
// the embedded database: only one process may open its data folder.
const config = loadConfig();
const database = await openDatabase({ url: config.databaseUrl, dataDir: config.pgliteDir }).catch(
  refuseIfInUse('seed'),
);
try {
  // Taking turns with any api starting at the same time on the same PostgreSQL.
  const added = await database.exclusively((db) =>
    seed(db, openMediaStore(config), {
      images: config.seedImages,
      accounts: seedAccountsFromEnv(),
    }),
  );
  console.log('seeded', added);
} finally {
  await database.close();
}
