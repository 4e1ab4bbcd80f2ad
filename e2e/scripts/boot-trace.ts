/**
 * The start-up of a page on a throttled CPU, measured from a real trace (not a test:
 * `npm run boot-trace -w e2e`, against a server already running, `npm start` by default).
 *
 * Lighthouse simulates a phone: it multiplies the durations of a fast machine's tasks by four, and
 * one run moves by ten points here. This script slows the CPU four times for real (Chromium's CPU
 * throttling, a phone's viewport), loads each page BOOT_TRACE_RUNS times (8 by default) in a fresh
 * context and reports the median of the total blocking time after the first contentful paint (the
 * part of each main-thread task beyond 50 ms) and of the largest contentful paint, with the long
 * tasks of the median run. Good for telling whether a change to the start-up splits or shortens its
 * tasks; compare batches run one after another, as the machine's load moves the numbers too.
 *
 *   BOOT_TRACE_URL=http://127.0.0.1:3325 BOOT_TRACE_RUNS=12 npm run boot-trace -w e2e -- / /listings/restaurants
 */
import { type Browser, chromium } from '@playwright/test';
import { benchmarkBrowserPath } from 'tooling/test-browser';

const BASE_URL = (process.env.BOOT_TRACE_URL ?? 'http://127.0.0.1:3000').replace(/\/$/, '');
const RUNS = Math.max(1, Number(process.env.BOOT_TRACE_RUNS ?? 8) || 8);
const CPU_SLOWDOWN = 4;
/** How long after the load event the trace goes on (the page's data and first render come after it). */
const SETTLE_MS = 5000;
const LONG_TASK_MS = 50;

type TraceEvent = {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { beginData?: { url?: string } };
};
type Run = { tbtMs: number; lcpMs: number; longTasksMs: number[] };

/** A trace without the page's HTML parse: Chromium drops a trace's start now and then (Lighthouse sees it too). */
class SpoiledTrace extends Error {}

/** One cold load of `path`: a new context (no cache, no storage), the CPU slowed down, a trace. */
async function traceLoad(browser: Browser, path: string, attempt = 1): Promise<Run> {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
  });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await browser.startTracing(page, {
      categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'loading'],
    });
    await page.goto(`${BASE_URL}${path}`, { waitUntil: 'load' });
    await page.waitForTimeout(SETTLE_MS);
    const { traceEvents } = JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] };
    return measure(traceEvents);
  } catch (error) {
    if (!(error instanceof SpoiledTrace)) throw error;
    if (attempt === 3) throw new Error(`three traces of ${path} missed the page's HTML: is ${BASE_URL} serving it?`);
    return traceLoad(browser, path, attempt + 1);
  } finally {
    await context.close();
  }
}

/** The page's main thread is the one that parsed its HTML; the browser's own pages run elsewhere. */
function measure(events: TraceEvent[]): Run {
  const parse = events.find((e) => e.name === 'ParseHTML' && String(e.args?.beginData?.url).startsWith(BASE_URL));
  if (!parse) throw new SpoiledTrace();
  const onMain = (e: TraceEvent) => e.pid === parse.pid && e.tid === parse.tid;
  const start = events.find((e) => e.name === 'navigationStart' && onMain(e))?.ts ?? parse.ts;
  const fcp = events.find((e) => e.name === 'firstContentfulPaint' && onMain(e))?.ts ?? start;
  const lcp = events.filter((e) => e.name === 'largestContentfulPaint::Candidate' && onMain(e)).at(-1)?.ts;
  const tasksMs = events
    .filter((e) => e.name === 'RunTask' && e.ph === 'X' && onMain(e) && e.ts >= fcp)
    .map((e) => (e.dur ?? 0) / 1000);
  return {
    tbtMs: tasksMs.reduce((sum, ms) => sum + Math.max(0, ms - LONG_TASK_MS), 0),
    lcpMs: lcp === undefined ? Number.NaN : (lcp - start) / 1000,
    longTasksMs: tasksMs.filter((ms) => ms > LONG_TASK_MS).map(Math.round),
  };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)] ?? 0;

async function main() {
  const paths = process.argv.slice(2).filter((arg) => arg.startsWith('/'));
  const browser = await chromium.launch({
    executablePath: benchmarkBrowserPath,
    args: ['--no-sandbox', '--disable-background-networking'],
  });
  try {
    console.log(`Start-up on a ${CPU_SLOWDOWN}× slower CPU, ${BASE_URL}, median of ${RUNS} cold loads per page`);
    for (const path of paths.length ? paths : ['/']) {
      await traceLoad(browser, path); // unmeasured: the server's first render of this page
      const runs: Run[] = [];
      for (let run = 0; run < RUNS; run++) runs.push(await traceLoad(browser, path));
      const tbt = median(runs.map((run) => run.tbtMs));
      const medianRun = runs.find((run) => run.tbtMs === tbt);
      console.log(
        `${path}  TBT ${Math.round(tbt)} ms (${runs.map((run) => Math.round(run.tbtMs)).join(' ')})  ` +
          `LCP ${Math.round(median(runs.map((run) => run.lcpMs)))} ms  ` +
          `long tasks of the median run: ${medianRun?.longTasksMs.join(', ') || 'none'} ms`,
      );
    }
  } finally {
    await browser.close();
  }
}

await main();
