/**
 * The safety net under the services' own checks: a database error the request's content caused
 * becomes a 4xx problem in the request's language, the same on PGlite and PostgreSQL.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { getTableConfig } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import type { Db } from '../src/db/client.ts';
import * as schema from '../src/db/schema.ts';
import { ads, authTokens, blogs, users } from '../src/db/schema.ts';
import { foreignKeys, problemForDatabaseError, uniqueIndexes } from '../src/plugins/database-problems.ts';
import { databaseTargets, freshDatabase } from './helpers/test-api.ts';

const missing = '00000000-0000-4000-8000-000000000000';
const ad = {
  category: 'home',
  titleEn: 'Ad',
  titleAr: 'إعلان',
  targetUrl: '/',
  mediaKind: 'image',
  activeFrom: '2026-01-01',
  activeTo: '2026-01-31',
};
const blog = {
  slug: 'one-post',
  category: 'food',
  titleEn: 'A',
  titleAr: 'أ',
  excerptEn: 'A',
  excerptAr: 'أ',
  bodyEn: 'A',
  bodyAr: 'أ',
  authorEn: 'A',
  authorAr: 'أ',
  publishedAt: new Date('2026-01-01T00:00:00Z'),
  minutesToRead: 1,
  minutesToReadAr: 1,
  searchText: 'a',
};

/** The error a statement fails with. */
async function failure(statement: Promise<unknown>): Promise<unknown> {
  try {
    await statement;
  } catch (error) {
    return error;
  }
  throw new Error('the statement succeeded');
}

it('knows the foreign keys and unique indexes the schema declares', () => {
  expect(foreignKeys.get('ads_poster_media_id_media_id_fk')).toEqual({ field: 'posterMediaId', foreignTable: 'media' });
  expect(foreignKeys.get('restaurants_cover_media_id_media_id_fk')).toEqual({
    field: 'coverMediaId',
    foreignTable: 'media',
  });
  expect(foreignKeys.get('favorites_user_id_users_id_fk')).toEqual({ field: 'userId', foreignTable: 'users' });
  // A renamed index would silently fall back to the generic answer.
  const indexNames = Object.values(schema).flatMap((value) =>
    typeof value === 'object' && value !== null && 'getSQL' in value
      ? getTableConfig(value as typeof users).indexes.map((index) => index.config.name)
      : [],
  );
  expect(indexNames).toEqual(expect.arrayContaining(Object.keys(uniqueIndexes)));
});

it('leaves errors that are not the database’s alone', () => {
  expect(problemForDatabaseError(new Error('boom'))).toBeUndefined();
  expect(problemForDatabaseError(Object.assign(new Error('write EPIPE'), { code: 'EPIPE' }))).toBeUndefined();
  expect(problemForDatabaseError(undefined)).toBeUndefined();
});

