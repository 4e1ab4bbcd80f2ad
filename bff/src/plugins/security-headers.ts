import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * CSP: scripts only from this site and the origins remotes are registered at (no inline
 * scripts; JSON-LD is data, not script), no framing, no plugins. HSTS only in production.
 */
export default fp(
  async (app: FastifyInstance, options: { remoteOrigins: string[]; production: boolean }) => {
    const remotes = options.remoteOrigins;
    await app.register(helmet, {
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'", ...remotes],
          styleSrc: ["'self'", "'unsafe-inline'", ...remotes],
          imgSrc: ["'self'", 'data:', 'blob:', ...remotes],
          mediaSrc: ["'self'", 'blob:'],
          fontSrc: ["'self'", 'data:', ...remotes],
          connectSrc: ["'self'", ...remotes],
          objectSrc: ["'none'"],
          baseUri: ["'self'"],
          formAction: ["'self'"],
          frameAncestors: ["'none'"],
          ...(options.production ? { upgradeInsecureRequests: [] } : {}),
        },
      },
      strictTransportSecurity: options.production ? { maxAge: 31_536_000, includeSubDomains: true } : false,
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      crossOriginEmbedderPolicy: false,
      // Remotes on another origin must be able to load their chunks and fonts.
      crossOriginResourcePolicy: { policy: 'cross-origin' },
    });
  },
  { name: 'security-headers' },
);
