import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { RELEASE_INFO_FILE, RELEASE_SERVER_DIR, releaseVersion, remoteName } from 'delivery/release-format';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Top-level entries of a release no browser gets: the server bundle (it renders first screens here),
 * release.json (who released it) and the MF stats (the build's internals; the runtime reads the
 * manifest). Compared lower-cased: on a file system that ignores case `SERVER/` is `server/`.
 */
const NOT_SERVED = new Set([
  RELEASE_SERVER_DIR,
  RELEASE_INFO_FILE,
  'mf-stats.json',
  'mf-stats.json.gz',
  'mf-stats.json.br',
]);

/**
 * Whether `/<remote>/<version>/<file>` (decoded) names a file browsers may have: a known remote, a
 * version in the release format (no `..` there), a file path without dot segments or escapes, none
 * of NOT_SERVED, in a release that is complete (its release.json, written last, is there).
 */
function servable(pathName: string, complete: (remote: string, version: string) => boolean): boolean {
  const [empty, remote = '', version = '', ...file] = pathName.split('/');
  if (empty !== '' || !remoteName.safeParse(remote).success || !releaseVersion.safeParse(version).success) return false;
  if (file.length === 0 || file.some((segment) => /^\.{0,2}$|[%\\\0]/.test(segment))) return false;
  if (NOT_SERVED.has(file[0]?.toLowerCase() ?? '')) return false;
  return complete(remote, version);
}

/**
 * Every release's files under `/releases/<remote>/<version>/`, the live one's and the older ones'
 * alike: a tab opened before a deploy keeps loading its release's chunks. A release never changes
 * (the version is in the address): cached for a year, immutable. With CORS, so a shell on another
 * origin can load them.
 */
export default fp(
  async (app: FastifyInstance, options: { root: string }) => {
    // Complete releases stay complete: found once, never looked for again.
    const completed = new Set<string>();
    const complete = (remote: string, version: string) => {
      const key = `${remote}/${version}`;
      if (completed.has(key)) return true;
      if (!existsSync(path.join(options.root, remote, version, RELEASE_INFO_FILE))) return false;
      completed.add(key);
      return true;
    };
    await app.register(async (scope) => {
      // Before @fastify/static, which answers a `..` with a 403: any address but a release file's is not found.
      scope.addHook('onRequest', async (request, reply) => {
        const file = (request.params as { '*'?: string })['*'];
        if (file === undefined || !servable(`/${file}`, complete)) return reply.callNotFound();
      });
      scope.addHook('onSend', async (_request, reply) => {
        reply.header('access-control-allow-origin', '*');
      });
      await scope.register(fastifyStatic, {
        root: options.root,
        prefix: '/releases/',
        allowedPath: (pathName) => servable(pathName, complete),
        index: false,
        redirect: false,
        decorateReply: false,
        preCompressed: true,
        cacheControl: false,
        setHeaders: (reply: FastifyReply) => reply.header('cache-control', 'public, max-age=31536000, immutable'),
      });
    });
  },
  { name: 'release-files' },
);
