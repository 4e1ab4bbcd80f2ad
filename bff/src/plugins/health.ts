import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** `/healthz`: the process answers. `/readyz`: the api (and so its database) answers too. */
export default fp(
  async (app: FastifyInstance, options: { apiUrl: string }) => {
    const up = async () => ({ status: 'ok' });
    app.get('/healthz', up);
    app.get('/health', up);
    app.get('/readyz', async (_request, reply) => {
      const api = await fetch(`${options.apiUrl}/health`, { signal: AbortSignal.timeout(2000) })
        .then((r) => r.ok)
        .catch(() => false);
      return reply.code(api ? 200 : 503).send({ status: api ? 'ready' : 'api unavailable', api });
    });
  },
  { name: 'health' },
);
