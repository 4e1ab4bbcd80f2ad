/**
 * Expensive reads (a name or title search, "open now") never starve cheap ones (a
 * session, a saved list, a page of a list): they take turns through a gate of their own.
 *
 * - Per client (the signed-in user, else the browser's address), at most `perClient` run or wait at
 *   once; one more is refused at once with 429 TOO_MANY_SEARCHES.
 * - In all, at most `concurrency` run; up to `queue` more wait, at most `maxWaitMs`, signed-in
 *   users' before guests'. A full queue or a wait that runs out is refused with 429 SEARCH_BUSY (a
 *   signed-in user's request takes the place of the newest guest's).
 * - While the event loop lags past `shedAboveLagMs`, expensive reads are refused at once: shedding
 *   begins with them, long before the process refuses everything (under-pressure, availability.ts).
 *
 * Cheap requests never pass the gate, so they wait at most for the expensive reads already running.
 * A route says it is expensive with `config.expensive`, a test of its (validated) query.
 */
import { monitorEventLoopDelay } from 'node:perf_hooks';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../http/app-error.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Whether this request is an expensive read (its query validated): it then passes the gate. */
    expensive?: (query: Record<string, unknown>) => boolean;
  }
}

export type ExpensiveReadLimits = {
  /** Expensive reads running at once (the database's share for them). */
  concurrency: number;
  /** Expensive reads waiting for a turn. */
  queue: number;
  /** The longest one waits before it is refused. */
  maxWaitMs: number;
  /** Expensive reads one client may have running or waiting. */
  perClient: number;
  /** The event loop's lag (ms) over the last whole second past which expensive reads are refused at once; 0: never. See `meanWaitMs`. */
  shedAboveLagMs: number;
};

const defaultExpensiveReadLimits: ExpensiveReadLimits = {
  concurrency: 4,
  queue: 16,
  maxWaitMs: 2000,
  perClient: 4,
  shedAboveLagMs: 100,
};

/** What a refused client is told to wait: a search is worth repeating within a second. */
const RETRY_AFTER_SECONDS = 1;

/** The request's query names a value for one of `fields`: a route's `config.expensive`. */
export const expensiveWith =
  (...fields: string[]) =>
  (query: Record<string, unknown>) =>
    fields.some((field) => query[field] !== undefined && query[field] !== '');

/**
 * The lag of a window: how long, on average, something due at any moment of it (a request
 * arriving, a timer) waited for the loop. Each of the monitor's samples is one stretch the loop was
 * held; a stretch of d ms makes whatever falls due in it wait d/2 on average, so the window's mean
 * wait is the sum of d² over twice its length. The plain mean of the samples would not do: one
 * second-long block among fifty free samples would read as 20 ms.
 */
export function meanWaitMs(samples: { count: number; mean: number; stddev: number }, windowNs: number): number {
  if (samples.count === 0 || !Number.isFinite(samples.mean) || windowNs <= 0) return 0;
  const stddev = Number.isFinite(samples.stddev) ? samples.stddev : 0;
  const sumOfSquaresNs2 = samples.count * (stddev * stddev + samples.mean * samples.mean);
  return sumOfSquaresNs2 / (2 * windowNs) / 1e6;
}

type Waiter = { signedIn: boolean; admit: () => void; refuse: () => void; timer: NodeJS.Timeout };

function refusal(code: 'TOO_MANY_SEARCHES' | 'SEARCH_BUSY') {
  return new AppError(429, code, { retryAfterSeconds: RETRY_AFTER_SECONDS });
}

