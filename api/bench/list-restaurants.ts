/**
 * `npm run bench`: how the restaurant list and detail hold up as the directory grows, on PGlite
 * and (when TEST_DATABASE_URL or BENCH_DATABASE_URL is set) PostgreSQL. A report, never a gate:
 * it exits 0 whatever the numbers. Env: BENCH_SIZES=1000,10000 BENCH_SECONDS=5 BENCH_CONNECTIONS=10,
 * BENCH_ONLY=postgres or pglite to run one database.
 * After the table, each measurement's query plans (EXPLAIN ANALYZE of the statements behind it, run
 * once the load is over); BENCH_PLANS=0 leaves them out.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os, { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { type LoadSettings, measure, startHelloWorld } from 'server-kit/bench-load';
import { printChecks, round, writeResults } from 'server-kit/bench-report';
import { type App, buildApp } from '../src/app.ts';
import { defaultExpensiveReadsConcurrency } from '../src/config.ts';
import type { Database, Db } from '../src/db/client.ts';
import { restaurants } from '../src/db/schema.ts';
import { type BenchTarget, benchTargets } from './bench-databases.ts';
import { benchEndpoints, explain } from './endpoints.ts';
import { benchRestaurant, growRestaurants } from './fill-restaurants.ts';
import { trackInFlight } from './in-flight.ts';
import { type BenchResult, printResults, targetChecks } from './report.ts';

/** Its .gitignore keeps the results out of commits. */
const RESULTS_FOLDER = new URL('./results/', import.meta.url);
type Settings = LoadSettings & { sizes: number[]; plans: boolean };

function readSettings(env: NodeJS.ProcessEnv): Settings {
  const sizes = (env.BENCH_SIZES ?? '1000,10000,100000').split(',').map((s) => Number(s.trim()));
  const seconds = Number(env.BENCH_SECONDS ?? 5);
  const connections = Number(env.BENCH_CONNECTIONS ?? 10);
  if (!sizes.every((n) => Number.isInteger(n) && n > 0)) throw new Error(`BENCH_SIZES: whole numbers, got ${sizes}`);
  if (!(seconds > 0 && Number.isInteger(connections) && connections > 0))
    throw new Error('bad BENCH_SECONDS/CONNECTIONS');
  // Ascending and distinct: the table only ever grows between measurements.
  return { sizes: [...new Set(sizes)].sort((a, b) => a - b), seconds, connections, plans: env.BENCH_PLANS !== '0' };
}

/** One listing from the middle of the table, by its known slug. */
async function middleListingId(db: Db, size: number) {
  const slug = benchRestaurant(Math.floor(size / 2)).slug;
  const [row] = await db.select({ id: restaurants.id }).from(restaurants).where(eq(restaurants.slug, slug));
  if (!row) throw new Error(`listing ${slug} missing`);
  return row.id;
}

type Server = { app: App; address: string; untilIdle: () => Promise<void> };

/**
 * What the list answers, asked in-process before the load so the table shows the filter really
 * matched rows (in-process: a pooled keep-alive socket may have been closed during a long fill).
 */
async function matchesOf(app: App, urlPath: string) {
  const response = await app.inject(urlPath);
  if (response.statusCode !== 200) return `HTTP ${response.statusCode}`;
  const body = response.json() as { total?: number; totalCapped?: boolean };
  if (body.total === undefined) return '-';
  return body.totalCapped ? `${body.total}+` : String(body.total);
}

const seconds = (since: number) => ((performance.now() - since) / 1000).toFixed(1);

/** What a measurement's statements planned and cost, once its load was over. */
type Plans = { result: BenchResult; plans: { statement: string; plan: string }[] };

/** Grows the table through each size and measures the endpoints at each. */
async function benchDatabase(database: Database, label: string, settings: Settings, server: Server) {
  const db = database.db;
  const measured: Plans[] = [];
  let filled = 0;
  for (const size of settings.sizes) {
    const started = performance.now();
    // Outside the requests' statement bound: building the trigram index over 100,000 rows takes longer.
    await database.exclusively((startup) => growRestaurants(startup, filled, size));
    filled = size;
    console.error(`${label}: filled to ${size} listings in ${seconds(started)} s`);
    for (const { endpoint, path: urlPath, statements } of benchEndpoints(await middleListingId(db, size))) {
      const matches = endpoint === 'detail' ? '-' : await matchesOf(server.app, urlPath);
      const load = await measure({ url: `${server.address}${urlPath}` }, settings, server.untilIdle);
      console.error(`${label} ${size} ${endpoint}: ${load.requestsPerSecond.toFixed(1)} req/s`);
      const plans = [];
      if (settings.plans) {
        for (const [statement, query] of statements(db, new Date()))
          plans.push({ statement, plan: await explain(db, query) });
      }
      measured.push({ result: { database: label, listings: size, endpoint, matches, ...load }, plans });
    }
  }
  return measured;
}

