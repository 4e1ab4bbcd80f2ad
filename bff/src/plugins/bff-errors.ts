import { errorMessage } from 'contracts/errors';
import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { unavailableBody } from './api-proxy.ts';

const isUpstreamFailure = (error: unknown) =>
  error instanceof Error &&
  (error.name === 'TimeoutError' || error.name === 'AbortError' || error.message === 'fetch failed');

/** The BFF's own failures in the browser's error shape: api down → 503, bad input → 4xx, else 500. */
export default fp(
  async (app: FastifyInstance) => {
    app.setErrorHandler((error: FastifyError, request, reply) => {
      if (isUpstreamFailure(error)) {
        request.log.warn({ err: error }, 'api unreachable');
        return reply.code(503).header('retry-after', '5').send(unavailableBody(request.lang));
      }
      const status = error.statusCode ?? 500;
      if (status < 500) {
        return reply.code(status).send({
          code: status === 429 ? 'RATE_LIMITED' : 'VALIDATION_FAILED',
          message: errorMessage(status === 429 ? 'RATE_LIMITED' : 'VALIDATION_FAILED', request.lang),
        });
      }
      request.log.error({ err: error }, 'bff error');
      return reply.code(500).send({ code: 'TRY_AGAIN_LATER', message: errorMessage('TRY_AGAIN_LATER', request.lang) });
    });
  },
  { name: 'bff-errors', dependencies: ['lang'] },
);
