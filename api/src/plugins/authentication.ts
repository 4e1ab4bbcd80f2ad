import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../http/app-error.ts';
import { createTokenStore, type TokenStore } from '../modules/accounts/token-store.ts';
import type { UserRow } from '../modules/accounts/user-view.ts';

declare module 'fastify' {
  interface FastifyInstance {
    tokens: TokenStore;
    /** onRequest hook: a signed-in caller is required (checked before the body is validated). */
    requireUser: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /** onRequest hook: a signed-in administrator is required. */
    requireAdmin: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  }
  interface FastifyRequest {
    user: UserRow | null;
    tokenId: string | null;
  }
}

/**
 * Reads `authorization: Bearer <token>` on every request. A presented token that is unknown,
 * expired or revoked is a 401 TOKEN_EXPIRED everywhere, so the BFF can sign the browser out.
 */
export default fp(
  async function authentication(app: FastifyInstance) {
    const tokens = createTokenStore(app.db, app.clock);
    app.decorate('tokens', tokens);
    app.decorateRequest('user', null);
    app.decorateRequest('tokenId', null);

    app.addHook('onRequest', async (request) => {
      const header = request.headers.authorization;
      if (!header) return;
      const match = /^Bearer ([A-Za-z0-9_-]{20,200})$/.exec(header);
      const session = match?.[1] ? await tokens.resolve(match[1]) : undefined;
      if (!session) throw new AppError(401, 'TOKEN_EXPIRED');
      request.user = session.user;
      request.tokenId = session.tokenId;
    });

    app.decorate('requireUser', async (request: FastifyRequest) => {
      if (!request.user) throw new AppError(401, 'UNAUTHENTICATED');
    });
    app.decorate('requireAdmin', async (request: FastifyRequest) => {
      if (!request.user) throw new AppError(401, 'UNAUTHENTICATED');
      if (request.user.role !== 'admin') throw new AppError(403, 'FORBIDDEN');
    });
  },
  { name: 'authentication', dependencies: ['lang'] },
);
