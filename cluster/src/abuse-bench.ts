/**
 * `npm run bench:abuse`: anonymous clients sending random uncached searches of every kind, without a
 * pause, while signed-in visitors browse and save as a browser does; on the stack `npm start`
 * runs (api and BFF, the embedded database) and on the cluster of `npm run start:cluster`
 * (PostgreSQL, two of each behind HAProxy), each over a directory of its own with thousands of
 * listings and posts. Per stack it prints what the visitors got (success rate, p50, p99, the
 * slowest, failures by status), what the clients got, and every 503. A report, never a gate.
 *
 * ABUSE_TARGETS (embedded,cluster), ABUSE_CLIENTS (50), ABUSE_VISITORS (5), ABUSE_SECONDS (60), ABUSE_RESTAURANTS
 * (10000) and ABUSE_POSTS (5000) added to the seed's. The cluster needs TEST_DATABASE_URL or
 * DATABASE_URL, REDIS_URL and haproxy; without them it is skipped, said so.
 */
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fillBenchDirectory } from 'api/bench/fill';
import { areas } from 'contracts/enums';
import { type Started, startProcess, waitForHealth } from 'server-kit/processes';
import { type Answer, failuresByStatus, percentile, signIn, stateChange } from './load.ts';
import { missingForScratch, startScratchCluster } from './scratch-cluster.ts';

const env = process.env;
const clients = Number(env.ABUSE_CLIENTS ?? 50);
const seconds = Number(env.ABUSE_SECONDS ?? 60);
const restaurants = Number(env.ABUSE_RESTAURANTS ?? 10_000);
const posts = Number(env.ABUSE_POSTS ?? 5_000);
const targets = (env.ABUSE_TARGETS ?? 'embedded,cluster').split(',').map((t) => t.trim());
const visitorCount = Number(env.ABUSE_VISITORS ?? 5);
const visitors = Array.from({ length: visitorCount }, (_, i) => ({
  email: `visitor-${i}@abuse.test`,
  password: 'Visitor#2026pass',
}));
const [user] = visitors as [{ email: string; password: string }];
const accounts = { admin: { email: 'admin@abuse.test', password: 'Admin#2026pass' }, user };
const say = (line: string) => console.log(`[abuse] ${line}`);
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const LATIN = 'abcdefghijklmnopqrstuvwxyz';
const ARABIC = 'ابتثجحخدذرزسشصضطظعغفقكلمنهوي';
const pick = <T>(items: readonly T[]) => items[Math.floor(Math.random() * items.length)] as T;
const word = () => {
  const letters = Math.random() < 0.25 ? ARABIC : LATIN;
  return Array.from({ length: 4 + Math.floor(Math.random() * 5) }, () => pick([...letters])).join('');
};

/** A search nobody asked before: no cache holds its answer. */
const searches: (() => string)[] = [
  () => `/api/v1/restaurants?businessName=${encodeURIComponent(word())}`,
  () => `/api/v1/shops?shopName=${encodeURIComponent(word())}`,
  () => `/api/v1/blogs?title=${encodeURIComponent(word())}`,
  () =>
    `/api/v1/restaurants?openNow=true&page=${1 + Math.floor(Math.random() * 50)}&sort=${pick(['name_asc', 'newest', 'price_desc'])}`,
  () => `/api/v1/shops?openNow=true&location=${pick(areas.values)}&n=${word()}`,
  () => `/api/v1/restaurants?businessName=${encodeURIComponent(word())}&location=${pick(areas.values)}`,
];

async function timed(url: string, init: RequestInit): Promise<Answer & { url: string }> {
  const at = performance.now();
  try {
    const response = await fetch(url, { ...init, signal: AbortSignal.timeout(30_000) });
    const text = await response.text();
    let message: string | undefined;
    if (response.status >= 400) message = (JSON.parse(text || '{}') as { code?: string }).code;
    return {
      url,
      at,
      ms: performance.now() - at,
      status: response.status,
      retryAfter: response.headers.has('retry-after'),
      message,
    };
  } catch (error) {
    const cause = (error as Error & { cause?: { code?: string } }).cause;
    return {
      url,
      at,
      ms: performance.now() - at,
      status: 0,
      retryAfter: false,
      message: cause?.code ?? (error as Error).message,
    };
  }
}

/** The clients: each sends its next search as soon as the last is answered. `address` gives each its own. */
function abusers(site: string, ownAddresses: boolean) {
  const answers: Answer[] = [];
  let running = true;
  const loops = Array.from({ length: clients }, async (_, i) => {
    const headers: Record<string, string> = { accept: 'application/json' };
    if (ownAddresses) headers['x-forwarded-for'] = `10.${Math.floor(i / 250)}.${i % 250}.7`;
    while (running) {
      headers['x-lang'] = Math.random() < 0.5 ? 'en' : 'ar';
      answers.push(await timed(`${site}${pick(searches)()}`, { headers }));
    }
  });
  return {
    answers,
    stop: async () => {
      running = false;
      await Promise.all(loops);
      return answers;
    },
  };
}

