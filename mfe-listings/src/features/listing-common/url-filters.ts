import { useCallback, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { z } from 'zod';

/** A list's query schema from contracts (restaurantListQuery, shopListQuery). */
export type ListQuerySchema = z.ZodObject<z.ZodRawShape>;
/** What the URL carries: every filter of the list, but not its paging (load more is not a link). */
export type ListFilters<S extends ListQuerySchema> = Omit<z.output<S>, 'page' | 'limit'>;

const PAGING_KEYS = new Set(['page', 'limit']);

const filterKeys = (schema: ListQuerySchema) => Object.keys(schema.shape).filter((key) => !PAGING_KEYS.has(key));

/**
 * Reads the filters from a URL query with the API's own schema, field by field, so a bad
 * value (a hand-edited or outdated link) is dropped instead of breaking the page: an unknown
 * sort falls back to the default, an unknown cuisine leaves the known ones.
 */
export function parseFilters<S extends ListQuerySchema>(schema: S, params: URLSearchParams): ListFilters<S> {
  const filters: Record<string, unknown> = {};
  for (const key of filterKeys(schema)) {
    const value = parseField(schema.shape[key] as z.ZodType, params.getAll(key));
    if (value !== undefined && value !== '') filters[key] = value;
  }
  return filters as ListFilters<S>;
}

function parseField(field: z.ZodType, raw: string[]): unknown {
  const whole = field.safeParse(raw.length > 1 ? raw : raw[0]);
  if (whole.success) return whole.data;
  const known = raw
    .flatMap((value) => value.split(','))
    .filter((part) => {
      const one = field.safeParse(part);
      return one.success && Array.isArray(one.data);
    });
  const kept = known.length > 0 ? field.safeParse(known) : undefined;
  if (kept?.success) return kept.data;
  const fallback = field.safeParse(undefined);
  return fallback.success ? fallback.data : undefined;
}

/** A filter that filters nothing: left out of the URL (and of the request). */
function isBlank(value: unknown): boolean {
  return (
    value === undefined ||
    value === null ||
    value === '' ||
    value === false ||
    (Array.isArray(value) && value.length === 0)
  );
}

/**
 * Writes `filters` into a copy of `current`, keeping the query's other parameters (such as
 * `lang`). Lists are comma-separated, defaults (sort=featured) and blanks are left out, so
 * equal filters always give the same, short, shareable link.
 */
export function writeFilters<S extends ListQuerySchema>(
  schema: S,
  filters: Partial<ListFilters<S>>,
  current: URLSearchParams,
): URLSearchParams {
  const defaults = parseFilters(schema, new URLSearchParams()) as Record<string, unknown>;
  const next = new URLSearchParams(current);
  for (const key of [...filterKeys(schema), ...PAGING_KEYS]) next.delete(key);
  for (const key of filterKeys(schema)) {
    const value = (filters as Record<string, unknown>)[key];
    if (isBlank(value) || value === defaults[key]) continue;
    next.set(key, Array.isArray(value) ? value.join(',') : String(value));
  }
  return next;
}

/** How many filters are set (sort and the name search not counted), for the "Filters (n)" button. */
export function countActiveFilters(filters: Record<string, unknown>, ignore: readonly string[]): number {
  return Object.entries(filters).filter(([key, value]) => !ignore.includes(key) && !isBlank(value)).length;
}

/**
 * The list's filters, living in the URL query: a filtered list can be shared, and survives a
 * reload and the back button (each change is a history entry).
 */
export function useUrlFilters<S extends ListQuerySchema>(schema: S) {
  const [params, setParams] = useSearchParams();
  const query = params.toString();
  const parsed = useMemo(() => parseFilters(schema, params), [schema, params]);
  // The router applies a URL change a moment later; until then the controls show what was
  // chosen (a controlled checkbox would otherwise flick back for a frame).
  const [chosen, setChosen] = useState<{ from: string; filters: ListFilters<S> } | null>(null);
  const filters = chosen?.from === query ? chosen.filters : parsed;
  const update = useCallback(
    (patch: Partial<ListFilters<S>>) => {
      const next = { ...filters, ...patch };
      setChosen({ from: query, filters: next });
      setParams(writeFilters(schema, next, params));
    },
    [filters, query, params, schema, setParams],
  );
  const reset = useCallback(() => setParams(writeFilters(schema, {}, params)), [params, schema, setParams]);
  return { filters, update, reset };
}
