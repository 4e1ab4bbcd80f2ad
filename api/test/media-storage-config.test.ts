import { randomUUID } from 'node:crypto';
import { PutObjectCommand } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig, mediaS3Settings } from '../src/config.ts';
import { s3Client } from '../src/modules/media/s3-media-files.ts';
import { answering, processTestTimeoutMs, startApiProcess } from './helpers/api-process.ts';
import { startS3Server } from './helpers/s3-server.ts';

describe('MEDIA_S3_* settings', () => {
  it('keeps media in the folder when none is set', () => {
    expect(mediaS3Settings({})).toBeUndefined();
    expect(mediaS3Settings({ MEDIA_S3_BUCKET: '' })).toBeUndefined();
    expect(loadConfig({}).mediaS3).toBeUndefined();
  });

  it('reads a complete setting, region us-east-1 and the prefix ending in one slash', () => {
    expect(
      mediaS3Settings({
        MEDIA_S3_ENDPOINT: 'http://127.0.0.1:9000',
        MEDIA_S3_BUCKET: 'qd-media',
        MEDIA_S3_ACCESS_KEY_ID: 'key',
        MEDIA_S3_SECRET_ACCESS_KEY: 'secret',
        MEDIA_S3_PREFIX: 'site-a',
        MEDIA_S3_TIMEOUT_MS: '3000',
      }),
    ).toEqual({
      endpoint: 'http://127.0.0.1:9000',
      bucket: 'qd-media',
      region: 'us-east-1',
      prefix: 'site-a/',
      timeoutMs: 3000,
      credentials: { accessKeyId: 'key', secretAccessKey: 'secret' },
    });
    // No keys: the SDK's own chain (AWS_ACCESS_KEY_ID, AWS_PROFILE, an instance role); no endpoint: AWS.
    expect(mediaS3Settings({ MEDIA_S3_BUCKET: 'qd-media', MEDIA_S3_REGION: 'me-central-1' })).toEqual({
      endpoint: undefined,
      bucket: 'qd-media',
      region: 'me-central-1',
      prefix: '',
      timeoutMs: 5000,
      credentials: undefined,
    });
  });

  it('refuses an incomplete or malformed setting, naming the variable at fault', () => {
    expect(() => mediaS3Settings({ MEDIA_S3_ENDPOINT: 'http://127.0.0.1:9000' })).toThrow(
      /MEDIA_S3_BUCKET: the bucket is required/,
    );
    expect(() => mediaS3Settings({ MEDIA_S3_BUCKET: 'Media_Files' })).toThrow(/MEDIA_S3_BUCKET: not a bucket name/);
    expect(() => mediaS3Settings({ MEDIA_S3_BUCKET: 'qd-media', MEDIA_S3_ACCESS_KEY_ID: 'key' })).toThrow(
      /MEDIA_S3_SECRET_ACCESS_KEY: give both/,
    );
    expect(() => mediaS3Settings({ MEDIA_S3_BUCKET: 'qd-media', MEDIA_S3_ENDPOINT: 'minio:9000' })).toThrow(
      /MEDIA_S3_ENDPOINT: not an http\(s\) URL/,
    );
    expect(() => mediaS3Settings({ MEDIA_S3_BUCKET: 'qd-media', MEDIA_S3_TIMEOUT_MS: 'soon' })).toThrow(
      /MEDIA_S3_TIMEOUT_MS: a number of milliseconds/,
    );
    expect(() => loadConfig({ MEDIA_S3_PREFIX: 'x' })).toThrow(/MEDIA_S3_BUCKET/);
  });
});

describe('the api process with media in S3', { timeout: processTestTimeoutMs }, () => {
  it('refuses to start, saying why, when the setting is incomplete', async () => {
    const api = await startApiProcess({ MEDIA_S3_ENDPOINT: 'http://127.0.0.1:9000' });
    try {
      expect(await api.exit).toBe(1);
      expect(api.output()).toContain('[api] refusing to start: media in S3-compatible storage is set up incompletely');
      expect(api.output()).toContain('MEDIA_S3_BUCKET');
    } finally {
      await api.stop();
    }
  });

  describe('and a bucket', () => {
    let s3: Awaited<ReturnType<typeof startS3Server>>;
    beforeAll(async () => {
      s3 = await startS3Server();
    });
    afterAll(() => s3?.close());

    it('refuses to start when the bucket does not exist', async () => {
      const wrong = await startApiProcess({ ...s3.env, MEDIA_S3_BUCKET: 'no-such-bucket' });
      try {
        expect(await wrong.exit).toBe(1);
        expect(wrong.output()).toContain(
          'refusing to start: media storage s3://no-such-bucket/: there is no such bucket',
        );
      } finally {
        await wrong.stop();
      }
    });

    it('serves what is in the bucket: a file put there by another instance', async () => {
      const api = await startApiProcess({ ...s3.env, SEED_ON_EMPTY: 'false' });
      try {
        await answering(api, Date.now() + 100_000);
        const id = randomUUID();
        const client = s3Client(s3.settings);
        await client.send(
          new PutObjectCommand({ Bucket: s3.settings.bucket, Key: `${id}/400.webp`, Body: Buffer.from('RIFF-webp') }),
        );
        client.destroy();
        const served = await fetch(`http://127.0.0.1:${api.port()}/media/${id}/400.webp`);
        expect(served.status).toBe(200);
        expect(served.headers.get('content-type')).toBe('image/webp');
        expect(await served.text()).toBe('RIFF-webp');
      } finally {
        await api.stop();
      }
    }, 120_000);
  });
});
