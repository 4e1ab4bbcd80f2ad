import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { desc } from 'drizzle-orm';
import pg from 'pg';
import type { Registry } from 'prom-client';
import { createMetricsRegistry } from 'server-kit/metrics';
import { type App, type AppOptions, buildApp } from '../../src/app.ts';
import type { MediaS3Settings } from '../../src/config.ts';
import { type Database, type DatabaseLimits, openDatabase } from '../../src/db/client.ts';
import { adminActivity, users } from '../../src/db/schema.ts';
import { hashPassword } from '../../src/modules/accounts/password-hashing.ts';
import { createMediaStore, type MediaStore, mediaStoreOver } from '../../src/modules/media/media-store.ts';
import { s3Files } from '../../src/modules/media/s3-media-files.ts';
import { seed } from '../../src/seed/seed.ts';
import { testAccounts } from './database-templates.ts';
import { startS3Server } from './s3-server.ts';
import { databaseTemplates, type TemplateStage } from './template-location.ts';

export { testAccounts };

/** PGlite always; PostgreSQL too when TEST_DATABASE_URL is set. */
export const databaseTargets: ('pglite' | 'postgres')[] = process.env.TEST_DATABASE_URL
  ? ['pglite', 'postgres']
  : ['pglite'];

/** Where media files go: a folder, or S3-compatible storage (an s3rver of the test's own). */
const mediaTargets = ['directory', 's3'] as const;
export type MediaTarget = (typeof mediaTargets)[number];

/**
 * A fresh, migrated database of its own for one test file (seeded too when `stage` says so): PGlite
 * in memory, or a new PostgreSQL database dropped after. A copy of the run's template when there is
 * one (`database-templates.ts`), made from nothing otherwise (a bench, a single file run without
 * the set-up).
 */