export default fp(
  async function expensiveReads(app: FastifyInstance, limits: Partial<ExpensiveReadLimits>) {
    const { concurrency, queue, maxWaitMs, perClient, shedAboveLagMs } = { ...defaultExpensiveReadLimits, ...limits };
    let running = 0;
    const waiting: Waiter[] = [];
    const perClientCount = new Map<string, number>();
    const lag = monitorEventLoopDelay({ resolution: 20 });
    lag.enable();
    // The lag of the last whole second: not since start (shedding follows the load as it is now),
    // and not of the second begun, whose first few samples would make one pause look like overload.
    let lastSecondLagMs = 0;
    let windowStart = process.hrtime.bigint();
    const reset = setInterval(() => {
      const now = process.hrtime.bigint();
      lastSecondLagMs = meanWaitMs(lag, Number(now - windowStart));
      windowStart = now;
      lag.reset();
    }, 1000);
    reset.unref();
    app.addHook('onClose', async () => {
      clearInterval(reset);
      lag.disable();
    });

    const lagging = () => shedAboveLagMs > 0 && lastSecondLagMs > shedAboveLagMs;

    function nextTurn() {
      const waiter = waiting.shift();
      if (!waiter) {
        running--;
        return;
      }
      clearTimeout(waiter.timer);
      waiter.admit();
    }

    /** A turn to run, or a refusal; the turn is given back by the returned function. */
    function turn(signedIn: boolean): Promise<void> {
      if (running < concurrency) {
        running++;
        return Promise.resolve();
      }
      if (waiting.length >= queue) {
        // Full: a signed-in user's request takes the place of the newest guest's, if one waits.
        const guest = signedIn ? waiting.findLastIndex((w) => !w.signedIn) : -1;
        if (guest < 0) return Promise.reject(refusal('SEARCH_BUSY'));
        const [evicted] = waiting.splice(guest, 1);
        if (evicted) {
          clearTimeout(evicted.timer);
          evicted.refuse();
        }
      }
      return new Promise((resolve, reject) => {
        const waiter: Waiter = {
          signedIn,
          admit: resolve,
          refuse: () => reject(refusal('SEARCH_BUSY')),
          timer: setTimeout(() => {
            const place = waiting.indexOf(waiter);
            if (place >= 0) waiting.splice(place, 1);
            waiter.refuse();
          }, maxWaitMs),
        };
        // Signed-in users wait ahead of guests, in order of arrival within each.
        const firstGuest = signedIn ? waiting.findIndex((w) => !w.signedIn) : -1;
        if (firstGuest >= 0) waiting.splice(firstGuest, 0, waiter);
        else waiting.push(waiter);
      });
    }

    const clientOf = (request: FastifyRequest) => (request.user ? `user:${request.user.id}` : `ip:${request.ip}`);
    const releases = new WeakMap<FastifyRequest, () => void>();

    app.addHook('preHandler', async (request: FastifyRequest, reply: FastifyReply) => {
      const expensive = request.routeOptions.config.expensive;
      if (!expensive?.(request.query as Record<string, unknown>)) return;
      // Whichever refusal comes, it says when to ask again.
      reply.header('retry-after', String(RETRY_AFTER_SECONDS));
      if (lagging()) throw refusal('SEARCH_BUSY');
      const client = clientOf(request);
      const mine = perClientCount.get(client) ?? 0;
      if (mine >= perClient) throw refusal('TOO_MANY_SEARCHES');
      perClientCount.set(client, mine + 1);
      const leave = () => {
        const left = (perClientCount.get(client) ?? 1) - 1;
        if (left > 0) perClientCount.set(client, left);
        else perClientCount.delete(client);
      };
      try {
        await turn(request.user !== null);
      } catch (error) {
        leave();
        throw error;
      }
      // Admitted: only a refusal says when to ask again.
      reply.removeHeader('retry-after');
      let released = false;
      releases.set(request, () => {
        if (released) return;
        released = true;
        leave();
        nextTurn();
      });
    });

    // The turn is given back once the answer is ready (the database work is done), or when the
    // request ends without one.
    app.addHook('onSend', async (request) => {
      releases.get(request)?.();
    });
    app.addHook('onResponse', async (request) => {
      releases.get(request)?.();
    });
  },
  { name: 'expensive-reads', dependencies: ['authentication'] },
);
