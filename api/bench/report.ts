/** The bench's output: one aligned table, the target checks, and the same as JSON for comparisons. */
import { mkdir, writeFile } from 'node:fs/promises';
import os from 'node:os';
import type { Measurement } from './measure.ts';

export type BenchResult = Measurement & {
  database: string;
  listings: number | null;
  endpoint: string;
  /** What a list answered (`total`, "1000+" when capped): a filter that matches nothing measures nothing. */
  matches: string;
};
export type Check = { name: string; outcome: 'PASS' | 'FAIL' | 'SKIP'; detail: string };

const FILTERED = 'list filtered';
const round = (n: number, digits = 1) => Number(n.toFixed(digits));

const columns: [string, (r: BenchResult) => string][] = [
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

export function printTable(results: BenchResult[]) {
  const cells = results.map((r) => columns.map(([, cell]) => cell(r)));
  const widths = columns.map(([title], c) => Math.max(title.length, ...cells.map((row) => (row[c] ?? '').length)));
  // Text left, numbers right, so the digits line up.
  const line = (row: string[]) =>
    row.map((cell, c) => (c < 4 ? cell.padEnd(widths[c] ?? 0) : cell.padStart(widths[c] ?? 0))).join('  ');
  console.log(line(columns.map(([title]) => title)));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const row of cells) console.log(line(row));
}

const find = (results: BenchResult[], database: string, listings: number, endpoint: string) =>
  results.find((r) => r.database === database && r.listings === listings && r.endpoint === endpoint);

/**
 * Target: the filtered list must not get much dearer as the directory grows. Judged on p50 as the
 * target says, and on req/s too: under 10 connections p50 is mostly queueing (on PGlite, for its one
 * connection, query by query), so it can stay flat while each request costs several times more.
 */
function scalingCheck(results: BenchResult[], database: string): Check {
  const name = `${database}: filtered list at 100k costs ≤ 2× its cost at 1k (p50, and req/s)`;
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
  return { name, outcome: p50Ratio <= 2 && costRatio <= 2 ? 'PASS' : 'FAIL', detail };
}

/** Target: on the production database a filtered page is answered in under 10 ms. */
function latencyCheck(results: BenchResult[]): Check {
  const name = 'filtered list p50 < 10 ms on PostgreSQL at 100k';
  const large = find(results, 'postgres', 100_000, FILTERED);
  if (!large) return { name, outcome: 'SKIP', detail: 'needs PostgreSQL (TEST_DATABASE_URL) and size 100000' };
  const detail = `p50 ${large.p50Ms ?? '-'} ms, p99 ${large.p99Ms ?? '-'} ms, ${round(large.requestsPerSecond)} req/s`;
  return { name, outcome: large.p50Ms !== null && large.p50Ms < 10 ? 'PASS' : 'FAIL', detail };
}

export function targetChecks(results: BenchResult[], databases: string[]): Check[] {
  return [...databases.map((database) => scalingCheck(results, database)), latencyCheck(results)];
}

export function printChecks(checks: Check[]) {
  console.log('');
  for (const check of checks) console.log(`${check.outcome.padEnd(4)}  ${check.name}: ${check.detail}`);
}

/** Written next to the bench so two runs can be diffed; the folder's .gitignore keeps it out of commits. */
export async function writeResults(report: {
  settings: unknown;
  load: unknown;
  results: BenchResult[];
  checks: Check[];
}) {
  const folder = new URL('./results/', import.meta.url);
  await mkdir(folder, { recursive: true });
  const file = new URL('latest.json', folder);
  const machine = {
    cpus: os.cpus().length,
    cpuModel: os.cpus()[0]?.model,
    memoryMb: Math.round(os.totalmem() / 2 ** 20),
  };
  const body = { finishedAt: new Date().toISOString(), node: process.version, machine, ...report };
  await writeFile(file, `${JSON.stringify(body, null, 2)}\n`);
  return file.pathname;
}
