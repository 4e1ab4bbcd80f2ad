import type { IncomingMessage, ServerResponse } from 'node:http';
import { TOASTER_STYLE_SOURCES } from 'contracts/injected-styles';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet from 'helmet';
import { APP_STARTER_CSP_SOURCE } from '../../pages/app-starter.ts';

type Options = { remoteOrigins: string[]; production: boolean };

/**
 * CSP: scripts only from this site and the origins remotes are registered at, and no inline script
 * but the first screen's app starter, allowed by its hash (JSON-LD is data, not script); no framing,
 * no plugins. HSTS only in production.
 */
function helmetFor({ remoteOrigins: remotes, production }: Options) {
  return helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", APP_STARTER_CSP_SOURCE, ...remotes],
        // Style elements: files from here and the remotes, the toaster's, and (per page, by hash:
        // withPageStyles) the page's own. Style attributes stay allowed: React writes them into a
        // first screen rendered on the server (design-system's drawer, skeleton, avatar), and a
        // declaration in one can select nothing. `style-src` is for browsers without the two (before
        // CSP 3), which keep the former policy.
        styleSrc: ["'self'", "'unsafe-inline'", ...remotes],
        styleSrcElem: ["'self'", ...TOASTER_STYLE_SOURCES, ...remotes],
        styleSrcAttr: ["'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', ...remotes],
        mediaSrc: ["'self'", 'blob:'],
        fontSrc: ["'self'", 'data:', ...remotes],
        connectSrc: ["'self'", ...remotes],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        ...(production ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    strictTransportSecurity: production ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
    // Remotes on another origin must be able to load their chunks and fonts.
    crossOriginResourcePolicy: { policy: 'cross-origin' },
  });
}

/**
 * Powerful features the product never uses, denied to the site and anything it might embed (a
 * listing's directions open the map app; nothing asks where the visitor is). Left as the browser
 * has them: fullscreen and picture-in-picture (the ads' video controls), autoplay (muted ads),
 * web-share and clipboard-write (a listing's share button).
 */
const PERMISSIONS_POLICY = [
  'accelerometer',
  'bluetooth',
  'browsing-topics',
  'camera',
  'display-capture',
  'geolocation',
  'gyroscope',
  'hid',
  'idle-detection',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'publickey-credentials-get',
  'screen-wake-lock',
  'serial',
  'usb',
  'xr-spatial-tracking',
]
  .map((feature) => `${feature}=()`)
  .join(', ');

/** The headers helmet would set, worked out once: they are the same for every response. */
async function fixedHeaders(options: Options): Promise<Record<string, string>> {
  const headers: Record<string, string> = { 'permissions-policy': PERMISSIONS_POLICY };
  const response = {
    setHeader: (name: string, value: string) => {
      headers[name.toLowerCase()] = value;
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  } as unknown as ServerResponse;
  await new Promise<void>((resolve, reject) =>
    helmetFor(options)({} as IncomingMessage, response, (error?: unknown) => (error ? reject(error) : resolve())),
  );
  return headers;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The CSP of a page whose own `<style>` elements hash to `sources` ('sha256-…'). */
    cspWithPageStyles: (sources: string[]) => string;
    /**
     * The headers every answer carries, for the few answers no hook runs for: the router's own
     * refusals (frameworkErrors, app.ts) are sent before any `onRequest` hook.
     */
    securityHeaders: Readonly<Record<string, string>>;
  }
}

export default fp(
  async (app: FastifyInstance, options: Options) => {
    // Running helmet per request would parse the policy again each time (docs/adr/0019); the answer never changes.
    const headers = await fixedHeaders(options);
    const csp = headers['content-security-policy'] ?? '';
    app.decorate('securityHeaders', Object.freeze(headers));
    app.decorate('cspWithPageStyles', (sources: string[]) =>
      sources.length === 0 ? csp : csp.replace("style-src-elem 'self'", `style-src-elem 'self' ${sources.join(' ')}`),
    );
    // Hooks on every request take `done` rather than being async: a promise per hook per request
    // is a measurable share of a cached answer's cost (docs/adr/0019).
    app.addHook('onRequest', (_request, reply, done) => {
      reply.headers(headers);
      done();
    });
  },
  { name: 'security-headers' },
);
