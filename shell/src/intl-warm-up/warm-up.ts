import type { IntlFormatSpec } from 'platform/intl';

/**
 * ICU's one-time load of a language's number and date data costs 20–50 ms on a fast machine (a long
 * task on a phone) inside whichever render first formats a price or a date. A worker does it beside
 * the start-up instead, and the data then serves the page's main thread too (platform/intl says why).
 * This module imports no shared module (type imports are erased), so the entry can start the worker
 * before the start-up's code arrives: a worker takes a while to start.
 *
 * The worker (shell/public/intl-warm-up.js) builds the formats it is sent and says so. It is a plain
 * file, not a bundled worker: a bundled one carries Module Federation's runtime (86 KB), which it
 * does not need.
 */
let worker: Worker | undefined;

const closeWorker = () => {
  worker?.terminate();
  worker = undefined;
};

const createWorker = () =>
  typeof Worker === 'undefined' ? undefined : new Worker('/intl-warm-up.js', { name: 'intl-warm-up' });

/** Starts the worker, idle until it is sent the formats; without workers (or allowed none) nothing happens. */
export function startIntlWorker(create: () => Worker | undefined = createWorker): void {
  if (worker) return;
  try {
    worker = create();
  } catch {
    return;
  }
  worker?.addEventListener('message', closeWorker);
  worker?.addEventListener('error', closeWorker);
}

/** Sends the worker the formats to build (`lang`'s first); it stops once it has built them. */
export function warmUpIntl(specs: IntlFormatSpec[]): void {
  startIntlWorker();
  worker?.postMessage(specs);
}
