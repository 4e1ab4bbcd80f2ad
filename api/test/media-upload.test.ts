import { randomBytes } from 'node:crypto';
import { buffer } from 'node:stream/consumers';
import { errorMessage } from 'contracts/errors';
import { validationMessage } from 'contracts/validation-messages';
import { count, eq } from 'drizzle-orm';
import { RETRY_AFTER_SECONDS } from 'server-kit/unavailable';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import type { Db } from '../src/db/client.ts';
import { media } from '../src/db/schema.ts';
import { mediaStoreOver, prepareImage } from '../src/modules/media/media-store.ts';
import { sniffMedia } from '../src/modules/media/media-upload.ts';
import { s3Files } from '../src/modules/media/s3-media-files.ts';
import { brokenS3, startS3Server } from './helpers/s3-server.ts';
import { databaseTargets, type MediaTarget, startTestApi, type TestApi, testAccounts } from './helpers/test-api.ts';

const UPLOAD = '/api/v1/admin/media';

type Upload = { bytes: Uint8Array; name: string; type: string };

const solid = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 120, g: 30, b: 60 } } });

/** Random pixels do not compress, so a PNG of them is about width × height × 3 bytes. */
const noisePng = (width: number, height: number) =>
  sharp(randomBytes(width * height * 3), { raw: { width, height, channels: 3 } })
    .png({ compressionLevel: 0 })
    .toBuffer();

/** An ISO base media box: its size, its type, its payload. */
function box(type: string, payload: Buffer) {
  const header = Buffer.alloc(8);
  header.writeUInt32BE(8 + payload.byteLength);
  header.write(type, 4, 'latin1');
  return Buffer.concat([header, payload]);
}

/** A movie header (mvhd, version 0): a timescale of 1000 and a duration of one second. */
function movieHeader() {
  const payload = Buffer.alloc(100);
  payload.writeUInt32BE(1000, 12);
  payload.writeUInt32BE(1000, 16);
  payload.writeUInt32BE(0x00010000, 20); // rate 1.0
  payload.writeUInt16BE(0x0100, 24); // volume 1.0
  for (const [index, value] of [0x00010000, 0, 0, 0, 0x00010000, 0, 0, 0, 0x40000000].entries())
    payload.writeUInt32BE(value, 36 + index * 4); // the identity matrix
  payload.writeUInt32BE(2, 96); // next track id
  return payload;
}

/** A small MP4: its file type (brand isom), its movie box and its media data (`media`, random by default). */
const mp4Bytes = (media: Buffer = randomBytes(256)) =>
  Buffer.concat([
    Buffer.from('000000186674797069736f6d0000020069736f6d69736f32', 'hex'),
    box('moov', box('mvhd', movieHeader())),
    box('mdat', media),
  ]);

/** An EBML element: its id, its size (as eight bytes, or "unknown"), its payload. */
function element(id: number[], payload: Buffer, size: 'known' | 'unknown' = 'known') {
  const length = Buffer.alloc(8);
  if (size === 'unknown') length.fill(0xff, 1);
  else length.writeUIntBE(payload.byteLength, 2, 6);
  length[0] = 0x01;
  return Buffer.concat([Buffer.from(id), length, payload]);
}

/** A small WebM: an EBML header whose DocType is `webm`, then a Segment holding its Info and padding. */
function webmBytes(segmentSize: 'known' | 'unknown' = 'known') {
  const header = element(
    [0x1a, 0x45, 0xdf, 0xa3],
    Buffer.concat([element([0x42, 0x86], Buffer.from([1])), element([0x42, 0x82], Buffer.from('webm'))]),
  );
  const info = element([0x15, 0x49, 0xa9, 0x66], element([0x2a, 0xd7, 0xb1], Buffer.from([0x0f, 0x42, 0x40])));
  const padding = element([0xec], randomBytes(256));
  return Buffer.concat([header, element([0x18, 0x53, 0x80, 0x67], Buffer.concat([info, padding]), segmentSize)]);
}

