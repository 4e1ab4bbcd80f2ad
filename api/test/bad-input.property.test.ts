/**
 * Every endpoint, fed a few hundred generated bodies, queries and path values, answers
 * with a 2xx or a 4xx problem in the request's language: never a 500.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseTargets, startTestApi, type TestApi, testAccounts } from './helpers/test-api.ts';

const RUNS = Number(process.env.PROPERTY_RUNS ?? 200);
const fieldNames = [
  'page',
  'limit',
  'sort',
  'lang',
  'email',
  'password',
  'confirmPassword',
  'fullName',
  'role',
  'otp',
  'itemType',
  'itemId',
  'cuisineTypes',
  'location',
  'pricing',
  'featured',
  'openNow',
  'businessName',
  'name',
  'slug',
  'title',
  'category',
  'playback',
  'status',
  'hours',
  'menu',
  'activeFrom',
  'activeTo',
  'userPerPage',
  'read',
  'unread',
];

const anyValue = fc.oneof(
  fc.jsonValue(),
  fc.string(),
  fc.integer(),
  fc.constantFrom(
    '',
    ' ',
    '-1',
    '0',
    '1e309',
    'null',
    'true',
    '<script>alert(1)</script>',
    "'; drop table users; --",
    '%00',
    '٣',
  ),
);
const bodyArbitrary = fc.oneof(fc.jsonValue(), fc.dictionary(fc.constantFrom(...fieldNames), anyValue, { maxKeys: 8 }));
const queryArbitrary = fc.dictionary(
  fc.oneof(fc.constantFrom(...fieldNames), fc.string({ maxLength: 6 })),
  fc.oneof(fc.string({ maxLength: 40 }), fc.array(fc.string({ maxLength: 12 }), { maxLength: 3 })),
  { maxKeys: 6 },
);
const pathValue = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.uuid(),
  fc.constantFrom('restaurant', 'shop', 'home', '..', '%2e%2e'),
);

function toQuery(query: Record<string, string | string[]>) {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    for (const v of Array.isArray(value) ? value : [value]) params.append(key, v);
  }
  return params.toString();
}

describe.each(databaseTargets)('generated bad input on %s', (target) => {
  let api: TestApi;
  let admin: string;
  let operations: { method: string; path: string }[] = [];

  beforeAll(async () => {
    api = await startTestApi(target);
    admin = await api.signIn(testAccounts.admin);
    const document = (await api.get('/docs/json')).body as { paths: Record<string, Record<string, unknown>> };
    operations = Object.entries(document.paths)
      .flatMap(([path, methods]) => Object.keys(methods).map((method) => ({ method: method.toUpperCase(), path })))
      // Signing out or deleting the caller would end the run's session.
      .filter((op) => op.path !== '/api/v1/auth/logout');
  });
  afterAll(() => api?.close());

  it('never answers 500, and every refusal is a problem with a message', async () => {
    for (const { method, path } of operations) {
      await fc.assert(
        fc.asyncProperty(
          bodyArbitrary,
          queryArbitrary,
          fc.array(pathValue, { minLength: 3, maxLength: 3 }),
          fc.constantFrom('en', 'ar'),
          async (body, query, values, lang) => {
            let i = 0;
            const url = `${path.replace(/\{[^}]+\}/g, () => encodeURIComponent(values[i++] ?? 'x'))}?${toQuery(query)}`;
            const hasBody = method !== 'GET' && method !== 'DELETE';
            const response = await api.request(method, url, { token: admin, lang, ...(hasBody ? { body } : {}) });
            const context = `${method} ${url} ${hasBody ? JSON.stringify(body).slice(0, 200) : ''}`;
            expect(response.status, context).toBeLessThan(500);
            if (response.status >= 400) {
              expect(typeof response.body.code, context).toBe('string');
              expect(typeof response.body.title, context).toBe('string');
              if (lang === 'ar') expect(response.body.title, context).toMatch(/[\u0600-\u06FF]/);
            }
          },
        ),
        { numRuns: RUNS },
      );
    }
  }, 600_000);
});
