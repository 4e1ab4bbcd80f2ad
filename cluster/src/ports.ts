import { createServer } from 'node:net';
import { clusterTopology } from '../src/topology.ts';

const bindable = (port: number) =>
  new Promise<boolean>((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });

/**
 * A topology on ports nobody uses (another checkout's site, a test running beside this one): every
 * port it listens on free (the site, the instances, HAProxy's stats and metrics, the instances'
 * metrics listeners, Prometheus).
 */
export async function freeTopology(env: NodeJS.ProcessEnv = {}) {
  for (let attempt = 0; attempt < 50; attempt++) {
    // Below Linux's ephemeral range (32768–60999): a restarted instance must get its port back after busy traffic.
    const port = 20_000 + Math.floor(Math.random() * 12_000);
    const topology = clusterTopology({ ...env, PORT: String(port), API_LB_PORT: String(port + 10) });
    const free = await Promise.all(topology.ports.map(bindable));
    if (free.every(Boolean)) return topology;
  }
  throw new Error('no free block of ports found');
}
