import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import type { Session, SessionStore } from './session-store.ts';

declare module 'fastify' {
  interface FastifyRequest {
    session: Session | null;
    sessionId: string | null;
    /** The browser sent a session cookie that no longer matches a session (it expired here). */
    staleSession: boolean;
  }
  interface FastifyInstance {
    sessions: SessionStore;
    startSession: (reply: FastifyReply, session: Session, previousId: string | null) => Promise<void>;
    endSession: (reply: FastifyReply, id: string | null) => Promise<void>;
  }
}

type SessionOptions = { store: SessionStore; secure: boolean };

/**
 * The browser holds only an opaque, HTTP-only session id; the api token stays in the store.
 * In production the cookie is Secure and `__Host-` prefixed (bound to this origin, path /).
 */
export default fp(
  async (app: FastifyInstance, options: SessionOptions) => {
    const cookieName = options.secure ? '__Host-qd_session' : 'qd_session';
    const cookieOptions = { httpOnly: true, sameSite: 'lax' as const, path: '/', secure: options.secure };
    app.decorate('sessions', options.store);
    app.decorateRequest('session', null);
    app.decorateRequest('sessionId', null);
    app.decorateRequest('staleSession', false);

    // A guest's request (no cookie) goes on at once, without a promise.
    app.addHook('onRequest', (request, _reply, done) => {
      const id = request.cookies[cookieName];
      if (!id || !/^[A-Za-z0-9_-]{40,64}$/.test(id)) return done();
      options.store.get(id).then((session) => {
        if (session) {
          request.session = session;
          request.sessionId = id;
        } else request.staleSession = true;
        done();
      }, done);
    });

    const ttlOf = (session: Session) => Math.max(1, (Date.parse(session.expiresAt) - Date.now()) / 1000);

    app.decorate('startSession', async (reply: FastifyReply, session: Session, previousId: string | null) => {
      // A fresh id on every sign-in, so a planted cookie can never become a signed-in session.
      if (previousId) await options.store.destroy(previousId);
      const id = randomBytes(32).toString('base64url');
      await options.store.set(id, session, ttlOf(session));
      reply.setCookie(cookieName, id, { ...cookieOptions, expires: new Date(session.expiresAt) });
    });

    app.decorate('endSession', async (reply: FastifyReply, id: string | null) => {
      if (id) await options.store.destroy(id);
      reply.clearCookie(cookieName, cookieOptions);
    });

    // Whatever is answered to a signed-in browser's api call, or to one whose cookie is stale, or that
    // sets or clears the cookie, is that person's: no cache (the browser's, a proxy's) keeps it. The
    // auth answers are personal even to a guest. Pages, build files and media are the same for
    // everyone (a signed-in page carries no one's data: only a guest's has a first screen) and keep
    // their caching; so do public api answers to guests (public-cache).
    app.addHook('onSend', (request, reply, payload, done) => {
      const api = request.url.startsWith('/api/');
      const personal =
        reply.hasHeader('set-cookie') ||
        (api && (request.session !== null || request.staleSession || request.url.startsWith('/api/v1/auth/')));
      if (personal) reply.header('cache-control', 'private, no-store');
      done(null, payload);
    });

    app.addHook('onClose', async () => options.store.close());
  },
  { name: 'session', dependencies: ['cookies'] },
);
