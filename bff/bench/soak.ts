/**
 * `npm run soak -w bff`: ten minutes of mixed browsing against a running site (`npm start` by
 * default), read minute by minute: each minute's p50 and p99, the resident memory of the BFF and
 * the api processes (found by the ports they listen on) and their used heap (from their metrics
 * listeners). A report, never a gate: it prints whether memory grew less than 10 % after the first
 * minute, whether the p99 drifted (the last minutes' against the first's) and whether any answer
 * failed, and exits 0 whatever the numbers. A 429 is not a failure but counted apart: all the load
 * comes from one address, and the api's limit on name searches per address does its job.
 *
 * The browsing is what visitors do, each connection in turn: the home page, both lists (plain,
 * filtered, sorted, searched, the next page), a restaurant, a gift shop, the blogs and a post, as a
 * browser asks for each (pages as HTML, data as the app's api client asks for it).
 *
 *   SOAK_URL=http://127.0.0.1:3000 SOAK_API_PORT=4000 SOAK_METRICS_PORT=9464 SOAK_MINUTES=10 SOAK_CONNECTIONS=20 npm run soak -w bff
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { browseFor, type Visit } from 'server-kit/bench-load';

const BASE_URL = (process.env.SOAK_URL ?? 'http://127.0.0.1:3000').replace(/\/$/, '');
const API_PORT = Number(process.env.SOAK_API_PORT ?? 4000);
const MINUTES = Math.max(2, Number(process.env.SOAK_MINUTES ?? 10) || 10);
const CONNECTIONS = Math.max(1, Number(process.env.SOAK_CONNECTIONS ?? 20) || 20);
/** The BFF's metrics listener (`npm start`'s METRICS_PORT), the api's beside it: where the heaps are read. */
const METRICS_PORT = Number(process.env.SOAK_METRICS_PORT ?? 9464);
const MAX_GROWTH = 0.1;
/** How much the last minutes' p99 may exceed the first minute's before it counts as drift. */
const MAX_P99_DRIFT = 1.5;

const page = { accept: 'text/html', 'accept-encoding': 'gzip, deflate, br' };
const data = { accept: 'application/json', 'x-csrf': '1', 'x-lang': 'en', 'accept-encoding': 'gzip, deflate, br' };

type Listed = { _id: string; slug: string };

async function first(list: 'restaurants' | 'shops' | 'blogs'): Promise<Listed> {
  const response = await fetch(`${BASE_URL}/api/v1/${list}?limit=1`);
  if (!response.ok) throw new Error(`GET /api/v1/${list} answered ${response.status}: start the site first`);
  const body = (await response.json()) as { data: Record<string, Listed[]> };
  const found = body.data[list]?.[0];
  if (!found) throw new Error(`the api lists no ${list}`);
  return found;
}

/** One visitor's round of the site, the order each connection repeats. */
async function browsing(): Promise<Visit[]> {
  const [restaurant, shop, blog] = await Promise.all([first('restaurants'), first('shops'), first('blogs')]);
  const visit = (path: string, headers: Record<string, string>) => ({ method: 'GET' as const, path, headers });
  return [
    visit('/', page),
    visit('/listings/restaurants', page),
    visit('/api/v1/restaurants?page=2&limit=10', data),
    visit('/api/v1/restaurants?cuisineTypes=qatari&sort=name_asc&limit=10', data),
    visit('/api/v1/restaurants?businessName=grill&limit=10', data),
    visit(`/restaurant/${restaurant.slug}/${restaurant._id}`, page),
    visit('/listings/gift-shops?lang=ar', page),
    visit('/api/v1/shops?occasion=birthday&limit=10', data),
    visit(`/gift-shop/${shop.slug}/${shop._id}`, page),
    visit('/blogs', page),
    visit(`/blog/${blog.slug}/${blog._id}`, page),
  ];
}

/** The process listening on `port` on this machine (`ss`), and its resident memory in MB. */
function residentMb(port: number): number {
  const listening = execFileSync('ss', ['-ltnpH', `sport = :${port}`], { encoding: 'utf8' });
  const pid = /pid=(\d+)/.exec(listening)?.[1];
  if (!pid) throw new Error(`no process listens on port ${port}`);
  const rss = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
  return Number(rss) / 1024;
}

