import { describe, expect, it } from 'vitest';
import { createPublicChanges } from './public-changes.ts';
import { createTtlCache } from './ttl-cache.ts';

describe('the cache', () => {
  it('forgets an entry ttlMs after it was set, reads or not; an entry may have its own ttl', () => {
    let now = 0;
    const cache = createTtlCache<string>({ maxEntries: 10, ttlMs: 1000, now: () => now });
    cache.set('a', 'A');
    cache.set('missing', 'M', 100);
    now = 99;
    expect([cache.get('a'), cache.get('missing')]).toEqual(['A', 'M']);
    now = 100;
    expect([cache.get('a'), cache.get('missing')]).toEqual(['A', undefined]);
    now = 1000;
    expect(cache.get('a')).toBeUndefined();
  });

  it('lets the least recently used (or the oldest written) go when full, keeps nothing with no room, and never expires what lives forever', () => {
    const cache = createTtlCache<number>({ maxEntries: 2, ttlMs: Number.POSITIVE_INFINITY });
    cache.set('a', 1);
    cache.set('b', 2);
    cache.get('a');
    cache.set('c', 3);
    expect([cache.get('a'), cache.get('b'), cache.get('c')]).toEqual([1, undefined, 3]);
    const oldestOut = createTtlCache<number>({ maxEntries: 2, ttlMs: 1000, refreshOnRead: false });
    oldestOut.set('a', 1);
    oldestOut.set('b', 2);
    oldestOut.get('a');
    oldestOut.set('c', 3);
    expect([oldestOut.get('a'), oldestOut.get('b'), oldestOut.get('c')]).toEqual([undefined, 2, 3]);
    const none = createTtlCache<number>({ maxEntries: 0, ttlMs: 1000 });
    none.set('a', 1);
    expect([none.get('a'), none.size]).toEqual([undefined, 0]);
  });

  it('empties itself when what visitors see changes (an admin write)', () => {
    const changes = createPublicChanges();
    const cache = createTtlCache<number>({ maxEntries: 10, ttlMs: 1000, clearOn: changes });
    cache.set('a', 1);
    changes.changed();
    expect(cache.size).toBe(0);
  });
});
