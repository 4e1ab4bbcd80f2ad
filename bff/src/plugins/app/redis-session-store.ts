import { createCipheriv, createDecipheriv, createHash, hkdfSync, randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import type { Session, SessionStore } from './session-store.ts';

/** Sessions a BFF without hashed keys stored, in clear under the id itself: still read, and moved. */
const LEGACY_PREFIX = 'qd:session:';
const PREFIX = 'qd:session:v2:';
const IV_BYTES = 12;
const TAG_BYTES = 16;

/** Where a session lives: a hash of its id, so the keys of a Redis dump are no cookie anyone can use. */
export const sessionKey = (id: string) => PREFIX + createHash('sha256').update(id).digest('base64url');

/** The session's own key, derived from its id (32 random bytes that only the browser's cookie holds). */
const keyOf = (id: string) => Buffer.from(hkdfSync('sha256', id, '', 'qd-session-v2', 32));

function sealSession(id: string, session: Session): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', keyOf(id), iv);
  // The entry is bound to its key: a value copied under another session's key does not open.
  cipher.setAAD(Buffer.from(sessionKey(id)));
  const sealed = Buffer.concat([cipher.update(JSON.stringify(session), 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), sealed]).toString('base64');
}

function openSession(id: string, value: string): Session | undefined {
  const bytes = Buffer.from(value, 'base64');
  if (bytes.length <= IV_BYTES + TAG_BYTES) return undefined;
  try {
    const decipher = createDecipheriv('aes-256-gcm', keyOf(id), bytes.subarray(0, IV_BYTES));
    decipher.setAAD(Buffer.from(sessionKey(id)));
    decipher.setAuthTag(bytes.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
    const text = Buffer.concat([decipher.update(bytes.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]);
    return JSON.parse(text.toString('utf8')) as Session;
  } catch {
    return undefined;
  }
}

/**
 * Sessions in Redis, so several BFF instances share them and a restart loses none. Redis holds
 * neither a usable session id nor an api token: the key is the id's SHA-256, the value is sealed
 * (AES-256-GCM) under a key derived (HKDF) from the id. No secret to configure or share between
 * instances: the browser's cookie is the key. A session stored in clear before this is moved to the
 * sealed form the first time its browser comes back (and its clear entry deleted); the others
 * expire with their tokens. The clear-entry branch goes once the last such entry has expired
 * (docs/adr/0038 says when).
 */
export function createRedisSessionStore(url: string, options: { keyPrefix?: string } = {}): SessionStore {
  const redis = new Redis(url, {
    maxRetriesPerRequest: 2,
    connectTimeout: 2000,
    lazyConnect: false,
    // REDIS_KEY_PREFIX, in front of every key (the sealed value's binding is to the unprefixed key).
    keyPrefix: options.keyPrefix ?? '',
  });
  const store: SessionStore = {
    async get(id) {
      const value = await redis.get(sessionKey(id));
      if (value) return openSession(id, value);
      const [legacy, ttl] = await Promise.all([redis.get(LEGACY_PREFIX + id), redis.ttl(LEGACY_PREFIX + id)]);
      if (!legacy) {
        // A page's parallel request may have moved it between our two reads: it wrote the sealed
        // entry before deleting the clear one, so the sealed one is there now.
        const moved = await redis.get(sessionKey(id));
        return moved ? openSession(id, moved) : undefined;
      }
      let session: Session | undefined;
      try {
        session = JSON.parse(legacy) as Session;
      } catch {
        session = undefined;
      }
      // Sealed first, clear entry second: a parallel request always finds one of the two.
      if (session && ttl > 0) await store.set(id, session, ttl);
      await redis.del(LEGACY_PREFIX + id);
      return session && ttl > 0 ? session : undefined;
    },
    async set(id, session, ttlSeconds) {
      await redis.set(sessionKey(id), sealSession(id, session), 'EX', Math.max(1, Math.round(ttlSeconds)));
    },
    async destroy(id) {
      await redis.del(sessionKey(id), LEGACY_PREFIX + id);
    },
    async close() {
      await redis.quit();
    },
  };
  return store;
}