type Visit = Answer & { url: string; what: string };

/**
 * A signed-in visitor as a browser drives one: a page's reads at once, a pause to read it, now and
 * then a search of a seeded name, a favorite saved or removed (its idempotency key kept on the
 * browser's retries: a 503 once, an OUTCOME_UNKNOWN until the outcome is known).
 */
function visitor(site: string, origin: string, cookie: string, ids: { restaurants: string[]; blogs: string[] }) {
  const visits: Visit[] = [];
  let running = true;
  const headers = { accept: 'application/json', cookie, 'x-lang': 'ar' };
  const read = async (what: string, path: string) => {
    visits.push({ ...(await timed(`${site}${path}`, { headers })), what });
  };
  const save = async (adding: boolean, id: string) => {
    const key = randomUUID();
    const send = () =>
      adding
        ? timed(`${site}/api/v1/favorite`, {
            method: 'POST',
            headers: { ...headers, ...stateChange(origin), 'idempotency-key': key },
            body: JSON.stringify({ itemType: 'restaurant', itemId: id }),
          })
        : timed(`${site}/api/v1/favorite/restaurant/${id}`, {
            method: 'DELETE',
            headers: { ...headers, 'x-csrf': '1', origin, 'idempotency-key': key },
          });
    const first = await send();
    let answer = first;
    for (
      let tries = 0;
      tries < 15 &&
      (answer.message === 'OUTCOME_UNKNOWN' ||
        answer.message === 'REQUEST_IN_PROGRESS' ||
        (answer.status === 503 && tries === 0));
      tries++
    ) {
      await pause(2000);
      answer = await send();
    }
    visits.push({ ...answer, at: first.at, ms: answer.at + answer.ms - first.at, what: adding ? 'save' : 'unsave' });
  };
  const pages: (() => Promise<unknown>)[] = [
    () =>
      Promise.all([
        read('me', '/api/v1/auth/me'),
        read('list', '/api/v1/restaurants?featured=true&limit=6'),
        read('list', '/api/v1/blogs?limit=3'),
      ]),
    () =>
      Promise.all([
        read('me', '/api/v1/auth/me'),
        read('list', `/api/v1/restaurants?page=${1 + Math.floor(Math.random() * 5)}&location=${pick(areas.values)}`),
      ]),
    () => Promise.all([read('me', '/api/v1/auth/me'), read('detail', `/api/v1/restaurant/${pick(ids.restaurants)}`)]),
    () =>
      Promise.all([
        read('me', '/api/v1/auth/me'),
        read('saved', '/api/v1/favorites'),
        read('saved', '/api/v1/bookmarks'),
      ]),
    () => Promise.all([read('me', '/api/v1/auth/me'), read('detail', `/api/v1/blog/${pick(ids.blogs)}`)]),
    () => read('search', `/api/v1/restaurants?businessName=${pick(['saffron', 'majlis', 'grill', 'karak', 'مجلس'])}`),
  ];
  const loop = (async () => {
    for (let round = 0; running; round++) {
      await (round % 4 === 3 ? save(round % 8 === 3, pick(ids.restaurants)) : pick(pages)());
      await pause(300 + Math.random() * 400);
    }
  })();
  return {
    visits,
    stop: async () => {
      running = false;
      await loop;
      return visits;
    },
  };
}

const ok = (status: number) => (status >= 200 && status < 300) || status === 304;

async function firstIds(site: string) {
  const list = async (path: string, name: string) =>
    ((await (await fetch(`${site}${path}`)).json()) as { data: Record<string, { _id: string }[]> }).data[name]?.map(
      (item) => item._id,
    ) ?? [];
  return {
    restaurants: await list('/api/v1/restaurants?limit=50&sort=name_asc', 'restaurants'),
    blogs: await list('/api/v1/blogs?limit=50', 'blogs'),
  };
}

