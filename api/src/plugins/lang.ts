import { type Lang, resolveLang } from 'contracts/i18n';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyRequest {
    lang: Lang;
  }
}

/** The request's language: the `x-lang` header, else the `lang` query, else English. */
function requestLang(request: FastifyRequest): Lang {
  const header = request.headers['x-lang'];
  if (header !== undefined) return resolveLang(header);
  const query = request.query as Record<string, unknown> | undefined;
  return resolveLang(query?.lang);
}

export default fp(
  async function langPlugin(app: FastifyInstance) {
    app.decorateRequest('lang', 'en');
    app.addHook('onRequest', async (request) => {
      request.lang = requestLang(request);
    });
  },
  { name: 'lang' },
);
