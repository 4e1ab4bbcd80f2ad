/** Fields of the record that are bookkeeping, not content: never listed as "changed". */
const BOOKKEEPING = new Set(['_id', 'version', 'createdAt', 'updatedAt', 'deletedAt']);

/** A value the conflict panel can show (the panel puts it in words, in the page's language). */
export type ShownValue = string | number | boolean | { en: string; ar: string };
export type FieldChange = { field: string; before?: ShownValue; after?: ShownValue };

const simple = (value: unknown): ShownValue | undefined => {
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return value;
  if (value === null || value === undefined) return '';
  const pair = value as { en?: unknown; ar?: unknown };
  if (typeof pair.en === 'string' && typeof pair.ar === 'string' && Object.keys(value).length === 2) {
    return { en: pair.en, ar: pair.ar };
  }
  return undefined;
};

/** Stable JSON (object keys sorted) so two equal records compare equal whatever their key order. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => a.localeCompare(b)))
      : v,
  );
}

/**
 * What someone else changed: the top-level fields where the record now (`theirs`) differs from the
 * one the form opened (`opened`); text, numbers, flags and bilingual texts with both values.
 */
export function changedFields(opened: Record<string, unknown>, theirs: Record<string, unknown>): FieldChange[] {
  const keys = [...new Set([...Object.keys(opened), ...Object.keys(theirs)])].filter((key) => !BOOKKEEPING.has(key));
  return keys
    .filter((key) => canonical(opened[key] ?? null) !== canonical(theirs[key] ?? null))
    .map((field) => {
      const before = simple(opened[field]);
      const after = simple(theirs[field]);
      return before !== undefined && after !== undefined ? { field, before, after } : { field };
    });
}
