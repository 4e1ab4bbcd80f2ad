/**
 * Every operation of the OpenAPI document, fed generated bad input, answers with a 2xx or a 4xx
 * problem (code and title, in Arabic when asked): never a 5xx.
 *
 * Most requests are valid ones (built from the seeded data) with one part spoilt: a control
 * character in a text, a dangling id, an impossible date, a huge number, a value nested thousands
 * deep; or a bad path segment or query value. Junk bodies, bodies nested 30,000 and 100,000 deep and
 * the same write sent three times at once complete it. PROPERTY_RUNS sets the spoilt requests per
 * operation (junk gets a third as many).
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ARABIC,
  bodyText,
  deepJsonText,
  encodePath,
  junkBodyArbitrary,
  langArbitrary,
  spoiltArbitrary,
  spoiltRequest,
} from './helpers/bad-input.ts';
import {
  type Fixture,
  fillPath,
  type Operation,
  operationFixtures,
  operationsOf,
} from './helpers/operation-fixtures.ts';
import { databaseTargets, startTestApi, type TestApi, testAccounts } from './helpers/test-api.ts';

const RUNS = Number(process.env.PROPERTY_RUNS ?? 120);
const JUNK_RUNS = Math.max(1, Math.round(RUNS / 3));

/** A 5xx fails; a 4xx must be a problem with a code and a title, in Arabic when Arabic was asked. */
function expectWellRefused(
  response: { status: number; body: { code?: unknown; title?: unknown } | string },
  lang: string,
  context: string,
) {
  expect(response.status, context).toBeLessThan(500);
  if (response.status < 400) return;
  const body = typeof response.body === 'object' ? response.body : {};
  expect(typeof body.code, context).toBe('string');
  expect(typeof body.title, context).toBe('string');
  if (lang === 'ar') expect(body.title, context).toMatch(ARABIC);
}

describe.each(databaseTargets)('generated bad input on %s', (target) => {
  let api: TestApi;
  let admin: string;
  let operations: Operation[] = [];
  let fixtures: Record<string, Fixture> = {};
  let counter = 0;
  const fresh = () => `p${Date.now().toString(36)}${(counter++).toString(36)}`;

  beforeAll(async () => {
    api = await startTestApi(target);
    admin = await api.signIn(testAccounts.admin);
    operations = await operationsOf(api);
    fixtures = await operationFixtures(api, admin);
  });
  afterAll(() => api?.close());

  const keyOf = (operation: Operation) => `${operation.method} ${operation.path}`;
  const hasBody = (operation: Operation) => operation.method !== 'GET' && operation.method !== 'DELETE';

  /** Sends a request as the admin, the body as JSON text (see `bodyText`). */
  async function send(method: string, url: string, lang: string, text?: string) {
    const response = await fetch(`${api.address}${url}`, {
      method,
      headers: {
        authorization: `Bearer ${admin}`,
        'x-lang': lang,
        ...(text !== undefined ? { 'content-type': 'application/json' } : {}),
      },
      body: text,
    });
    const answer = await response.text();
    return { status: response.status, body: answer.startsWith('{') ? JSON.parse(answer) : answer };
  }

  it('has a valid request for every operation of the document', () => {
    expect(operations.length).toBeGreaterThan(40);
    expect(operations.map(keyOf).filter((key) => !(key in fixtures))).toEqual([]);
  });

  it('valid requests with one part spoilt: no 5xx, every refusal a problem in the request’s language', async () => {
    // Every operation is tried, and all their failures told together, not only the first one's.
    const failures: string[] = [];
    for (const operation of operations) {
      const fixture = fixtures[keyOf(operation)] as Fixture;
      const details = await fc.check(
        fc.asyncProperty(spoiltArbitrary(operation, fixture('shape')), langArbitrary, async (spoilt, lang) => {
          const { url, text } = spoiltRequest(operation, spoilt, fixture(fresh()));
          const response = await send(operation.method, url, lang, text);
          expectWellRefused(response, lang, `${operation.method} ${url.slice(0, 120)} ${spoilt.note}`);
        }),
        { numRuns: RUNS },
      );
      if (details.failed) {
        const reason = details.errorInstance instanceof Error ? details.errorInstance.message : details.errorInstance;
        failures.push(`${keyOf(operation)} (seed ${details.seed}): ${String(reason).split('\n')[0]?.slice(0, 300)}`);
      }
    }
    expect(failures).toEqual([]);
  }, 900_000);

  it('junk bodies and bodies nested 30,000 and 100,000 deep', async () => {
    for (const operation of operations.filter(hasBody)) {
      const valid = (fixtures[keyOf(operation)] as Fixture)(fresh());
      for (const [depth, lang] of [
        [30_000, 'ar'],
        [100_000, 'en'],
      ] as const) {
        const url = fillPath(operation.path, encodePath(valid.params));
        const response = await send(operation.method, url, lang, deepJsonText(depth));
        expectWellRefused(response, lang, `${keyOf(operation)} nested ${depth}`);
      }
      await fc.assert(
        fc.asyncProperty(junkBodyArbitrary, langArbitrary, async (body, lang) => {
          const url = fillPath(operation.path, encodePath(valid.params));
          const response = await send(operation.method, url, lang, bodyText(body));
          expectWellRefused(response, lang, `${keyOf(operation)} ${bodyText(body).slice(0, 200)}`);
        }),
        { numRuns: JUNK_RUNS },
      );
    }
  }, 600_000);

  it('the same request three times at once', async () => {
    for (const operation of operations) {
      const valid = (fixtures[keyOf(operation)] as Fixture)(fresh());
      const url = fillPath(operation.path, encodePath(valid.params));
      const answers = await Promise.all(
        Array.from({ length: 3 }, () =>
          // A POST may take no body (restoring a listing).
          send(
            operation.method,
            url,
            'ar',
            hasBody(operation) && valid.body !== undefined ? bodyText(valid.body) : undefined,
          ),
        ),
      );
      for (const answer of answers) expectWellRefused(answer, 'ar', `${keyOf(operation)} three at once`);
    }
  }, 300_000);
});
