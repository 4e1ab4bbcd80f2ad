import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { SERVER_BUNDLE } from 'contracts/first-screen';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';

// Where the shell's build keeps its server bundle (contracts/first-screen): not served.
const SERVER_BUNDLE_DIR = path.dirname(SERVER_BUNDLE);

/** Hashed build output never changes under its name; everything else is revalidated. */
function cacheHeaders(reply: FastifyReply, filePath: string) {
  const hashed = /[/\\]static[/\\]/.test(filePath);
  reply.header('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
}

/**
 * The built shell's files (@fastify/static), pre-compressed where the build wrote `.br`/`.gz`. Its
 * pages (index.html made into each route's page) are pages/pages.ts's; the remotes' releases are
 * routes/release-files.ts's.
 */
export default fp(
  async (app: FastifyInstance, options: { shellDir: string }) => {
    const shellFiles = { preCompressed: true, cacheControl: false, setHeaders: cacheHeaders };
    await app.register(fastifyStatic, {
      ...shellFiles,
      root: options.shellDir,
      prefix: '/',
      index: false,
      // Routes for the top-level files (favicon, social card), made at start: a page path
      // (/restaurants) goes straight to the page renderer instead of a directory lookup.
      wildcard: false,
      globIgnore: ['static/**', `${SERVER_BUNDLE_DIR}/**`],
    });
    // The hashed files are looked up per request: a new build's files are served without a restart.
    await app.register(fastifyStatic, {
      ...shellFiles,
      root: path.join(options.shellDir, 'static'),
      prefix: '/static/',
      decorateReply: false,
    });
  },
  { name: 'shell-files' },
);
