import { existsSync } from 'node:fs';
import path from 'node:path';
import { detectLanguage, fallbackLanguage } from 'contracts/i18n';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { ApiClient } from '../plugins/app/api-client.ts';
import { clientErrorBody } from '../plugins/app/bff-errors.ts';
import { fileReader } from '../plugins/app/build-files.ts';
import { acceptedEncoding, sendCompressed } from '../plugins/app/compressed-text.ts';
import type { PublicCache } from '../plugins/app/public-cache.ts';
import type { PublicChanges } from '../plugins/app/public-changes.ts';
import type { RemoteReleases } from '../plugins/app/remote-releases.ts';
import shellFiles from '../plugins/external/shell-files.ts';
import { createFirstScreen } from './first-screen.ts';
import { createPageDataFetch } from './page-data-fetch.ts';
import { wantsPage } from './page-negotiation.ts';
import { createPagePreloads } from './page-preloads.ts';
import { pageStyleSources } from './page-style-sources.ts';
import { preferredLang } from './preferred-lang.ts';
import { createShellPageRenderer, type ShellPage } from './shell-page.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Sends the not-found page (404) for a request no hook ran for; there only once the shell is built. */
    sendNoSuchPage?: (request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply>;
  }
}

type Cookies = Record<string, string | undefined>;

/** A path no route of the app matches: its page is the one any unknown path gets (the BFF's tests compare them). */
const NO_SUCH_PAGE = '/page-not-found';

/**
 * The pages: the shell's index.html made into the page of every front-end route (shell-page.ts),
 * with the preloads and first screen of the remotes' releases the request gets
 * (plugins/app/remote-releases.ts), and the shell's own files beside them
 * (plugins/external/shell-files.ts). The releases' files are routes/release-files.ts's.
 */
export default fp(
  async (
    app: FastifyInstance,
    options: {
      shellDir: string;
      api: ApiClient;
      /** The api proxy's: a first screen's data calls are answered from it and fill it. */
      cache: PublicCache;
      siteUrl: string;
      releases: RemoteReleases;
      changes?: PublicChanges;
      /** Told of each lookup of a finished page (bff_cache_requests_total). */
      pageLookups?: (hit: boolean) => void;
      /** The share of page views whose shell reports its vitals (VITALS_SAMPLE_RATE). */
      vitalsSampleRate: number;
    },
  ) => {
    const shellBuilt = existsSync(path.join(options.shellDir, 'index.html'));
    if (!shellBuilt) app.log.warn(`the shell is not built (${options.shellDir})`);
    if (shellBuilt) await app.register(shellFiles, { shellDir: options.shellDir });

    const renderer = createShellPageRenderer({
      api: options.api,
      pageLookups: options.pageLookups,
      siteUrl: options.siteUrl,
      changes: options.changes,
      vitalsSampleRate: options.vitalsSampleRate,
      indexHtml: fileReader(path.join(options.shellDir, 'index.html')),
      timeoutMs: 1500,
      log: app.log,
      preloads: createPagePreloads({ releases: options.releases, shellDir: options.shellDir }),
      firstScreen: createFirstScreen({
        shellDir: options.shellDir,
        releases: options.releases,
        fetch: createPageDataFetch({ api: options.api, cache: options.cache, changes: options.changes }),
        log: app.log,
      }),
    });

    // A page is kept and sent many times: its policy (with its style elements' hashes) is made once, kept with it.
    const policyOf = (page: ShellPage) => {
      page.policy ??= app.cspWithPageStyles(pageStyleSources(page));
      return page.policy;
    };

    /**
     * The page's language, decided as the app will decide it in the browser (contracts/i18n): the
     * query's `lang`, else the language the visitor chose before (the i18next cookie), else the
     * browser's; a value naming no supported language (`?lang=fr`) is passed over. The page is in
     * the app's language from the start, and the data it preloads is the data the app asks for.
     */
    const pageLang = (request: FastifyRequest, search: URLSearchParams, cookies: Cookies | null) =>
      detectLanguage({
        querystring: [search.get('lang')],
        cookie: [cookies?.i18nextLng],
        navigator: [preferredLang(request.headers['accept-language'])],
      }) ?? fallbackLanguage;

    const sendPage = (request: FastifyRequest, reply: FastifyReply, page: ShellPage) => {
      reply
        .code(page.status)
        .header('content-security-policy', policyOf(page))
        .header('cache-control', 'no-cache')
        .header('vary', 'accept, accept-encoding, accept-language, cookie')
        .type('text/html; charset=utf-8');
      return sendCompressed(reply, page.compressed(), acceptedEncoding(request));
    };

    // Any other GET that takes HTML is a front-end route: the shell's page with the route's
    // meta tags (title, description, canonical, social card, JSON-LD), never cached.
    app.setNotFoundHandler(async (request, reply) => {
      if (shellBuilt && wantsPage(request)) {
        // Not its path: every front-end route is one series.
        request.metricsRoute = 'page';
        const url = new URL(request.url, 'http://bff');
        const page = await renderer.render(
          url.pathname,
          pageLang(request, url.searchParams, request.cookies),
          url.searchParams,
          {
            guest: !request.session,
            releases: options.releases.releasesFor(request.visitor),
          },
        );
        return sendPage(request, reply, page);
      }
      return reply.code(404).send(clientErrorBody(404, request.lang));
    });

    // A path whose %-escapes decode to no text names no page: it gets the page of any path the app
    // has none for. The router refuses it before any hook runs (bff-errors' frameworkError), so the
    // cookies are read here, and no session or rollout visitor is looked at: the live releases' page.
    if (shellBuilt) {
      app.decorate('sendNoSuchPage', async (request: FastifyRequest, reply: FastifyReply) => {
        const search = new URLSearchParams(request.raw.url?.split('?')[1] ?? '');
        const cookies = app.parseCookie(request.headers.cookie ?? '');
        const page = await renderer.render(NO_SUCH_PAGE, pageLang(request, search, cookies), new URLSearchParams(), {
          guest: false,
          releases: options.releases.releasesFor(),
        });
        return sendPage(request, reply, page);
      });
    }
  },
  { name: 'pages', dependencies: ['security-headers'] },
);
