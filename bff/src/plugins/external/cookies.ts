import cookie from '@fastify/cookie';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** `request.cookies` and `reply.setCookie` for the whole app: the session's id, the visitor's bucket, the language the visitor chose. */
export default fp(
  async (app: FastifyInstance) => {
    await app.register(cookie);
  },
  { name: 'cookies' },
);
