import { describe, expect, it } from 'vitest';
import { queryOperation } from './db-metrics.ts';

describe('the operation label of a statement', () => {
  it('is its first word for reads and writes, whatever its case and leading space', () => {
    expect(queryOperation('select "id" from "restaurants" where "slug" = $1')).toBe('select');
    expect(queryOperation('\n  INSERT into "mail_outbox" values ($1)')).toBe('insert');
    expect(queryOperation('(select 1) union (select 2)')).toBe('select');
    expect(queryOperation('update "users" set "role" = $1')).toBe('update');
    expect(queryOperation('delete from "favorites"')).toBe('delete');
  });

  it('groups the transaction statements, and everything else as other, never the SQL', () => {
    for (const sql of ['begin', 'COMMIT', 'rollback', 'savepoint s1', 'release savepoint s1']) {
      expect(queryOperation(sql)).toBe('transaction');
    }
    expect(queryOperation('with "x" as (select 1) select * from "x"')).toBe('other');
    expect(queryOperation('SET statement_timeout = 0')).toBe('other');
    expect(queryOperation('')).toBe('other');
  });
});
