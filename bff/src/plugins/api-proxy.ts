import type { IncomingHttpHeaders } from 'node:http';
import proxy from '@fastify/http-proxy';
import { errorMessage } from 'contracts/errors';
import type { Lang } from 'contracts/i18n';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { wrapError, wrapSuccess } from './browser-wrapper.ts';

async function readAll(stream: NodeJS.ReadableStream): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : (chunk as Buffer));
  return Buffer.concat(chunks).toString('utf8');
}

/** The api unreachable or too slow: a clear 503 in the request's language, never a hang. */
export const unavailableBody = (lang: Lang) => ({
  code: 'UPSTREAM_UNAVAILABLE',
  message: errorMessage('UPSTREAM_UNAVAILABLE', lang),
});

/**
 * `/api/v1/*` goes to the api with the request's language; JSON answers come back in the
 * browser's wrapper. The browser's cookies never travel upstream.
 */
export default fp(
  async (app: FastifyInstance, options: { apiUrl: string; timeoutMs: number }) => {
    await app.register(proxy, {
      upstream: options.apiUrl,
      prefix: '/api/v1',
      rewritePrefix: '/api/v1',
      http: { requestOptions: { timeout: options.timeoutMs } },
      replyOptions: {
        rewriteRequestHeaders: (request, headers: IncomingHttpHeaders) => {
          const { cookie: _cookie, authorization: _authorization, ...rest } = headers;
          return { ...rest, 'x-lang': request.lang };
        },
        rewriteHeaders: (headers) => {
          const type = String(headers['content-type'] ?? '');
          if (!type.includes('json')) return headers;
          const { 'content-length': _length, ...rest } = headers;
          return { ...rest, 'content-type': 'application/json; charset=utf-8' };
        },
        onResponse: async (request, reply, response) => {
          const type = String(reply.getHeader('content-type') ?? '');
          if (!type.includes('json')) return reply.send(response.stream);
          const text = await readAll(response.stream);
          const body = text ? JSON.parse(text) : null;
          const pathname = new URL(request.url, 'http://bff').pathname;
          return reply.send(reply.statusCode < 400 ? wrapSuccess(pathname, body) : wrapError(body, request.lang));
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
  },
  { name: 'api-proxy', dependencies: ['lang'] },
);
