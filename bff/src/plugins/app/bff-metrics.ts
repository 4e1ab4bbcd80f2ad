/**
 * The BFF's own metrics, beside every server's (server-kit/metrics): its caches' hits and misses,
 * the session store's latency, whether the api answers, and the remotes' releases visitors get
 * during a rollout and those whose load failed. Every label takes a handful of values: a release
 * label is a release the registry names (live or in rollout), anything else `other`.
 */
import type { Registry as ReleaseRegistry, RemoteName } from 'delivery/release-format';
import { Counter, Gauge, Histogram, type Registry } from 'prom-client';
import type { SessionStore } from './session-store.ts';

/** The caches counted: the api's public answers to guests, and the finished pages. */
export type BffCache = 'public_api' | 'page';
/** Told of each lookup in a cache: whether it held the entry. */
export type CacheLookups = (hit: boolean) => void;

/** From a memory lookup's microseconds to Redis' connect timeout. */
const SESSION_STORE_BUCKETS = [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5];

/** The release as a label: one the registry names for the remote now, or `other` (a forged report's). */
export function releaseLabel(registry: ReleaseRegistry, remote: RemoteName, version: string) {
  const entry = registry.remotes[remote];
  return version === entry?.live || version === entry?.rollout?.version ? version : 'other';
}

export function createBffMetrics(registry: Registry) {
  const registers = [registry];
  const cacheRequests = new Counter({
    name: 'bff_cache_requests_total',
    help: 'Lookups in the BFF caches, by cache and whether it held the entry',
    labelNames: ['cache', 'result'],
    registers,
  });
  const sessionStoreDuration = new Histogram({
    name: 'bff_session_store_duration_seconds',
    help: 'Time the session store (memory or Redis) took to answer, by operation',
    labelNames: ['operation'],
    buckets: SESSION_STORE_BUCKETS,
    registers,
  });
  const assignments = new Counter({
    name: 'bff_rollout_assignments_total',
    help: 'Releases a percentage rollout gave a visitor (each page and /remotes.json), by remote and release',
    labelNames: ['remote', 'release'],
    registers,
  });
  const loadFailures = new Counter({
    name: 'bff_remote_load_failures_total',
    help: "Shells' reports that a remote's release failed to load, by remote and release",
    labelNames: ['remote', 'release'],
    registers,
  });

  return {
    /** What a cache tells of its lookups (`ttl-cache`'s `lookups`). */
    cacheLookups(cache: BffCache): CacheLookups {
      const hit = cacheRequests.labels({ cache, result: 'hit' });
      const miss = cacheRequests.labels({ cache, result: 'miss' });
      return (found) => (found ? hit : miss).inc();
    },
    /** `store` with each call timed. */
    timedSessionStore(store: SessionStore): SessionStore {
      const timed = async <R>(operation: string, call: () => Promise<R>): Promise<R> => {
        const end = sessionStoreDuration.startTimer({ operation });
        try {
          return await call();
        } finally {
          end();
        }
      };
      return {
        get: (id) => timed('get', () => store.get(id)),
        set: (id, session, ttlSeconds) => timed('set', () => store.set(id, session, ttlSeconds)),
        destroy: (id) => timed('destroy', () => store.destroy(id)),
        close: () => store.close(),
      };
    },
    /** `bff_api_available`: 1 while the api answers as this BFF last found, 0 while it is known down. */
    gaugeApiAvailability(availability: { readonly up: boolean }) {
      new Gauge({
        name: 'bff_api_available',
        help: 'Whether the api answered when this BFF last asked (1) or is known down (0)',
        registers,
        collect() {
          this.set(availability.up ? 1 : 0);
        },
      });
    },
    rolloutAssigned(remote: RemoteName, release: string) {
      assignments.inc({ remote, release });
    },
    /** A report of a failed load; `release` bounded by `releaseLabel`. */
    remoteLoadFailed(remote: RemoteName, release: string) {
      loadFailures.inc({ remote, release });
    },
  };
}
