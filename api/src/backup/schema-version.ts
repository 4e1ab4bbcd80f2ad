/**
 * The schema version a database is at, and the one this code's migrations reach: the latest applied
 * migration, as drizzle's migrator knows it (`drizzle.__drizzle_migrations.created_at` is the
 * journal entry's `when`, and the migrator applies every entry whose `when` is later).
 */
import { readFileSync } from 'node:fs';
import { z } from 'zod';
import type { Sql } from './sql.ts';

const journalSchema = z.object({ entries: z.array(z.object({ idx: z.number(), when: z.number(), tag: z.string() })) });

export const schemaVersionSchema = z.object({
  /** The migration's file name without `.sql`, or `unknown` when this code has no such migration. */
  migration: z.string(),
  /** Its journal timestamp: what decides which migrations a database still lacks. */
  when: z.number().int().nonnegative(),
  /** How many migrations the database has applied. */
  applied: z.number().int().nonnegative(),
});
export type SchemaVersion = z.infer<typeof schemaVersionSchema>;

const journalFile = new URL('../../drizzle/meta/_journal.json', import.meta.url);

function journal() {
  return journalSchema.parse(JSON.parse(readFileSync(journalFile, 'utf8'))).entries;
}

/** The schema this code's migrations build. */
export function codeSchemaVersion(): SchemaVersion {
  const entries = journal();
  const latest = entries.at(-1);
  if (!latest) throw new Error('this code has no migrations');
  return { migration: latest.tag, when: latest.when, applied: entries.length };
}

/** The schema the database is at, or undefined when no migration was ever applied to it. */
export async function databaseSchemaVersion(sql: Sql): Promise<SchemaVersion | undefined> {
  const [table] = await sql.query<{ found: string | null }>(
    `SELECT to_regclass('drizzle.__drizzle_migrations')::text AS found`,
  );
  if (!table?.found) return undefined;
  const rows = await sql.query<{ when: string }>(
    'SELECT created_at::text AS "when" FROM drizzle.__drizzle_migrations ORDER BY created_at',
  );
  const latest = rows.at(-1);
  if (!latest) return undefined;
  const when = Number(latest.when);
  const tag = journal().find((entry) => entry.when === when)?.tag ?? 'unknown';
  return { migration: tag, when, applied: rows.length };
}

/** A database at `version` has migrations this code does not know: restoring it would break the api. */
export function isNewerThanCode(version: SchemaVersion): boolean {
  const known = journal().some((entry) => entry.when === version.when);
  return !known || version.when > codeSchemaVersion().when;
}
