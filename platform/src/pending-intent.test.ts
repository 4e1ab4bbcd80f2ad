import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  dismissPendingIntent,
  keepPendingIntentPastDismissal,
  PENDING_INTENT_LIFETIME_MS,
  readPendingIntent,
  recordPendingIntent,
  takePendingIntent,
} from './pending-intent.ts';

const favorite = { kind: 'favorite', itemType: 'restaurant', itemId: 'r-1' } as const;
const bookmark = { kind: 'bookmark', itemType: 'shop', itemId: 's-1' } as const;

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date('2026-01-01T10:00:00Z'));
});
afterEach(() => {
  vi.useRealTimers();
  localStorage.clear();
});

describe('pending intent', () => {
  it('is kept in local storage, where a new tab (the verification link) finds it', () => {
    recordPendingIntent(favorite);
    expect(localStorage.length).toBe(1);
    expect(readPendingIntent()).toEqual(favorite);
  });

  it('lives for its lifetime, then is gone', () => {
    recordPendingIntent(favorite);
    vi.advanceTimersByTime(PENDING_INTENT_LIFETIME_MS - 1);
    expect(readPendingIntent()).toEqual(favorite);
    vi.advanceTimersByTime(1);
    expect(readPendingIntent()).toBeNull();
    expect(localStorage.length).toBe(0);
    expect(takePendingIntent()).toBeNull();
  });

  it('is one at a time: the latest replaces the one before, with a lifetime of its own', () => {
    recordPendingIntent(favorite);
    vi.advanceTimersByTime(PENDING_INTENT_LIFETIME_MS / 2);
    recordPendingIntent(bookmark);
    vi.advanceTimersByTime(PENDING_INTENT_LIFETIME_MS / 2);
    expect(readPendingIntent()).toEqual(bookmark);
  });

  it('is answered once when taken to be completed', () => {
    recordPendingIntent(favorite);
    expect(takePendingIntent()).toEqual(favorite);
    expect(takePendingIntent()).toBeNull();
    expect(readPendingIntent()).toBeNull();
  });

  it('is dropped when the visitor closes the sign-in modal', () => {
    recordPendingIntent(favorite);
    dismissPendingIntent();
    expect(readPendingIntent()).toBeNull();
  });

  it('outlives the closing of the modal once the visitor has signed up, until it expires', () => {
    recordPendingIntent(favorite);
    keepPendingIntentPastDismissal();
    dismissPendingIntent();
    expect(readPendingIntent()).toEqual(favorite);
    vi.advanceTimersByTime(PENDING_INTENT_LIFETIME_MS);
    expect(readPendingIntent()).toBeNull();
  });

  it('is not kept past dismissal by a sign-up made before it was recorded', () => {
    keepPendingIntentPastDismissal();
    recordPendingIntent(favorite);
    dismissPendingIntent();
    expect(readPendingIntent()).toBeNull();
  });

  it('ignores what it cannot read as an intent (an older format, a hand edit)', () => {
    localStorage.setItem(
      'qd.pending-intent',
      JSON.stringify({ intent: { kind: 'like' }, expiresAt: Date.now() + 1000 }),
    );
    expect(readPendingIntent()).toBeNull();
    localStorage.setItem('qd.pending-intent', '{not json');
    expect(takePendingIntent()).toBeNull();
  });
});

describe('the kinds of item an intent may name', () => {
  it("are contracts' saved item types, all of them", async () => {
    const { savedItemTypes } = await import('contracts/enums');
    const { SAVED_ITEM_TYPES } = await import('./pending-intent.ts');
    expect([...SAVED_ITEM_TYPES].sort()).toEqual([...savedItemTypes.values].sort());
  });
});
