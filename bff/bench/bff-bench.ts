/**
 * `npm run bench`: what the BFF costs on top of the api, against a bare Fastify hello world, all on
 * 127.0.0.1 in one run. A report, never a gate: it exits 0 whatever the numbers. Env: BENCH_SECONDS=5.
 * The hello world and both BFFs run on the main thread, the api in a worker thread, autocannon in another.
 */
import { type LoadSettings, measure, probe, type Target } from './measure.ts';
import { type BenchResult, printChecks, printTable, type ScenarioId, targetChecks, writeResults } from './report.ts';
import { type Server, shellBuild, startApi, startBff, startHelloWorld } from './servers.ts';

const CONNECTIONS = 10;
/** Every request goes upstream, a plain proxy hop (ttlMs 0 alone still serves what was stored this millisecond). */
const NO_PUBLIC_CACHE = { ttlMs: 0, maxEntries: 0 };
const LIST = '/api/v1/restaurants';
const english = { 'x-lang': 'en' };
/**
 * As a browser asks for a page. Without accept-encoding, @fastify/static (preCompressed, index: false)
 * answers `GET /` with its own 403 before the shell page is ever rendered.
 */
const browserPage = { accept: 'text/html', 'accept-encoding': 'gzip, deflate, br' };

type Scenario = { id: ScenarioId; scenario: string; target: Target };
type Addresses = { hello: string; api: string; proxyOnly: string; bff: string };

function readSettings(env: NodeJS.ProcessEnv): LoadSettings {
  const seconds = Number(env.BENCH_SECONDS ?? 5);
  if (!(seconds > 0)) throw new Error(`BENCH_SECONDS: a positive number, got ${env.BENCH_SECONDS}`);
  return { seconds, connections: CONNECTIONS };
}

const scenarios = (at: Addresses): Scenario[] => [
  { id: 'a', scenario: 'fastify hello world', target: { url: `${at.hello}/` } },
  { id: 'b', scenario: 'api restaurants list', target: { url: `${at.api}${LIST}`, headers: english } },
  { id: 'c', scenario: 'bff list, no cache', target: { url: `${at.proxyOnly}${LIST}`, headers: english } },
  { id: 'd', scenario: 'bff list, warm cache', target: { url: `${at.bff}${LIST}`, headers: english } },
  { id: 'e', scenario: 'bff home page html', target: { url: `${at.bff}/`, headers: browserPage } },
];

/** The probe doubles as the warm-up of (d)'s cache: the measured window then starts warm. */
async function runScenario({ id, scenario, target }: Scenario, settings: LoadSettings): Promise<BenchResult> {
  const answered = await probe(target);
  console.error(`(${id}) ${scenario}: HTTP ${answered.status}, ${answered.contentType}, ${answered.bytes} bytes`);
  if (answered.status >= 300) console.error(`(${id}) warning: the load will measure an HTTP ${answered.status} answer`);
  const measured = await measure(target, settings);
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
    const proxyOnly = await open(startBff(api.address, build, { publicCache: NO_PUBLIC_CACHE }));
    const bff = await open(startBff(api.address, build));
    console.error(`bench: ${settings.connections} connections × ${settings.seconds} s; shell from ${build.label}`);
    const addresses = { hello: hello.address, api: api.address, proxyOnly: proxyOnly.address, bff: bff.address };
    const results: BenchResult[] = [];
    for (const scenario of scenarios(addresses)) results.push(await runScenario(scenario, settings));
    const checks = targetChecks(results);
    console.log('');
    printTable(results);
    printChecks(checks);
    const file = await writeResults({ settings, shell: build.label, results, checks });
    console.log(`\nresults written to ${file}`);
  } finally {
    for (const close of closers.reverse()) await close().catch((error) => console.error('close failed:', error));
  }
}

await main();
