/**
 * For every operation of the api's OpenAPI document, a request it would accept (or refuse only for a
 * reason of state: a wrong password, an unknown email), built from the seeded data. The property tests
 * spoil one part of it at a time, so the bad part gets as far as it can: to the database.
 */
import type { TestApi } from './test-api.ts';

export type Operation = { method: string; path: string; queryNames: string[]; pathNames: string[] };
export type ValidRequest = { params: Record<string, string>; body?: unknown };
/** `fresh` is new for every request, for what must be unique (slugs, emails). */
export type Fixture = (fresh: string) => ValidRequest;

/** What is left out, and why. */
const skippedOperations: Record<string, string> = {
  'GET /api/v1/auth/logout': 'would end the run’s session',
};

/** The operations of the api's OpenAPI document, with their path and query parameter names. */
export async function operationsOf(api: Pick<TestApi, 'get'>): Promise<Operation[]> {
  type Parameter = { in: string; name: string };
  const document = (await api.get('/docs/json')).body as {
    paths: Record<string, Record<string, { parameters?: Parameter[] }>>;
  };
  return Object.entries(document.paths)
    .flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, operation]) => ({
        method: method.toUpperCase(),
        path,
        queryNames: (operation.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name),
        pathNames: (operation.parameters ?? []).filter((p) => p.in === 'path').map((p) => p.name),
      })),
    )
    .filter((operation) => !(`${operation.method} ${operation.path}` in skippedOperations));
}

/** `{id}` and the like filled in, each value already in URL form. */
export function fillPath(path: string, params: Record<string, string>): string {
  return path.replace(/\{([^}]+)\}/g, (_, name: string) => params[name] ?? 'x');
}

const nobody = '00000000-0000-4000-8000-000000000000';

/**
 * The body an admin edit form sends back: the record without what the server keeps (a listing's
 * `version` stays: an edit names the version it was read at).
 */
function editable(record: Record<string, unknown>) {
  const { _id, createdAt, updatedAt, minutesToRead, ...body } = record;
  return body as Record<string, unknown> & { slug?: string };
}

