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
 * PORT..PORT+2, API_LB_PORT..API_LB_PORT+3 and the instances' metrics ports all free.
 */
export async function freeTopology(env: NodeJS.ProcessEnv = {}) {
  for (let attempt = 0; attempt < 50; attempt++) {
    // Below Linux's ephemeral range (32768–60999): a restarted instance must get its port back after busy traffic.
    const port = 20_000 + Math.floor(Math.random() * 12_000);
    const apiLbPort = port + 10;
    const metricsBasePort = port + 20;
    const ports = [port, port + 1, port + 2, apiLbPort, apiLbPort + 1, apiLbPort + 2, apiLbPort + 3];
    const metricsPorts = [1, 2, 11, 12].map((n) => metricsBasePort + n);
    const free = await Promise.all([...ports, ...metricsPorts].map(bindable));
    if (free.every(Boolean)) {
      return clusterTopology({
        ...env,
        PORT: String(port),
        API_LB_PORT: String(apiLbPort),
        METRICS_BASE_PORT: String(metricsBasePort),
      });
    }
  }
  throw new Error('no free block of ports found');
}
