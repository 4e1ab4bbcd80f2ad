import proxy from '@fastify/http-proxy';
import type { FastifyInstance } from 'fastify';
import { unavailableBody } from './api-proxy.ts';

/**
 * Stored images and videos pass through untouched (the api has them cached for a year). They are
 * public files: the browser's cookies and credentials are nobody's business upstream.
 */
export default async function mediaProxy(app: FastifyInstance, options: { apiUrl: string }) {
  // Nothing is parsed here: the proxy's own parsers, not json-body's.
  app.removeContentTypeParser('application/json');
  await app.register(proxy, {
    upstream: options.apiUrl,
    prefix: '/media',
    rewritePrefix: '/media',
    // Read, never written, here (uploads go through /api/v1/admin/media).
    httpMethods: ['GET', 'HEAD'],
    replyOptions: {
      rewriteRequestHeaders: (_request, headers) => {
        const { cookie: _cookie, authorization: _authorization, ...rest } = headers;
        return rest;
      },
      onError: (reply, { error }) => {
        reply.log.warn({ err: error }, 'api unreachable');
        return reply
          .code(503)
          .header('retry-after', '5')
          .type('application/json')
          .send(unavailableBody(reply.request.lang));
      },
    },
  });
}
