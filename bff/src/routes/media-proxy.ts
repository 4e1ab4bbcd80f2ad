import proxy from '@fastify/http-proxy';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ApiAvailability } from '../plugins/app/api-availability.ts';
import { sendUnavailable } from '../plugins/app/bff-errors.ts';
import { NO_RETRIES, watchUpstream } from './api-proxy.ts';

/**
 * Stored images and videos pass through untouched (the api has them cached for a year). They are
 * public files: the browser's cookies and credentials are nobody's business upstream.
 */
export default async function mediaProxy(
  app: FastifyInstance,
  options: { apiUrl: string; availability: ApiAvailability },
) {
  // Nothing is parsed here: the proxy's own parsers, not json-body's.
  app.removeContentTypeParser('application/json');
  watchUpstream(app, options.availability);
  await app.register(proxy, {
    upstream: options.apiUrl,
    prefix: '/media',
    rewritePrefix: '/media',
    // The request's own line (server-kit/request-log) says what happened; reply-from's two more per call would not.
    disableRequestLogging: true,
    // Read, never written, here (uploads go through /api/v1/admin/media).
    httpMethods: ['GET', 'HEAD'],
    http: { agents: options.availability.agents },
    replyOptions: {
      retryDelay: NO_RETRIES,
      rewriteRequestHeaders: (_request, headers) => {
        const { cookie: _cookie, authorization: _authorization, ...rest } = headers;
        return rest;
      },
      onError: (reply, { error }) => {
        if (options.availability.up) reply.log.warn({ err: error }, 'api unreachable');
        options.availability.suspect();
        return sendUnavailable(reply.request as FastifyRequest, reply as FastifyReply);
      },
    },
  });
}
