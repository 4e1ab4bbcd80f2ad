/**
 * The real api over a seeded PGlite database, in a worker thread: in production the api is a process of
 * its own, and PGlite runs its queries on the event loop, which would otherwise be the BFF's as well.
 */
import { parentPort } from 'node:worker_threads';
import { startTestApi } from 'api/testing';

const api = await startTestApi('pglite');
parentPort?.postMessage({ address: api.address });
parentPort?.once('message', async () => {
  await api.close();
  // Ends this thread only; anything PGlite left scheduled must not keep the bench alive.
  process.exit(0);
});
