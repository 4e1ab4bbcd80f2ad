import type { ErrorCode } from 'contracts/errors';
import type { ValidationMessageKey } from 'contracts/validation-messages';
import { getTableColumns, is } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { postgresErrorOf } from '../db/errors.ts';
import * as schema from '../db/schema.ts';

/** A refusal the error handler sends for a database error that a request's content caused. */
export type DatabaseProblem = {
  status: number;
  code: ErrorCode;
  errors?: { field: string; rule: ValidationMessageKey }[];
};

const tables: PgTable[] = (Object.values(schema) as unknown[]).filter((value): value is PgTable => is(value, PgTable));

/** Each foreign key by its name: the request field it comes from, and the table it points at. */
export const foreignKeys = new Map(
  tables.flatMap((table) => {
    const fieldOf = new Map(Object.entries(getTableColumns(table)).map(([key, column]) => [column, key]));
    return getTableConfig(table).foreignKeys.map((foreignKey) => {
      const reference = foreignKey.reference();
      return [
        foreignKey.getName(),
        {
          field: reference.columns.length === 1 ? fieldOf.get(reference.columns[0] as never) : undefined,
          foreignTable: getTableConfig(reference.foreignTable).name,
        },
      ] as const;
    });
  }),
);

/**
 * Unique indexes a person can run into, with what to tell them. A duplicate on any other index is
 * the server's own doing (a token or a row it generated twice) and stays a 500.
 */
export const uniqueIndexes: Record<string, { code: ErrorCode; field: string }> = {
  users_email_lower_idx: { code: 'EMAIL_TAKEN', field: 'email' },
  restaurants_slug_idx: { code: 'SLUG_TAKEN', field: 'slug' },
  gift_shops_slug_idx: { code: 'SLUG_TAKEN', field: 'slug' },
  blogs_slug_idx: { code: 'SLUG_TAKEN', field: 'slug' },
};

/**
 * The SQLSTATEs of class 22 that a value sent by a person can cause: text PostgreSQL cannot store
 * (a NUL: 22P05, 22021), a date it cannot read or hold (22007, 22008), a value not of its type
 * (22P02), one too long for its column (22001). The rest of the class (division by zero, a number
 * out of range, a bad argument) come from the server's own arithmetic and stay 500s.
 */
const inputDataErrors = new Set(['22P05', '22021', '22007', '22008', '22P02', '22001']);

/**
 * The 4xx a database error stands for, when the request's content caused it: a reference to
 * something missing (23503), a duplicate on an index a person can run into (23505, e.g. two
 * sign-ups racing past the service's check), a value PostgreSQL cannot store (`inputDataErrors`).
 * Anything else is the server's fault and stays a 500.
 */
export function problemForDatabaseError(error: unknown): DatabaseProblem | undefined {
  const cause = postgresErrorOf(error);
  if (!cause) return undefined;
  if (cause.code === '23503') {
    const key = cause.constraint ? foreignKeys.get(cause.constraint) : undefined;
    const media = key?.foreignTable === 'media';
    return {
      status: 422,
      code: media ? 'MEDIA_NOT_FOUND' : 'REFERENCE_NOT_FOUND',
      ...(key?.field
        ? { errors: [{ field: key.field, rule: media ? 'validation.mediaNotFound' : 'validation.referenceNotFound' }] }
        : {}),
    };
  }
  if (cause.code === '23505') {
    const known = cause.constraint ? uniqueIndexes[cause.constraint] : undefined;
    return known
      ? { status: 409, code: known.code, errors: [{ field: known.field, rule: 'validation.alreadyTaken' }] }
      : undefined;
  }
  if (inputDataErrors.has(cause.code)) return { status: 400, code: 'VALIDATION_FAILED' };
  return undefined;
}
