/**
 * Input the database would choke on is refused before it gets there, with a 4xx problem in the
 * request's language: control characters, dangling references, impossible dates, duplicates.
 */
import { errorMessage } from 'contracts/errors';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { media } from '../src/db/schema.ts';
import { databaseTargets, startTestApi, type TestApi, testAccounts } from './helpers/test-api.ts';

const ARABIC = /[\u0600-\u06FF]/;

describe.each(databaseTargets)('refused input on %s', (target) => {
  let api: TestApi;
  let admin: string;
  let user: string;

  beforeAll(async () => {
    api = await startTestApi(target);
    admin = await api.signIn(testAccounts.admin);
    user = await api.signIn(testAccounts.user);
  });
  afterAll(() => api?.close());

  /** The body an admin edit form would send back for the first record of a list. */
  async function editable(list: string) {
    const response = await api.request('GET', list, { token: admin });
    const first = response.body.items[0];
    const { _id, createdAt, updatedAt, minutesToRead, ...body } = first;
    return { id: _id as string, body };
  }

  function expectRefusal(
    response: Awaited<ReturnType<TestApi['request']>>,
    status: number,
    code: string,
    field?: string,
    rule?: string,
  ) {
    expect(response.status, JSON.stringify(response.body)).toBe(status);
    expect(response.headers.get('content-type')).toContain('application/problem+json');
    expect(response.body.code).toBe(code);
    expect(response.body.title).toMatch(ARABIC);
    if (field) {
      const error = response.body.errors?.find((e: { field: string }) => e.field === field);
      expect(error, JSON.stringify(response.body.errors)).toBeDefined();
      if (rule) expect(error.rule).toBe(rule);
      expect(error.message).toMatch(ARABIC);
    }
  }

  describe('control characters', () => {
    const contact = {
      name: 'Ali',
      email: 'ali@example.qa',
      phoneNumber: '97455123456',
      subject: 'Hello',
      message: 'I would like to list my café.',
    };

    it.each([
      ['contact name', '/api/v1/contact/', { ...contact, name: 'Ali\u0000' }, 'name'],
      ['contact message', '/api/v1/contact/', { ...contact, message: 'I would like\u0000 to list' }, 'message'],
      ['a C1 control', '/api/v1/contact/', { ...contact, subject: 'Hello\u0085there' }, 'subject'],
      ['a lone surrogate', '/api/v1/contact/', { ...contact, subject: 'Hello \ud800' }, 'subject'],
      [
        'sign-up email',
        '/api/v1/auth/register',
        {
          fullName: 'Nul',
          email: 'nul\u0000@example.qa',
          password: 'Doha#2026',
          confirmPassword: 'Doha#2026',
          role: 'user',
          agreeToTerms: true,
        },
        'email',
      ],
      ['sign-in email', '/api/v1/auth/login', { email: 'admin@test.local\u0000', password: 'x' }, 'email'],
      ['forgot-password email', '/api/v1/auth/forgot-password', { email: '\u0000a@b.qa' }, 'email'],
    ])('%s: 400 on the field', async (_name, url, body, field) => {
      const response = await api.request('POST', url, { body, lang: 'ar' });
      expectRefusal(response, 400, 'VALIDATION_FAILED', field, 'validation.controlCharacters');
    });

    it('keeps line breaks in a message', async () => {
      const response = await api.post('/api/v1/contact/', { ...contact, message: 'First line\r\nsecond\tline' });
      expect(response.status).toBe(201);
    });

    it.each([
      ['the users search', '/api/v1/admin/all-users?email=%00', 'email'],
      ['a restaurant search', '/api/v1/restaurants?businessName=a%00b', 'businessName'],
      ['a blog search', '/api/v1/blogs?title=%1F', 'title'],
      ['an admin listing search', '/api/v1/admin/shops?shopName=%7F', 'shopName'],
      ['a slug in the path', '/api/v1/blog/some%00slug', 'id'],
      ['a link token in the path', '/api/v1/auth/verify-email/abc%00def', 'token'],
    ])('%s: 400 on the field', async (_name, url, field) => {
      const response = await api.request('GET', url, { token: admin, lang: 'ar' });
      expectRefusal(response, 400, 'VALIDATION_FAILED', field, 'validation.controlCharacters');
    });

    it('refuses them in profile and admin writes', async () => {
      const profile = await api.request('PUT', '/api/v1/user/update-profile', {
        token: user,
        lang: 'ar',
        body: { location: 'Lusail\u0000' },
      });
      expectRefusal(profile, 400, 'VALIDATION_FAILED', 'location', 'validation.controlCharacters');
      const blog = await editable('/api/v1/admin/blogs');
      const write = await api.request('PUT', `/api/v1/admin/blog/${blog.id}`, {
        token: admin,
        lang: 'ar',
        body: { ...blog.body, body: { ...blog.body.body, ar: `${blog.body.body.ar}\u0000` } },
      });
      expectRefusal(write, 400, 'VALIDATION_FAILED', 'body.ar', 'validation.controlCharacters');
    });
  });

  describe('media ids that name nothing', () => {
    const nothing = '00000000-0000-4000-8000-00000000dead';

    it.each([
      ['an ad image', '/api/v1/admin/ads', 'ad', 'imageMediaId'],
      ['an ad video', '/api/v1/admin/ads', 'ad', 'videoMediaId'],
      ['an ad poster', '/api/v1/admin/ads', 'ad', 'posterMediaId'],
      ['a blog cover', '/api/v1/admin/blogs', 'blog', 'coverMediaId'],
      ['a restaurant cover', '/api/v1/admin/restaurants', 'restaurant', 'coverMediaId'],
      ['a shop cover', '/api/v1/admin/shops', 'shop', 'coverMediaId'],
    ])('%s: 422 MEDIA_NOT_FOUND on create and on edit', async (_name, list, singular, field) => {
      const { id, body } = await editable(list);
      const bad = { ...body, slug: body.slug ? `${body.slug}-copy` : undefined, [field]: nothing };
      const created = await api.request('POST', `/api/v1/admin/${singular}`, { token: admin, lang: 'ar', body: bad });
      expectRefusal(created, 422, 'MEDIA_NOT_FOUND', field, 'validation.mediaNotFound');
      const method = singular === 'ad' ? 'PATCH' : 'PUT';
      const edited = await api.request(method, `/api/v1/admin/${singular}/${id}`, {
        token: admin,
        lang: 'ar',
        body: bad,
      });
      expectRefusal(edited, 422, 'MEDIA_NOT_FOUND', field, 'validation.mediaNotFound');
    });

    it('names a gallery holding one missing picture among real ones', async () => {
      const [picture] = await api.db
        .insert(media)
        .values({ kind: 'image', mimeType: 'image/webp', widths: [320], width: 320, height: 240 })
        .returning();
      const real = picture?.id as string;
      const { id, body } = await editable('/api/v1/admin/restaurants');
      const write = (galleryMediaIds: string[]) =>
        api.request('PUT', `/api/v1/admin/restaurant/${id}`, {
          token: admin,
          lang: 'ar',
          body: { ...body, coverMediaId: real, galleryMediaIds },
        });
      const response = await write([real, nothing]);
      expectRefusal(response, 422, 'MEDIA_NOT_FOUND', 'galleryMediaIds', 'validation.mediaNotFound');
      expect(response.body.errors).toHaveLength(1);
      expect((await write([real])).status).toBe(200);
    });
  });

  describe('dates', () => {
    it.each([
      ['year 0000', '0000-01-01', 'validation.dateOutOfRange'],
      ['year 9999', '9999-12-31', 'validation.dateOutOfRange'],
      ['past the end of JavaScript dates', '275760-09-13', 'validation.invalidDate'],
      ['a negative year', '-000001-01-01', 'validation.invalidDate'],
      ['30 February', '2026-02-30', 'validation.invalidDate'],
    ])('an ad starting on %s: 400 on activeFrom', async (_name, date, rule) => {
      const { body } = await editable('/api/v1/admin/ads');
      const response = await api.request('POST', '/api/v1/admin/ad', {
        token: admin,
        lang: 'ar',
        body: { ...body, activeFrom: date },
      });
      expectRefusal(response, 400, 'VALIDATION_FAILED', 'activeFrom', rule);
    });

    it('refuses an ad window that ends before it starts, on create and on a one-date edit', async () => {
      const { id, body } = await editable('/api/v1/admin/ads');
      const created = await api.request('POST', '/api/v1/admin/ad', {
        token: admin,
        lang: 'ar',
        body: { ...body, activeFrom: '2026-05-10', activeTo: '2026-05-09' },
      });
      expectRefusal(created, 400, 'VALIDATION_FAILED', 'activeTo', 'validation.endBeforeStart');
      const before = new Date(new Date(`${body.activeFrom}T00:00:00Z`).getTime() - 86_400_000);
      const edited = await api.request('PATCH', `/api/v1/admin/ad/${id}`, {
        token: admin,
        lang: 'ar',
        body: { activeTo: before.toISOString().slice(0, 10) },
      });
      expectRefusal(edited, 400, 'VALIDATION_FAILED', 'activeTo', 'validation.endBeforeStart');
      const fine = await api.request('PATCH', `/api/v1/admin/ad/${id}`, {
        token: admin,
        body: { activeTo: body.activeFrom },
      });
      expect(fine.status).toBe(200);
    });

    it('bounds a post’s date and a listing’s membership the same way', async () => {
      const blog = await editable('/api/v1/admin/blogs');
      const post = await api.request('PUT', `/api/v1/admin/blog/${blog.id}`, {
        token: admin,
        lang: 'ar',
        body: { ...blog.body, publishedAt: '0000-01-01T08:00' },
      });
      expectRefusal(post, 400, 'VALIDATION_FAILED', 'publishedAt', 'validation.dateOutOfRange');
      const shop = await editable('/api/v1/admin/shops');
      const listing = await api.request('PUT', `/api/v1/admin/shop/${shop.id}`, {
        token: admin,
        lang: 'ar',
        body: { ...shop.body, memberSince: '2101-01-01' },
      });
      expectRefusal(listing, 400, 'VALIDATION_FAILED', 'memberSince', 'validation.dateOutOfRange');
    });
  });

  describe('opening hours', () => {
    const overlapping = [
      { open: '18:00', close: '02:00' },
      { open: '19:00', close: '20:00' },
    ];

    it('refuses ranges sharing minutes and empty ranges, on create and on edit, in the language asked', async () => {
      const { id, body } = await editable('/api/v1/admin/restaurants');
      const copy = { ...body, slug: `${body.slug}-hours` };
      const created = await api.request('POST', '/api/v1/admin/restaurant', {
        token: admin,
        lang: 'ar',
        body: { ...copy, hours: { ...body.hours, mon: overlapping } },
      });
      expectRefusal(created, 400, 'VALIDATION_FAILED', 'hours.mon.open', 'validation.hoursOverlap');
      const edited = await api.request('PUT', `/api/v1/admin/restaurant/${id}`, {
        token: admin,
        lang: 'en',
        body: { ...body, hours: { ...body.hours, tue: [{ open: '10:00', close: '10:00' }] } },
      });
      expect(edited.status).toBe(400);
      expect(edited.body.errors).toEqual([
        expect.objectContaining({
          field: 'hours.tue.close',
          rule: 'validation.emptyHoursRange',
          message: 'This range opens and closes at the same time; for open all day, enter 00:00 to 00:00',
        }),
      ]);
    });

    it("refuses a morning overlapping the night before in a shop's special hours", async () => {
      const { id, body } = await editable('/api/v1/admin/shops');
      const hours = {
        ...body.hours,
        mon: [{ open: '22:00', close: '02:00' }],
        tue: [{ open: '01:00', close: '03:00' }],
      };
      const eid = { name: { en: 'Eid hours', ar: 'ساعات العيد' }, from: '2027-03-10', to: '2027-03-12', hours };
      const edited = await api.request('PUT', `/api/v1/admin/shop/${id}`, {
        token: admin,
        lang: 'ar',
        body: { ...body, specialHours: [eid] },
      });
      expectRefusal(edited, 400, 'VALIDATION_FAILED', 'specialHours.hours.tue.open', 'validation.hoursOverlap');
    });

    it('takes ranges that meet, a night past midnight and open all day', async () => {
      const { id, body } = await editable('/api/v1/admin/restaurants');
      const hours = {
        ...body.hours,
        mon: [
          { open: '12:00', close: '15:00' },
          { open: '15:00', close: '02:00' },
        ],
        tue: [{ open: '02:00', close: '10:00' }],
        thu: [{ open: '12:00', close: '23:00' }],
        fri: [{ open: '00:00', close: '00:00' }],
        sat: [{ open: '12:00', close: '23:00' }],
      };
      const edited = await api.request('PUT', `/api/v1/admin/restaurant/${id}`, {
        token: admin,
        body: { ...body, hours },
      });
      expect(edited.status, JSON.stringify(edited.body)).toBe(200);
      expect(edited.body.hours).toEqual(hours);
    });
  });

  describe('ad target links', () => {
    it.each([
      ['another site behind two slashes', '//evil.example/phish'],
      ['another site behind a backslash', '/\\evil.example'],
      ['a script', 'javascript:alert(1)'],
    ])('%s: 400 on targetUrl, on create and on edit', async (_name, targetUrl) => {
      const { id, body } = await editable('/api/v1/admin/ads');
      const created = await api.request('POST', '/api/v1/admin/ad', {
        token: admin,
        lang: 'ar',
        body: { ...body, targetUrl },
      });
      expectRefusal(created, 400, 'VALIDATION_FAILED', 'targetUrl', 'validation.invalid');
      const edited = await api.request('PATCH', `/api/v1/admin/ad/${id}`, {
        token: admin,
        lang: 'ar',
        body: { targetUrl },
      });
      expectRefusal(edited, 400, 'VALIDATION_FAILED', 'targetUrl', 'validation.invalid');
    });

    it('takes an http address and a path of the site', async () => {
      const { id } = await editable('/api/v1/admin/ads');
      for (const targetUrl of ['http://example.qa/menu', '/restaurants']) {
        const edited = await api.request('PATCH', `/api/v1/admin/ad/${id}`, { token: admin, body: { targetUrl } });
        expect(edited.status, JSON.stringify(edited.body)).toBe(200);
        expect(edited.body.targetUrl).toBe(targetUrl);
      }
    });
  });

  describe('bodies the framework refuses', () => {
    const json = { 'content-type': 'application/json' };
    it.each([
      ['invalid JSON', json, '{"email":', 400, 'VALIDATION_FAILED'],
      ['an empty JSON body', json, '', 400, 'VALIDATION_FAILED'],
      ['a body type the api does not read', { 'content-type': 'application/xml' }, '<a/>', 415, 'VALIDATION_FAILED'],
      ['a body over the bound', json, JSON.stringify({ email: 'x'.repeat(70_000) }), 413, 'BODY_TOO_LARGE'],
    ] as const)(
      '%s: the catalogue’s message in the request’s language, no framework code',
      async (_name, headers, body, status, code) => {
        for (const lang of ['ar', 'en'] as const) {
          const response = await fetch(`${api.address}/api/v1/auth/forgot-password`, {
            method: 'POST',
            headers: { ...headers, 'x-lang': lang },
            body,
          });
          const text = await response.text();
          expect(response.status).toBe(status);
          expect(response.headers.get('content-type')).toContain('application/problem+json');
          expect(text).not.toContain('FST_');
          expect(JSON.parse(text)).toMatchObject({
            status,
            code,
            title: errorMessage(code, lang),
            detail: errorMessage(code, lang),
          });
        }
      },
    );
  });

  describe('malformed addresses', () => {
    it.each([
      ['a broken %-escape in a path parameter', '/api/v1/restaurant/%E0%A4%A', 400],
      ['a broken %-escape where no route is', '/api/v1/restaurants/%E0%A4%A', 400],
      ['an escape of no UTF-8 text', '/api/v1/blog/%C0%AF', 400],
      ['a path parameter over the bound', `/api/v1/auth/verify-email/${'a'.repeat(201)}`, 414],
    ])('%s: a problem in the request’s language', async (_name, url, status) => {
      for (const lang of ['ar', 'en']) {
        const byHeader = await api.request('GET', url, { lang });
        expect(byHeader.status).toBe(status);
        expect(byHeader.headers.get('content-type')).toContain('application/problem+json');
        expect(byHeader.body).toMatchObject({ status, code: 'VALIDATION_FAILED' });
        if (lang === 'ar') expect(byHeader.body.title).toMatch(ARABIC);
        else expect(byHeader.body.title).toBe('Some of the information sent is not valid.');
      }
      const byQuery = await api.request('GET', `${url}?lang=ar`);
      expect(byQuery.body.title).toMatch(ARABIC);
    });
  });
});
