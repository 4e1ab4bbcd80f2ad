import { getTableColumns, is } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import * as schema from '../src/db/schema.ts';
import { changedFields, isNeverRecorded } from '../src/modules/activity/changes.ts';

const tables = (Object.values(schema) as unknown[]).filter((value): value is PgTable => is(value, PgTable));
const columnNames = tables.flatMap((table) => Object.keys(getTableColumns(table)));

describe('what an audit entry records', () => {
  it('never records a secret column of any table, today’s or a future one', () => {
    for (const secret of ['passwordHash', 'tokenHash', 'codeHash']) {
      expect(columnNames).toContain(secret);
      expect(isNeverRecorded(secret)).toBe(true);
    }
    for (const future of ['password', 'resetToken', 'apiKey', 'api_key', 'clientSecret', 'otp', 'salt']) {
      expect(isNeverRecorded(future), future).toBe(true);
    }
    // …but the fields an admin changes are all recorded.
    for (const field of ['role', 'email', 'fullName', 'titleEn', 'slug', 'playback', 'read', 'status', 'menu']) {
      expect(isNeverRecorded(field), field).toBe(false);
    }
  });

  it('keeps only the fields that changed on an update, with both values', () => {
    const at = new Date('2026-11-22T09:00:00Z');
    const before = { id: 'u1', role: 'user', fullName: 'Ali', passwordHash: 'h1', updatedAt: at, tags: ['a'] };
    const after = { ...before, role: 'admin', passwordHash: 'h2', updatedAt: new Date(), tags: ['a', 'b'] };
    expect(changedFields(before, after)).toEqual({
      role: { before: 'user', after: 'admin' },
      tags: { before: ['a'], after: ['a', 'b'] },
    });
  });

  it('records every field of a creation and of a deletion, dates as ISO text, secrets dropped at any depth', () => {
    const row = {
      id: 'x',
      name: 'Majlis',
      openedAt: new Date('2026-01-02T00:00:00Z'),
      note: null,
      meta: { token: 't', a: 1 },
    };
    expect(changedFields(null, row)).toEqual({
      name: { before: null, after: 'Majlis' },
      openedAt: { before: null, after: '2026-01-02T00:00:00.000Z' },
      meta: { before: null, after: { a: 1 } },
    });
    expect(changedFields(row, null)).toMatchObject({ name: { before: 'Majlis', after: null } });
    expect(JSON.stringify(changedFields(row, null))).not.toContain('token');
  });
});
