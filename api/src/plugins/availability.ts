import underPressure from '@fastify/under-pressure';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { readinessGate } from 'server-kit/graceful-shutdown';
import { RETRY_AFTER_SECONDS } from 'server-kit/unavailable';

/** The database must answer `select 1` within this for the instance to be ready (shared design). */
const DATABASE_ANSWERS_WITHIN_MS = 1000;

export type AvailabilityOptions = {
  /** True once the process drains (graceful shutdown): /readyz answers 503 so the balancer stops sending. */
  draining?: () => boolean;
  /**
   * How often under-pressure asks the database; every request but the probes answers 503 while it
   * does not answer within a second. Unset or 0: never — PGlite runs in this process, where a long
   * statement makes the check late without anything being down (the server asks PostgreSQL only).
   */
  databaseCheckIntervalMs?: number;
  /**
   * The mean event-loop delay (ms, sampled each second) over which requests answer 503: the process
   * is overloaded. Unset or 0: no limit — on PGlite the loop stalls on the database's own work.
   */
  maxEventLoopDelayMs?: number;
  /** `select 1` on a connection the requests do not use (Database.ping); the requests' pool otherwise. */
  ping?: () => Promise<unknown>;
};

/** Whether the database answers `ping` within `withinMs` (a slow answer is no answer). */
async function databaseAnswers(ping: () => Promise<unknown>, withinMs = DATABASE_ANSWERS_WITHIN_MS): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), withinMs);
  });
  try {
    return await Promise.race([ping().then(() => true), late]);
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}

/** The probes answer whatever the pressure: they report it rather than suffer it. */
const letThrough = { pressureHandler: () => undefined };

/**
 * What a load balancer and a client see when the api cannot serve: /healthz, /readyz and /health,
 * and 503s (problem+json, Retry-After) instead of hangs while the database is away or the process
 * is overloaded (@fastify/under-pressure; its error reaches the problem-details handler).
 */
export default fp(
  async function availability(app: FastifyInstance, options: AvailabilityOptions) {
    const checkEvery = options.databaseCheckIntervalMs ?? 0;
    const ping = options.ping ?? (() => app.db.execute(sql`select 1`));
    await app.register(underPressure, {
      maxEventLoopDelay: options.maxEventLoopDelayMs ?? 0,
      retryAfter: RETRY_AFTER_SECONDS,
      ...(checkEvery > 0 ? { healthCheck: () => databaseAnswers(ping), healthCheckInterval: checkEvery } : {}),
    });

    readinessGate(app, {
      draining: options.draining ?? (() => false),
      check: async () => {
        const answers = await databaseAnswers(ping);
        return { ready: answers, details: { database: answers ? 'up' : 'down' } };
      },
      routeConfig: letThrough,
      // Probes, not part of the API's documentation.
      routeSchema: { hide: true },
    });
    // The older probe (start.ts, the BFF): the database answers too, however long it takes.
    app.get('/health', { schema: { hide: true }, config: letThrough }, async () => {
      await app.db.execute(sql`select 1`);
      return { status: 'ok' };
    });
  },
  { name: 'availability', dependencies: ['lang', 'problem-details'] },
);