/** Each measurement's timing, then the plans of the statements behind it. */
function printPlans(measured: Plans[]) {
  for (const { result, plans } of measured) {
    if (plans.length === 0) continue;
    const size = result.listings?.toLocaleString('en') ?? '-';
    const timing = `p50 ${result.p50Ms ?? '-'} ms, p99 ${result.p99Ms ?? '-'} ms, ${round(result.requestsPerSecond)} req/s`;
    console.log(`\n=== ${result.database} ${size} ${result.endpoint}: ${timing}`);
    for (const { statement, plan } of plans) console.log(`--- ${statement}\n${plan}`);
  }
}

async function measureHelloWorld(settings: LoadSettings) {
  const hello = await startHelloWorld();
  try {
    return await measure({ url: hello.address }, settings);
  } finally {
    await hello.close();
  }
}

let cleanup: (() => Promise<void>) | undefined;

/** Ctrl-C or a crash mid-run still drops the PostgreSQL database (finally blocks do not run then). */
function dropOnExit() {
  const cleanUpAndExit = (code: number) => {
    void (cleanup?.() ?? Promise.resolve()).finally(() => process.exit(code));
  };
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      console.error(`${signal}: cleaning up`);
      cleanUpAndExit(130);
    });
  }
  process.once('uncaughtException', (error) => {
    console.error(error);
    cleanUpAndExit(1);
  });
}

async function benchTarget(target: BenchTarget, settings: Settings) {
  const { database, drop } = await target.open();
  const mediaDir = await mkdtemp(path.join(tmpdir(), 'qd-bench-media-'));
  cleanup = async () => {
    cleanup = undefined;
    await drop();
    await rm(mediaDir, { recursive: true, force: true });
  };
  try {
    // The gate of expensive reads as in production, but wide enough for the bench's one client:
    // it measures what a search costs, not how the gate refuses one address.
    const expensiveReads = {
      concurrency: defaultExpensiveReadsConcurrency(target.label === 'postgres'),
      queue: settings.connections,
      perClient: settings.connections,
    };
    const app = await buildApp({ db: database.db, mediaDir, expensiveReads });
    const untilIdle = trackInFlight(app);
    try {
      const address = await app.listen({ host: '127.0.0.1', port: 0 });
      return await benchDatabase(database, target.label, settings, { app, address, untilIdle });
    } finally {
      await app.close();
    }
  } finally {
    await cleanup?.();
  }
}

/** Other work on the machine skews every number: say so next to them. */
function loadNote() {
  const [oneMinute = 0] = os.loadavg();
  const note = `load average ${oneMinute.toFixed(2)} on ${os.cpus().length} CPUs`;
  if (oneMinute > os.cpus().length / 2) console.error(`warning: machine busy (${note}); numbers will be low and noisy`);
  return note;
}

async function main() {
  const settings = readSettings(process.env);
  const targets = benchTargets();
  dropOnExit();
  const loadAtStart = loadNote();
  console.error(
    `bench: sizes ${settings.sizes.join(', ')}; ${settings.connections} connections × ${settings.seconds} s`,
  );
  const hello = await measureHelloWorld(settings);
  const measured: Plans[] = [];
  for (const target of targets) measured.push(...(await benchTarget(target, settings)));
  const results: BenchResult[] = [
    { database: '-', listings: null, endpoint: 'fastify hello world', matches: '-', ...hello },
    ...measured.map((m) => m.result),
  ];
  const load = { start: loadAtStart, end: loadNote() };
  const checks = targetChecks(
    results,
    targets.map((t) => t.label),
  );
  console.log('');
  printResults(results);
  console.log(`\n${load.start} at the start, ${load.end} at the end`);
  printChecks(checks);
  printPlans(measured);
  const plans = measured.map(({ result: { database, listings, endpoint }, plans }) => ({
    database,
    listings,
    endpoint,
    plans,
  }));
  const file = await writeResults(RESULTS_FOLDER, { settings, load, results, checks, plans });
  console.log(`\nresults written to ${file}`);
}

await main();
