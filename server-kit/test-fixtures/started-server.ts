/** A server as server-kit/processes starts one (with an IPC channel), for graceful-shutdown.test.ts. */
import Fastify from 'fastify';
import { gracefulShutdown } from '../src/graceful-shutdown.ts';

const app = Fastify();
app.get('/', async () => ({ ok: true }));
gracefulShutdown(app, { drainDelayMs: 100, timeoutMs: 2000, log: console });
await app.listen({ host: '127.0.0.1', port: 0 });
process.send?.('listening');
