/**
 * Every endpoint × every kind of caller → the expected answer, from one table. The table must
 * name every operation of the OpenAPI document, so a new endpoint without a row fails here.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseTargets, startTestApi, type TestApi, testAccounts } from './helpers/test-api.ts';

type Access = 'public' | 'signed-in' | 'admin';
const access: Record<string, Access> = {
  'GET /api/v1/restaurants': 'public',
  'GET /api/v1/restaurant/{id}': 'public',
  'GET /api/v1/shops': 'public',
  'GET /api/v1/shop/{id}': 'public',
  'GET /api/v1/blogs': 'public',
  'GET /api/v1/blog/{id}': 'public',
  'POST /api/v1/contact/': 'public',
  'GET /api/v1/ads': 'public',
  'GET /api/v1/playback': 'public',
  'POST /api/v1/auth/register': 'public',
  'GET /api/v1/auth/verify-email/{token}': 'public',
  'POST /api/v1/auth/login': 'public',
  'POST /api/v1/auth/send-login-otp': 'public',
  'POST /api/v1/auth/verify-login-otp': 'public',
  'POST /api/v1/auth/forgot-password': 'public',
  'PUT /api/v1/auth/reset-password/{token}': 'public',
  'GET /api/v1/auth/me': 'signed-in',
  'GET /api/v1/auth/logout': 'signed-in',
  'PUT /api/v1/auth/update-password': 'signed-in',
  'PUT /api/v1/user/update-profile': 'signed-in',
  'GET /api/v1/favorites': 'signed-in',
  'POST /api/v1/favorite': 'signed-in',
  'DELETE /api/v1/favorite/{itemType}/{itemId}': 'signed-in',
  'GET /api/v1/bookmarks': 'signed-in',
  'POST /api/v1/bookmark': 'signed-in',
  'DELETE /api/v1/bookmark/{itemType}/{itemId}': 'signed-in',
  'GET /api/v1/admin/all-users': 'admin',
  'GET /api/v1/admin/user/{id}': 'admin',
  'PUT /api/v1/admin/user/{id}': 'admin',
  'DELETE /api/v1/admin/user/{id}': 'admin',
  'GET /api/v1/admin/restaurants': 'admin',
  'GET /api/v1/admin/restaurant/{id}': 'admin',
  'POST /api/v1/admin/restaurant': 'admin',
  'PUT /api/v1/admin/restaurant/{id}': 'admin',
  'DELETE /api/v1/admin/restaurant/{id}': 'admin',
  'GET /api/v1/admin/restaurants/export': 'admin',
  'POST /api/v1/admin/restaurant/{id}/restore': 'admin',
  'POST /api/v1/admin/restaurants/bulk': 'admin',
  'GET /api/v1/admin/shops': 'admin',
  'GET /api/v1/admin/shop/{id}': 'admin',
  'POST /api/v1/admin/shop': 'admin',
  'PUT /api/v1/admin/shop/{id}': 'admin',
  'DELETE /api/v1/admin/shop/{id}': 'admin',
  'GET /api/v1/admin/shops/export': 'admin',
  'POST /api/v1/admin/shop/{id}/restore': 'admin',
  'POST /api/v1/admin/shops/bulk': 'admin',
  'GET /api/v1/admin/blogs': 'admin',
  'GET /api/v1/admin/blog/{id}': 'admin',
  'POST /api/v1/admin/blog': 'admin',
  'PUT /api/v1/admin/blog/{id}': 'admin',
  'DELETE /api/v1/admin/blog/{id}': 'admin',
  'POST /api/v1/admin/blog/{id}/restore': 'admin',
  'GET /api/v1/admin/ads': 'admin',
  'POST /api/v1/admin/ad': 'admin',
  'PATCH /api/v1/admin/ad/{id}': 'admin',
  'DELETE /api/v1/admin/ad/{id}': 'admin',
  'GET /api/v1/admin/ad/{id}/counts': 'admin',
  'PATCH /api/v1/admin/playback/{category}': 'admin',
  'GET /api/v1/admin/statistics': 'admin',
  'GET /api/v1/admin/visitor-experience': 'admin',
  // The BFF's, which the BFF's proxy never forwards (the api listens where only the BFF reaches it).
  'POST /api/v1/internal/visitor-reports': 'public',
  'POST /api/v1/internal/ad-events': 'public',
  'GET /api/v1/admin/messages': 'admin',
  'PATCH /api/v1/admin/message/{id}': 'admin',
  'POST /api/v1/admin/media': 'admin',
  'GET /api/v1/admin/media/{id}': 'admin',
  'PATCH /api/v1/admin/media/{id}': 'admin',
  'GET /api/v1/admin/activity': 'admin',
  'GET /api/v1/admin/search': 'admin',
  // Development only (not registered in production): the outbox, for reading links and codes.
  'GET /dev/mailbox': 'public',
};

type Caller = 'anonymous' | 'user' | 'business' | 'admin';
const callers: Caller[] = ['anonymous', 'user', 'business', 'admin'];

/** Refused callers get exactly 401 or 403; allowed ones get past the check (any other answer but a 500). */
function expectation(level: Access, caller: Caller): 401 | 403 | 'allowed' {
  if (level === 'public') return 'allowed';
  if (caller === 'anonymous') return 401;
  if (level === 'admin' && caller !== 'admin') return 403;
  return 'allowed';
}

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';
const fill = (path: string) =>
  path
    .replace('{itemType}', 'restaurant')
    .replace('{category}', 'home')
    .replace(/\{(id|itemId|token)\}/g, (_, name) => (name === 'token' ? 'not-a-real-token-value' : UNKNOWN_ID));

