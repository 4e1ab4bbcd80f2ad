/** The bench's output: one aligned table, the target checks, and the same as JSON for comparisons. */
import { mkdir, writeFile } from 'node:fs/promises';
import os from 'node:os';
import type { Measurement, Probe } from './measure.ts';

export type ScenarioId = 'a' | 'b' | 'c' | 'd' | 'e' | 'f' | 'g';
export type BenchResult = Measurement & { id: ScenarioId; scenario: string; probe: Probe };
export type Check = { name: string; outcome: 'PASS' | 'FAIL'; detail: string };

const round = (n: number, digits = 1) => Number(n.toFixed(digits));
const find = (results: BenchResult[], id: ScenarioId) => results.find((r) => r.id === id);

/** Each scenario's req/s as a share of the hello world's, the ceiling of any Fastify route here. */
const ratioToHello = (results: BenchResult[]) => {
  const hello = find(results, 'a')?.requestsPerSecond ?? 0;
  return (r: BenchResult) => (hello > 0 ? (r.requestsPerSecond / hello).toFixed(2) : '-');
};

type Column = [string, (r: BenchResult) => string];

function columns(results: BenchResult[]): Column[] {
  return [
    ['scenario', (r) => `(${r.id}) ${r.scenario}`],
    ['req/s', (r) => round(r.requestsPerSecond).toFixed(1)],
    ['p50 ms', (r) => String(r.p50Ms ?? '-')],
    ['p99 ms', (r) => String(r.p99Ms ?? '-')],
    ['non-2xx', (r) => String(r.non2xx)],
    ['errors', (r) => String(r.errors)],
    ['÷ (a)', ratioToHello(results)],
    // The api answers from its worker thread: the main thread's CPU says nothing about it.
    ['main cpu µs/req', (r) => (r.id === 'b' ? '-' : r.mainCpuUsPerRequest.toFixed(1))],
  ];
}

export function printTable(results: BenchResult[]) {
  const table = columns(results);
  const cells = results.map((r) => table.map(([, cell]) => cell(r)));
  const widths = table.map(([title], c) => Math.max(title.length, ...cells.map((row) => (row[c] ?? '').length)));
  // Text left, numbers right, so the digits line up.
  const line = (row: string[]) =>
    row.map((cell, c) => (c === 0 ? cell.padEnd(widths[c] ?? 0) : cell.padStart(widths[c] ?? 0))).join('  ');
  console.log(line(table.map(([title]) => title)));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const row of cells) console.log(line(row));
  console.log('main cpu µs/req: CPU of the main thread (hello world, BFFs) per response; the api runs in a worker.');
}

/** `measured` must reach `share` of `baseline`'s req/s; a scenario that answered errors never passes. */
function shareCheck(results: BenchResult[], measured: ScenarioId, baseline: ScenarioId, share: number): Check {
  const name = `(${measured}) ≥ ${share * 100}% of (${baseline}) req/s`;
  const m = find(results, measured);
  const b = find(results, baseline);
  if (!m || !b) return { name, outcome: 'FAIL', detail: 'not measured' };
  const ratio = m.requestsPerSecond / b.requestsPerSecond;
  const failed = m.non2xx + m.errors > 0 ? `; ${m.non2xx} non-2xx, ${m.errors} errors` : '';
  const compared = `${round(m.requestsPerSecond)} vs ${round(b.requestsPerSecond)} req/s`;
  const detail = `${compared} = ${round(ratio * 100)}%${failed}`;
  return { name, outcome: ratio >= share && !failed ? 'PASS' : 'FAIL', detail };
}

export function targetChecks(results: BenchResult[]): Check[] {
  return [shareCheck(results, 'c', 'b', 0.8), shareCheck(results, 'd', 'a', 0.5), shareCheck(results, 'e', 'a', 0.5)];
}

/**
 * The same answers' floors (f, g): what share of Node's own best the BFF reaches for each, and what
 * share of the hello world the floor itself is (the most (d) and (e) could reach here).
 */
export function floorShares(results: BenchResult[]): string[] {
  const share = (a: ScenarioId, b: ScenarioId) => {
    const m = find(results, a)?.requestsPerSecond ?? 0;
    const base = find(results, b)?.requestsPerSecond ?? 0;
    return base > 0 ? `${round((m / base) * 100)}%` : '-';
  };
  return [
    `(d) is ${share('d', 'f')} of its floor (f), which is ${share('f', 'a')} of (a)`,
    `(e) is ${share('e', 'g')} of its floor (g), which is ${share('g', 'a')} of (a)`,
  ];
}

export function printChecks(checks: Check[]) {
  console.log('');
  for (const check of checks) console.log(`${check.outcome.padEnd(4)}  ${check.name}: ${check.detail}`);
}

/** Written next to the bench so two runs can be diffed; the folder's .gitignore keeps it out of commits. */
export async function writeResults(report: {
  settings: unknown;
  shell: string;
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
