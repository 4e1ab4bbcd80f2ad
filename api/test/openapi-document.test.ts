import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import type { Database } from '../src/db/client.ts';
import { freshDatabase } from './helpers/test-api.ts';

/**
 * The OpenAPI document is the api's promise to the BFF and to whoever reads /docs: moving code
 * between modules must leave it byte for byte the same. A deliberate change to an operation
 * rewrites the file with `npx vitest run test/openapi-document.test.ts -u` and shows in review.
 */
describe('the OpenAPI document', () => {
  let database: Database;
  let drop: () => Promise<void>;
  let mediaDir: string;
  beforeAll(async () => {
    ({ database, drop } = await freshDatabase('pglite'));
    mediaDir = await mkdtemp(path.join(tmpdir(), 'qd-openapi-'));
  });
  afterAll(async () => {
    await drop?.();
    await rm(mediaDir, { recursive: true, force: true });
  });

  it('is the one recorded in openapi.json', async () => {
    const app = await buildApp({ db: database.db, mediaDir, docs: true, clockControl: true });
    const document = (await app.inject({ method: 'GET', url: '/docs/json' })).body;
    await app.close();
    await expect(`${JSON.stringify(JSON.parse(document), null, 2)}\n`).toMatchFileSnapshot('./openapi.json');
  });
});
