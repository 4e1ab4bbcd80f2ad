/**
 * How an api or BFF instance leaves a load balancer's rotation without failing a request:
 * on SIGTERM (or SIGINT) it says it is draining at once (/readyz answers 503), keeps serving for
 * `drainDelayMs` so the balancer's health checks take it out, then stops accepting and finishes the
 * requests in flight, bounded by `timeoutMs`, and exits 0. A second signal exits at once.
 * `shutdownTimings(process.env)` reads both bounds (DRAIN_DELAY_MS, SHUTDOWN_TIMEOUT_MS) for either server.
 */
import type { FastifyBaseLogger, FastifyInstance, FastifyReply, FastifyRequest, FastifySchema } from 'fastify';
import { flushTraces } from './tracing.ts';

export type GracefulShutdownOptions = {
  /** How long to keep serving once draining: longer than the balancer takes to see /readyz fail. */
  drainDelayMs: number;
  /** The bound on closing: requests still running after it have their connections cut. */
  timeoutMs: number;
  /** Called the moment draining starts. */
  onDrain?: () => void;
  /** Runs after the drain delay, before the server stops accepting (stop background work). */
  beforeClose?: () => Promise<void> | void;
  /** Runs once the server has closed (close the database pool, Redis). */
  afterClose?: () => Promise<void> | void;
  log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
  /** The signals that start it; none in tests, which call `shutdown()` themselves. */
  signals?: readonly NodeJS.Signals[];
  /** How the process ends after a signal (tests replace it). */
  exit?: (code: number) => void;
};

export type GracefulShutdown = {
  /** True from the first signal (or `shutdown()` call) on. */
  draining(): boolean;
  /** Drains, closes and runs the hooks; never rejects, and a second call returns the first's promise. */
  shutdown(): Promise<void>;
};

/** How often, while closing, connections that have just finished their last request are closed. */
const REAP_EVERY_MS = 50;
/** After the bound, cut connections are given this long for Fastify's close to settle. */
const SETTLE_AFTER_CUT_MS = 1000;

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Whether `work` settled (resolved or failed, the failure logged) within `ms`. */
async function settlesWithin(work: Promise<unknown>, ms: number, log: GracefulShutdownOptions['log']) {
  let timer: NodeJS.Timeout | undefined;
  const settled = work.then(
    () => true,
    (error: unknown) => {
      log.error({ err: error }, 'shutdown: closing failed');
      return true;
    },
  );
  const late = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), ms);
  });
  try {
    return await Promise.race([settled, late]);
  } finally {
    clearTimeout(timer);
  }
}

