import type { SavedItemType } from 'contracts/enums';
import type { SavedItem } from './saved-items.ts';

/**
 * What a visitor asked for when the sign-in it needs interrupted them: to save an item as a
 * favorite or a bookmark. The sign-in may go through pages (a one-time code, or sign-up and the
 * email's verification link, often opened in a new tab), so the intent is kept in local storage,
 * where every tab and every remote finds it, and completed by whoever sees the session open.
 */
export type PendingIntent = SavedItem;

const PENDING_INTENT_STORAGE_KEY = 'qd.pending-intent';

/**
 * The kinds of item a visitor saves: contracts' savedItemTypes, spelled here because that module
 * carries every enumeration's labels, which the pages offering a ♥ would otherwise download only
 * to check a stored intent. pending-intent.test.ts holds the two lists equal.
 */
export const SAVED_ITEM_TYPES = ['restaurant', 'shop'] as const satisfies readonly SavedItemType[];

/**
 * Long enough to sign up, receive the email, follow its link and sign in; short enough that a
 * later sign-in on a shared browser does not save something its user never asked for.
 */
export const PENDING_INTENT_LIFETIME_MS = 60 * 60 * 1000;

type StoredIntent = {
  intent: PendingIntent;
  expiresAt: number;
  /** Signed up: the visitor closing the modal ("check your email") no longer drops the intent. */
  keptPastDismissal: boolean;
};

/** Storage can be missing (a server render) or throw (private mode, quota): then nothing is kept. */
function storage(): Storage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined;
  }
}

function write(stored: StoredIntent | null) {
  try {
    if (stored) storage()?.setItem(PENDING_INTENT_STORAGE_KEY, JSON.stringify(stored));
    else storage()?.removeItem(PENDING_INTENT_STORAGE_KEY);
  } catch {
    // A full or blocked storage only loses the intent: the visitor can still save by hand.
  }
}

function isPendingIntent(value: unknown): value is PendingIntent {
  if (typeof value !== 'object' || value === null) return false;
  const { kind, itemType, itemId } = value as Record<string, unknown>;
  return (
    (kind === 'favorite' || kind === 'bookmark') &&
    SAVED_ITEM_TYPES.some((type) => type === itemType) &&
    typeof itemId === 'string' &&
    itemId !== ''
  );
}

/** The stored intent while it lives; an expired or unreadable one is removed. */
function read(now: number): StoredIntent | null {
  let stored: Partial<StoredIntent> | null = null;
  try {
    stored = JSON.parse(storage()?.getItem(PENDING_INTENT_STORAGE_KEY) ?? 'null');
  } catch {
    stored = null;
  }
  if (!stored) return null;
  if (!isPendingIntent(stored.intent) || typeof stored.expiresAt !== 'number' || stored.expiresAt <= now) {
    write(null);
    return null;
  }
  return { intent: stored.intent, expiresAt: stored.expiresAt, keptPastDismissal: stored.keptPastDismissal === true };
}

/** Remembers what the visitor asked for as sign-in is asked of them; one at a time, the latest wins. */
export function recordPendingIntent(intent: PendingIntent, now = Date.now()) {
  write({ intent, expiresAt: now + PENDING_INTENT_LIFETIME_MS, keptPastDismissal: false });
}

/** The intent waiting for a sign-in, if one is still alive. */
export function readPendingIntent(now = Date.now()): PendingIntent | null {
  return read(now)?.intent ?? null;
}

/** The intent to complete now that the session is open: answered once, then forgotten. */
export function takePendingIntent(now = Date.now()): PendingIntent | null {
  const stored = read(now);
  if (stored) write(null);
  return stored?.intent ?? null;
}

/** The visitor signed up: the intent waits for their first sign-in, past the modal's closing. */
export function keepPendingIntentPastDismissal(now = Date.now()) {
  const stored = read(now);
  if (stored) write({ ...stored, keptPastDismissal: true });
}

/** The visitor closed the sign-in modal themselves: what they asked for is dropped, unless they signed up. */
export function dismissPendingIntent(now = Date.now()) {
  if (read(now)?.keptPastDismissal === false) write(null);
}
