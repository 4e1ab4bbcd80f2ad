import { apiUrl, type QueryValue } from 'contracts/api-url';
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

    let response: Response;
    try {
      response = await doFetch(url, {
        method,
        headers,
        credentials: 'include',
        body: init.body === undefined ? undefined : JSON.stringify(init.body),
      });
    } catch (cause) {
      hooks.onNetworkError?.();
      throw new NetworkError(cause);
    }
    const payload = await response.json().catch(() => null);
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
export type ApiClient = ReturnType<typeof createApiClient>;
