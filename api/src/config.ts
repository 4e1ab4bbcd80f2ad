import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = fileURLToPath(new URL('../../', import.meta.url));

/** A comma-separated list of addresses or CIDR ranges (or proxy-addr's names: loopback, uniquelocal). */
function addressList(value: string | undefined): string[] | undefined {
  const items = (value ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
  return items.length > 0 ? items : undefined;
}

/** Everything the api reads from its environment, with the defaults a developer gets. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env) {
  const clockControl = env.API_CLOCK_CONTROL === 'true';
  if (clockControl && env.NODE_ENV === 'production') {
    throw new Error(
      'API_CLOCK_CONTROL=true lets anyone who reaches the api move its clock (e2e journeys only); it is refused with NODE_ENV=production. Unset it.',
    );
  }
  const dataDir = path.resolve(env.DATA_DIR ?? path.join(repoRoot, 'data'));
  return {
    host: env.API_HOST ?? '127.0.0.1',
    port: Number(env.API_PORT ?? 4000),
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir,
    pgliteDir: path.join(dataDir, 'pglite'),
    mediaDir: path.join(dataDir, 'media'),
    seedOnEmpty: env.SEED_ON_EMPTY !== 'false',
    /** Draw the seed's pictures (slow); off, listings start without photos. */
    seedImages: env.SEED_IMAGES !== 'false',
    logLevel: env.LOG_LEVEL ?? 'info',
    siteUrl: env.SITE_URL ?? `http://localhost:${env.PORT ?? 3000}`,
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM ?? 'Qatar Directory <no-reply@qatar-directory.local>',
    production: env.NODE_ENV === 'production',
    /**
     * The addresses the BFF reaches the api from: only from these is X-Forwarded-For believed (the
     * browser's address, recorded in the audit trail). Loopback by default, where the BFF runs beside it.
     */
    bffAddresses: addressList(env.BFF_ADDRESSES) ?? ['loopback'],
    /** POST /api/v1/test/clock moves the api's clock forward (e2e journeys); never in production. */
    clockControl,
    /** /docs (OpenAPI document and UI): on in development, off in production unless API_DOCS=true. */
    docs: env.API_DOCS === undefined || env.API_DOCS === '' ? env.NODE_ENV !== 'production' : env.API_DOCS === 'true',
  };
}
export type ApiConfig = ReturnType<typeof loadConfig>;
