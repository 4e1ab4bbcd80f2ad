/** The bench's table columns and its target checks (server-kit/bench-report prints and writes them). */
import type { Measurement } from 'server-kit/bench-load';
import { type Check, type Column, printTable, round } from 'server-kit/bench-report';

export type BenchResult = Measurement & {
  database: string;
  listings: number | null;
  endpoint: string;
  /** What a list answered (`total`, "1000+" when capped): a filter that matches nothing measures nothing. */
  matches: string;
};

const FILTERED = 'list filtered';

const columns: Column<BenchResult>[] = [
  ['database', (r) => r.database],
  ['listings', (r) => (r.listings === null ? '-' : r.listings.toLocaleString('en'))],
  ['endpoint', (r) => r.endpoint],
  ['matches', (r) => r.matches],
  ['req/s', (r) => round(r.requestsPerSecond).toFixed(1)],
  ['p50 ms', (r) => String(r.p50Ms ?? '-')],
  ['p99 ms', (r) => String(r.p99Ms ?? '-')],
  ['requests', (r) => String(r.requests)],
  ['non-2xx', (r) => String(r.non2xx)],
  ['errors', (r) => String(r.errors)],
];

/** Database, listings, endpoint and matches read as text. */
export const printResults = (results: BenchResult[]) => printTable(columns, results, 4);

const find = (results: BenchResult[], database: string, listings: number, endpoint: string) =>
  results.find((r) => r.database === database && r.listings === listings && r.endpoint === endpoint);

/** How much dearer the filtered list may get from 1,000 to 100,000 listings. */
const MAX_GROWTH = 1.5;

/**
 * Target: the filtered list must not get much dearer as the directory grows. Judged on p50, and on
 * req/s too: under several connections p50 is mostly queueing (on PGlite, for its one connection,
 * query by query), so it can stay flat while each request costs several times more.
 */
function growthCheck(results: BenchResult[], database: string): Check {
  const name = `${database}: filtered list at 100k costs ≤ ${MAX_GROWTH}× its cost at 1k (p50, and req/s)`;
  const small = find(results, database, 1_000, FILTERED);
  const large = find(results, database, 100_000, FILTERED);
  if (!small || !large) return { name, outcome: 'SKIP', detail: 'needs sizes 1000 and 100000' };
  if (small.p50Ms === null || large.p50Ms === null) return { name, outcome: 'FAIL', detail: 'no request succeeded' };
  // p50 is whole milliseconds: a 0 ms baseline is read as 1 ms so the ratio stays meaningful.
  const p50Ratio = large.p50Ms / Math.max(small.p50Ms, 1);
  const costRatio = small.requestsPerSecond / Math.max(large.requestsPerSecond, 0.01);
  const detail =
    `p50 ${small.p50Ms} → ${large.p50Ms} ms (${round(p50Ratio, 2)}×); ` +
    `req/s ${round(small.requestsPerSecond)} → ${round(large.requestsPerSecond)} (${round(costRatio, 2)}× the cost)`;
  const outcome = p50Ratio <= MAX_GROWTH && costRatio <= MAX_GROWTH ? 'PASS' : 'FAIL';
  return { name, outcome, detail };
}

type LatencyTarget = { endpoint: string; p50Ms: number; p99Ms?: number };

/** Targets on the production database at 100,000 listings, one request at a time (BENCH_CONNECTIONS=1). */
const latencyTargets: LatencyTarget[] = [
  { endpoint: FILTERED, p50Ms: 10, p99Ms: 40 },
  { endpoint: 'name search', p50Ms: 15 },
  { endpoint: 'detail', p50Ms: 5 },
];

function latencyCheck(results: BenchResult[], target: LatencyTarget): Check {
  const bounds = [`p50 ≤ ${target.p50Ms} ms`, ...(target.p99Ms === undefined ? [] : [`p99 ≤ ${target.p99Ms} ms`])];
  const name = `${target.endpoint} ${bounds.join(', ')} on PostgreSQL at 100k`;
  const large = find(results, 'postgres', 100_000, target.endpoint);
  if (!large) return { name, outcome: 'SKIP', detail: 'needs PostgreSQL (TEST_DATABASE_URL) and size 100000' };
  const detail = `p50 ${large.p50Ms ?? '-'} ms, p99 ${large.p99Ms ?? '-'} ms, ${round(large.requestsPerSecond)} req/s`;
  const within = (measured: number | null, bound: number | undefined) =>
    bound === undefined || (measured !== null && measured <= bound);
  const pass = large.p50Ms !== null && within(large.p50Ms, target.p50Ms) && within(large.p99Ms, target.p99Ms);
  return { name, outcome: pass ? 'PASS' : 'FAIL', detail };
}

export function targetChecks(results: BenchResult[], databases: string[]): Check[] {
  return [
    ...databases.map((database) => growthCheck(results, database)),
    ...latencyTargets.map((target) => latencyCheck(results, target)),
  ];
}
