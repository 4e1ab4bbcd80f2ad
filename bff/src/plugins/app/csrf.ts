import { errorMessage } from 'contracts/errors';
import { AD_EVENTS_PATH, VITALS_PATH } from 'contracts/visitor-reports';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** GET routes that change state all the same: signing out (spec §7 keeps it a GET). */
const STATE_CHANGING_GETS = new Set(['/api/v1/auth/logout']);
/**
 * The state changes without the custom header: the beacons of routes/visitor-reports.ts (the shell's
 * vitals, the pages' ads seen and followed), which `navigator.sendBeacon` sends with no header of
 * ours. They read no session and change nothing of anyone's: they add anonymous counts. Their Origin
 * must still be the site's (docs/adr/0070).
 */
const WITHOUT_CUSTOM_HEADER = new Set([VITALS_PATH, AD_EVENTS_PATH]);
/** This machine's dev servers (the shell's on 3100, the remotes' harnesses on 3101 and 3102, e2e's). */
const LOOPBACK_ORIGIN = /^http:\/\/(localhost|127\.0\.0\.1|\[::1\])(:\d{1,5})?$/;

type CsrfOptions = {
  /** The site's origin (SITE_URL) and any other configured (CSRF_TRUSTED_ORIGINS). */
  allowedOrigins: string[];
  /** Development: any origin on this machine, for the dev servers that proxy /api to the BFF. */
  allowLoopback: boolean;
};

/**
 * A state change must carry `x-csrf: 1` (a header a cross-site form cannot send, and a cross-site
 * script cannot send without a CORS preflight we never grant) and come from the site's origin
 * (ARCHITECTURE §4): browsers send Origin on every POST, PUT, PATCH and DELETE, so one without it is
 * not the app. The Host header says nothing about the site (whoever sends the request writes it), so
 * it is not compared. Signing out is a GET, which a same-origin fetch sends without an Origin: it
 * needs the header, and an Origin if one is sent.
 */
export default fp(
  async (app: FastifyInstance, options: CsrfOptions) => {
    const allowed = new Set(options.allowedOrigins.map((origin) => new URL(origin).origin));
    const fromSite = (origin: string) => allowed.has(origin) || (options.allowLoopback && LOOPBACK_ORIGIN.test(origin));
    const changesState = (request: FastifyRequest) =>
      STATE_CHANGING.has(request.method) ||
      ((request.method === 'GET' || request.method === 'HEAD') &&
        STATE_CHANGING_GETS.has(request.routeOptions.url ?? ''));

    app.addHook('onRequest', (request, reply, done) => {
      if (!changesState(request)) return done();
      const origin = request.headers.origin;
      const originOk = origin === undefined ? !STATE_CHANGING.has(request.method) : fromSite(origin);
      const headerOk = request.headers['x-csrf'] === '1' || WITHOUT_CUSTOM_HEADER.has(request.routeOptions.url ?? '');
      if (headerOk && originOk) return done();
      // Answered here: the lifecycle goes no further (no `done`).
      reply.code(403).send({ code: 'CSRF_REFUSED', message: errorMessage('CSRF_REFUSED', request.lang) });
    });
  },
  { name: 'csrf', dependencies: ['lang'] },
);
