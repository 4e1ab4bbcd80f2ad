/**
 * The embedded database served on a thread of its own: what a client reads is what the database
 * wrote, however large; a long query leaves the api's thread free; a connection that goes away
 * mid-transaction leaves nothing open for the next.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from './client.ts';
import { startEmbeddedServer } from './embedded-database.ts';

const rows = <T>(result: unknown) => (result as { rows: T[] }).rows;

describe('a copy of a dumped embedded database', () => {
  it('starts with what the original held when dumped, and the two change apart', { timeout: 30_000 }, async () => {
    const original = await openDatabase({});
    const folder = await mkdtemp(path.join(tmpdir(), 'qd-dump-'));
    const dumpFile = path.join(folder, 'dump.tar');
    let copy: Database | undefined;
    try {
      await original.db.execute(sql`create table kept (n int)`);
      await original.db.execute(sql`insert into kept values (1), (2)`);
      await writeFile(dumpFile, await (original.dump as () => Promise<Uint8Array>)());
      await original.db.execute(sql`insert into kept values (3)`);

      copy = await openDatabase({ copyOf: dumpFile });
      const copied = rows<{ n: number }>(await copy.db.execute(sql`select n from kept order by n`));
      expect(copied.map(({ n }) => n)).toEqual([1, 2]);
      await copy.db.execute(sql`insert into kept values (4)`);
      const kept = rows<{ n: number }>(await original.db.execute(sql`select n from kept order by n`));
      expect(kept.map(({ n }) => n)).toEqual([1, 2, 3]);
      // The migrations' journal came along: opening the copy finds nothing left to migrate.
      const migrations = rows<{ n: number }>(
        await copy.db.execute(sql`select count(*)::int as n from drizzle.__drizzle_migrations`),
      );
      expect(migrations[0]?.n).toBeGreaterThan(0);
    } finally {
      await copy?.close();
      await original.close();
      await rm(folder, { recursive: true, force: true });
    }
  });
});

describe('the embedded database server', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openDatabase({});
  });
  afterAll(() => database?.close());

  it('hands over large answers whole while other queries follow (a socket that cannot take them at once)', {
    timeout: 20_000,
  }, async () => {
    // Megabytes per answer: more than a socket takes at once, so the server's writes wait in Node.
    const big = sql`select n, repeat(md5(n::text), 2000) as filler from generate_series(1, 60) n`;
    const answers = await Promise.all(
      Array.from({ length: 6 }, () =>
        database.db.execute(big).then((result) => rows<{ n: number; filler: string }>(result)),
      ),
    );
    for (const answer of answers) {
      expect(answer.map((row) => row.n)).toEqual(Array.from({ length: 60 }, (_, i) => i + 1));
      for (const row of answer) expect(row.filler).toHaveLength(64_000);
    }
  });

  it('runs a long query off the thread that answers requests', async () => {
    let ticks = 0;
    const timer = setInterval(() => ticks++, 10);
    const started = performance.now();
    await database.db.execute(sql`select count(*) from generate_series(1, 3000000)`);
    const took = performance.now() - started;
    clearInterval(timer);
    expect(took).toBeGreaterThan(200);
    // The timer kept firing while the database worked: about one tick per 10 ms.
    expect(ticks).toBeGreaterThan(took / 10 / 3);
  });

  it('keeps the session settings the api needs', async () => {
    const [row] = rows<{ threshold: string }>(
      await database.db.execute(sql`select current_setting('pg_trgm.word_similarity_threshold') as threshold`),
    );
    expect(row?.threshold).toBe('0.4');
  });
});

describe('a connection to the embedded server that goes away', () => {
  it('leaves no transaction open and no statement half-sent for the next', async () => {
    const failures: Error[] = [];
    const server = await startEmbeddedServer({
      dataDir: undefined,
      sessionSetup: 'select 1',
      onFailure: (error) => failures.push(error),
    });
    try {
      const first = new pg.Client(server.connection);
      first.on('error', () => undefined); // Its own end, below.
      await first.connect();
      await first.query('create table kept (n int)');
      await first.query('begin');
      await first.query('insert into kept values (1)');
      // Gone without a word (a crash): its transaction must not stay open for the next connection.
      (first as unknown as { connection: { stream: { destroy: () => void } } }).connection.stream.destroy();
      const next = new pg.Client(server.connection);
      await next.connect();
      expect((await next.query('select count(*)::int as n from kept')).rows[0]).toEqual({ n: 0 });
      await next.query('insert into kept values (2)');
      expect((await next.query('select count(*)::int as n from kept')).rows[0]).toEqual({ n: 1 });
      await next.end();
      expect(failures).toEqual([]);
    } finally {
      await server.close();
    }
  });
});