describe.each(databaseTargets)('authorization matrix on %s', (target) => {
  let api: TestApi;
  const tokens: Partial<Record<Caller, string>> = {};
  let operations: string[] = [];

  beforeAll(async () => {
    api = await startTestApi(target);
    tokens.user = await api.signIn(testAccounts.user);
    tokens.admin = await api.signIn(testAccounts.admin);
    await api.post('/api/v1/auth/register', {
      fullName: 'Biz Owner',
      email: 'owner@example.qa',
      password: 'Owner#2026',
      confirmPassword: 'Owner#2026',
      role: 'business',
      agreeToTerms: true,
    });
    const { users } = await import('../src/db/schema.ts');
    const { eq } = await import('drizzle-orm');
    await api.db.update(users).set({ emailVerifiedAt: new Date() }).where(eq(users.email, 'owner@example.qa'));
    tokens.business = await api.signIn({ email: 'owner@example.qa', password: 'Owner#2026' });
    const document = (await api.get('/docs/json')).body as { paths: Record<string, Record<string, unknown>> };
    operations = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`),
    );
  });
  afterAll(() => api?.close());

  it('has a row for every endpoint the api serves, and no row for one it does not', () => {
    expect(operations.length).toBeGreaterThan(40);
    expect(operations.filter((op) => !(op in access))).toEqual([]);
    expect(Object.keys(access).filter((op) => !operations.includes(op))).toEqual([]);
  });

  for (const [operation, level] of Object.entries(access)) {
    it(`${operation} (${level})`, async () => {
      const [method, path] = operation.split(' ') as [string, string];
      for (const caller of callers) {
        // Logging out would end the caller's session for the rest of the table.
        if (operation === 'GET /api/v1/auth/logout' && caller !== 'anonymous') continue;
        const response = await api.request(method, fill(path), {
          token: tokens[caller],
          ...(method === 'GET' || method === 'DELETE' ? {} : { body: {} }),
        });
        const expected = expectation(level, caller);
        if (expected === 'allowed') {
          expect([401, 403, 500], `${caller}: ${JSON.stringify(response.body)}`).not.toContain(response.status);
        } else {
          expect(response.status, `${caller} on ${operation}`).toBe(expected);
        }
      }
    });
  }
});
