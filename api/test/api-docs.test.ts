import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import type { Database } from '../src/db/client.ts';
import { freshDatabase } from './helpers/test-api.ts';

describe('the OpenAPI document and its UI at /docs', () => {
  let database: Database;
  let drop: () => Promise<void>;
  let mediaDir: string;
  beforeAll(async () => {
    ({ database, drop } = await freshDatabase('pglite'));
    mediaDir = await mkdtemp(path.join(tmpdir(), 'qd-docs-'));
  });
  afterAll(async () => {
    await drop?.();
    await rm(mediaDir, { recursive: true, force: true });
  });

  it('are served when asked for, and absent when not', async () => {
    const on = await buildApp({ db: database.db, mediaDir, docs: true });
    expect((await on.inject({ method: 'GET', url: '/docs/json' })).json().openapi).toMatch(/^3\./);
    expect((await on.inject({ method: 'GET', url: '/docs' })).statusCode).toBeLessThan(400);
    await on.close();
    const off = await buildApp({ db: database.db, mediaDir, docs: false });
    expect((await off.inject({ method: 'GET', url: '/docs/json' })).statusCode).toBe(404);
    expect((await off.inject({ method: 'GET', url: '/docs' })).statusCode).toBe(404);
    expect((await off.inject({ method: 'GET', url: '/docs/static/index.html' })).statusCode).toBe(404);
    // The api itself is unchanged.
    expect((await off.inject({ method: 'GET', url: '/api/v1/restaurants' })).statusCode).toBe(200);
    await off.close();
  });

  it('are off in production unless API_DOCS=true, and on in development unless API_DOCS=false', () => {
    expect(loadConfig({ NODE_ENV: 'production' }).docs).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', API_DOCS: 'true' }).docs).toBe(true);
    expect(loadConfig({}).docs).toBe(true);
    expect(loadConfig({ API_DOCS: 'false' }).docs).toBe(false);
  });
});