/**
 * Every database with files in a folder; files in S3 (a real S3-protocol server, s3rver) on one
 * database: what the store does does not depend on which database records the rows.
 */
const targets: [database: (typeof databaseTargets)[number], media: MediaTarget][] = [
  ...databaseTargets.map((database) => [database, 'directory'] as [typeof database, MediaTarget]),
  [databaseTargets.at(-1) ?? 'pglite', 's3'],
];

type UploadInit = { token?: string; lang?: string; fields?: object; fileField?: string };

async function upload(address: string, file: Upload | null, init: UploadInit = {}) {
  const form = new FormData();
  for (const [name, value] of Object.entries(init.fields ?? {})) form.append(name, String(value));
  if (file) form.append(init.fileField ?? 'file', new Blob([file.bytes], { type: file.type }), file.name);
  return send(address, form, init);
}

/** A multipart body as written here, byte for byte, under `contentType`. */
const rawUpload = (address: string, body: Buffer, contentType: string, init: UploadInit = {}) =>
  send(address, body, { ...init, contentType });

async function send(address: string, body: FormData | Buffer, init: UploadInit & { contentType?: string }) {
  const response = await fetch(`${address}${UPLOAD}`, {
    method: 'POST',
    headers: {
      ...(init.contentType ? { 'content-type': init.contentType } : {}),
      ...(init.lang ? { 'x-lang': init.lang } : {}),
      ...(init.token !== undefined ? { authorization: `Bearer ${init.token}` } : {}),
    },
    body,
  });
  // biome-ignore lint/suspicious/noExplicitAny: tests read whatever the api answered
  const body_: any = await response.json();
  return { status: response.status, headers: response.headers, body: body_ };
}

const BOUNDARY = 'qd-test-boundary';

