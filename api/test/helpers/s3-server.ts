import { mkdtemp, rm } from 'node:fs/promises';
import { createServer as createHttpServer } from 'node:http';
import { createServer, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CreateBucketCommand } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import type { MediaS3Settings } from '../../src/config.ts';
import { s3Client } from '../../src/modules/media/s3-media-files.ts';

/** The credentials s3rver checks every request's signature against. */
const S3RVER_CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

/**
 * A real S3-protocol server (s3rver: HTTP, SigV4 signatures checked, objects in files) on a free
 * loopback port, over a temporary folder, with one empty bucket: MinIO and Ceph are not installable
 * here. `close` stops it and removes its folder.
 */
export async function startS3Server(options: { prefix?: string } = {}) {
  const directory = await mkdtemp(path.join(tmpdir(), 'qd-s3-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory });
  const { port } = await server.run();
  const settings: MediaS3Settings = {
    endpoint: `http://127.0.0.1:${port}`,
    bucket: 'qd-media-test',
    region: 'us-east-1',
    prefix: options.prefix ?? '',
    timeoutMs: 5000,
    credentials: S3RVER_CREDENTIALS,
  };
  const client = s3Client(settings);
  await client.send(new CreateBucketCommand({ Bucket: settings.bucket }));
  client.destroy();
  return {
    settings,
    /** MEDIA_S3_* as an api process reads them. */
    env: {
      MEDIA_S3_ENDPOINT: settings.endpoint as string,
      MEDIA_S3_BUCKET: settings.bucket,
      MEDIA_S3_ACCESS_KEY_ID: S3RVER_CREDENTIALS.accessKeyId,
      MEDIA_S3_SECRET_ACCESS_KEY: S3RVER_CREDENTIALS.secretAccessKey,
      ...(options.prefix ? { MEDIA_S3_PREFIX: options.prefix } : {}),
    },
    async close() {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}

/** Short bounds: a storage that never answers is given up on within a test's patience. */
const settingsAt = (port: number): MediaS3Settings => ({
  endpoint: `http://127.0.0.1:${port}`,
  bucket: 'qd-media-test',
  region: 'us-east-1',
  prefix: '',
  timeoutMs: 400,
  credentials: S3RVER_CREDENTIALS,
});

export type BrokenS3 = 'refusing connections' | 'answering 500' | 'never answering';

/**
 * Storage that cannot serve: a loopback port nothing listens on, a server whose every answer is 500,
 * or one that takes every connection and request and never answers (a hung host).
 */
export async function brokenS3(how: BrokenS3) {
  const taken = new Set<Socket>();
  const server =
    how === 'answering 500'
      ? createHttpServer((request, response) => {
          request.resume();
          response.writeHead(500, { 'content-type': 'application/xml' });
          response.end('<?xml version="1.0"?><Error><Code>InternalError</Code><Message>We broke</Message></Error>');
        })
      : createServer((socket) => {
          taken.add(socket);
          socket.on('close', () => taken.delete(socket));
        });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  const close = () =>
    new Promise((resolve) => {
      for (const socket of taken) socket.destroy();
      server.close(resolve);
    });
  if (how === 'refusing connections') await close();
  return { settings: settingsAt(port), close: how === 'refusing connections' ? async () => undefined : close };
}
