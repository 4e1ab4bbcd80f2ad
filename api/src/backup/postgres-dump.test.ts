import { describe, expect, it } from 'vitest';
import { clientConnection } from './postgres-dump.ts';

describe('clientConnection', () => {
  it('keeps the password out of the arguments the client tools are given, in their environment instead', () => {
    const { dbname, env } = clientConnection('postgres://site:s%40cret@db.internal:5432/directory?sslmode=require');
    expect(dbname).toBe('postgres://site@db.internal:5432/directory?sslmode=require');
    expect(dbname).not.toContain('cret');
    expect(env.PGPASSWORD).toBe('s@cret');
  });

  it('passes a URL without a password as it is', () => {
    const { dbname, env } = clientConnection('postgres://postgres@127.0.0.1:5432/postgres');
    expect(dbname).toBe('postgres://postgres@127.0.0.1:5432/postgres');
    expect(env.PGPASSWORD).toBe(process.env.PGPASSWORD);
  });
});
