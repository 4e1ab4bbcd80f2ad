import { apiUrl, IDEMPOTENCY_KEY_HEADER, type QueryValue } from 'contracts/api-url';
import type { ErrorBody } from 'contracts/errors';
import { DEFAULT_LIMIT, DEFAULT_PAGE } from 'contracts/paging';

/** The one error type of the front end: a non-OK answer from the BFF. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly body: ErrorBody | null;
  constructor(status: number, body: ErrorBody | null) {
    super(body?.message ?? `HTTP ${status}`);
    this.name = 'ApiError';
    this.status = status;
    this.code = body?.code ?? 'SOMETHING_WENT_WRONG';
    this.body = body;
  }
}

/**
 * Whether `error` is an ApiError. Use it instead of `instanceof`: a remote may hold its own copy
 * of this module (MF shares only what the shell imports by name), so the class can differ.
 */
export function isApiError(error: unknown): error is ApiError {
  return error instanceof Error && error.name === 'ApiError' && typeof (error as ApiError).status === 'number';
}

/** The network itself failed (offline, DNS, connection reset). */
export class NetworkError extends Error {
  constructor(cause: unknown) {
    super('Network error', { cause });
    this.name = 'NetworkError';
  }
}

/**
 * Whether the shared client (platform/api) has already told the user about `error` (spec §8): a
 * network failure, or a 401 AUTO_LOGOUT that signed the browser out. Callers toast their own
 * message only for other failures, so one failure never shows two toasts. Remotes import it from
 * platform/api (the shell's copy); it checks by name, like isApiError, in case a copy of these
 * classes comes from elsewhere all the same.
 */
export function isAnnouncedByClient(error: unknown): boolean {
  if (error instanceof Error && error.name === 'NetworkError') return true;
  return isApiError(error) && error.status === 401 && error.body?.action === 'AUTO_LOGOUT';
}

export type { QueryValue };

type ClientHooks = {
  /** The session is gone on the server (401 AUTO_LOGOUT). */
  onAutoLogout?: (message: string) => void;
  onNetworkError?: () => void;
};

/** List calls default to page 1 and limit 10 (spec §5). */
export function withPaging<T extends Record<string, QueryValue>>(
  query: T,
): T & { page: QueryValue; limit: QueryValue } {
  return { ...query, page: query.page ?? DEFAULT_PAGE, limit: query.limit ?? DEFAULT_LIMIT };
}

/**
 * A random (v4) uuid. crypto.randomUUID exists only in secure contexts (https, localhost); a site
 * opened over plain http elsewhere still has getRandomValues.
 */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** The longest a write waits before its one retry, whatever Retry-After says: a person is waiting. */
const WRITE_RETRY_MAX_WAIT_MS = 3000;

/**
 * How long to wait before retrying a write answered `response`, or undefined for no retry: only a
 * 503 UPSTREAM_UNAVAILABLE with Retry-After (the api unreachable or cut off, the write perhaps
 * applied all the same; the retry's idempotency key gets its answer rather than a second write).
 */
function retryDelayMs(response: Response, payload: unknown): number | undefined {
  if (response.status !== 503 || (payload as ErrorBody | null)?.code !== 'UPSTREAM_UNAVAILABLE') return undefined;
  const seconds = Number(response.headers.get('retry-after'));
  if (!response.headers.has('retry-after') || !Number.isFinite(seconds) || seconds < 0) return undefined;
  return Math.min(seconds * 1000, WRITE_RETRY_MAX_WAIT_MS);
}

export function createApiClient(options: { getLang: () => string; fetch?: typeof fetch; hooks?: ClientHooks }) {
  const doFetch = options.fetch ?? ((...args: Parameters<typeof fetch>) => fetch(...args));
  const hooks: ClientHooks = { ...options.hooks };

  async function request<T>(
    method: string,
    path: string,
    init: { query?: Record<string, QueryValue>; body?: unknown } = {},
  ): Promise<T> {
    const lang = options.getLang();
    const url = apiUrl(path, init.query ?? {}, lang);
    // x-csrf on every call, not only POST/PUT/PATCH/DELETE: the BFF also asks it of the GETs that
    // change state (auth/logout, spec §7), and a same-origin header costs nothing.
    const headers: Record<string, string> = { 'x-lang': lang, accept: 'application/json', 'x-csrf': '1' };
    if (init.body !== undefined) headers['content-type'] = 'application/json';
    // One key per logical write, the same on its retry: the api applies the write once.
    const write = WRITES.has(method);
    if (write) headers[IDEMPOTENCY_KEY_HEADER] = newIdempotencyKey();

    const send = async () => {
      try {
        return await doFetch(url, {
          method,
          headers,
          credentials: 'include',
          body: init.body === undefined ? undefined : JSON.stringify(init.body),
        });
      } catch (cause) {
        hooks.onNetworkError?.();
        throw new NetworkError(cause);
      }
    };
    let response = await send();
    let payload: unknown = await response.json().catch(() => null);
    const delay = write ? retryDelayMs(response, payload) : undefined;
    if (delay !== undefined) {
      await new Promise((resolve) => setTimeout(resolve, delay));
      response = await send();
      payload = await response.json().catch(() => null);
    }
    if (!response.ok) {
      const body = payload as (ErrorBody & { action?: string }) | null;
      if (response.status === 401 && body?.action === 'AUTO_LOGOUT') hooks.onAutoLogout?.(body.message);
      const error = new ApiError(response.status, body);
      console.error(`[api] ${method} ${path}: ${error.status} ${error.message}`);
      throw error;
    }
    // 204 No Content (a listing moved to the trash): nothing to unwrap.
    if (payload === null) return undefined as T;
    return (payload as { data: T }).data;
  }

  return {
    get: <T>(path: string, query?: Record<string, QueryValue>) => request<T>('GET', path, { query }),
    post: <T>(path: string, body?: unknown) => request<T>('POST', path, { body }),
    put: <T>(path: string, body?: unknown) => request<T>('PUT', path, { body }),
    patch: <T>(path: string, body?: unknown) => request<T>('PATCH', path, { body }),
    delete: <T>(path: string) => request<T>('DELETE', path),
    setHooks(next: ClientHooks) {
      Object.assign(hooks, next);
    },
  };
}