describe.each(databaseTargets)('database errors on %s', (target) => {
  let db: Db;
  let drop: () => Promise<void>;

  beforeAll(async () => {
    const fresh = await freshDatabase(target);
    db = fresh.database.db;
    drop = fresh.drop;
    await db.insert(users).values({ fullName: 'A', email: 'taken@example.qa', passwordHash: 'x' });
    await db.insert(blogs).values(blog);
    // No column of the schema is bounded in length (the contracts bound the input), so make one.
    await db.execute(sql`create table too_long_probe (v varchar(2))`);
  });
  afterAll(() => drop?.());

  it('a missing medium is 422 MEDIA_NOT_FOUND on its field', async () => {
    const error = await failure(db.insert(ads).values({ ...ad, videoMediaId: missing }));
    expect(problemForDatabaseError(error)).toEqual({
      status: 422,
      code: 'MEDIA_NOT_FOUND',
      errors: [{ field: 'videoMediaId', rule: 'validation.mediaNotFound' }],
    });
  });

  it('any other missing reference is 422 REFERENCE_NOT_FOUND', async () => {
    const error = await failure(
      db.insert(authTokens).values({ userId: missing, tokenHash: 'h', expiresAt: new Date('2030-01-01') }),
    );
    expect(problemForDatabaseError(error)).toMatchObject({ status: 422, code: 'REFERENCE_NOT_FOUND' });
  });

  it('a duplicate on an index a person can run into is 409 with what is taken, inside a transaction too', async () => {
    const email = await failure(
      db.transaction(async (tx) => {
        await tx.insert(users).values({ fullName: 'B', email: 'TAKEN@example.qa', passwordHash: 'x' });
      }),
    );
    expect(problemForDatabaseError(email)).toEqual({
      status: 409,
      code: 'EMAIL_TAKEN',
      errors: [{ field: 'email', rule: 'validation.alreadyTaken' }],
    });
    const slug = await failure(db.insert(blogs).values(blog));
    expect(problemForDatabaseError(slug)).toMatchObject({ status: 409, code: 'SLUG_TAKEN' });
    const [user] = await db.select().from(users).limit(1);
    const token = { userId: user?.id as string, tokenHash: 'same', expiresAt: new Date('2030-01-01') };
    await db.insert(authTokens).values(token);
    // A duplicate on an index no person can run into is the server's own bug: a 500.
    expect(problemForDatabaseError(await failure(db.insert(authTokens).values(token)))).toBeUndefined();
  });

  it.each([
    ['a year 0 date (22008)', sql`select '0000-01-01'::date`],
    ['a date that does not exist (22008)', sql`select '2026-02-30'::date`],
    ['a NUL in text (22021)', sql`select ${'a\u0000b'}::text`],
    ['a malformed uuid (22P02)', sql`select 'x'::uuid`],
    ['a too long value (22001)', sql`insert into too_long_probe values ('abc')`],
    ['a malformed date (22007)', sql`select 'tomorrow-ish'::timestamptz`],
  ])('%s is 400 VALIDATION_FAILED', async (_name, statement) => {
    const error = await failure(db.execute(statement));
    expect(problemForDatabaseError(error)).toEqual({ status: 400, code: 'VALIDATION_FAILED' });
  });

  it.each([
    ['a division by zero (22012)', sql`select 1 / (select count(*)::int from too_long_probe)`],
    ['a number out of range (22003)', sql`select 70000::smallint`],
    ['a bad argument (22023)', sql`select generate_series(1, 10, 0)`],
  ])('%s is the server’s own bug: left to the 500', async (_name, statement) => {
    const error = await failure(db.execute(statement));
    expect(problemForDatabaseError(error)).toBeUndefined();
  });

  it('answers through the error handler in the request’s language', async () => {
    const mediaDir = await mkdtemp(path.join(tmpdir(), 'qd-media-'));
    const lines: string[] = [];
    const app = await buildApp({
      db,
      mediaDir,
      logger: { level: 'info', stream: { write: (line: string) => lines.push(line) } },
    });
    // A write that skips the services' checks, as one racing a deletion would.
    app.post('/unchecked-ad', async () => db.insert(ads).values({ ...ad, imageMediaId: missing }));
    app.post('/unchecked-user', async () =>
      db.insert(users).values({ fullName: 'Secret Name', email: 'taken@example.qa', passwordHash: '$argon2id$secret' }),
    );
    app.post('/server-bug', async () => db.execute(sql`select 1 / (select count(*)::int from too_long_probe)`));
    try {
      const ar = { 'x-lang': 'ar' };
      const reference = await app.inject({ method: 'POST', url: '/unchecked-ad', headers: ar });
      expect(reference.statusCode).toBe(422);
      expect(reference.headers['content-type']).toContain('application/problem+json');
      expect(reference.json()).toMatchObject({
        code: 'MEDIA_NOT_FOUND',
        status: 422,
        title: expect.stringMatching(/[\u0600-\u06FF]/),
        errors: [
          {
            field: 'imageMediaId',
            rule: 'validation.mediaNotFound',
            message: expect.stringMatching(/[\u0600-\u06FF]/),
          },
        ],
      });
      const duplicate = await app.inject({ method: 'POST', url: '/unchecked-user' });
      expect(duplicate.statusCode).toBe(409);
      expect(duplicate.json()).toMatchObject({
        code: 'EMAIL_TAKEN',
        title: 'An account with this email already exists.',
      });
      // A body that is no JSON: the parser's message quotes it, password and all.
      const broken = await app.inject({
        method: 'POST',
        url: '/api/v1/auth/login',
        headers: { 'content-type': 'application/json' },
        payload: '{"password":"Hunter#Secret2026", x',
      });
      expect(broken.statusCode).toBe(400);
      const bug = await app.inject({ method: 'POST', url: '/server-bug' });
      expect(bug.statusCode).toBe(500);
      // The log says which constraint and statement, at warn for a refusal, and never the values sent.
      const logged = lines.map((line) => JSON.parse(line)).filter((entry) => entry.database);
      expect(logged.map((entry) => [entry.level, entry.database.code])).toEqual([
        [40, '23503'],
        [40, '23505'],
        [50, '22012'],
      ]);
      expect(logged[1].database.constraint).toBe('users_email_lower_idx');
      for (const secret of ['taken@example.qa', '$argon2id$secret', 'Secret Name', 'params', 'Hunter#Secret2026'])
        expect(lines.join('\n')).not.toContain(secret);
    } finally {
      await app.close();
      await rm(mediaDir, { recursive: true, force: true });
    }
  });
});
