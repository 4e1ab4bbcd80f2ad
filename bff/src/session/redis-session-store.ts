import { Redis } from 'ioredis';
import type { Session, SessionStore } from './session-store.ts';

const PREFIX = 'qd:session:';

/** Sessions in Redis, so several BFF instances share them and a restart loses none. */
export function createRedisSessionStore(url: string): SessionStore {
  const redis = new Redis(url, { maxRetriesPerRequest: 2, connectTimeout: 2000, lazyConnect: false });
  return {
    async get(id) {
      const value = await redis.get(PREFIX + id);
      return value ? (JSON.parse(value) as Session) : undefined;
    },
    async set(id, session, ttlSeconds) {
      await redis.set(PREFIX + id, JSON.stringify(session), 'EX', Math.max(1, Math.round(ttlSeconds)));
    },
    async destroy(id) {
      await redis.del(PREFIX + id);
    },
    async close() {
      await redis.quit();
    },
  };
}