export async function freshDatabase(
  target: 'pglite' | 'postgres',
  limits?: DatabaseLimits,
  stage: TemplateStage = 'migrated',
  /** PGlite only: a data folder (empty) instead of memory, left in place when the database closes. */
  pgliteDir?: string,
  /** Where its statements and pool are measured (as server.ts has it); not measured without. */
  metrics?: Registry,
): Promise<{ database: Database; drop: () => Promise<void>; url?: string }> {
  const template = databaseTemplates()?.[target]?.[stage];
  if (stage === 'seeded' && !template) throw new Error(`no seeded ${target} template in this test run`);
  if (target === 'pglite') {
    const database = await openDatabase({ copyOf: template, dataDir: pgliteDir, metrics });
    return { database, drop: () => database.close() };
  }
  const adminUrl = new URL(process.env.TEST_DATABASE_URL as string);
  const name = `qd_test_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
  const admin = new pg.Client({ connectionString: adminUrl.toString() });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ url: url.toString(), limits, metrics });
  return {
    database,
    url: url.toString(),
    drop: async () => {
      await database.close();
      const cleanup = new pg.Client({ connectionString: adminUrl.toString() });
      await cleanup.connect();
      await dropWhenIdle(cleanup, name);
      await cleanup.end();
    },
  };
}

/**
 * The pool's `end()` resolves before its sockets have closed; dropping WITH (FORCE) at once would kill
 * them mid-goodbye, an unhandled client error. So wait until the last session has gone, then drop.
 */
async function dropWhenIdle(cleanup: pg.Client, name: string) {
  for (let attempt = 0; attempt < 40; attempt++) {
    const { rows } = await cleanup.query('SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1', [name]);
    if (rows[0]?.n === 0) break;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
}

export type TestApi = Awaited<ReturnType<typeof startTestApi>>;
type RequestInit_ = { lang?: string; body?: unknown; token?: string; headers?: Record<string, string> };

/**
 * The api listening on a real port over a seeded database of its own.
 * `get`/`post` speak HTTP to it, in English unless a language is given.
 */
export async function startTestApi(
  target: 'pglite' | 'postgres',
  options: {
    clock?: () => Date;
    clockControl?: boolean;
    images?: boolean;
    /** Whether the seed stores its video ads' files (on by default; off for storage that is broken on purpose). */
    seedVideos?: boolean;
    siteUrl?: string;
    bffAddresses?: string[];
    /** PostgreSQL's bounds on the api's statements and connections (the defaults otherwise). */
    databaseLimits?: DatabaseLimits;
    /**
     * Where media files go: a temporary folder (default), a fresh s3rver of this api's own (`'s3'`),
     * or the given S3 settings (several apis sharing a bucket, storage out of reach).
     */
    media?: MediaTarget | { s3: MediaS3Settings };
    /** Called before the api listens: a test adds a route of its own. */
    setup?: (app: App) => void;
    /**
     * A DATA_DIR as the api's own: the embedded database in `pglite/` (PGlite), media in `media/`
     * (files in a folder), both left there when the api closes.
     */
    dataDir?: string;
  } & Pick<
    AppOptions,
    | 'draining'
    | 'databaseCheckIntervalMs'
    | 'expensiveReads'
    | 'clientTimeouts'
    | 'logger'
    | 'metricsRegistry'
    | 'metricsListener'
  > = {},
) {
  const mediaDir = options.dataDir
    ? path.join(options.dataDir, 'media')
    : await mkdtemp(path.join(tmpdir(), 'qd-media-'));
  const s3Server = options.media === 's3' ? await startS3Server() : undefined;
  const s3Settings = s3Server?.settings ?? (typeof options.media === 'object' ? options.media.s3 : undefined);
  const store: MediaStore = s3Settings ? mediaStoreOver(s3Files(s3Settings)) : createMediaStore(mediaDir);
  // The run's seeded template holds what a seed without pictures, with its videos in a folder, makes.
  const templates = databaseTemplates();
  const asTemplate = templates?.[target] && !s3Settings && !options.images && options.seedVideos !== false;
  // Measured as server.ts measures it, so every test's statements go through the timed driver.
  const metricsRegistry = options.metricsRegistry ?? createMetricsRegistry({ service: 'api', instance: 'test' });
  const {
    database,
    drop,
    url: databaseUrl,
  } = await freshDatabase(
    target,
    options.databaseLimits,
    asTemplate ? 'seeded' : 'migrated',
    options.dataDir && path.join(options.dataDir, 'pglite'),
    metricsRegistry,
  );
  const seeded =
    asTemplate && templates
      ? await cp(templates[target]?.media as string, mediaDir, { recursive: true }).then(() => templates.seeded)
      : // As the server seeds: through the start-up lock's connection, outside the statement bound.
        await database.exclusively((db) =>
          seed(db, store, { images: options.images ?? false, videos: options.seedVideos, accounts: testAccounts }),
        );
  const app = await buildApp({
    db: database.db,
    ping: database.ping,
    mediaStore: store,
    clock: options.clock,
    clockControl: options.clockControl,
    siteUrl: options.siteUrl,
    devMailbox: true,
    logger: options.logger,
    bffAddresses: options.bffAddresses,
    draining: options.draining,
    databaseCheckIntervalMs: options.databaseCheckIntervalMs,
    // Off unless a test asks for it: a test process's own work (seeding, the test code) lags the loop.
    expensiveReads: { shedAboveLagMs: 0, ...options.expensiveReads },
    clientTimeouts: options.clientTimeouts,
    metricsRegistry,
    metricsListener: options.metricsListener,
  });
  options.setup?.(app);
  const address = await app.listen({ host: '127.0.0.1', port: 0 });
  const request = async (method: string, url: string, init: RequestInit_ = {}) => {
    const response = await fetch(`${address}${url}`, {
      method,
      headers: {
        ...init.headers,
        ...(init.lang ? { 'x-lang': init.lang } : {}),
        ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
        ...(init.body !== undefined ? { 'content-type': 'application/json' } : {}),
      },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    });
    const text = await response.text();
    // biome-ignore lint/suspicious/noExplicitAny: tests read whatever the api answered
    const json: any = text && response.headers.get('content-type')?.includes('json') ? JSON.parse(text) : text;
    return { status: response.status, headers: response.headers, body: json };
  };
  return {
    address,
    app,
    db: database.db,
    /** The test's own PostgreSQL database (undefined on PGlite), for a second client. */
    databaseUrl,
    seeded,
    request,
    get: (url: string, lang?: string) => request('GET', url, { lang }),
    post: (url: string, body: unknown, lang?: string) => request('POST', url, { body, lang }),
    /** Someone's calls: each with their bearer token (none: a guest's), in the given language or English. */
    as: (token: string | undefined, lang?: string) => ({
      get: (url: string) => request('GET', url, { token, lang }),
      post: (url: string, body?: unknown) => request('POST', url, { token, body, lang }),
      put: (url: string, body: unknown) => request('PUT', url, { token, body, lang }),
      patch: (url: string, body: unknown) => request('PATCH', url, { token, body, lang }),
      delete: (url: string) => request('DELETE', url, { token, lang }),
    }),
    /** A verified account of the given role, straight into the database (no mail, no sign-up limits). */
    async createAccount(email: string, role: 'user' | 'business' | 'admin' = 'user') {
      const password = 'Account#2026pass';
      const [row] = await database.db
        .insert(users)
        .values({
          fullName: 'Test Person',
          email,
          role,
          passwordHash: await hashPassword(password),
          emailVerifiedAt: new Date(),
        })
        .returning();
      return { id: row?.id as string, account: { email, password } };
    },
    /** The audit trail's newest entry. */
    async latestActivity() {
      const [row] = await database.db.select().from(adminActivity).orderBy(desc(adminActivity.seq)).limit(1);
      return row;
    },
    /** Signs in with a password and returns the bearer token. */
    async signIn(account: { email: string; password: string }) {
      const response = await request('POST', '/api/v1/auth/login', { body: account });
      if (response.status !== 200) throw new Error(`sign-in failed: ${JSON.stringify(response.body)}`);
      return response.body.token as string;
    },
    async close() {
      await app.close();
      await drop();
      if (!options.dataDir) await rm(mediaDir, { recursive: true, force: true });
      await s3Server?.close();
    },
  };
}