/** The load on `site` (its public origin `origin`, which state changes come from) for ABUSE_SECONDS, and its report. */
async function measure(label: string, site: string, origin: string, ownAddresses: boolean) {
  const cookies = await Promise.all(visitors.map((account) => signIn(site, origin, account)));
  const ids = await firstIds(site);
  say(
    `${label}: ${clients} clients searching for ${seconds} s while ${visitorCount} signed-in visitors browse and save`,
  );
  const load = abusers(site, ownAddresses);
  const browsing = cookies.map((cookie) => visitor(site, origin, cookie, ids));
  await pause(seconds * 1000);
  const [answers, ...visitsOf] = await Promise.all([load.stop(), ...browsing.map((one) => one.stop())]);
  const visits = visitsOf.flat();
  const served = visits.filter((visit) => ok(visit.status));
  const times = visits.map((visit) => visit.ms);
  const refused = answers.filter((answer) => answer.status === 429).length;
  const unavailable = [...answers, ...visits].filter((answer) => answer.status === 503).length;
  const byWhat = (what: string) => {
    const some = visits.filter((visit) => visit.what === what);
    return `${what} ${some.length} (p99 ${Math.round(
      percentile(
        some.map((v) => v.ms),
        99,
      ),
    )} ms)`;
  };
  const rate = (100 * served.length) / Math.max(1, visits.length);
  console.log(`
[abuse] ${label}
  visitors: ${visits.length} requests, ${served.length} served (${rate.toFixed(2)} %), p50 ${Math.round(percentile(times, 50))} ms, p99 ${Math.round(percentile(times, 99))} ms, slowest ${Math.round(Math.max(0, ...times))} ms
           ${['me', 'list', 'detail', 'saved', 'search', 'save', 'unsave'].map(byWhat).join(', ')}
           failed: ${failuresByStatus(visits, ok) || 'none'}
  clients: ${answers.length} searches, ${answers.filter((a) => ok(a.status)).length} answered, ${refused} refused with 429 (${failuresByStatus(answers, ok) || 'none'}); p50 ${Math.round(
    percentile(
      answers.map((a) => a.ms),
      50,
    ),
  )} ms
  503s:    ${unavailable}
  goals:   visitors ≥ 99.9 % ${rate >= 99.9 ? 'met' : 'MISSED'}, p99 < 1 s ${percentile(times, 99) < 1000 ? 'met' : 'MISSED'}, clients refused with 429 ${refused > 0 ? 'yes' : 'NO'}, no 503 ${unavailable === 0 ? 'met' : 'MISSED'}
`);
}

/** The api and the BFF as `npm start` runs them, on free ports, over a directory of the bench's own. */
async function embedded() {
  const root = await mkdtemp(path.join(tmpdir(), 'qd-abuse-'));
  const dataDir = path.join(root, 'data');
  const processes: Started[] = [];
  try {
    const started = performance.now();
    await fillBenchDirectory({
      database: { dataDir: path.join(dataDir, 'pglite') },
      mediaDir: path.join(dataDir, 'media'),
      accounts,
      visitors: visitors.slice(1),
      restaurants,
      blogs: posts,
    });
    say(
      `embedded: directory filled (${restaurants} restaurants and ${posts} posts more than the seed's) in ${((performance.now() - started) / 1000).toFixed(0)} s`,
    );
    const apiPort = 4400 + Math.floor(Math.random() * 500);
    const port = apiPort + 500;
    const common = {
      PATH: env.PATH,
      NODE_ENV: 'production',
      LOG_LEVEL: 'info',
      DATA_DIR: dataDir,
      RELEASES_DIR: path.join(root, 'releases'),
      SEED_ON_EMPTY: 'false',
      API_PORT: String(apiPort),
      API_URL: `http://127.0.0.1:${apiPort}`,
      PORT: String(port),
      SITE_URL: `http://127.0.0.1:${port}`,
      // Each client known by an address of its own (as many visitors are), not all by the bench's.
      TRUSTED_PROXIES: '127.0.0.1',
    };
    const quiet = () => undefined;
    processes.push(startProcess('api/src/server.ts', [], { env: common, log: quiet }));
    await waitForHealth(`http://127.0.0.1:${apiPort}/health`, 120_000);
    processes.push(startProcess('bff/src/server.ts', [], { env: common, log: quiet }));
    await waitForHealth(`http://127.0.0.1:${port}/health`, 60_000);
    await measure('npm start (embedded database)', common.SITE_URL, common.SITE_URL, true);
  } finally {
    for (const { child } of processes) child.kill('SIGTERM');
    await Promise.all(processes.map(({ exited }) => exited));
    await rm(root, { recursive: true, force: true });
  }
}

async function cluster() {
  const adminUrl = env.TEST_DATABASE_URL ?? env.DATABASE_URL;
  const missing = missingForScratch(['TEST_DATABASE_URL or DATABASE_URL', adminUrl], env.REDIS_URL);
  if (missing.length > 0) {
    say(`cluster skipped: no ${missing.join(', no ')}`);
    return;
  }
  const scratch = await startScratchCluster({
    adminUrl: adminUrl as string,
    redisUrl: env.REDIS_URL as string,
    user,
    name: 'qd_abuse',
    env: { LOG_LEVEL: 'info', NODE_ENV: 'production' },
    prepare: async (databaseUrl, mediaDir) => {
      const started = performance.now();
      await fillBenchDirectory({
        database: { url: databaseUrl },
        mediaDir,
        accounts,
        visitors: visitors.slice(1),
        restaurants,
        blogs: posts,
      });
      say(`cluster: directory filled in ${((performance.now() - started) / 1000).toFixed(0)} s`);
    },
  });
  try {
    const { topology } = scratch.cluster;
    await measure(
      'npm run start:cluster (PostgreSQL, 2 apis and 2 BFFs behind HAProxy)',
      topology.url,
      topology.siteUrl,
      false,
    );
  } finally {
    await scratch.stop();
  }
}

if (targets.includes('embedded')) await embedded();
if (targets.includes('cluster')) await cluster();
