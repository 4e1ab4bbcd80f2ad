import { errorMessage } from 'contracts/errors';
import type { FastifyRequest } from 'fastify';
import type { Redis } from 'ioredis';

/**
 * `@fastify/rate-limit`'s options for a limit of the BFF's own: applied where a route asks for it,
 * counted in Redis under `nameSpace` when the BFF has one (shared by every instance), and refused
 * with 429 RATE_LIMITED in the request's language and when to try again.
 */
export const routeLimiterOptions = (redis: Redis | undefined, nameSpace: string) => ({
  global: false,
  ...(redis ? { redis, nameSpace } : {}),
  errorResponseBuilder: (request: FastifyRequest, context: { ttl: number }) => ({
    statusCode: 429,
    code: 'RATE_LIMITED',
    message: errorMessage('RATE_LIMITED', request.lang),
    retryAfterSeconds: Math.ceil(context.ttl / 1000),
  }),
});
