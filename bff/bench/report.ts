/** The bench's table columns, its target checks and the floors (server-kit/bench-report prints and writes them). */
import type { Measurement } from 'server-kit/bench-load';
import { type Check, type Column, printTable, round } from 'server-kit/bench-report';
import type { Probe } from './probe.ts';

export type ScenarioId = 'a' | 'b' | 'c' | 'd' | 'e' | 'f' | 'g' | 'h';
export type BenchResult = Measurement & { id: ScenarioId; scenario: string; probe: Probe };

const find = (results: BenchResult[], id: ScenarioId) => results.find((r) => r.id === id);

/** Each scenario's req/s as a share of the hello world's, the ceiling of any Fastify route here. */
const ratioToHello = (results: BenchResult[]) => {
  const hello = find(results, 'a')?.requestsPerSecond ?? 0;
  return (r: BenchResult) => (hello > 0 ? (r.requestsPerSecond / hello).toFixed(2) : '-');
};

function columns(results: BenchResult[]): Column<BenchResult>[] {
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

/** Only the scenario reads as text. */
export function printResults(results: BenchResult[]) {
  printTable(columns(results), results, 1);
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
  return [shareCheck(results, 'c', 'b', 0.8), shareCheck(results, 'd', 'a', 0.5), shareCheck(results, 'e', 'g', 0.9)];
}

/**
 * The same answers' floors (f, g): what share of Node's own best the BFF reaches for each, and what
 * share of the hello world the floor itself is (the most (d) and (e) could reach here). (h) splits
 * the home page's distance to its floor: the hooks every BFF answer passes, and the page's own work.
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
    `(h) the same bytes through the BFF's hooks run at ${share('h', 'g')} of (g); the page itself at ${share('e', 'h')} of (h)`,
  ];
}
