import { type Lang, resolveLang } from 'contracts/i18n';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyRequest {
    lang: Lang;
  }
}

/** The browser sends `x-lang` and `?lang=`; anything but en or ar (script-looking values included) is en. */
export function browserLang(request: FastifyRequest): Lang {
  const header = request.headers['x-lang'];
  if (header !== undefined) return resolveLang(header);
  return resolveLang((request.query as Record<string, unknown> | undefined)?.lang);
}

export default fp(
  async (app: FastifyInstance) => {
    app.decorateRequest('lang', 'en');
    app.addHook('onRequest', async (request) => {
      request.lang = browserLang(request);
    });
  },
  { name: 'lang' },
);
