import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet from 'helmet';
import { APP_STARTER_CSP_SOURCE } from './seo/app-starter.ts';

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
        styleSrc: ["'self'", "'unsafe-inline'", ...remotes],
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
export const PERMISSIONS_POLICY = [
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

export default fp(
  async (app: FastifyInstance, options: Options) => {
    // Running helmet per request re-parses the policy each time (~40 µs); the answer never changes.
    const headers = await fixedHeaders(options);
    app.addHook('onRequest', async (_request, reply) => {
      reply.headers(headers);
    });
  },
  { name: 'security-headers' },
);
