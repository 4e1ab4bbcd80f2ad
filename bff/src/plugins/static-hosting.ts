import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { remoteNames } from './remote-registry.ts';

/** Hashed build output never changes under its name; everything else is revalidated. */
function cacheHeaders(reply: FastifyReply, filePath: string) {
  const hashed = /[/\\]static[/\\]/.test(filePath);
  reply.header('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
}

/**
 * Serves the shell (and its index.html for every front-end route) and each remote's
 * build under `/remotes/<name>/`, with CORS so a shell on another origin can load them.
 */
export default fp(
  async (app: FastifyInstance, options: { shellDir: string; remotesRoot: string }) => {
    for (const name of remoteNames) {
      const root = path.join(options.remotesRoot, name, 'dist');
      if (!existsSync(root)) {
        app.log.warn(`${name} is not built (${root}); its routes will show an error panel`);
        continue;
      }
      await app.register(async (scope) => {
        scope.addHook('onSend', async (_request, reply) => {
          reply.header('access-control-allow-origin', '*');
        });
        await scope.register(fastifyStatic, {
          root,
          prefix: `/remotes/${name}/`,
          decorateReply: false,
          preCompressed: true,
          cacheControl: false,
          setHeaders: cacheHeaders,
        });
      });
    }

    const shellBuilt = existsSync(path.join(options.shellDir, 'index.html'));
    if (!shellBuilt) app.log.warn(`the shell is not built (${options.shellDir})`);
    if (shellBuilt) {
      await app.register(fastifyStatic, {
        root: options.shellDir,
        prefix: '/',
        index: false,
        wildcard: true,
        preCompressed: true,
        cacheControl: false,
        setHeaders: cacheHeaders,
      });
    }

    // Any other GET that accepts HTML is a front-end route: the shell's page, never cached.
    app.setNotFoundHandler((request, reply) => {
      const wantsHtml =
        (request.method === 'GET' || request.method === 'HEAD') && (request.headers.accept ?? '').includes('text/html');
      if (shellBuilt && wantsHtml && !request.url.startsWith('/api/')) {
        return reply.header('cache-control', 'no-cache').sendFile('index.html', options.shellDir);
      }
      return reply.code(404).send({ code: 'NOT_FOUND', message: 'Not found.' });
    });
  },
  { name: 'static-hosting' },
);
