/**
 * A stored picture's description (alt text) changed after its upload: read and written by an
 * administrator in both languages at once, audited, refused on its field when too long or not one
 * line, and read from then on by every page that shows the picture.
 */
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseTargets, startTestApi, type TestApi, testAccounts } from './helpers/test-api.ts';

const UNKNOWN = '00000000-0000-4000-8000-000000000000';

describe.each(databaseTargets)('alt text after upload on %s', (target) => {
  let api: TestApi;
  let admin: string;
  let user: string;
  let pictureId: string;

  beforeAll(async () => {
    api = await startTestApi(target);
    admin = await api.signIn(testAccounts.admin);
    user = await api.signIn(testAccounts.user);
    const png = await sharp({ create: { width: 640, height: 400, channels: 3, background: '#8a1538' } })
      .png()
      .toBuffer();
    const form = new FormData();
    form.append('altEn', 'A red wall');
    form.append('file', new Blob([png], { type: 'image/png' }), 'wall.png');
    const uploaded = await fetch(`${api.address}/api/v1/admin/media`, {
      method: 'POST',
      headers: { authorization: `Bearer ${admin}` },
      body: form,
    });
    expect(uploaded.status).toBe(201);
    pictureId = ((await uploaded.json()) as { _id: string })._id;
  });
  afterAll(() => api?.close());

  it('reads and changes a picture’s description in both languages, audited', async () => {
    const read = await api.as(admin).get(`/api/v1/admin/media/${pictureId}`);
    expect(read.body).toEqual({ _id: pictureId, kind: 'image', alt: { en: 'A red wall', ar: '' } });

    const changed = await api.as(admin).patch(`/api/v1/admin/media/${pictureId}`, {
      alt: { en: '  The maroon wall of the Souq Waqif gallery ', ar: 'الجدار العنابي لمعرض سوق واقف' },
    });
    expect(changed.status).toBe(200);
    expect(changed.body.alt).toEqual({
      en: 'The maroon wall of the Souq Waqif gallery',
      ar: 'الجدار العنابي لمعرض سوق واقف',
    });
    expect((await api.as(admin).get(`/api/v1/admin/media/${pictureId}`)).body.alt.ar).toBe(
      'الجدار العنابي لمعرض سوق واقف',
    );
    const entry = await api.latestActivity();
    expect(entry).toMatchObject({ entityType: 'media', entityId: pictureId, action: 'update' });
    expect(JSON.stringify(entry)).toContain('The maroon wall');
  });

  it('refuses a description too long or of several lines on its field, in the request’s language', async () => {
    const tooLong = await api.as(admin, 'ar').patch(`/api/v1/admin/media/${pictureId}`, {
      alt: { en: 'x'.repeat(301), ar: '' },
    });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.title).toMatch(/[\u0600-\u06FF]/);
    expect(tooLong.body.errors).toContainEqual(expect.objectContaining({ field: 'alt.en' }));
    const lines = await api.as(admin).patch(`/api/v1/admin/media/${pictureId}`, { alt: { en: 'one\ntwo', ar: '' } });
    expect(lines.status).toBe(400);
    expect((await api.as(admin).patch(`/api/v1/admin/media/${pictureId}`, { alt: { en: 'only one' } })).status).toBe(
      400,
    );
    expect((await api.as(admin).get(`/api/v1/admin/media/${pictureId}`)).body.alt.en).toBe(
      'The maroon wall of the Souq Waqif gallery',
    );
  });

  it('answers an unknown file with 404 in the request’s language, and only administrators', async () => {
    const missing = await api.as(admin, 'ar').patch(`/api/v1/admin/media/${UNKNOWN}`, { alt: { en: 'x', ar: 'س' } });
    expect(missing.status).toBe(404);
    expect(missing.body).toMatchObject({ code: 'MEDIA_NOT_FOUND' });
    expect(missing.body.title).toMatch(/[\u0600-\u06FF]/);
    expect((await api.as(admin).get(`/api/v1/admin/media/${UNKNOWN}`)).status).toBe(404);
    expect((await api.as(user).patch(`/api/v1/admin/media/${pictureId}`, { alt: { en: 'x', ar: '' } })).status).toBe(
      403,
    );
    expect((await api.as(undefined).get(`/api/v1/admin/media/${pictureId}`)).status).toBe(401);
  });
});
