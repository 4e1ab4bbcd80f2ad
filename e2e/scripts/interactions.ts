/**
 * How long a visitor's interactions take to answer on a throttled CPU (not a test:
 * `npm run interactions -w e2e`, against a server already running, `npm start` by default).
 *
 * Each interaction runs INTERACTION_RUNS times (5 by default) in a fresh phone-sized context with the
 * CPU slowed down four times for real (Chromium's throttling, as `npm run boot-trace` does): the page
 * is loaded and left to settle, whatever leads up to the interaction is done unmeasured, then the
 * interaction itself, read from the browser's own Event Timing entries as INP reads them (the
 * longest event of each interaction: input delay, handlers and the next paint). Prints the median and
 * the worst run of each against the goal (200 ms), then PASS or FAIL; exits 1 on FAIL.
 *
 *   INTERACTIONS_URL=http://127.0.0.1:3325 INTERACTION_RUNS=9 npm run interactions -w e2e
 */
import { type Browser, chromium, type Page } from '@playwright/test';
import { benchmarkBrowserPath } from 'tooling/test-browser';

const BASE_URL = (process.env.INTERACTIONS_URL ?? 'http://127.0.0.1:3000').replace(/\/$/, '');
const RUNS = Math.max(1, Number(process.env.INTERACTION_RUNS ?? 5) || 5);
const CPU_SLOWDOWN = 4;
const GOAL_MS = 200;
/** Time for the page's data, first render and idle work after the load event, before anything is pressed. */
const SETTLE_MS = 3000;
/** Time for the interaction's paint (and its entry) after the press. */
const AFTER_MS = 1500;

type Interaction = {
  name: string;
  /** The page it starts on (English). */
  path: string | (() => Promise<string>);
  /** What leads up to it, unmeasured. */
  prepare?: (page: Page) => Promise<void>;
  /** The press that is measured. */
  act: (page: Page) => Promise<void>;
};

/** The first restaurant's page, from the api as the app asks for it. */
async function firstRestaurantPath(): Promise<string> {
  const response = await fetch(`${BASE_URL}/api/v1/restaurants?limit=1`);
  if (!response.ok) throw new Error(`GET /api/v1/restaurants answered ${response.status}`);
  const body = (await response.json()) as { data: { restaurants: { _id: string; slug: string }[] } };
  const first = body.data.restaurants[0];
  if (!first) throw new Error('the API lists no restaurant');
  return `/restaurant/${first.slug}/${first._id}`;
}

const interactions: Interaction[] = [
  {
    name: 'toggle a filter (Open now, in the phone drawer)',
    path: '/listings/restaurants',
    prepare: async (page) => {
      await page.getByRole('button', { name: /^Filters/ }).click();
      await page.getByRole('dialog').getByRole('checkbox', { name: 'Open now' }).waitFor();
    },
    act: (page) => page.getByRole('dialog').getByRole('checkbox', { name: 'Open now' }).click(),
  },
  {
    name: 'Load more',
    path: '/listings/restaurants',
    act: (page) => page.getByRole('button', { name: 'Load more' }).click(),
  },
  {
    name: 'open the gallery',
    path: firstRestaurantPath,
    act: (page) =>
      page
        .getByRole('button', { name: /^Open photo 1 of/ })
        .first()
        .click(),
  },
  {
    name: 'switch language',
    path: '/',
    act: (page) => page.getByRole('button', { name: 'Switch language to Arabic' }).click(),
  },
];

/** Starts recording Event Timing entries (16 ms and longer, the finest the browser reports). */
async function recordEvents(page: Page) {
  await page.evaluate(() => {
    const store = window as unknown as { __events: { id: number; duration: number; name: string }[] };
    store.__events = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as PerformanceEventTiming[]) {
        if (entry.interactionId) {
          store.__events.push({ id: entry.interactionId, duration: entry.duration, name: entry.name });
        }
      }
    }).observe({ type: 'event', durationThreshold: 16, buffered: false } as PerformanceObserverInit);
  });
}

/** The longest event of the interactions recorded: what INP counts for one interaction. */
async function longestInteraction(page: Page): Promise<{ ms: number; event: string }> {
  const events = await page.evaluate(
    () => (window as unknown as { __events: { id: number; duration: number; name: string }[] }).__events,
  );
  const longest = events.reduce((top, event) => (event.duration > top.duration ? event : top), {
    id: 0,
    duration: 0,
    name: 'none over 16 ms',
  });
  return { ms: longest.duration, event: longest.name };
}

async function measureOnce(browser: Browser, interaction: Interaction, path: string) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: false });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await page.goto(`${BASE_URL}${path}${path.includes('?') ? '&' : '?'}lang=en`, { waitUntil: 'load' });
    await page.waitForTimeout(SETTLE_MS);
    await interaction.prepare?.(page);
    await page.waitForTimeout(500);
    await recordEvents(page);
    await interaction.act(page);
    await page.waitForTimeout(AFTER_MS);
    return await longestInteraction(page);
  } finally {
    await context.close();
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)] ?? 0;

async function main() {
  const browser = await chromium.launch({
    executablePath: benchmarkBrowserPath,
    args: ['--no-sandbox', '--disable-background-networking'],
  });
  const failures: string[] = [];
  try {
    console.log(`Interactions on ${BASE_URL}, CPU ${CPU_SLOWDOWN}× slower, ${RUNS} run(s) each: median, worst`);
    for (const interaction of interactions) {
      const path = typeof interaction.path === 'string' ? interaction.path : await interaction.path();
      const runs = [];
      for (let run = 0; run < RUNS; run++) runs.push(await measureOnce(browser, interaction, path));
      const durations = runs.map((run) => run.ms);
      const mid = median(durations);
      const worst = Math.max(...durations);
      const events = [...new Set(runs.map((run) => run.event))].join(', ');
      console.log(`  ${interaction.name}: ${Math.round(mid)} ms, worst ${Math.round(worst)} ms (${events})`);
      if (mid > GOAL_MS) failures.push(`${interaction.name} ${Math.round(mid)} ms > ${GOAL_MS}`);
    }
  } finally {
    await browser.close();
  }
  console.log(failures.length ? `FAIL (INP ≤ ${GOAL_MS} ms): ${failures.join('; ')}` : `PASS (INP ≤ ${GOAL_MS} ms)`);
  process.exitCode = failures.length ? 1 : 0;
}

await main();
