import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { readinessGate } from 'server-kit/graceful-shutdown';
import type { ApiAvailability } from '../plugins/app/api-availability.ts';

/**
 * `/healthz`: the process answers. `/readyz`: the load balancer may send visitors here, which is
 * so until the BFF drains (it is stopping). A BFF whose api is down stays ready: it answers its
 * visitors itself (pages without data, a clear 503 for the api's calls), as any other BFF would
 * have to. The body says whether the api answers, as this BFF last found out; each look also asks
 * the api again in the background, so a down api is noticed between visitors' requests.
 */
export default fp(
  async (app: FastifyInstance, options: { availability: ApiAvailability; draining: () => boolean }) => {
    const { availability } = options;
    readinessGate(app, {
      draining: options.draining,
      check: async () => {
        if (availability.up) void availability.check();
        return { ready: true, details: { api: availability.up } };
      },
    });
    // What `npm start` and the e2e scripts wait for.
    app.get('/health', async () => ({ status: 'ok' }));
  },
  { name: 'health' },
);
