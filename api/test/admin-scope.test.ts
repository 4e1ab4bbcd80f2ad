import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import type { Database } from '../src/db/client.ts';
import { freshDatabase } from './helpers/test-api.ts';

describe('the admin scope', () => {
  let database: Database;
  let drop: () => Promise<void>;
  let mediaDir: string;
  beforeAll(async () => {
    ({ database, drop } = await freshDatabase('pglite'));
    mediaDir = await mkdtemp(path.join(tmpdir(), 'qd-admin-scope-'));
  });
  afterAll(async () => {
    await drop?.();
    await rm(mediaDir, { recursive: true, force: true });
  });

  it('is the only place an admin route may be registered: the api refuses to start with one outside it', async () => {
    const app = await buildApp({ db: database.db, mediaDir });
    app.get('/api/v1/admin/outside', async () => ({ reached: true }));
    await expect(app.ready()).rejects.toThrow('admin routes outside the admin scope: /api/v1/admin/outside');
    await app.close();
  });

  it('lets the api start with every admin route inside it', async () => {
    const app = await buildApp({ db: database.db, mediaDir });
    await expect(app.ready()).resolves.toBeDefined();
    expect((await app.inject({ method: 'GET', url: '/api/v1/admin/statistics' })).statusCode).toBe(401);
    await app.close();
  });
});