/** The process's used V8 heap in MB, from its Prometheus listener; NaN when it has none. */
async function heapMb(metricsPort: number): Promise<number> {
  const text = await fetch(`http://127.0.0.1:${metricsPort}/metrics`)
    .then((response) => response.text())
    .catch(() => '');
  const used = /^nodejs_heap_size_used_bytes(?:\{[^}]*\})? (\S+)$/m.exec(text)?.[1];
  return used === undefined ? Number.NaN : Number(used) / 1024 / 1024;
}

type Minute = {
  minute: number;
  rps: number;
  p50: number;
  p99: number;
  failed: number;
  limited: number;
  bffMb: number;
  apiMb: number;
  bffHeapMb: number;
  apiHeapMb: number;
};

async function main() {
  const requests = await browsing();
  const bffPort = Number(new URL(BASE_URL).port || 80);
  console.log(`Soak of ${BASE_URL}: ${MINUTES} min, ${CONNECTIONS} connections, ${requests.length} pages a round`);
  const minutes: Minute[] = [];
  for (let minute = 1; minute <= MINUTES; minute++) {
    const result = await browseFor(BASE_URL, requests, { connections: CONNECTIONS, seconds: 60 });
    const row = {
      minute,
      rps: Math.round(result.requestsPerSecond),
      p50: result.p50Ms,
      p99: result.p99Ms,
      failed: result.failed,
      limited: result.limited,
      bffMb: Math.round(residentMb(bffPort)),
      apiMb: Math.round(residentMb(API_PORT)),
      bffHeapMb: Math.round(await heapMb(METRICS_PORT)),
      apiHeapMb: Math.round(await heapMb(METRICS_PORT + 1)),
    };
    minutes.push(row);
    console.log(
      `  minute ${row.minute}: ${row.rps} req/s, p50 ${row.p50} ms, p99 ${row.p99} ms, ${row.failed} failed, ` +
        `${row.limited} rate-limited; RSS bff ${row.bffMb} MB, api ${row.apiMb} MB; ` +
        `heap bff ${row.bffHeapMb} MB, api ${row.apiHeapMb} MB`,
    );
  }
  const [start, ...rest] = minutes;
  const end = minutes.at(-1);
  if (!start || !end) return;
  const growth = (from: number, to: number) => (to - from) / from;
  const lastP99 = Math.max(...rest.slice(-3).map((row) => row.p99));
  const checks = [
    [
      `bff RSS after minute 1 grew ${Math.round(growth(start.bffMb, end.bffMb) * 100)} %`,
      growth(start.bffMb, end.bffMb) < MAX_GROWTH,
    ],
    [
      `api RSS after minute 1 grew ${Math.round(growth(start.apiMb, end.apiMb) * 100)} %`,
      growth(start.apiMb, end.apiMb) < MAX_GROWTH,
    ],
    // One reading of a heap lands anywhere between two collections: the least of three minutes is
    // nearest to what stays alive, the first three against the last three.
    ...(['bffHeapMb', 'apiHeapMb'] as const)
      .filter((heap) => Number.isFinite(start[heap]))
      .map((heap) => {
        const least = (rows: Minute[]) => Math.min(...rows.map((row) => row[heap]));
        const [early, late] = [least(minutes.slice(0, 3)), least(minutes.slice(-3))];
        return [
          `${heap === 'bffHeapMb' ? 'bff' : 'api'} heap, least of the last 3 minutes against the first 3: ` +
            `${early} → ${late} MB (${Math.round(growth(early, late) * 100)} %)`,
          growth(early, late) < MAX_GROWTH,
        ] as const;
      }),
    [`p99 of the last minutes ${lastP99} ms against minute 1's ${start.p99} ms`, lastP99 <= start.p99 * MAX_P99_DRIFT],
    [
      `${minutes.reduce((sum, row) => sum + row.failed, 0)} failed answers (5xx, other 4xx, errors); ` +
        `${minutes.reduce((sum, row) => sum + row.limited, 0)} turned away by a rate limit (429: one address asking for all)`,
      minutes.every((row) => row.failed === 0),
    ],
  ] as const;
  for (const [name, passed] of checks) console.log(`${passed ? 'PASS' : 'FAIL'}  ${name}`);
}

await main();
