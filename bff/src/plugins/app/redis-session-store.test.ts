import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRedisSessionStore, sessionKey } from './redis-session-store.ts';
import type { Session, SessionStore } from './session-store.ts';

const expiresAt = new Date(Date.now() + 3_600_000).toISOString();
const session = (token: string): Session => ({
  token,
  user: {
    _id: '00000000-0000-4000-8000-000000000001',
    fullName: 'Sealed User',
    email: 'sealed@example.qa',
    role: 'user',
    location: null,
    phoneNumber: null,
    emailVerified: true,
    createdAt: '2026-01-01T00:00:00.000Z',
  },
  expiresAt,
});
const newId = () => randomBytes(32).toString('base64url');

describe.runIf(process.env.REDIS_URL)('sessions in the real Redis', () => {
  let store: SessionStore;
  let redis: Redis;
  beforeAll(() => {
    store = createRedisSessionStore(process.env.REDIS_URL as string);
    redis = new Redis(process.env.REDIS_URL as string);
  });
  afterAll(async () => {
    await store?.close();
    await redis?.quit();
  });

  it('keeps neither the api token nor the session id readable in Redis, and still gives the session back', async () => {
    const id = newId();
    const token = `tok_${randomBytes(24).toString('hex')}`;
    await store.set(id, session(token), 60);
    const keys = await redis.keys('qd:session:*');
    expect(keys.some((key) => key.includes(id))).toBe(false);
    const raw = (await redis.get(sessionKey(id))) ?? '';
    expect(raw).not.toBe('');
    for (const secret of [token, id, 'sealed@example.qa', 'Sealed User']) expect(raw).not.toContain(secret);
    expect(Buffer.from(raw, 'base64').toString('latin1')).not.toContain(token);
    expect(await redis.ttl(sessionKey(id))).toBeGreaterThan(50);
    expect(await store.get(id)).toEqual(session(token));
    await store.destroy(id);
    expect(await store.get(id)).toBeUndefined();
    expect(await redis.exists(sessionKey(id))).toBe(0);
  });

  it('opens a session only with its own id: a value moved under another key or altered is no session', async () => {
    const [id, other] = [newId(), newId()];
    await store.set(id, session('tok_one'), 60);
    await store.set(other, session('tok_two'), 60);
    await redis.set(sessionKey(other), (await redis.get(sessionKey(id))) ?? '', 'EX', 60);
    expect(await store.get(other)).toBeUndefined();
    const raw = Buffer.from((await redis.get(sessionKey(id))) ?? '', 'base64');
    raw[raw.length - 1] = (raw.at(-1) ?? 0) ^ 1;
    await redis.set(sessionKey(id), raw.toString('base64'), 'EX', 60);
    expect(await store.get(id)).toBeUndefined();
    await store.destroy(id);
    await store.destroy(other);
  });

  it('keeps its keys under REDIS_KEY_PREFIX, so several sites or test runs can share one Redis', async () => {
    const prefix = `qd-test-${process.pid}-${newId().slice(0, 8)}:`;
    const prefixed = createRedisSessionStore(process.env.REDIS_URL as string, { keyPrefix: prefix });
    const id = newId();
    try {
      await prefixed.set(id, session('tok_prefixed'), 60);
      expect(await redis.exists(`${prefix}${sessionKey(id)}`)).toBe(1);
      expect(await redis.exists(sessionKey(id))).toBe(0);
      expect(await store.get(id)).toBeUndefined();
      expect(await prefixed.get(id)).toEqual(session('tok_prefixed'));
      await prefixed.destroy(id);
      expect(await redis.exists(`${prefix}${sessionKey(id)}`)).toBe(0);
    } finally {
      await prefixed.close();
    }
  });
});
