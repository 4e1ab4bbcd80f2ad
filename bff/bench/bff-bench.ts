/**
 * `npm run bench`: what the BFF costs on top of the api, against a bare Fastify hello world, all on
 * 127.0.0.1 in one run, with a visitor's load: 50 connections, each asking as a browser asks, and the
 * BFFs as production runs them (its settings and its log at info, written to /dev/null). A report,
 * never a gate: it exits 0 whatever the numbers. Env: BENCH_SECONDS=5, BENCH_CONNECTIONS=50.
 * The hello world and both BFFs run on the main thread, the api in a worker thread, autocannon in another.
 */
import { type LoadSettings, measure, startHelloWorld, type Target } from 'server-kit/bench-load';
import { printChecks, writeResults } from 'server-kit/bench-report';
import { probe } from './probe.ts';
import { type BenchResult, floorShares, printResults, type ScenarioId, targetChecks } from './report.ts';
import {
  HOOKED_REPLAY_PATH,
  replayOf,
  type Server,
  shellBuild,
  startApi,
  startBff,
  startHookedReplay,
  startReplay,
} from './servers.ts';

/** Its .gitignore keeps the results out of commits. */
const RESULTS_FOLDER = new URL('./results/', import.meta.url);
/** A busy phone audience, as the goals are read: fewer make the server look faster than visitors find it. */
const DEFAULT_CONNECTIONS = 50;
/** Production's BFF: its security settings and its request log at info, to a file that keeps nothing. */
const AS_IN_PRODUCTION = { production: true, logger: { level: 'info', file: '/dev/null' } } as const;
/** Every request goes upstream, a plain proxy hop: the public cache keeps nothing. */
const NO_PUBLIC_CACHE = { ttlMs: 0, maxEntries: 0 };
const LIST = '/api/v1/restaurants';
const english = { 'x-lang': 'en' };
/** As the app's api client asks from a browser (platform/api-client.ts), which adds its encodings. */
const browserApiCall = {
  ...english,
  accept: 'application/json',
  'x-csrf': '1',
  'accept-encoding': 'gzip, deflate, br, zstd',
};
/**
 * As a browser asks for a page. Without accept-encoding, @fastify/static (preCompressed, index: false)
 * answers `GET /` with its own 403 before the shell page is ever rendered.
 */
const browserPage = { accept: 'text/html', 'accept-encoding': 'gzip, deflate, br' };

/** Lets requests autocannon abandoned at the end of a run finish before the next run starts. */
const SETTLE_MS = 250;
const settle = () => new Promise<void>((resolve) => setTimeout(resolve, SETTLE_MS));

type Scenario = { id: ScenarioId; scenario: string; target: Target };
type Addresses = {
  hello: string;
  api: string;
  proxyOnly: string;
  bff: string;
  listFloor: string;
  homeFloor: string;
  homeThroughHooks: string;
};

function readSettings(env: NodeJS.ProcessEnv): LoadSettings {
  const seconds = Number(env.BENCH_SECONDS ?? 5);
  if (!(seconds > 0)) throw new Error(`BENCH_SECONDS: a positive number, got ${env.BENCH_SECONDS}`);
  const connections = Number(env.BENCH_CONNECTIONS ?? DEFAULT_CONNECTIONS);
  if (!Number.isInteger(connections) || connections < 1)
    throw new Error(`BENCH_CONNECTIONS: a whole number from 1, got ${env.BENCH_CONNECTIONS}`);
  return { seconds, connections };
}

const scenarios = (at: Addresses): Scenario[] => [
  { id: 'a', scenario: 'fastify hello world', target: { url: `${at.hello}/` } },
  { id: 'b', scenario: 'api restaurants list', target: { url: `${at.api}${LIST}`, headers: english } },
  { id: 'c', scenario: 'bff list, no cache', target: { url: `${at.proxyOnly}${LIST}`, headers: english } },
  { id: 'd', scenario: 'bff list, warm cache', target: { url: `${at.bff}${LIST}`, headers: browserApiCall } },
  { id: 'e', scenario: 'bff home page html', target: { url: `${at.bff}/`, headers: browserPage } },
  { id: 'f', scenario: "floor: (d)'s bytes, bare", target: { url: `${at.listFloor}/` } },
  { id: 'g', scenario: "floor: (e)'s bytes, bare", target: { url: `${at.homeFloor}/` } },
  {
    id: 'h',
    scenario: "(e)'s bytes through the BFF's hooks",
    target: { url: `${at.homeThroughHooks}${HOOKED_REPLAY_PATH}`, headers: browserPage },
  },
];

/** The probe doubles as the warm-up of (d)'s cache: the measured window then starts warm. */
async function runScenario({ id, scenario, target }: Scenario, settings: LoadSettings): Promise<BenchResult> {
  const answered = await probe(target);
  console.error(`(${id}) ${scenario}: HTTP ${answered.status}, ${answered.contentType}, ${answered.bytes} bytes`);
  if (answered.status >= 300) console.error(`(${id}) warning: the load will measure an HTTP ${answered.status} answer`);
  const measured = await measure(target, settings, settle);
  console.error(`(${id}) ${scenario}: ${measured.requestsPerSecond.toFixed(0)} req/s`);
  return { id, scenario, probe: answered, ...measured };
}

async function main() {
  const settings = readSettings(process.env);
  // Closed in reverse order of opening (the BFFs before the api they call), failures included.
  const closers: (() => Promise<void>)[] = [];
  const open = async <T extends { close: () => Promise<void> }>(starting: Promise<T>) => {
    const server = await starting;
    closers.push(server.close);
    return server;
  };
  try {
    const hello: Server = await open(startHelloWorld());
    const api = await open(startApi());
    const build = await open(shellBuild());
    const proxyOnly = await open(startBff(api.address, build, { ...AS_IN_PRODUCTION, publicCache: NO_PUBLIC_CACHE }));
    const bff = await open(startBff(api.address, build, AS_IN_PRODUCTION));
    console.error(`bench: ${settings.connections} connections × ${settings.seconds} s; shell from ${build.label}`);
    // The same answers, as they travel, from a bare Fastify route: what Node alone costs to send them.
    const listFloor = await open(startReplay(await replayOf(`${bff.address}${LIST}`, browserApiCall)));
    const homeBytes = await replayOf(`${bff.address}/`, browserPage);
    const homeFloor = await open(startReplay(homeBytes));
    // The same bytes again, from a route of a BFF: what its hooks cost every answer, the page's too.
    const homeThroughHooks = await open(startHookedReplay(api.address, build, AS_IN_PRODUCTION, homeBytes));
    const addresses = {
      hello: hello.address,
      api: api.address,
      proxyOnly: proxyOnly.address,
      bff: bff.address,
      listFloor: listFloor.address,
      homeFloor: homeFloor.address,
      homeThroughHooks: homeThroughHooks.address,
    };
    const results: BenchResult[] = [];
    for (const scenario of scenarios(addresses)) results.push(await runScenario(scenario, settings));
    const checks = targetChecks(results);
    console.log('');
    printResults(results);
    printChecks(checks);
    for (const line of floorShares(results)) console.log(line);
    const file = await writeResults(RESULTS_FOLDER, { settings, shell: build.label, results, checks });
    console.log(`\nresults written to ${file}`);
  } finally {
    for (const close of closers.reverse()) await close().catch((error) => console.error('close failed:', error));
  }
}

await main();
