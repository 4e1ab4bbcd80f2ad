import { randomBytes } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { errorMessage } from 'contracts/errors';
import { count, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { media } from '../src/db/schema.ts';
import { sniffMedia } from '../src/modules/media/media-upload.ts';
import { databaseTargets, startTestApi, type TestApi, testAccounts } from './helpers/test-api.ts';

const UPLOAD = '/api/v1/admin/media';

type Upload = { bytes: Uint8Array; name: string; type: string };

const solid = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 120, g: 30, b: 60 } } });

/** Random pixels do not compress, so a PNG of them is about width × height × 3 bytes. */
const noisePng = (width: number, height: number) =>
  sharp(randomBytes(width * height * 3), { raw: { width, height, channels: 3 } })
    .png({ compressionLevel: 0 })
    .toBuffer();

/** The smallest start of an MP4 file: an `ftyp` box of brand isom, then padding. */
const mp4Bytes = () =>
  Buffer.concat([Buffer.from('000000186674797069736f6d0000020069736f6d69736f32', 'hex'), randomBytes(256)]);

/** An EBML header whose DocType is `webm`, then padding. */
function webmBytes() {
  const element = (id: number[], payload: Buffer) =>
    Buffer.concat([Buffer.from(id), Buffer.from([0x80 | payload.length]), payload]);
  const header = element(
    [0x1a, 0x45, 0xdf, 0xa3],
    Buffer.concat([element([0x42, 0x86], Buffer.from([1])), element([0x42, 0x82], Buffer.from('webm'))]),
  );
  return Buffer.concat([header, randomBytes(256)]);
}

