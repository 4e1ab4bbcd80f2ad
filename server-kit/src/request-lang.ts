import { type Lang, resolveLang } from 'contracts/i18n';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyRequest {
    lang: Lang;
  }
}

/**
 * The request's language, as the front end sends it: the `x-lang` header, else the `lang` query;
 * anything but en or ar (script-looking values included) is English.
 */
function requestLang(request: FastifyRequest): Lang {
  const header = request.headers['x-lang'];
  if (header !== undefined) return resolveLang(header);
  return resolveLang((request.query as Record<string, unknown> | undefined)?.lang);
}

/** `request.lang` on every request, before any route's hook reads it (the api's and the BFF's messages). */
export default fp(
  async function langPlugin(app: FastifyInstance) {
    app.decorateRequest('lang', 'en');
    app.addHook('onRequest', (request, _reply, done) => {
      request.lang = requestLang(request);
      done();
    });
  },
  { name: 'lang' },
);
