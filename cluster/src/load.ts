/**
 * Visitors for a running cluster, shared by its tests and `npm run bench:resilience`: readers of
 * the public pages, a signed-in visitor who saves favorites and bookmarks and sends contact
 * messages, each answer recorded; then what the database holds of those writes, read directly.
 */
import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Redis } from 'ioredis';
import pg from 'pg';
import { repoRoot } from 'server-kit/processes';
import { RETRY_AFTER_SECONDS } from 'server-kit/unavailable';

/** What the app sends with a state change: its custom header, from the site's origin. */
export const stateChange = (siteUrl: string) => ({
  'x-csrf': '1',
  origin: siteUrl,
  'content-type': 'application/json',
});

/** A browser's headers for a page or a list. */
const BROWSER = { 'accept-encoding': 'gzip, deflate, br' };

/**
 * The loads' requests each go on a connection of their own. A browser that sends a request on a
 * kept-alive connection the other side has just closed sends it again on a new one (Chromium does,
 * for a write too, when nothing of the answer came back); Node's fetch fails it instead
 * (UND_ERR_SOCKET). A CI run once saw a write fail so, long before any fault, with nothing in
 * HAProxy's log. What the tests prove is what the instances and HAProxy answer, so the tests' own
 * requests take that client-side race out rather than retry on the browser's behalf.
 */
export const OWN_CONNECTION = { connection: 'close' };