describe.each(databaseTargets)('admin media upload on %s', (target) => {
  let api: TestApi;
  let adminToken: string;
  let userToken: string;

  beforeAll(async () => {
    api = await startTestApi(target);
    adminToken = await api.signIn(testAccounts.admin);
    userToken = await api.signIn(testAccounts.user);
  });
  afterAll(() => api?.close());

  async function upload(file: Upload | null, init: { token?: string; lang?: string; fields?: object } = {}) {
    const form = new FormData();
    for (const [name, value] of Object.entries(init.fields ?? {})) form.append(name, String(value));
    if (file) form.append('file', new Blob([file.bytes], { type: file.type }), file.name);
    const response = await fetch(`${api.address}${UPLOAD}`, {
      method: 'POST',
      headers: {
        ...(init.lang ? { 'x-lang': init.lang } : {}),
        ...(init.token !== undefined ? { authorization: `Bearer ${init.token}` } : {}),
      },
      body: form,
    });
    // biome-ignore lint/suspicious/noExplicitAny: tests read whatever the api answered
    const body: any = await response.json();
    return { status: response.status, body };
  }

  const stored = async () => ({
    rows: (await api.db.select({ n: count() }).from(media))[0]?.n,
    folders: (await readdir(api.app.mediaStore.rootDir)).sort(),
  });

  /** Runs a refused upload and checks it left no row and no folder behind. */
  async function refused(run: () => ReturnType<typeof upload>) {
    const before = await stored();
    const response = await run();
    expect(await stored()).toEqual(before);
    return response;
  }

  it('re-encodes an uploaded PNG to WebP at every width and serves it', async () => {
    const png = await solid(1600, 1000).png().toBuffer();
    const response = await upload(
      { bytes: png, name: 'souq.png', type: 'image/png' },
      { token: adminToken, lang: 'ar', fields: { altEn: ' Souq Waqif ', altAr: 'سوق واقف' } },
    );
    expect(response.status).toBe(201);
    const id = response.body._id;
    expect(response.body).toEqual({
      _id: id,
      kind: 'image',
      mimeType: 'image/webp',
      alt: 'سوق واقف',
      src: `/media/${id}/800.webp`,
      srcset: `/media/${id}/400.webp 400w, /media/${id}/800.webp 800w, /media/${id}/1200.webp 1200w`,
      width: 1600,
      height: 1000,
    });
    expect((await readdir(`${api.app.mediaStore.rootDir}/${id}`)).sort()).toEqual([
      '1200.webp',
      '400.webp',
      '800.webp',
    ]);
    const [row] = await api.db.select().from(media).where(eq(media.id, id));
    expect(row).toMatchObject({ kind: 'image', widths: [400, 800, 1200], altEn: 'Souq Waqif', altAr: 'سوق واقف' });
    expect(row?.byteSize).toBeGreaterThan(0);

    const served = await fetch(`${api.address}/media/${id}/800.webp`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/webp');
    expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const meta = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 800, height: 500 });
  });

  it('serves preview.webp as the narrowest copy, for pictures narrower than 400 px too', async () => {
    const small = await upload(
      { bytes: await solid(240, 160).png().toBuffer(), name: 'logo.png', type: 'image/png' },
      {
        token: adminToken,
      },
    );
    expect(small.status).toBe(201);
    const preview = await fetch(`${api.address}/media/${small.body._id}/preview.webp`);
    expect(preview.status).toBe(200);
    expect(await sharp(Buffer.from(await preview.arrayBuffer())).metadata()).toMatchObject({ width: 240 });
    const wide = await upload(
      { bytes: await solid(1000, 500).png().toBuffer(), name: 'wide.png', type: 'image/png' },
      {
        token: adminToken,
      },
    );
    const widePreview = await fetch(`${api.address}/media/${wide.body._id}/preview.webp`);
    expect(await sharp(Buffer.from(await widePreview.arrayBuffer())).metadata()).toMatchObject({ width: 400 });
    expect((await fetch(`${api.address}/media/${crypto.randomUUID()}/preview.webp`)).status).toBe(404);
  });

  it('goes by the content, not the name: a JPEG called .png is taken as a JPEG', async () => {
    const jpeg = await solid(640, 480).jpeg().toBuffer();
    expect(await sniffMedia(jpeg)).toEqual({ kind: 'image', mimeType: 'image/jpeg' });
    const response = await upload({ bytes: jpeg, name: 'photo.png', type: 'image/png' }, { token: adminToken });
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({ kind: 'image', width: 640, height: 480, alt: '' });
    expect(await readdir(`${api.app.mediaStore.rootDir}/${response.body._id}`)).toEqual(['400.webp']);
  });

  it('refuses a text file named .jpg with MEDIA_TYPE, in Arabic', async () => {
    const text = Buffer.from('just some words pretending to be a photo\n'.repeat(20));
    const response = await refused(() =>
      upload({ bytes: text, name: 'photo.jpg', type: 'image/jpeg' }, { token: adminToken, lang: 'ar' }),
    );
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ code: 'MEDIA_TYPE', detail: errorMessage('MEDIA_TYPE', 'ar') });
  });

  it('refuses types outside the list even when they are real images', async () => {
    const gif = await solid(20, 20).gif().toBuffer();
    const response = await refused(() =>
      upload({ bytes: gif, name: 'a.gif', type: 'image/gif' }, { token: adminToken }),
    );
    expect(response.status).toBe(400);
    expect(response.body.code).toBe('MEDIA_TYPE');
  });

  it('refuses an image over 8 MB with 413', async () => {
    const big = await noisePng(1800, 1700);
    expect(big.byteLength).toBeGreaterThan(8 * 1024 * 1024);
    const response = await refused(() =>
      upload({ bytes: big, name: 'big.png', type: 'image/png' }, { token: adminToken }),
    );
    expect(response.status).toBe(413);
    expect(response.body.code).toBe('MEDIA_TOO_LARGE');
  });

  it('refuses a small file that declares too many pixels to decode safely', async () => {
    const bomb = await solid(10_000, 6_000).png({ compressionLevel: 9 }).toBuffer();
    expect(bomb.byteLength).toBeLessThan(8 * 1024 * 1024);
    const response = await refused(() =>
      upload({ bytes: bomb, name: 'bomb.png', type: 'image/png' }, { token: adminToken }),
    );
    expect(response.status).toBe(413);
    expect(response.body.code).toBe('MEDIA_TOO_LARGE');
  });

  it('refuses a file over the 50 MB stream limit with 413', async () => {
    const huge = Buffer.concat([mp4Bytes(), Buffer.alloc(51 * 1024 * 1024)]);
    const response = await refused(() =>
      upload({ bytes: huge, name: 'long.mp4', type: 'video/mp4' }, { token: adminToken }),
    );
    expect(response.status).toBe(413);
    expect(response.body.code).toBe('MEDIA_TOO_LARGE');
  });

  it('refuses an image sharp cannot decode with MEDIA_UNREADABLE', async () => {
    const png = await noisePng(300, 300);
    const broken = png.subarray(0, png.byteLength / 2);
    const response = await refused(() =>
      upload({ bytes: broken, name: 'broken.png', type: 'image/png' }, { token: adminToken }),
    );
    expect(response.status).toBe(400);
    expect(response.body.code).toBe('MEDIA_UNREADABLE');
  });

  it('stores MP4 and WebM videos as they came and serves each with its own type', async () => {
    for (const [type, bytes] of [
      ['video/mp4', mp4Bytes()],
      ['video/webm', webmBytes()],
    ] as const) {
      const response = await upload(
        { bytes, name: 'clip.bin', type: 'application/octet-stream' },
        { token: adminToken, fields: { altEn: 'A clip' } },
      );
      expect(response.status).toBe(201);
      const id = response.body._id;
      expect(response.body).toEqual({
        _id: id,
        kind: 'video',
        mimeType: type,
        alt: 'A clip',
        src: `/media/${id}/video`,
        width: 0,
        height: 0,
      });
      expect(await readFile(api.app.mediaStore.fileOf(id, 'video'))).toEqual(bytes);
      const served = await fetch(`${api.address}${response.body.src}`);
      expect(served.status).toBe(200);
      expect(served.headers.get('content-type')).toBe(type);
      expect(Buffer.from(await served.arrayBuffer())).toEqual(bytes);
    }
  });

  it('asks for a file, and checks the alt texts', async () => {
    const none = await refused(() => upload(null, { token: adminToken, lang: 'ar', fields: { altEn: 'x' } }));
    expect(none.status).toBe(400);
    expect(none.body).toMatchObject({
      code: 'VALIDATION_FAILED',
      errors: [{ field: 'file', rule: 'validation.required' }],
    });
    expect(none.body.errors[0].message).toBe('هذا الحقل مطلوب');

    const png = await solid(50, 50).png().toBuffer();
    const long = await refused(() =>
      upload(
        { bytes: png, name: 'a.png', type: 'image/png' },
        { token: adminToken, fields: { altEn: 'x'.repeat(301) } },
      ),
    );
    expect(long.status).toBe(400);
    expect(long.body.errors).toEqual([expect.objectContaining({ field: 'altEn' })]);
  });

  it('lets only administrators upload', async () => {
    const png = await solid(50, 50).png().toBuffer();
    const file = { bytes: png, name: 'a.png', type: 'image/png' };
    const anonymous = await refused(() => upload(file));
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.code).toBe('UNAUTHENTICATED');
    const user = await refused(() => upload(file, { token: userToken }));
    expect(user.status).toBe(403);
    expect(user.body.code).toBe('FORBIDDEN');
  });

  it('still serves only known files', async () => {
    const response = await fetch(`${api.address}/media/00000000-0000-4000-8000-000000000000/video`);
    expect(response.status).toBe(404);
  });
});
