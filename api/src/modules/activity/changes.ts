/**
 * What an audit entry says changed: the fields whose value differs, each with its value before and
 * after. Secrets never enter it, and neither do the columns the database derives by itself.
 */

/**
 * Field names that are never recorded, at any depth: password hashes, token and code hashes, secrets.
 * A pattern rather than a list of today's columns, so a column added later (`resetTokenHash`,
 * `apiKey`) is kept out without anyone remembering to add it (test/activity-changes.test.ts).
 */
const NEVER_RECORDED = /password|token|secret|hash|otp|api_?key|salt|credential/i;

/**
 * Bookkeeping the entry carries itself (`at`, `entityId`) or that is derived from other fields;
 * `version` moves on at every write, so it says nothing about what changed.
 */
const NOT_CHANGES = new Set(['id', 'createdAt', 'updatedAt', 'searchText', 'nameSearch', 'titleSearch', 'version']);

export const isNeverRecorded = (field: string) => NEVER_RECORDED.test(field);

export type Row = Record<string, unknown>;
export type Changes = Record<string, { before: unknown; after: unknown }>;

/** A stored value as JSON would carry it, with any secret-looking key dropped at every depth. */
function plain(value: unknown): unknown {
  if (value === undefined) return null;
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value)) return value.map(plain);
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value)
        .filter(([key]) => !isNeverRecorded(key))
        .map(([key, inner]) => [key, plain(inner)]),
    );
  }
  return value;
}

/**
 * The changed fields between two versions of a row: on a creation (`before` null) every field with
 * its new value, on a deletion (`after` null) every field with its last value, on an update only the
 * fields that differ.
 */
export function changedFields(before: Row | null | undefined, after: Row | null | undefined): Changes {
  const fields = new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})]);
  const changes: Changes = {};
  for (const field of fields) {
    if (NOT_CHANGES.has(field) || isNeverRecorded(field)) continue;
    const was = before ? plain(before[field]) : null;
    const is = after ? plain(after[field]) : null;
    if (was === null && is === null) continue;
    if (before && after && JSON.stringify(was) === JSON.stringify(is)) continue;
    changes[field] = { before: was, after: is };
  }
  return changes;
}
