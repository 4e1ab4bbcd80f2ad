/**
 * `npm run bench:resilience`: the cluster of `npm run start:cluster` on loopback (free ports, a
 * database of its own on the PostgreSQL server of TEST_DATABASE_URL or DATABASE_URL, a Redis key
 * prefix of its own, all removed afterwards) under steady reads and signed-in writes, through four
 * faults in turn: a rolling restart of all four instances, kill -9 of a BFF, kill -9 of an api, and
 * both apis stopped (SIGSTOP) for a few seconds. Per fault it prints the requests, the failures by
 * status, p99 latency, the recovery time, and the writes acknowledged against those found in the
 * database afterwards. BENCH_SECONDS (default 15) is each fault's length under load.
 */
import { cpus } from 'node:os';
import type { Cluster, Instance } from './cluster.ts';
import type { Answer, Write, WriteCheck } from './load.ts';
import {
  checkWrites,
  failuresByStatus,
  homePageBuilt,
  listingKeys,
  percentile,
  readLoad,
  signIn,
  writeLoad,
} from './load.ts';
import { missingForScratch, startScratchCluster } from './scratch-cluster.ts';

const seconds = Number(process.env.BENCH_SECONDS ?? 15);
const adminUrl = process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL;
const redisUrl = process.env.REDIS_URL;
const user = { email: 'bench@resilience.test', password: 'Bench#2026pass' };
const runId = Math.random().toString(36).slice(2, 7);
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const say = (line: string) => console.log(`[bench] ${line}`);
const secondsOf = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

/** What a fault reports besides the load's numbers. */
type FaultResult = { recovery: string; note?: string };
/** A fault, run once the load has gone on for a second; `at` is the time since the load started (ms). */
type Fault = (cluster: Cluster, at: () => number) => Promise<FaultResult>;

const killOne =
  (name: string): Fault =>
  async (cluster) => {
    const instance = cluster.instance(name);
    const killed = instance.pid;
    const at = performance.now();
    instance.kill('SIGKILL');
    await cluster.backAfterCrash(instance, killed);
    return { recovery: `${secondsOf(performance.now() - at)} (${name} back in rotation)` };
  };

const rollingRestart: Fault = async (cluster) => {
  const at = performance.now();
  for (const name of ['api-1', 'api-2', 'bff-1', 'bff-2']) await cluster.restart(cluster.instance(name));
  return { recovery: `n/a (4 restarts took ${secondsOf(performance.now() - at)})` };
};

/**
 * Visitors arriving every `everyMs` whatever became of the earlier ones (the steady load's workers
 * can all be waiting on a frozen api at once, and then nobody asks), each reading a list of its own.
 */
function arrivals(siteUrl: string, everyMs: number) {
  const started = performance.now();
  const sent: Promise<void>[] = [];
  const answers: Answer[] = [];
  const timer = setInterval(() => {
    const at = performance.now() - started;
    const url = `${siteUrl}/api/v1/restaurants?limit=1&n=${Math.random().toString(36).slice(2)}`;
    const answered = (status: number, retryAfter: boolean) =>
      answers.push({ at, ms: performance.now() - started - at, status, retryAfter });
    sent.push(
      fetch(url, { signal: AbortSignal.timeout(20_000) })
        .then(async (response) => {
          await response.arrayBuffer();
          answered(response.status, response.headers.has('retry-after'));
        })
        .catch(() => {
          answered(0, false);
        }),
    );
  }, everyMs);
  return {
    started,
    answers,
    /** Stops the arrivals and waits for every answer. */
    async stop() {
      clearInterval(timer);
      await Promise.all(sent);
      return answers;
    },
  };
}

/** Waits until an api answers its `/healthz` directly (not through HAProxy). */
async function anApiAnswers(apis: Instance[]) {
  for (;;) {
    for (const api of apis) {
      const response = await fetch(`${api.url}/healthz`, { signal: AbortSignal.timeout(200) }).catch(() => undefined);
      await response?.arrayBuffer();
      if (response?.ok) return;
    }
    await pause(50);
  }
}

