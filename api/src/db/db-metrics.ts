/**
 * The database's metrics: each statement's time by its kind (`db_query_duration_seconds`), taken
 * at the driver (node-postgres) so every statement counts, Drizzle's and the migrations' alike,
 * at the cost of one regular expression and a clock read; and the pool's connections
 * (`db_pool_connections`), read when scraped.
 */
import type pg from 'pg';
import { Gauge, Histogram, type Registry } from 'prom-client';

/** What a statement was, by its first word: a label of a handful of values, never the SQL. */
export type QueryOperation = 'select' | 'insert' | 'update' | 'delete' | 'transaction' | 'other';
export type QueryObserver = (operation: QueryOperation, seconds: number) => void;

const FIRST_WORD = /^\s*\(?\s*([a-z]+)/i;
const TRANSACTION_WORDS = new Set(['begin', 'commit', 'rollback', 'savepoint', 'release']);
const DATA_WORDS = new Set(['select', 'insert', 'update', 'delete']);

export function queryOperation(sql: string): QueryOperation {
  const word = FIRST_WORD.exec(sql)?.[1]?.toLowerCase() ?? '';
  if (DATA_WORDS.has(word)) return word as QueryOperation;
  return TRANSACTION_WORDS.has(word) ? 'transaction' : 'other';
}

/** Statements' durations in seconds, from a primary-key read's fraction of a millisecond to the statement bound. */
const QUERY_BUCKETS = [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5];

export function queryDurations(registry: Registry): QueryObserver {
  const histogram = new Histogram({
    name: 'db_query_duration_seconds',
    help: 'Time from a statement sent to its result, by the kind of statement',
    labelNames: ['operation'],
    buckets: QUERY_BUCKETS,
    registers: [registry],
  });
  const children = new Map<QueryOperation, Histogram.Internal<string>>();
  return (operation, seconds) => {
    let child = children.get(operation);
    if (!child) {
      child = histogram.labels({ operation });
      children.set(operation, child);
    }
    child.observe(seconds);
  };
}

type QueryArguments = unknown[];
type QueryText = string | { text?: unknown; submit?: unknown } | undefined;

/**
 * Times every statement a connection of `pool` runs, whichever way it is called (a promise, or
 * the callback the pool's own `query` passes); a submittable (a cursor) is left untimed.
 */
export function timeQueries(pool: pg.Pool, observe: QueryObserver) {
  pool.on('connect', (client) => {
    const query = client.query.bind(client) as (...args: QueryArguments) => unknown;
    const timed = (...args: QueryArguments) => {
      const first = args[0] as QueryText;
      const sql = typeof first === 'string' ? first : first?.text;
      if (typeof sql !== 'string' || typeof (first as { submit?: unknown }).submit === 'function')
        return query(...args);
      const started = performance.now();
      const settled = () => observe(queryOperation(sql), (performance.now() - started) / 1000);
      const last = args.length - 1;
      const callback = args[last];
      if (typeof callback === 'function') {
        args[last] = (...results: unknown[]) => {
          settled();
          return callback(...results);
        };
        return query(...args);
      }
      const result = query(...args);
      if (result instanceof Promise) result.then(settled, settled);
      return result;
    };
    client.query = timed as typeof client.query;
  });
}

/** The pool's connections when scraped: all of them, those idle, and the requests waiting for one. */
export function poolConnections(registry: Registry, pool: Pick<pg.Pool, 'totalCount' | 'idleCount' | 'waitingCount'>) {
  new Gauge({
    name: 'db_pool_connections',
    help: 'The database pool: its connections (total, idle) and the requests waiting for one',
    labelNames: ['state'],
    registers: [registry],
    collect() {
      this.set({ state: 'total' }, pool.totalCount);
      this.set({ state: 'idle' }, pool.idleCount);
      this.set({ state: 'waiting' }, pool.waitingCount);
    },
  });
}