export function gracefulShutdown(app: FastifyInstance, options: GracefulShutdownOptions): GracefulShutdown {
  const { log } = options;
  const exit = options.exit ?? ((code: number) => process.exit(code));
  let draining = false;
  let started: Promise<void> | undefined;

  // While draining, each answer closes its connection: the balancer's kept-alive connections are gone
  // before the close begins, so none carries a request into a closing server (which would answer 503).
  app.server.on('request', (_request, response) => {
    if (draining) response.shouldKeepAlive = false;
  });

  /** Runs `step` (a hook) within the bound, logging a failure or a hang instead of waiting for ever. */
  const bounded = async (step: (() => Promise<void> | void) | undefined, name: string) => {
    if (!step) return;
    const settled = await settlesWithin(Promise.resolve().then(step), options.timeoutMs, log);
    if (!settled) log.warn({ timeoutMs: options.timeoutMs }, `shutdown: ${name} still running at the bound; going on`);
  };

  async function run() {
    options.onDrain?.();
    log.info({ drainDelayMs: options.drainDelayMs }, 'shutdown: draining (readiness now fails)');
    await sleep(options.drainDelayMs);
    log.info({ timeoutMs: options.timeoutMs }, 'shutdown: closing, finishing the requests in flight');
    // A background job that will not stop must not keep the server accepting.
    await bounded(options.beforeClose, 'stopping background work');
    const closing = app.close();
    // A keep-alive connection whose last request finishes after the close began stays open until its
    // keep-alive timeout (Fastify: 72 s), and the close waits for it: let each go as it falls idle.
    const reaper = setInterval(() => app.server.closeIdleConnections?.(), REAP_EVERY_MS);
    try {
      if (!(await settlesWithin(closing, options.timeoutMs, log))) {
        log.warn({ timeoutMs: options.timeoutMs }, 'shutdown: requests still running at the bound; cutting them');
        app.server.closeAllConnections?.();
        await settlesWithin(closing, SETTLE_AFTER_CUT_MS, log);
      }
    } finally {
      clearInterval(reaper);
    }
    await bounded(options.afterClose, 'cleaning up after close');
    await bounded(flushTraces, 'sending the last traces');
    log.info('shutdown: done');
  }

  const shutdown = () => {
    if (!started) {
      draining = true;
      started = run();
    }
    return started;
  };

  const onSignal = (signal: NodeJS.Signals) => {
    if (started) {
      // Someone is insisting (a second Ctrl-C, a supervisor's second try): do not make them wait.
      log.warn({ signal }, 'shutdown: second signal, exiting now');
      exit(1);
      return;
    }
    log.info({ signal }, 'shutdown: signal received');
    void shutdown().then(() => exit(0));
  };
  for (const signal of options.signals ?? (['SIGTERM', 'SIGINT'] as const)) process.on(signal, onSignal);
  // Started with an IPC channel (server-kit/processes): the process that started it is gone when the
  // channel closes, killed or not, and nobody is left to stop this one.
  if (!options.signals && process.channel) {
    process.channel.unref();
    process.once('disconnect', () => {
      log.warn('shutdown: the process that started this one is gone');
      void shutdown().then(() => exit(0));
    });
  }

  return { draining: () => draining, shutdown };
}

type ReadinessCheck = {
  /** Whether this instance can serve now (e.g. its database answers). */
  ready: boolean;
  /** What the body reports besides `status` (e.g. `{ database: 'down' }`). */
  details?: Record<string, unknown>;
};

export type ReadinessGateOptions = {
  draining: () => boolean;
  /** What else readiness needs, checked on each probe; none: ready unless draining. */
  check?: () => Promise<ReadinessCheck>;
  /** Route `config` for both endpoints (e.g. `{ rateLimit: false }`, a per-route pressure handler). */
  routeConfig?: Record<string, unknown>;
  /** Route `schema` for both (e.g. `{ hide: true }` keeps them out of @fastify/swagger's document). */
  routeSchema?: FastifySchema;
};

/**
 * `GET /healthz`: the process is alive and answering (200 always). `GET /readyz`: send it traffic —
 * 200 `{ status: 'ok' }`, or 503 `{ status: 'draining' | 'unavailable' }` with the check's details.
 * Probed every half second by the balancer, so logged at warn only.
 */
export function readinessGate(app: FastifyInstance, options: ReadinessGateOptions) {
  const route = { logLevel: 'warn' as const, config: options.routeConfig ?? {}, schema: options.routeSchema ?? {} };
  app.get('/healthz', route, async () => ({ status: 'ok' }));
  app.get('/readyz', route, async (_request: FastifyRequest, reply: FastifyReply) => {
    reply.header('cache-control', 'no-store');
    if (options.draining()) return reply.code(503).send({ status: 'draining' });
    const result = options.check ? await options.check() : { ready: true };
    return reply
      .code(result.ready ? 200 : 503)
      .send({ status: result.ready ? 'ok' : 'unavailable', ...result.details });
  });
}

/** DRAIN_DELAY_MS (default 1500) and SHUTDOWN_TIMEOUT_MS (default 10000), refused unless whole milliseconds. */
export function shutdownTimings(env: NodeJS.ProcessEnv) {
  return {
    drainDelayMs: milliseconds(env, 'DRAIN_DELAY_MS', 1500),
    timeoutMs: milliseconds(env, 'SHUTDOWN_TIMEOUT_MS', 10_000),
  };
}

/** A whole, non-negative number of milliseconds from `env[name]`, or `fallback` when unset. */
export function milliseconds(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const value = env[name];
  if (value === undefined || value === '') return fallback;
  if (!/^\d+$/.test(value)) throw new Error(`${name} must be a whole number of milliseconds, not "${value}"`);
  return Number(value);
}
