import { errorMessage } from 'contracts/errors';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * State-changing requests must carry `x-csrf: 1` (a header a cross-site form cannot send, and
 * a cross-site script cannot send without a CORS preflight we never grant) and, when the
 * browser sends an Origin, come from this site.
 */
export default fp(
  async (app: FastifyInstance, options: { allowedOrigins: string[] }) => {
    app.addHook('onRequest', async (request, reply) => {
      if (!STATE_CHANGING.has(request.method)) return;
      const origin = request.headers.origin;
      const sameSite =
        origin === undefined ||
        options.allowedOrigins.includes(origin) ||
        origin === `${request.protocol}://${request.host}`;
      if (request.headers['x-csrf'] === '1' && sameSite) return;
      return reply.code(403).send({ code: 'CSRF_REFUSED', message: errorMessage('CSRF_REFUSED', request.lang) });
    });
  },
  { name: 'csrf', dependencies: ['lang'] },
);
