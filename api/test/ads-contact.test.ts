import { adCategories } from 'contracts/enums';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactMessages, mailOutbox } from '../src/db/schema.ts';
import { databaseTargets, startTestApi, type TestApi } from './helpers/test-api.ts';

const NOW = new Date('2026-11-22T12:00:00+03:00');

describe.each(databaseTargets)('ads, playback and contact on %s', (target) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi(target, { clock: () => NOW });
  });
  afterAll(() => api?.close());

  it('gives in each category every running ad, the newest placed first among equal priorities, with its weight', async () => {
    const newest = {
      home: 'اعثر على مطعمك المفضل القادم في قطر',
      restaurant: 'مأكولات بحرية طازجة من الخليج مشوية على البحر',
      shop: 'زهور طازجة لكل مناسبة',
      blog: 'رحلات نهاية الأسبوع: كثبان وأشجار قرم ومراسٍ',
    };
    const running = { home: 3, restaurant: 2, shop: 2, blog: 3 };
    const every: string[] = [];
    for (const category of adCategories.values) {
      const response = await api.get(`/api/v1/ads?category=${category}`, 'ar');
      expect(response.status).toBe(200);
      const items = response.body.items as { title: string; weight: number; category: string }[];
      expect(items[0]?.title, category).toBe(newest[category]);
      expect(items, category).toHaveLength(running[category]);
      expect(new Set(items.map((ad) => ad.weight)), category).toEqual(new Set([5]));
      every.push(...items.map((ad) => ad.title));
    }
    const all = await api.get('/api/v1/ads', 'ar');
    expect(all.body.items.map((a: { title: string }) => a.title).sort()).toEqual(every.sort());
    expect((await api.get('/api/v1/ads?category=billboard')).status).toBe(400);
  });

  it('gives the playback setting of every category', async () => {
    const response = await api.get('/api/v1/playback');
    expect(response.body).toEqual({ home: 'autoplay', restaurant: 'click', shop: 'click', blog: 'off' });
  });

  it('stores a contact message with the team notification in one go', async () => {
    const message = {
      name: 'Hamad Al-Thani',
      email: 'Hamad@Example.qa',
      phoneNumber: '97455123456',
      subject: 'Listing my bakery',
      message: 'I would like to add my bakery in Al Wakrah to the directory.',
    };
    const response = await api.post('/api/v1/contact/', message, 'ar');
    expect(response.status).toBe(201);
    const [saved] = await api.db.select().from(contactMessages).where(eq(contactMessages.id, response.body._id));
    expect(saved).toMatchObject({ email: 'hamad@example.qa', lang: 'ar', subject: message.subject });
    const mail = await api.db.select().from(mailOutbox).where(eq(mailOutbox.kind, 'contact_notification'));
    expect(mail.map((m) => m.subject)).toContain('Contact form: Listing my bakery');
    expect(saved?.kind).toBe('contact');
  });

  it('stores a business application as such, with its own notification subject', async () => {
    const application = {
      name: 'Maryam Al-Kuwari',
      email: 'maryam@example.qa',
      phoneNumber: '97455123457',
      subject: 'Flower shop in Lusail',
      message: 'We would like our flower shop in Lusail Marina to be listed.',
      kind: 'business_application',
    };
    const response = await api.post('/api/v1/contact/', application, 'en');
    expect(response.status).toBe(201);
    const [saved] = await api.db.select().from(contactMessages).where(eq(contactMessages.id, response.body._id));
    expect(saved?.kind).toBe('business_application');
    const mail = await api.db.select().from(mailOutbox).where(eq(mailOutbox.kind, 'contact_notification'));
    expect(mail.map((m) => m.subject)).toContain('Business application: Flower shop in Lusail');
    const wrongKind = await api.post('/api/v1/contact/', { ...application, kind: 'spam' }, 'en');
    expect(wrongKind.status).toBe(400);
  });

  it('refuses a bad contact message with every field named, in Arabic', async () => {
    const response = await api.post(
      '/api/v1/contact/',
      { name: 'A', email: 'nope', phoneNumber: '12ab', subject: 'Hi', message: 'short' },
      'ar',
    );
    expect(response.status).toBe(400);
    const fields = [...new Set(response.body.errors.map((e: { field: string }) => e.field))].sort();
    expect(fields).toEqual(['email', 'message', 'name', 'phoneNumber', 'subject']);
    const subject = response.body.errors.find((e: { field: string }) => e.field === 'subject');
    expect(subject.message).toBe('يجب أن يكون الموضوع بين 5 و50 حرفًا');
    const before = await api.db.select().from(contactMessages);
    expect(before).toHaveLength(2); // the message and the application above, nothing more
  });

  it('refuses a body that is not JSON with a 4xx, not a 500', async () => {
    const response = await fetch(`${api.address}/api/v1/contact/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{not json',
    });
    expect(response.status).toBe(400);
    const wrongType = await fetch(`${api.address}/api/v1/contact/`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: 'hello',
    });
    expect(wrongType.status).toBe(415);
  });

  it('serves the OpenAPI document at /docs', async () => {
    const response = await api.get('/docs/json');
    expect(response.status).toBe(200);
    expect(Object.keys(response.body.paths)).toEqual(
      expect.arrayContaining(['/api/v1/restaurants', '/api/v1/shops', '/api/v1/blogs', '/api/v1/contact/']),
    );
    expect(JSON.stringify(response.body.paths['/api/v1/restaurants'])).toContain('cuisineTypes');
  });
});