/** A database of this run's own on the PostgreSQL server of `adminUrl`, dropped by `drop`. */
export async function createDatabase(adminUrl: string, prefix = 'qd_cluster') {
  const name = `${prefix}_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    },
  };
}

/** Removes every Redis key under `prefix` (a test's or a bench run's own). */
export async function removeKeys(redis: Redis, prefix: string) {
  const keys: string[] = [];
  for await (const batch of redis.scanStream({ match: `${prefix}*`, count: 500 })) keys.push(...batch);
  if (keys.length > 0) await redis.del(...keys);
}

/**
 * Signs `user` in on one BFF, with an address of its own (the BFF believes X-Forwarded-For from
 * loopback): each sign-in counts against a rate-limit bucket of its own, not the tests' shared one.
 * Returns the session cookie. Answered 503 (a BFF that found the api down a moment, as it may on a
 * loaded machine just after a fault), it tries again after the Retry-After, as a visitor would,
 * for up to 10 s; any other refusal throws with its status and message.
 */
export async function signIn(bffUrl: string, siteUrl: string, user: { email: string; password: string }) {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const address = `198.51.100.${1 + Math.floor(Math.random() * 250)}`;
    const response = await fetch(`${bffUrl}/api/v1/auth/login`, {
      method: 'POST',
      headers: { ...stateChange(siteUrl), 'x-forwarded-for': address },
      body: JSON.stringify(user),
    });
    const text = await response.text();
    // Named `__Host-qd_session` in production (Secure), `qd_session` elsewhere.
    const cookie = response.headers.getSetCookie().find((line) => /^(__Host-)?qd_session=/.test(line));
    if (response.status === 200 && cookie) return cookie.split(';')[0] as string;
    const retryAfterSeconds = Number(response.headers.get('retry-after')) || 1;
    if (response.status !== 503 || Date.now() + retryAfterSeconds * 1000 > deadline) {
      throw new Error(`signing in on ${bffUrl} was answered ${response.status}: ${text.slice(0, 300)}`);
    }
    await new Promise((resolve) => setTimeout(resolve, retryAfterSeconds * 1000));
  }
}

/** One answer: when its request started and how long it took (ms, from the load's start), its status. */
export type Answer = {
  at: number;
  ms: number;
  /** The HTTP status, or 0: no answer at all (refused, reset, timed out). */
  status: number;
  retryAfter: boolean;
  /** The message of an error answer (`{ message }` or `{ error: { message } }`). */
  message?: string | undefined;
};

export type Write = Answer & {
  kind: 'favorite' | 'bookmark' | 'contact';
  /** The listing (`restaurant:<id>`) or the contact message's subject. */
  key: string;
  action: 'add' | 'remove' | 'send';
  /**
   * The last answer to its retries (`retryOnce`, as the browser's client retries): after a first 503
   * with Retry-After, one more try; after a 504 OUTCOME_UNKNOWN, tries until the outcome is known.
   */
  retried?: Answer;
};

/**
 * Answers that leave a write's outcome unknown: 504 OUTCOME_UNKNOWN (sent, no answer), and after it
 * a 503 (the api still not reached) or 409 (the first try still running).
 */
const stillUnknown = (answer: Answer) => answer.status === 504 || answer.status === 503 || answer.status === 409;

/** What a write came to: its retry's answer if it was retried, its own otherwise. */
const outcome = (write: Write) => write.retried ?? write;

const ok = (status: number) => status >= 200 && status < 300;

async function timed(started: number, request: () => Promise<Response>): Promise<Answer> {
  const at = performance.now() - started;
  try {
    const response = await request();
    const text = await response.text();
    let message: string | undefined;
    if (!ok(response.status)) {
      try {
        const body = JSON.parse(text) as { message?: string; error?: { message?: string } };
        message = body.message ?? body.error?.message;
      } catch {
        message = undefined;
      }
    }
    const retryAfter = response.headers.has('retry-after');
    return { at, ms: performance.now() - started - at, status: response.status, retryAfter, message };
  } catch (error) {
    // fetch's own message says little ("fetch failed"): its cause says what happened (a reset, a timeout).
    const cause = (error as Error & { cause?: { code?: string; message?: string } }).cause;
    const message = cause?.code ?? cause?.message ?? (error as Error).message;
    return { at, ms: performance.now() - started - at, status: 0, retryAfter: false, message };
  }
}

/** Loops `step` until stopped, `workers` at a time; `step` gets the worker and the round. */
function loops(workers: number, step: (worker: number, round: number) => Promise<void>) {
  let running = true;
  const all = Array.from({ length: workers }, async (_, worker) => {
    for (let round = 0; running; round++) await step(worker, round);
  });
  return async () => {
    running = false;
    await Promise.all(all);
  };
}

/** Whether the shell is built: without it the BFF has no home page to serve. */
export const homePageBuilt = () => existsSync(path.join(repoRoot, 'shell/dist/index.html'));

/**
 * Visitors reading without a pause, `workers` at a time: the restaurants list (a query of its own
 * each time, so no cache answers it and it reaches an api), the shops list, the home page's HTML
 * when the shell is built and, given a session `cookie`, the signed-in visitor's own account (which
 * the BFFs read from the shared sessions).
 */
export function readLoad(siteUrl: string, options: { workers?: number; started?: number; cookie?: string } = {}) {
  const started = options.started ?? performance.now();
  const json = { ...BROWSER, accept: 'application/json' };
  const reads: [string, Record<string, string>][] = [
    ['/api/v1/restaurants?limit=3&n=', json],
    ['/api/v1/shops?limit=3', json],
  ];
  if (options.cookie) reads.push(['/api/v1/auth/me?n=', { ...json, cookie: options.cookie }]);
  if (homePageBuilt()) reads.push(['/', { ...BROWSER, accept: 'text/html,application/xhtml+xml,*/*;q=0.8' }]);
  const answers: (Answer & { path: string })[] = [];
  const stop = loops(options.workers ?? 4, async (worker, round) => {
    const [read, headers] = reads[(worker + round) % reads.length] as [string, Record<string, string>];
    const url = read.endsWith('n=') ? `${read}${Math.random().toString(36).slice(2)}` : read;
    const answer = await timed(started, () =>
      fetch(`${siteUrl}${url}`, { headers: { ...headers, ...OWN_CONNECTION }, signal: AbortSignal.timeout(15_000) }),
    );
    answers.push({ ...answer, path: read });
  });
  return {
    answers,
    stop: async () => {
      await stop();
      return answers;
    },
  };
}

/**
 * A signed-in visitor writing without a pause, one writer per kind so each listing's writes come
 * in order: favorites and bookmarks saved, then removed, listing by listing, pass after pass; and
 * contact messages, each with a subject of its own (`<tag> #n`). `lang` is the language asked for.
 * `retryOnce`: as the browser's API client does, each write carries an idempotency key of its own
 * and, answered 503 with Retry-After, is sent once more with the same key; answered 504
 * OUTCOME_UNKNOWN (sent, no answer), it is sent again with the key until an answer says what became
 * of it (`retried`: the last answer).
 */
export function writeLoad(
  siteUrl: string,
  cookie: string,
  listings: string[],
  options: { tag: string; lang?: 'en' | 'ar'; started?: number; retryOnce?: boolean },
) {
  const started = options.started ?? performance.now();
  const headers = { ...stateChange(siteUrl), cookie, 'x-lang': options.lang ?? 'en' };
  // A DELETE has no body, so no content type (an empty JSON body is refused).
  const { 'content-type': _json, ...deleteHeaders } = headers;
  const writes: Write[] = [];
  const send = (method: string, url: string, body?: unknown, key?: string) =>
    fetch(`${siteUrl}${url}`, {
      method,
      headers: {
        ...(body === undefined ? deleteHeaders : headers),
        ...(key ? { 'idempotency-key': key } : {}),
        ...OWN_CONNECTION,
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      signal: AbortSignal.timeout(20_000),
    });
  /** One write, and its retries when asked for, as the browser's client makes them. */
  const attempt = async (write: (key?: string) => Promise<Response>) => {
    const key = options.retryOnce ? randomUUID() : undefined;
    const first = await timed(started, () => write(key));
    const wait = () => new Promise((resolve) => setTimeout(resolve, Math.min(RETRY_AFTER_SECONDS * 1000, 3000)));
    if (!key) return first;
    if (first.status === 503 && first.retryAfter) {
      await wait();
      return { ...first, retried: await timed(started, () => write(key)) };
    }
    if (first.status !== 504) return first;
    let retried = first;
    for (let tries = 0; tries < 15 && stillUnknown(retried); tries++) {
      await wait();
      retried = await timed(started, () => write(key));
    }
    return { ...first, retried };
  };
  const saved = (kind: 'favorite' | 'bookmark') => async (_worker: number, round: number) => {
    const key = listings[round % listings.length] as string;
    const [itemType, itemId] = key.split(':') as [string, string];
    const adding = Math.floor(round / listings.length) % 2 === 0;
    const answer = await attempt((idempotencyKey) =>
      adding
        ? send('POST', `/api/v1/${kind}`, { itemType, itemId }, idempotencyKey)
        : send('DELETE', `/api/v1/${kind}/${key.replace(':', '/')}`, undefined, idempotencyKey),
    );
    writes.push({ ...answer, kind, key, action: adding ? 'add' : 'remove' });
  };
  const contact = async (_worker: number, round: number) => {
    const key = `${options.tag} #${round}`;
    const answer = await attempt((idempotencyKey) =>
      send(
        'POST',
        '/api/v1/contact/',
        {
          name: 'Bench Visitor',
          email: 'visitor@bench.test',
          phoneNumber: '97455123456',
          subject: key,
          message: `Message ${key}: every acknowledged one must be stored.`,
        },
        idempotencyKey,
      ),
    );
    writes.push({ ...answer, kind: 'contact', key, action: 'send' });
  };
  const stops = [loops(1, saved('favorite')), loops(1, saved('bookmark')), loops(1, contact)];
  return {
    writes,
    stop: async () => {
      await Promise.all(stops.map((stop) => stop()));
      return writes;
    },
  };
}

/** `restaurant:<id>` and `shop:<id>` of the first listings of each list, for `writeLoad`. */
export async function listingKeys(siteUrl: string) {
  const keys: string[] = [];
  for (const [list, type] of [
    ['restaurants', 'restaurant'],
    ['shops', 'shop'],
  ] as const) {
    const response = await fetch(`${siteUrl}/api/v1/${list}?limit=20`);
    const body = (await response.json()) as { data: Record<string, { _id: string }[]> };
    keys.push(...(body.data[list] ?? []).map((listing) => `${type}:${listing._id}`));
  }
  return keys;
}

export type WriteCheck = {
  acknowledged: number;
  /** Acknowledged writes the database can prove: the last write on their listing, and every message. */
  checked: number;
  /** Of those, the ones the database holds as acknowledged. */
  found: number;
  /** What was checked and is not there: must be 0. */
  lost: string[];
  unacknowledged: number;
  /** Unacknowledged writes that were the last on their listing, or messages, that are there anyway. */
  appliedAnyway: number;
  /** Contact messages without their team notification, or the other way round: must be 0. */
  half: number;
  /** Contact messages stored more than once (a write applied twice): must be none. */
  duplicated: string[];
};

/**
 * What the database holds of `writes` by `email`'s account, read directly. A listing's state can
 * only prove its last write (an earlier one was undone by the next); every contact message is
 * checked, with the notification written in its transaction.
 */
export async function checkWrites(databaseUrl: string, email: string, writes: Write[]): Promise<WriteCheck> {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    const { rows: users } = await db.query<{ id: string }>('select id from users where email = $1', [email]);
    const userId = users[0]?.id;
    const savedRows = async (table: 'favorites' | 'bookmarks') =>
      new Set(
        (
          await db.query<{ key: string }>(
            `select item_type || ':' || item_id as key from ${table} where user_id = $1`,
            [userId],
          )
        ).rows.map((row) => row.key),
      );
    const saved = { favorite: await savedRows('favorites'), bookmark: await savedRows('bookmarks') };
    const subjects = [...new Set(writes.filter((write) => write.kind === 'contact').map((write) => write.key))];
    const messageRows = (
      await db.query<{ subject: string; copies: number }>(
        `select subject, count(*)::int as copies from contact_messages
          where subject = any($1) and name <> '' and email <> '' and phone_number <> '' and message <> ''
          group by subject`,
        [subjects],
      )
    ).rows;
    const messages = new Set(messageRows.map((row) => row.subject));
    const notified = new Set(
      (
        await db.query<{ subject: string }>(
          `select substring(subject from position(': ' in subject) + 2) as subject from mail_outbox
            where kind = 'contact_notification' and substring(subject from position(': ' in subject) + 2) = any($1)`,
          [subjects],
        )
      ).rows.map((row) => row.subject),
    );

    const last = new Map<string, Write>();
    for (const write of writes) if (write.kind !== 'contact') last.set(`${write.kind}/${write.key}`, write);
    const check: WriteCheck = {
      acknowledged: 0,
      checked: 0,
      found: 0,
      lost: [],
      unacknowledged: 0,
      appliedAnyway: 0,
      half: 0,
      duplicated: messageRows.filter((row) => row.copies > 1).map((row) => row.subject),
    };
    for (const write of writes) {
      const acknowledged = ok(outcome(write).status);
      if (acknowledged) check.acknowledged++;
      else check.unacknowledged++;
      let there: boolean;
      if (write.kind === 'contact') {
        there = messages.has(write.key) && notified.has(write.key);
        if (messages.has(write.key) !== notified.has(write.key)) check.half++;
      } else {
        if (last.get(`${write.kind}/${write.key}`) !== write) continue;
        there = saved[write.kind].has(write.key) === (write.action === 'add');
      }
      if (!acknowledged) {
        if (there) check.appliedAnyway++;
        continue;
      }
      check.checked++;
      if (there) check.found++;
      else check.lost.push(`${write.action} ${write.kind} ${write.key}`);
    }
    return check;
  } finally {
    await db.end();
  }
}

/** The `p`-th percentile (0–100) of `values`, 0 for none. */
export function percentile(values: number[], p: number) {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

/** Failed answers counted by status (`0` = no answer), e.g. `503×4, 0×1`; '' for none. */
export function failuresByStatus(answers: Answer[], good: (status: number) => boolean = ok) {
  const counts = new Map<number, number>();
  for (const answer of answers)
    if (!good(answer.status)) counts.set(answer.status, (counts.get(answer.status) ?? 0) + 1);
  return [...counts].map(([status, n]) => `${status}×${n}`).join(', ');
}