/**
 * The whole api tier gone for a few seconds while a visitor arrives every 100 ms: both apis frozen
 * (SIGSTOP, as a hung host: no answer, no refusal) then resumed, or both killed (kill -9: refused)
 * and started again by the cluster. Recovery: from the first api's return to the first visitor
 * arriving after it who is served (200).
 */
const apiTierDown =
  (signal: 'SIGSTOP' | 'SIGKILL'): Fault =>
  async (cluster) => {
    const apis = cluster.instances.filter((instance) => instance.spec.kind === 'api');
    const visitors = arrivals(cluster.topology.url, 100);
    const killed = apis.map((api) => api.pid);
    for (const api of apis) api.kill(signal);
    if (signal === 'SIGSTOP') {
      await pause(Math.max(5_000, (seconds * 1000) / 3));
      for (const api of apis) api.kill('SIGCONT');
    } else {
      // Started again by the cluster a second after each exit: down until one answers.
      while (apis.some((api, i) => api.pid === undefined || api.pid === killed[i])) await pause(20);
      await anApiAnswers(apis);
    }
    const returned = performance.now() - visitors.started;
    const served = () => visitors.answers.some((answer) => answer.at >= returned && answer.status === 200);
    for (let waited = 0; waited < 30_000 && !served(); waited += 100) await pause(100);
    const answers = await visitors.stop();
    const answeredAt = (answer: Answer) => answer.at + answer.ms;
    // From the first 503 on, the BFFs know: no visitor arriving then may wait for the api.
    const knownAt = Math.min(...answers.filter((answer) => answer.status === 503).map(answeredAt));
    const afterKnown = answers.filter((answer) => answer.at >= knownAt && answer.at < returned);
    const beforeKnown = answers.filter((answer) => answer.at < knownAt);
    const back = Math.min(...answers.filter((a) => a.at >= returned && a.status === 200).map(answeredAt)) - returned;
    const slowest = (list: Answer[]) => ms(Math.max(0, ...list.map((answer) => answer.ms)));
    const refusedWell = afterKnown.filter((answer) => answer.status === 503 && answer.retryAfter).length;
    return {
      recovery: `${secondsOf(back)} after an api returned`,
      note: [
        `apis down ${secondsOf(returned)}; a visitor every 100 ms (${answers.length} in all):`,
        `the first 503 ${ms(knownAt)} after the ${signal} (${beforeKnown.length} visitors before it waited, the slowest ${slowest(beforeKnown)});`,
        `from then until the return ${afterKnown.length} visitors, ${refusedWell} answered 503 with Retry-After, the slowest in ${slowest(afterKnown)}`,
      ].join(' '),
    };
  };

const scenarios: [string, Fault][] = [
  ['(a) rolling restart of all four', rollingRestart],
  ['(b) kill -9 of a BFF', killOne('bff-1')],
  ['(c) kill -9 of an api under writes', killOne('api-2')],
  ['(d) api tier down: both apis SIGSTOP, then SIGCONT', apiTierDown('SIGSTOP')],
  ['(e) api tier down: both apis kill -9, started again', apiTierDown('SIGKILL')],
];

type Row = {
  scenario: string;
  reads: (Answer & { path: string })[];
  writes: Write[];
  check: WriteCheck;
  fault: FaultResult;
};

async function run(
  cluster: Cluster,
  databaseUrl: string,
  cookie: string,
  listings: string[],
  [scenario, fault]: [string, Fault],
) {
  const site = cluster.topology.url;
  const started = performance.now();
  const at = () => performance.now() - started;
  const reads = readLoad(site, { started });
  const writes = writeLoad(site, cookie, listings, { tag: `bench ${runId} ${scenario.slice(1, 2)}`, started });
  await pause(1_000);
  const result = await fault(cluster, at);
  // The rest of the scenario's time under load (a second at least, once recovered).
  await pause(Math.max(1_000, seconds * 1000 - at()));
  const [read, written] = await Promise.all([reads.stop(), writes.stop()]);
  // A write the BFF gave up on may still be finishing in an api: let it land before looking.
  await pause(500);
  const check = await checkWrites(databaseUrl, user.email, written);
  await Promise.all(cluster.instances.map((instance) => cluster.waitInRotation(instance)));
  return { scenario, reads: read, writes: written, check, fault: result } satisfies Row;
}

