import type { FilterField, FilterFields, FilterValues } from 'contracts/list-filters';
import { startTransition, useCallback, useMemo, useOptimistic } from 'react';
import { useSearchParams } from 'react-router';

/** What the URL carries for a list (contracts' restaurantListFilters or shopListFilters). */
export type ListFilters<D extends FilterFields> = FilterValues<D>;

const parts = (raw: string[]) => raw.flatMap((value) => value.split(',')).filter((part) => part !== '');

/**
 * One field from the URL, as the API's schema would take it, except that a bad value is dropped
 * instead of failing the page (a hand-edited or outdated link): unknown list items are left out,
 * an unknown sort falls back to the default, a repeated or unknown flag is ignored.
 */
function parseField(field: FilterField, raw: string[]): unknown {
  switch (field.kind) {
    case 'list': {
      if (raw.length === 0 || (raw.length === 1 && raw[0] === '')) return undefined;
      const given = parts(raw);
      const known = given.filter((part) => field.values.includes(part));
      const fits = known.length <= field.values.length * 2;
      if (known.length === given.length) return fits ? known : undefined; // `?cuisineTypes=,` reads as []
      return known.length > 0 && fits ? known : undefined;
    }
    case 'flag':
      return raw.length === 1 && (raw[0] === 'true' || raw[0] === 'false') ? raw[0] === 'true' : undefined;
    case 'text': {
      const value = raw.length === 1 ? raw[0]?.trim() : undefined;
      return value && value.length <= field.maxLength ? value : undefined;
    }
    case 'choice':
      return raw.length === 1 && field.values.includes(raw[0] ?? '') ? raw[0] : field.fallback;
  }
}

/** Reads a list's filters from a URL query; paging and other parameters (such as `lang`) are not filters. */
export function parseFilters<D extends FilterFields>(fields: D, params: URLSearchParams): ListFilters<D> {
  const filters: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(fields)) {
    const value = parseField(field, params.getAll(key));
    if (value !== undefined) filters[key] = value;
  }
  return filters as ListFilters<D>;
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
export function writeFilters<D extends FilterFields>(
  fields: D,
  filters: Partial<ListFilters<D>>,
  current: URLSearchParams,
): URLSearchParams {
  const defaults = parseFilters(fields, new URLSearchParams()) as Record<string, unknown>;
  const next = new URLSearchParams(current);
  // Load more is not a link: a shared URL opens on the first page.
  for (const key of [...Object.keys(fields), 'page', 'limit']) next.delete(key);
  for (const key of Object.keys(fields)) {
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
export function useUrlFilters<D extends FilterFields>(fields: D) {
  const [params, setParams] = useSearchParams();
  const query = params.toString();
  const parsed = useMemo(() => parseFilters(fields, params), [fields, params]);
  // The router applies a URL change in a transition, a moment later; until it has, the controls
  // show what was chosen (a controlled checkbox would otherwise flick back for a frame). React keeps
  // an optimistic value only while its transition is pending, so once the URL change is applied, or
  // overtaken by Back, the filters are what the URL says.
  const [filters, showChosen] = useOptimistic(parsed, (_shown, chosen: ListFilters<D>) => chosen);
  const update = useCallback(
    (patch: Partial<ListFilters<D>>) => {
      const next = { ...filters, ...patch };
      const written = writeFilters(fields, next, params);
      if (written.toString() === query) return; // no change, no history entry (Back would seem to do nothing)
      startTransition(() => {
        showChosen(next);
        setParams(written);
      });
    },
    [filters, query, params, fields, setParams, showChosen],
  );
  const reset = useCallback(() => {
    const written = writeFilters(fields, {}, params);
    if (written.toString() !== query) setParams(written);
  }, [params, query, fields, setParams]);
  return { filters, update, reset };
}
