import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { SERVER_BUNDLE } from 'contracts/first-screen';
import { resolveLang } from 'contracts/i18n';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { clientErrorBody } from './bff-errors.ts';
import { fileReader } from './build-files.ts';
import { acceptedEncoding, sendCompressed } from './compressed-text.ts';
import { preferredLang } from './lang.ts';
import { wantsPage } from './page-negotiation.ts';
import { createPagePreloads } from './page-preloads.ts';
import type { PublicChanges } from './public-changes.ts';
import { type RemoteRegistry, remoteNames } from './remote-registry.ts';
import { createFirstScreen } from './seo/first-screen.ts';
import { pageStyleSources } from './seo/page-style-sources.ts';
import { createShellPageRenderer } from './seo/shell-page.ts';

// Where a package's build keeps its server bundle (contracts/first-screen): not served.
const SERVER_BUNDLE_DIR = path.dirname(SERVER_BUNDLE);

/** The BFF's own address once it listens, for the first screens' data calls; a wildcard host is reached on loopback. */
function ownUrl(app: FastifyInstance): string | undefined {
  const address = app.server.address();
  if (!address || typeof address === 'string') return undefined;
  const host = address.address === '0.0.0.0' ? '127.0.0.1' : address.address === '::' ? '::1' : address.address;
  return `http://${host.includes(':') ? `[${host}]` : host}:${address.port}`;
}

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
  async (
    app: FastifyInstance,
    options: {
      shellDir: string;
      remotesRoot: string;
      apiUrl: string;
      siteUrl: string;
      registry: RemoteRegistry;
      changes?: PublicChanges;
    },
  ) => {
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
          // The remote's server bundle renders first screens here, for no browser.
          allowedPath: (pathName) => !pathName.startsWith(`/${SERVER_BUNDLE_DIR}/`),
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
    }

    const renderer = createShellPageRenderer({
      apiUrl: options.apiUrl,
      siteUrl: options.siteUrl,
      changes: options.changes,
      indexHtml: fileReader(path.join(options.shellDir, 'index.html')),
      timeoutMs: 1500,
      log: app.log,
      preloads: createPagePreloads({
        remotesRoot: options.remotesRoot,
        registry: options.registry,
        shellDir: options.shellDir,
      }),
      firstScreen: createFirstScreen({
        shellDir: options.shellDir,
        remotesRoot: options.remotesRoot,
        registry: options.registry,
        bffUrl: () => ownUrl(app),
        log: app.log,
      }),
    });

    // Any other GET that takes HTML is a front-end route: the shell's page with the route's
    // meta tags (title, description, canonical, social card, JSON-LD), never cached.
    app.setNotFoundHandler(async (request, reply) => {
      if (shellBuilt && wantsPage(request)) {
        const url = new URL(request.url, 'http://bff');
        // Without ?lang= the page follows the language the visitor chose before (the i18next cookie),
        // else the browser's, as the app will (platform/i18n): the page is in its language from the start.
        const lang = url.searchParams.has('lang')
          ? request.lang
          : resolveLang(request.cookies?.i18nextLng ?? preferredLang(request.headers['accept-language']));
        const page = await renderer.render(url.pathname, lang, url.searchParams, { guest: !request.session });
        reply
          .code(page.status)
          .header('content-security-policy', app.cspWithPageStyles(pageStyleSources(page)))
          .header('cache-control', 'no-cache')
          .header('vary', 'accept, accept-encoding, accept-language, cookie')
          .type('text/html; charset=utf-8');
        return sendCompressed(reply, page.compressed(), acceptedEncoding(request));
      }
      return reply.code(404).send(clientErrorBody(404, request.lang));
    });
  },
  { name: 'static-hosting', dependencies: ['security-headers'] },
);
