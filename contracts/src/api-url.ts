/** Where the BFF serves the API, as the browser calls it. */
const API_BASE = '/api/v1/';

export type QueryValue = string | number | boolean | undefined | null | readonly (string | number)[];

/**
 * Query parameters for a call: optional filters only when non-empty, arrays only with items
 * (spec §5), arrays as repeated keys, and the language last.
 */
export function apiSearchParams(query: Record<string, QueryValue>, lang: string): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    if (Array.isArray(value)) {
      for (const item of value) params.append(key, String(item));
    } else params.set(key, String(value));
  }
  params.set('lang', lang);
  return params;
}

/**
 * The URL of an API call. One builder for the browser's client and the BFF's preload tags: a
 * preloaded response is only reused when the page asks for exactly the same URL.
 */
export const apiUrl = (path: string, query: Record<string, QueryValue>, lang: string) =>
  `${API_BASE}${path.replace(/^\//, '')}?${apiSearchParams(query, lang)}`;

/**
 * The header a client sends with a write (POST, PUT, PATCH, DELETE): a uuid of its choosing, one per
 * logical write and the same on a retry. The api runs a write once per key and replays its answer
 * to a repeat, so a write retried after a 503 (the answer lost, not the write) is not applied twice.
 */
export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';
/** Set (`true`) on an answer the api replays for a repeated key rather than running the write again. */
export const IDEMPOTENT_REPLAY_HEADER = 'idempotent-replay';