const ms = (value: number) => `${Math.round(value)} ms`;

function table(rows: Row[]) {
  const header = [
    'scenario',
    'reads',
    'read failures',
    'read p99',
    'writes',
    'write failures',
    'write p99',
    'recovery',
    'writes acked / checked / found',
    'unacked (applied)',
    'half',
  ];
  const summary = (answers: Answer[]) => [
    String(answers.length),
    failuresByStatus(answers) || '0',
    ms(
      percentile(
        answers.map((answer) => answer.ms),
        99,
      ),
    ),
  ];
  const lines = rows.map(({ scenario, reads, writes, check, fault }) => [
    scenario,
    ...summary(reads),
    ...summary(writes),
    fault.recovery,
    `${check.acknowledged} / ${check.checked} / ${check.found}`,
    `${check.unacknowledged} (${check.appliedAnyway})`,
    String(check.half),
  ]);
  return [header, header.map(() => '---'), ...lines].map((cells) => `| ${cells.join(' | ')} |`).join('\n');
}

/** What the api-down scenario must show: 503s answered fast, each with Retry-After. */
function downDetails(row: Row) {
  const refused = [...row.reads, ...row.writes].filter((answer) => answer.status === 503);
  const latencies = refused.map((answer) => answer.ms);
  return [
    `${row.scenario}: ${row.fault.note ?? ''}.`,
    `Under the steady load: ${refused.length} answers 503 (${refused.filter((a) => a.retryAfter).length} with Retry-After),`,
    `p50 ${ms(percentile(latencies, 50))}, p99 ${ms(percentile(latencies, 99))}`,
  ].join(' ');
}

/** The requests that got no answer at all, by cause, e.g. `ECONNRESET×1`. */
function unanswered(rows: Row[]) {
  return rows.flatMap((row) => {
    const causes = new Map<string, number>();
    for (const answer of [...row.reads, ...row.writes])
      if (answer.status === 0) causes.set(answer.message ?? '?', (causes.get(answer.message ?? '?') ?? 0) + 1);
    return causes.size === 0
      ? []
      : [`${row.scenario}: no answer: ${[...causes].map(([c, n]) => `${c}×${n}`).join(', ')}`];
  });
}

async function main() {
  const missing = missingForScratch(
    ['TEST_DATABASE_URL or DATABASE_URL (a server where it may create a database)', adminUrl],
    redisUrl,
  );
  if (missing.length > 0) {
    console.error(`[bench] npm run bench:resilience needs ${missing.join(', ')}`);
    process.exit(1);
  }
  say(
    `${cpus().length} cores, Node ${process.version}, BENCH_SECONDS=${seconds}; reads: restaurants list, shops list${homePageBuilt() ? ', home page HTML' : ' (no home page: the shell is not built)'}`,
  );
  say('starting the cluster (a database and Redis keys of its own)…');
  const scratch = await startScratchCluster({
    adminUrl: adminUrl as string,
    redisUrl: redisUrl as string,
    user,
    name: 'qd_bench',
  });
  let failed = true;
  try {
    const { cluster } = scratch;
    const cookie = await signIn(cluster.instance('bff-1').url, cluster.topology.siteUrl, user);
    const listings = await listingKeys(cluster.topology.url);
    const rows: Row[] = [];
    for (const scenario of scenarios) {
      say(`${scenario[0]}…`);
      rows.push(await run(cluster, scratch.databaseUrl, cookie, listings, scenario));
    }
    console.log(`\n${table(rows)}\n`);
    for (const row of rows) if (row.scenario.includes('api tier down')) say(downDetails(row));
    for (const line of unanswered(rows)) say(line);
    for (const row of rows) if (row.check.lost.length > 0) say(`${row.scenario}: LOST ${row.check.lost.join(', ')}`);
    failed = rows.some((row) => row.check.lost.length > 0 || row.check.half > 0);
  } finally {
    if (failed) say(`the instances' output: ${scratch.logFile}`);
    await scratch.stop(failed);
  }
  process.exit(failed ? 1 : 0);
}

await main();