/** Valid requests for every operation; `admin` is a bearer token of the seeded administrator. */
export async function operationFixtures(api: TestApi, admin: string): Promise<Record<string, Fixture>> {
  const asAdmin = async (url: string) => (await api.request('GET', url, { token: admin })).body;
  const restaurant = (await asAdmin('/api/v1/admin/restaurants?limit=1')).items[0];
  const shop = (await asAdmin('/api/v1/admin/shops?limit=1')).items[0];
  const blog = (await asAdmin('/api/v1/admin/blogs?limit=1')).items[0];
  const ads = (await asAdmin('/api/v1/admin/ads')).items;
  const ad = ads[0];
  // A stored file every seed has (its videos are copied even without pictures).
  const mediaId = ads.find((a: { videoMediaId: string | null }) => a.videoMediaId).videoMediaId;
  const users = (await asAdmin('/api/v1/admin/all-users?role=user')).items;
  const userId = users[0]._id as string;
  await api.post('/api/v1/contact/', {
    name: 'Ali',
    email: 'ali@example.qa',
    phoneNumber: '97455123456',
    subject: 'Hello there',
    message: 'A message for the property tests.',
  });
  const messageId = (await asAdmin('/api/v1/admin/messages')).items[0]._id as string;
  const token = 'a'.repeat(43);
  const unknownEmail = (fresh: string) => `nobody-${fresh}@example.qa`;
  const saved = { itemType: 'restaurant', itemId: restaurant._id };
  const listing = (record: Record<string, unknown>) => (fresh: string) => ({
    params: {},
    body: { ...editable(record), slug: `${editable(record).slug}-${fresh}` },
  });

  return {
    'GET /api/v1/restaurants': () => ({ params: {} }),
    'GET /api/v1/restaurant/{id}': () => ({ params: { id: restaurant._id } }),
    'GET /api/v1/shops': () => ({ params: {} }),
    'GET /api/v1/shop/{id}': () => ({ params: { id: shop._id } }),
    'GET /api/v1/blogs': () => ({ params: {} }),
    'GET /api/v1/blog/{id}': () => ({ params: { id: blog.slug } }),
    'POST /api/v1/contact/': () => ({
      params: {},
      body: {
        name: 'Ali',
        email: 'ali@example.qa',
        phoneNumber: '97455123456',
        subject: 'Opening hours',
        message: 'Are you open\non Fridays?',
      },
    }),
    'GET /api/v1/ads': () => ({ params: {} }),
    'GET /api/v1/playback': () => ({ params: {} }),
    'POST /api/v1/auth/register': (fresh) => ({
      params: {},
      body: {
        fullName: 'Property Test',
        email: `signup-${fresh}@example.qa`,
        phoneNumber: '97455123456',
        location: 'Lusail',
        password: 'Doha#2026',
        confirmPassword: 'Doha#2026',
        role: 'user',
        agreeToTerms: true,
      },
    }),
    'GET /api/v1/auth/verify-email/{token}': () => ({ params: { token } }),
    // Unknown emails: a wrong password for a real one would lock the account for the run.
    'POST /api/v1/auth/login': (fresh) => ({ params: {}, body: { email: unknownEmail(fresh), password: 'Doha#2026' } }),
    'POST /api/v1/auth/send-login-otp': (fresh) => ({ params: {}, body: { email: unknownEmail(fresh) } }),
    'POST /api/v1/auth/verify-login-otp': (fresh) => ({
      params: {},
      body: { email: unknownEmail(fresh), otp: '123456' },
    }),
    'POST /api/v1/auth/forgot-password': (fresh) => ({ params: {}, body: { email: unknownEmail(fresh) } }),
    'PUT /api/v1/auth/reset-password/{token}': () => ({
      params: { token },
      body: { password: 'Doha#2026', confirmPassword: 'Doha#2026' },
    }),
    'GET /api/v1/auth/me': () => ({ params: {} }),
    // A wrong current password: whatever else is spoilt, the admin's password never changes mid-run.
    'PUT /api/v1/auth/update-password': () => ({
      params: {},
      body: { currentPassword: 'Not-the-password#1', password: 'Doha#2026', confirmPassword: 'Doha#2026' },
    }),
    'PUT /api/v1/user/update-profile': () => ({
      params: {},
      body: { fullName: 'Site Admin', location: 'Doha', phoneNumber: '97455123456' },
    }),
    'GET /api/v1/favorites': () => ({ params: {} }),
    'POST /api/v1/favorite': () => ({ params: {}, body: saved }),
    'DELETE /api/v1/favorite/{itemType}/{itemId}': () => ({ params: saved }),
    'GET /api/v1/bookmarks': () => ({ params: {} }),
    'POST /api/v1/bookmark': () => ({ params: {}, body: saved }),
    'DELETE /api/v1/bookmark/{itemType}/{itemId}': () => ({ params: saved }),
    'GET /api/v1/admin/all-users': () => ({ params: {} }),
    'GET /api/v1/admin/user/{id}': () => ({ params: { id: userId } }),
    'PUT /api/v1/admin/user/{id}': () => ({ params: { id: userId }, body: { role: 'user' } }),
    // Deletions name nobody: the run's data stays as seeded.
    'DELETE /api/v1/admin/user/{id}': () => ({ params: { id: nobody } }),
    'GET /api/v1/admin/restaurants': () => ({ params: {} }),
    'GET /api/v1/admin/restaurant/{id}': () => ({ params: { id: restaurant._id } }),
    'PUT /api/v1/admin/restaurant/{id}': () => ({ params: { id: restaurant._id }, body: editable(restaurant) }),
    'DELETE /api/v1/admin/restaurant/{id}': () => ({ params: { id: nobody } }),
    'GET /api/v1/admin/restaurants/export': () => ({ params: {} }),
    // Not in the trash: restoring it changes nothing (the activity walk restores a deleted one).
    'POST /api/v1/admin/restaurant/{id}/restore': () => ({ params: { id: restaurant._id } }),
    'POST /api/v1/admin/restaurant': listing(restaurant),
    // Nothing to act on: the batch reports the one id as not found and changes nothing.
    'POST /api/v1/admin/restaurants/bulk': () => ({ params: {}, body: { action: 'publish', ids: [nobody] } }),
    'GET /api/v1/admin/shops': () => ({ params: {} }),
    'GET /api/v1/admin/shop/{id}': () => ({ params: { id: shop._id } }),
    'PUT /api/v1/admin/shop/{id}': () => ({ params: { id: shop._id }, body: editable(shop) }),
    'DELETE /api/v1/admin/shop/{id}': () => ({ params: { id: nobody } }),
    'GET /api/v1/admin/shops/export': () => ({ params: {} }),
    'POST /api/v1/admin/shop/{id}/restore': () => ({ params: { id: shop._id } }),
    'POST /api/v1/admin/shop': listing(shop),
    'POST /api/v1/admin/shops/bulk': () => ({ params: {}, body: { action: 'publish', ids: [nobody] } }),
    'GET /api/v1/admin/blogs': () => ({ params: {} }),
    'GET /api/v1/admin/blog/{id}': () => ({ params: { id: blog._id } }),
    'PUT /api/v1/admin/blog/{id}': () => ({ params: { id: blog._id }, body: editable(blog) }),
    'DELETE /api/v1/admin/blog/{id}': () => ({ params: { id: nobody } }),
    'POST /api/v1/admin/blog/{id}/restore': () => ({ params: { id: blog._id } }),
    'POST /api/v1/admin/blog': listing(blog),
    'GET /api/v1/admin/ads': () => ({ params: {} }),
    'POST /api/v1/admin/ad': () => ({ params: {}, body: editable(ad) }),
    'PATCH /api/v1/admin/ad/{id}': () => ({ params: { id: ad._id }, body: editable(ad) }),
    'DELETE /api/v1/admin/ad/{id}': () => ({ params: { id: nobody } }),
    'GET /api/v1/admin/ad/{id}/counts': () => ({ params: { id: ad._id } }),
    'PATCH /api/v1/admin/playback/{category}': () => ({ params: { category: 'blog' }, body: { playback: 'click' } }),
    'GET /api/v1/admin/messages': () => ({ params: {} }),
    'PATCH /api/v1/admin/message/{id}': () => ({ params: { id: messageId }, body: { read: true } }),
    'GET /api/v1/admin/statistics': () => ({ params: {} }),
    'GET /api/v1/admin/visitor-experience': () => ({ params: {} }),
    'POST /api/v1/internal/visitor-reports': () => ({
      params: {},
      body: {
        routeKind: 'home',
        lang: 'en',
        vitals: [{ name: 'LCP', value: 1800 }],
        errors: [{ message: 'TypeError: x is undefined', remote: 'shell', release: 'shell' }],
      },
    }),
    'POST /api/v1/internal/ad-events': () => ({ params: {}, body: { events: [{ adId: ad._id, kind: 'impression' }] } }),
    'GET /api/v1/admin/activity': () => ({ params: {} }),
    'GET /api/v1/admin/search': () => ({ params: { q: 'gift' } }),
    'GET /dev/mailbox': () => ({ params: {} }),
    // Multipart only: a JSON body is refused whatever it holds, which is what is checked.
    'POST /api/v1/admin/media': () => ({ params: {}, body: {} }),
    'GET /api/v1/admin/media/{id}': () => ({ params: { id: mediaId } }),
    'PATCH /api/v1/admin/media/{id}': () => ({
      params: { id: mediaId },
      body: { alt: { en: 'A video', ar: 'فيديو' } },
    }),
  };
}