/** One part of a multipart body: a text field, or a file when `filename` is given. */
function part(name: string, content: Buffer | string, filename?: string) {
  const disposition = `form-data; name="${name}"${filename ? `; filename="${filename}"` : ''}`;
  const type = filename ? 'Content-Type: application/octet-stream\r\n' : '';
  return Buffer.concat([
    Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: ${disposition}\r\n${type}\r\n`),
    Buffer.from(content),
    Buffer.from('\r\n'),
  ]);
}
const closing = Buffer.from(`--${BOUNDARY}--\r\n`);

describe.each(targets)('admin media upload on %s, files in %s', (target, mediaTarget) => {
  let api: TestApi;
  let adminToken: string;
  let userToken: string;

  beforeAll(async () => {
    api = await startTestApi(target, { media: mediaTarget });
    adminToken = await api.signIn(testAccounts.admin);
    userToken = await api.signIn(testAccounts.user);
  });
  afterAll(() => api?.close());

  const stored = async () => ({
    rows: (await api.db.select({ n: count() }).from(media))[0]?.n,
    files: await api.app.mediaStore.list(),
  });

  /** The names of a media item's stored files. */
  const filesOf = async (id: string) =>
    (await api.app.mediaStore.list()).filter((key) => key.startsWith(`${id}/`)).map((key) => key.slice(id.length + 1));

  /** A stored file's bytes, read from the store itself. */
  async function bytesOf(id: string, file: string) {
    const stored = await api.app.mediaStore.read(id, file);
    return stored && 'body' in stored ? buffer(stored.body) : undefined;
  }

  /** Runs a refused upload and checks it left no row and no file behind. */
  async function refused(run: () => ReturnType<typeof upload>) {
    const before = await stored();
    const response = await run();
    expect(await stored()).toEqual(before);
    return response;
  }

  it('re-encodes an uploaded PNG to WebP at every width and serves it', async () => {
    const png = await solid(1600, 1000).png().toBuffer();
    const response = await upload(
      api.address,
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
    expect(await filesOf(id)).toEqual(['1200.webp', '400.webp', '800.webp']);
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
      api.address,
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
      api.address,
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
    const response = await upload(
      api.address,
      { bytes: jpeg, name: 'photo.png', type: 'image/png' },
      { token: adminToken },
    );
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({ kind: 'image', width: 640, height: 480, alt: '' });
    expect(await filesOf(response.body._id)).toEqual(['400.webp']);
  });

  it('refuses a text file named .jpg with MEDIA_TYPE, in Arabic', async () => {
    const text = Buffer.from('just some words pretending to be a photo\n'.repeat(20));
    const response = await refused(() =>
      upload(api.address, { bytes: text, name: 'photo.jpg', type: 'image/jpeg' }, { token: adminToken, lang: 'ar' }),
    );
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ code: 'MEDIA_TYPE', detail: errorMessage('MEDIA_TYPE', 'ar') });
  });

  it('refuses types outside the list even when they are real images', async () => {
    const gif = await solid(20, 20).gif().toBuffer();
    const response = await refused(() =>
      upload(api.address, { bytes: gif, name: 'a.gif', type: 'image/gif' }, { token: adminToken }),
    );
    expect(response.status).toBe(400);
    expect(response.body.code).toBe('MEDIA_TYPE');
  });

  it('refuses an image over 8 MB with 413', async () => {
    const big = await noisePng(1800, 1700);
    expect(big.byteLength).toBeGreaterThan(8 * 1024 * 1024);
    const response = await refused(() =>
      upload(api.address, { bytes: big, name: 'big.png', type: 'image/png' }, { token: adminToken }),
    );
    expect(response.status).toBe(413);
    expect(response.body.code).toBe('MEDIA_TOO_LARGE');
  });

  it('refuses a small file that declares too many pixels to decode safely', async () => {
    const bomb = await solid(10_000, 6_000).png({ compressionLevel: 9 }).toBuffer();
    expect(bomb.byteLength).toBeLessThan(8 * 1024 * 1024);
    const response = await refused(() =>
      upload(api.address, { bytes: bomb, name: 'bomb.png', type: 'image/png' }, { token: adminToken }),
    );
    expect(response.status).toBe(413);
    expect(response.body.code).toBe('MEDIA_TOO_LARGE');
  });

  it('refuses a file over the 50 MB stream limit with 413', async () => {
    const huge = Buffer.concat([mp4Bytes(), Buffer.alloc(51 * 1024 * 1024)]);
    const response = await refused(() =>
      upload(api.address, { bytes: huge, name: 'long.mp4', type: 'video/mp4' }, { token: adminToken }),
    );
    expect(response.status).toBe(413);
    expect(response.body.code).toBe('MEDIA_TOO_LARGE');
  });

  it('refuses an image sharp cannot decode with MEDIA_UNREADABLE', async () => {
    const png = await noisePng(300, 300);
    const broken = png.subarray(0, png.byteLength / 2);
    const response = await refused(() =>
      upload(api.address, { bytes: broken, name: 'broken.png', type: 'image/png' }, { token: adminToken }),
    );
    expect(response.status).toBe(400);
    expect(response.body.code).toBe('MEDIA_UNREADABLE');
  });

  it('stores MP4 and WebM videos byte for byte and serves each with its own type', async () => {
    for (const [type, bytes] of [
      ['video/mp4', mp4Bytes()],
      ['video/webm', webmBytes()],
    ] as const) {
      const response = await upload(
        api.address,
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
      expect(await bytesOf(id, 'video')).toEqual(bytes);
      const served = await fetch(`${api.address}${response.body.src}`);
      expect(served.status).toBe(200);
      expect(served.headers.get('content-type')).toBe(type);
      expect(Buffer.from(await served.arrayBuffer())).toEqual(bytes);
    }
  });

  it('keeps only the container’s own bytes of a video with anything appended after it', async () => {
    const appended = Buffer.from('<!doctype html><html><body><script>alert(document.cookie)</script></body></html>');
    for (const [type, video] of [
      ['video/mp4', mp4Bytes()],
      ['video/webm', webmBytes()],
    ] as const) {
      for (const extra of [appended, randomBytes(3), randomBytes(5000)]) {
        const response = await upload(
          api.address,
          { bytes: Buffer.concat([video, extra]), name: 'clip.bin', type },
          { token: adminToken },
        );
        expect(response.status, type).toBe(201);
        expect(response.body.mimeType).toBe(type);
        expect(await bytesOf(response.body._id, 'video')).toEqual(video);
        const [row] = await api.db.select().from(media).where(eq(media.id, response.body._id));
        expect(row?.byteSize).toBe(video.byteLength);
        const served = await fetch(`${api.address}${response.body.src}`);
        expect(served.headers.get('content-length')).toBe(String(video.byteLength));
        expect(Buffer.from(await served.arrayBuffer())).toEqual(video);
      }
    }
  });

  it('refuses a video whose container does not say where it ends, with 400 VIDEO_UNREADABLE in the language asked', async () => {
    const sizeToTheEnd = Buffer.from(mp4Bytes());
    // The media data box, last, says "to the end of the file" (size 0).
    sizeToTheEnd.writeUInt32BE(0, sizeToTheEnd.byteLength - 256 - 8);
    const cutShort = webmBytes().subarray(0, 100);
    for (const bytes of [
      webmBytes('unknown'),
      cutShort,
      sizeToTheEnd,
      // No movie box: nothing to play.
      Buffer.concat([Buffer.from('000000186674797069736f6d0000020069736f6d69736f32', 'hex'), randomBytes(256)]),
    ]) {
      for (const lang of ['ar', 'en'] as const) {
        const response = await refused(() =>
          upload(api.address, { bytes, name: 'clip.webm', type: 'video/webm' }, { token: adminToken, lang }),
        );
        expect(response.status).toBe(400);
        expect(response.body).toMatchObject({
          code: 'VIDEO_UNREADABLE',
          detail: errorMessage('VIDEO_UNREADABLE', lang),
        });
      }
    }
  });

  it('refuses a multipart body without its closing boundary, or without a boundary, with 400 in the language asked', async () => {
    const png = await solid(50, 50).png().toBuffer();
    const whole = Buffer.concat([part('altEn', 'A square'), part('file', png, 'a.png'), closing]);
    const withBoundary = `multipart/form-data; boundary=${BOUNDARY}`;
    const accepted = await rawUpload(api.address, whole, withBoundary, { token: adminToken });
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(201);

    const unclosed = Buffer.concat([part('altEn', 'A square'), part('file', png, 'a.png')]);
    for (const [body, contentType] of [
      [unclosed, withBoundary],
      [whole.subarray(0, whole.byteLength / 2), withBoundary],
      [whole, 'multipart/form-data'],
      [whole, 'multipart/form-data; boundary='],
    ] as const) {
      for (const lang of ['ar', 'en'] as const) {
        const response = await refused(() => rawUpload(api.address, body, contentType, { token: adminToken, lang }));
        expect(response.status, contentType).toBe(400);
        expect(response.headers.get('content-type')).toContain('application/problem+json');
        expect(response.body).toMatchObject({
          code: 'UPLOAD_MALFORMED',
          title: errorMessage('UPLOAD_MALFORMED', lang),
          detail: errorMessage('UPLOAD_MALFORMED', lang),
        });
      }
    }
  });

  it('refuses alt texts whose bytes are not UTF-8, as a JSON body’s texts are refused', async () => {
    const png = await solid(50, 50).png().toBuffer();
    const notUtf8 = Buffer.from([0x53, 0x6f, 0x75, 0x71, 0x20, 0xc3, 0x28, 0xff]);
    const body = Buffer.concat([part('altEn', notUtf8), part('altAr', 'سوق'), part('file', png, 'a.png'), closing]);
    const response = await refused(() =>
      rawUpload(api.address, body, `multipart/form-data; boundary=${BOUNDARY}`, { token: adminToken, lang: 'ar' }),
    );
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({
      code: 'VALIDATION_FAILED',
      title: errorMessage('VALIDATION_FAILED', 'ar'),
      errors: [
        {
          field: 'altEn',
          rule: 'validation.unreadableText',
          message: validationMessage('validation.unreadableText', 'ar'),
        },
      ],
    });

    // The same bytes in a JSON body: the same code, rule and message.
    const json = await fetch(`${api.address}/api/v1/contact/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-lang': 'ar' },
      body: Buffer.concat([
        Buffer.from('{"name":"'),
        notUtf8,
        Buffer.from(
          '","email":"ali@example.qa","phoneNumber":"97455123456","subject":"Hello","message":"A message long enough."}',
        ),
      ]),
    });
    expect(json.status).toBe(400);
    expect(await json.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      errors: [
        {
          field: 'name',
          rule: 'validation.unreadableText',
          message: validationMessage('validation.unreadableText', 'ar'),
        },
      ],
    });
  });

  it('takes the file only under its documented field name, `file`', async () => {
    const png = await solid(50, 50).png().toBuffer();
    for (const fileField of ['image', 'upload', 'altEn', 'File']) {
      const response = await refused(() =>
        upload(
          api.address,
          { bytes: png, name: 'a.png', type: 'image/png' },
          { token: adminToken, lang: 'ar', fileField },
        ),
      );
      expect(response.status, fileField).toBe(400);
      expect(response.body).toMatchObject({
        code: 'VALIDATION_FAILED',
        errors: [
          { field: 'file', rule: 'validation.required', message: validationMessage('validation.required', 'ar') },
          { field: fileField, rule: 'validation.invalid', message: validationMessage('validation.invalid', 'ar') },
        ],
      });
    }
    // Beside the file under its own name, a second file under another is refused too.
    const both = Buffer.concat([part('image', png, 'b.png'), part('file', png, 'a.png'), closing]);
    const response = await refused(() =>
      rawUpload(api.address, both, `multipart/form-data; boundary=${BOUNDARY}`, { token: adminToken }),
    );
    expect(response.status).toBe(400);
  });

  it('serves a part of a video asked for with Range (206), the whole file without, and 416 outside it', async () => {
    const bytes = mp4Bytes();
    const { body } = await upload(
      api.address,
      { bytes, name: 'clip.mp4', type: 'video/mp4' },
      { token: adminToken, fields: { altEn: 'A clip' } },
    );
    const src = `${api.address}${body.src}`;
    const asked = (range: string, init: RequestInit = {}) =>
      fetch(src, { ...init, headers: { range, 'x-lang': 'ar' } });

    const whole = await fetch(src);
    expect(whole.status).toBe(200);
    expect(whole.headers.get('accept-ranges')).toBe('bytes');
    await whole.arrayBuffer();

    for (const [range, start, end] of [
      ['bytes=0-99', 0, 99],
      ['bytes=100-', 100, bytes.length - 1],
      ['bytes=-20', bytes.length - 20, bytes.length - 1],
      // Past the end: cut at the last byte.
      [`bytes=200-${bytes.length + 500}`, 200, bytes.length - 1],
    ] as const) {
      const part = await asked(range);
      expect(part.status, range).toBe(206);
      expect(part.headers.get('content-range')).toBe(`bytes ${start}-${end}/${bytes.length}`);
      expect(part.headers.get('content-length')).toBe(String(end - start + 1));
      expect(part.headers.get('content-type')).toBe('video/mp4');
      expect(Buffer.from(await part.arrayBuffer())).toEqual(bytes.subarray(start, end + 1));
    }

    const head = await asked('bytes=0-9', { method: 'HEAD' });
    expect(head.status).toBe(206);
    expect(head.headers.get('content-length')).toBe('10');

    const outside = await asked(`bytes=${bytes.length}-`);
    expect(outside.status).toBe(416);
    expect(outside.headers.get('content-range')).toBe(`bytes */${bytes.length}`);
    expect(await outside.json()).toMatchObject({ detail: errorMessage('RANGE_NOT_SATISFIABLE', 'ar') });

    // Several ranges, another unit, a malformed or an invalid one: the whole file, as RFC 9110 allows.
    for (const range of ['bytes=0-9,20-29', 'bytes=abc', 'items=0-9', 'items=5000-6000', 'bytes=50-10']) {
      const answer = await asked(range);
      expect(answer.status, range).toBe(200);
      expect(Buffer.from(await answer.arrayBuffer())).toEqual(bytes);
    }
  });

  it('asks for a file, and checks the alt texts', async () => {
    const none = await refused(() =>
      upload(api.address, null, { token: adminToken, lang: 'ar', fields: { altEn: 'x' } }),
    );
    expect(none.status).toBe(400);
    expect(none.body).toMatchObject({
      code: 'VALIDATION_FAILED',
      errors: [{ field: 'file', rule: 'validation.required' }],
    });
    expect(none.body.errors[0].message).toBe('هذا الحقل مطلوب');

    const png = await solid(50, 50).png().toBuffer();
    const long = await refused(() =>
      upload(
        api.address,
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
    const anonymous = await refused(() => upload(api.address, file));
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.code).toBe('UNAUTHENTICATED');
    const user = await refused(() => upload(api.address, file, { token: userToken }));
    expect(user.status).toBe(403);
    expect(user.body.code).toBe('FORBIDDEN');
  });

  it('still serves only known files', async () => {
    const response = await fetch(`${api.address}/media/00000000-0000-4000-8000-000000000000/video`);
    expect(response.status).toBe(404);
  });

  it('answers 404, never 500, for a recorded video whose file is gone, and after its files are removed', async () => {
    const [row] = await api.db
      .insert(media)
      .values({
        kind: 'video',
        mimeType: 'video/mp4',
        widths: [],
        width: 0,
        height: 0,
        altEn: '',
        altAr: '',
        byteSize: 1,
      })
      .returning();
    const gone = await fetch(`${api.address}/media/${row?.id}/video`);
    expect(gone.status).toBe(404);
    expect(((await gone.json()) as { code: string }).code).toBe('NOT_FOUND');

    const kept = await upload(
      api.address,
      { bytes: await solid(500, 300).png().toBuffer(), name: 'a.png', type: 'image/png' },
      { token: adminToken },
    );
    expect((await fetch(`${api.address}${kept.body.src}`)).status).toBe(200);
    await api.app.mediaStore.removeFiles(kept.body._id);
    expect(await filesOf(kept.body._id)).toEqual([]);
    expect((await fetch(`${api.address}${kept.body.src}`)).status).toBe(404);
    // Removing what is not there is no error.
    await api.app.mediaStore.removeFiles(kept.body._id);
  });

  it('removes the files it wrote when the row cannot be recorded: no file without a row, no row without files', async () => {
    const before = await stored();
    const failingDb = {
      insert: () => {
        throw new Error('the database went away');
      },
    } as unknown as Db;
    const prepared = await prepareImage(await solid(900, 600).png().toBuffer(), { en: '', ar: '' });
    await expect(api.app.mediaStore.keep(failingDb, prepared)).rejects.toThrow('the database went away');
    expect(await stored()).toEqual(before);
  });

  it('streams a larger video back byte for byte, with its length, and lets go of streams left mid-way', async () => {
    const bytes = mp4Bytes(randomBytes(6 * 1024 * 1024));
    const response = await upload(api.address, { bytes, name: 'long.mp4', type: 'video/mp4' }, { token: adminToken });
    expect(response.status).toBe(201);
    const served = await fetch(`${api.address}${response.body.src}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-length')).toBe(String(bytes.byteLength));
    expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(Buffer.from(await served.arrayBuffer()).equals(bytes)).toBe(true);
    // A HEAD says the same length and sends nothing (the stored file is let go unread).
    const head = await fetch(`${api.address}${response.body.src}`, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-length')).toBe(String(bytes.byteLength));
    expect(head.headers.get('content-type')).toBe('video/mp4');
    expect((await head.arrayBuffer()).byteLength).toBe(0);

    // Visitors who leave mid-video: each stream is let go (an S3 connection held by each would
    // exhaust the client's 50 and hang every later read).
    for (let i = 0; i < 60; i++) {
      const controller = new AbortController();
      const leaving = await fetch(`${api.address}${response.body.src}`, { signal: controller.signal });
      await leaving.body?.getReader().read();
      controller.abort();
    }
    const after = await fetch(`${api.address}${response.body.src}`, { signal: AbortSignal.timeout(10_000) });
    expect(Buffer.from(await after.arrayBuffer()).byteLength).toBe(bytes.byteLength);
  });
});

describe.each(['refusing connections', 'answering 500', 'never answering'] as const)(
  'media in S3-compatible storage %s',
  (how) => {
    let api: TestApi;
    let adminToken: string;
    let storage: Awaited<ReturnType<typeof brokenS3>>;

    beforeAll(async () => {
      storage = await brokenS3(how);
      // The storage is broken from the start: the seed could not store its videos in it.
      api = await startTestApi('pglite', { media: { s3: storage.settings }, seedVideos: false });
      adminToken = await api.signIn(testAccounts.admin);
    });
    afterAll(async () => {
      await api?.close();
      await storage?.close();
    });

    it('answers 503 UPSTREAM_UNAVAILABLE with Retry-After, in the request language, never 500', async () => {
      const response = await fetch(`${api.address}/media/${crypto.randomUUID()}/800.webp`, {
        headers: { 'x-lang': 'ar' },
      });
      expect(response.status).toBe(503);
      expect(response.headers.get('retry-after')).toBe(String(RETRY_AFTER_SECONDS));
      expect(response.headers.get('content-type')).toContain('application/problem+json');
      expect(await response.json()).toMatchObject({
        code: 'UPSTREAM_UNAVAILABLE',
        detail: errorMessage('UPSTREAM_UNAVAILABLE', 'ar'),
      });
    });

    it('refuses an upload with 503 and records no row', async () => {
      const rows = async () => (await api.db.select({ n: count() }).from(media))[0]?.n;
      const before = await rows();
      const response = await upload(
        api.address,
        { bytes: await solid(500, 300).png().toBuffer(), name: 'a.png', type: 'image/png' },
        { token: adminToken },
      );
      expect(response.status).toBe(503);
      expect(response.headers.get('retry-after')).toBe(String(RETRY_AFTER_SECONDS));
      expect(response.body.code).toBe('UPSTREAM_UNAVAILABLE');
      expect(await rows()).toBe(before);
    });
  },
);

describe('two apis sharing one bucket (several instances)', () => {
  it('serves from one api what was uploaded through the other, under a key prefix', async () => {
    const s3 = await startS3Server({ prefix: 'site-a/' });
    const first = await startTestApi(databaseTargets.at(-1) ?? 'pglite', { media: { s3: s3.settings } });
    // The second instance: the same database and bucket, a process of its own.
    const second = await buildApp({ db: first.db, mediaStore: mediaStoreOver(s3Files(s3.settings)) });
    try {
      const secondAddress = await second.listen({ host: '127.0.0.1', port: 0 });
      const token = await first.signIn(testAccounts.admin);
      const image = await upload(
        first.address,
        { bytes: await solid(900, 600).png().toBuffer(), name: 'a.png', type: 'image/png' },
        { token },
      );
      const video = await upload(first.address, { bytes: mp4Bytes(), name: 'a.mp4', type: 'video/mp4' }, { token });
      for (const src of [image.body.src, `/media/${image.body._id}/preview.webp`, video.body.src]) {
        const served = await fetch(`${secondAddress}${src}`);
        expect(served.status, src).toBe(200);
        const original = await fetch(`${first.address}${src}`);
        expect(Buffer.from(await served.arrayBuffer())).toEqual(Buffer.from(await original.arrayBuffer()));
      }
      expect((await fetch(`${secondAddress}${video.body.src}`)).headers.get('content-type')).toBe('video/mp4');
      const uploaded = [image.body._id, video.body._id];
      expect(
        (await second.mediaStore.list()).filter((key) => uploaded.some((id) => key.startsWith(id))).sort(),
      ).toEqual([`${image.body._id}/400.webp`, `${image.body._id}/800.webp`, `${video.body._id}/video`].sort());
    } finally {
      await second.close();
      await first.close();
      await s3.close();
    }
  });
});
