import { createServer } from 'node:net';
import { clusterTopology } from '../src/topology.ts';

const bindable = (port: number) =>
  new Promise<boolean>((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });

/**
 * A topology on ports nobody uses (another checkout's site, a test running beside this one):
 * PORT..PORT+2 and API_LB_PORT..API_LB_PORT+3 all free.
 */
export async function freeTopology(env: NodeJS.ProcessEnv = {}) {
  for (let attempt = 0; attempt < 50; attempt++) {
    // Below Linux's ephemeral range (32768–60999): a restarted instance must get its port back after busy traffic.
    const port = 20_000 + Math.floor(Math.random() * 12_000);
    const apiLbPort = port + 10;
    const ports = [port, port + 1, port + 2, apiLbPort, apiLbPort + 1, apiLbPort + 2, apiLbPort + 3];
    const free = await Promise.all(ports.map(bindable));
    if (free.every(Boolean)) return clusterTopology({ ...env, PORT: String(port), API_LB_PORT: String(apiLbPort) });
  }
  throw new Error('no free block of ports found');
}
