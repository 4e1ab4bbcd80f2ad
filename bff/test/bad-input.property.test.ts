/**
 * The api's bad-input property test, through the BFF a browser talks to: every operation of the api's
 * OpenAPI document, signed in as the administrator (session cookie, `x-csrf`, the site's `Origin`),
 * fed valid requests with one part spoilt, junk, bodies nested 30,000 and 100,000 deep and the same
 * request three times at once. No answer is a 5xx; every 4xx is `{ code, message }` in the request's
 * language. PROPERTY_RUNS sets the spoilt requests per operation (junk gets a third as many).
 */
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { startTestApi, type TestApi, testAccounts } from 'api/testing';
import {
  ARABIC,
  bodyText,
  deepJsonText,
  encodePath,
  junkBodyArbitrary,
  langArbitrary,
  spoiltArbitrary,
  spoiltRequest,
} from 'api/testing/bad-input';
import {
  type Fixture,
  fillPath,
  type Operation,
  operationFixtures,
  operationsOf,
} from 'api/testing/operation-fixtures';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildBff } from '../src/app.ts';
import { fakeBuilds, sessionCookie } from './helpers.ts';

const RUNS = Number(process.env.PROPERTY_RUNS ?? 30);
const JUNK_RUNS = Math.max(1, Math.round(RUNS / 3));
const SITE_URL = 'http://localhost:3000';

type Bff = Awaited<ReturnType<typeof buildBff>>;
type Answer = { status: number; body: unknown };

/** A 5xx fails; a 4xx must be the browser's error body, in Arabic when Arabic was asked. */
function refusalProblem(answer: Answer, lang: string): string | undefined {
  if (answer.status >= 500) return `answered ${answer.status} ${JSON.stringify(answer.body).slice(0, 160)}`;
  if (answer.status < 400) return undefined;
  const body = (typeof answer.body === 'object' && answer.body !== null ? answer.body : {}) as Record<string, unknown>;
  if (typeof body.code !== 'string' || typeof body.message !== 'string') {
    return `answered ${answer.status} without { code, message }: ${JSON.stringify(answer.body).slice(0, 160)}`;
  }
  if (lang === 'ar' && !ARABIC.test(body.message)) return `answered ${answer.status} not in Arabic: ${body.message}`;
  return undefined;
}

describe('generated bad input through the BFF', () => {
  let api: TestApi;
  let bff: Bff;
  let buildRoot: string;
  let cookie: string;
  let bffAddress: string;
  let operations: Operation[] = [];
  let fixtures: Record<string, Fixture> = {};
  let counter = 0;
  const fresh = () => `b${Date.now().toString(36)}${(counter++).toString(36)}`;
  const keyOf = (operation: Operation) => `${operation.method} ${operation.path}`;
  const hasBody = (operation: Operation) => operation.method !== 'GET' && operation.method !== 'DELETE';
  const failures: string[] = [];

  /** Records a failure. */
  function check(answer: Answer, lang: string, context: string) {
    const problem = refusalProblem(answer, lang);
    if (!problem) return true;
    failures.push(`${context}: ${problem}`);
    return false;
  }

  /** Over a real socket, as a browser would: some failures (a body over a limit) only show there. */
  async function send(method: string, url: string, lang: string, text?: string): Promise<Answer> {
    const response = await fetch(`${bffAddress}${url}`, {
      method,
      headers: {
        cookie,
        'x-csrf': '1',
        origin: SITE_URL,
        'x-lang': lang,
        ...(text !== undefined ? { 'content-type': 'application/json' } : {}),
      },
      body: text,
    });
    const answer = await response.text();
    let body: unknown = answer;
    try {
      body = JSON.parse(answer);
    } catch {
      // Not JSON: checked as it is.
    }
    return { status: response.status, body };
  }

  beforeAll(async () => {
    api = await startTestApi('pglite');
    buildRoot = await fakeBuilds();
    bff = await buildBff({
      apiUrl: api.address,
      siteUrl: SITE_URL,
      shellDir: path.join(buildRoot, 'shell/dist'),
      releasesDir: path.join(buildRoot, 'releases'),
      // The run signs in with many unknown emails: the sign-in limits are not what is tested here.
      authLimits: { perIp: 1_000_000, perEmailAndIp: 1_000_000, windowMs: 60_000 },
      publicCache: { ttlMs: 0, maxEntries: 1 },
    });
    bffAddress = await bff.listen({ host: '127.0.0.1', port: 0 });
    const login = await bff.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      headers: { 'x-csrf': '1', origin: SITE_URL, 'content-type': 'application/json' },
      payload: testAccounts.admin,
    });
    expect(login.statusCode).toBe(200);
    cookie = sessionCookie(login.headers['set-cookie']);
    // What the BFF passes on: the api's development mailbox is the api's alone.
    operations = (await operationsOf(api)).filter((operation) => operation.path.startsWith('/api/v1/'));
    fixtures = await operationFixtures(api, await api.signIn(testAccounts.admin));
  });
  afterAll(async () => {
    await bff?.close();
    await api?.close();
    if (buildRoot) await rm(buildRoot, { recursive: true, force: true });
  });

  it('has a valid request for every operation of the api', () => {
    expect(operations.map(keyOf).filter((key) => !(key in fixtures))).toEqual([]);
  });

  it('valid requests with one part spoilt, junk, deep nesting, and three at once: no 5xx, refusals in the request’s language', async () => {
    for (const operation of operations) {
      const fixture = fixtures[keyOf(operation)] as Fixture;
      // Failures are collected (check returns false) rather than thrown, so every operation is tried.
      await fc.check(
        fc.asyncProperty(spoiltArbitrary(operation, fixture('shape')), langArbitrary, async (spoilt, lang) => {
          const { url, text } = spoiltRequest(operation, spoilt, fixture(fresh()));
          const answer = await send(operation.method, url, lang, text);
          return check(answer, lang, `${operation.method} ${url.slice(0, 120)} ${spoilt.note}`);
        }),
        { numRuns: RUNS, endOnFailure: true },
      );
      const valid = fixture(fresh());
      const url = fillPath(operation.path, encodePath(valid.params));
      if (hasBody(operation)) {
        for (const [depth, lang] of [
          [30_000, 'ar'],
          [100_000, 'en'],
        ] as const) {
          check(
            await send(operation.method, url, lang, deepJsonText(depth)),
            lang,
            `${keyOf(operation)} nested ${depth}`,
          );
        }
        // Over the api's 64 KB body limit, under the BFF's 256 KB.
        for (const kilobytes of [70, 200]) {
          const large = bodyText({ ...(valid.body as object), padding: 'x'.repeat(kilobytes * 1000) });
          check(await send(operation.method, url, 'ar', large), 'ar', `${keyOf(operation)} ${kilobytes} KB body`);
        }
        await fc.check(
          fc.asyncProperty(junkBodyArbitrary, langArbitrary, async (body, lang) =>
            check(await send(operation.method, url, lang, bodyText(body)), lang, `${keyOf(operation)} junk body`),
          ),
          { numRuns: JUNK_RUNS, endOnFailure: true },
        );
      }
      // A POST may take no body (restoring a listing).
      const text = hasBody(operation) && valid.body !== undefined ? bodyText(valid.body) : undefined;
      const answers = await Promise.all(Array.from({ length: 3 }, () => send(operation.method, url, 'ar', text)));
      for (const answer of answers) check(answer, 'ar', `${keyOf(operation)} three at once`);
    }
    expect(failures).toEqual([]);
  }, 900_000);
});
