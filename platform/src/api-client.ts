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
 * network failure, a 401 AUTO_LOGOUT that signed the browser out, or a write it could not confirm
 * either way (504 OUTCOME_UNKNOWN: saying "failed" would be wrong). Callers toast their own
 * message only for other failures, so one failure never shows two toasts. Remotes import it from
 * platform/api (the shell's copy); it checks by name, like isApiError, in case a copy of these
 * classes comes from elsewhere all the same.
 */
export function isAnnouncedByClient(error: unknown): boolean {
  if (error instanceof Error && error.name === 'NetworkError') return true;
  if (!isApiError(error)) return false;
  return (error.status === 401 && error.body?.action === 'AUTO_LOGOUT') || error.code === 'OUTCOME_UNKNOWN';
}

export type { QueryValue };

type ClientHooks = {
  /** The session is gone on the server (401 AUTO_LOGOUT). */
  onAutoLogout?: (message: string) => void;
  onNetworkError?: () => void;
  /** A write could not be confirmed either way (504 OUTCOME_UNKNOWN after every try). */
  onOutcomeUnknown?: (message: string) => void;
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
/** The longest a write waits between tries, whatever Retry-After says: a person is waiting. */
const WRITE_RETRY_MAX_WAIT_MS = 3000;
/**
 * How long a write whose outcome is unknown (504 OUTCOME_UNKNOWN: the BFF sent it and got no answer)
 * is asked again, with the same idempotency key, before the user is told it could not be confirmed.
 * The api answers the key with the write's real outcome as soon as it answers at all.
 */
export const OUTCOME_DEADLINE_MS = 30_000;

type Answer = { response: Response; payload: unknown };
const codeOf = (payload: unknown) => (payload as ErrorBody | null)?.code;

/** What Retry-After asks for (ms, at most WRITE_RETRY_MAX_WAIT_MS), or `fallback` when it says nothing usable. */
function retryAfterMs(response: Response, fallback: number): number {
  const seconds = Number(response.headers.get('retry-after'));
  if (!response.headers.has('retry-after') || !Number.isFinite(seconds) || seconds < 0) return fallback;
  return Math.min(seconds * 1000, WRITE_RETRY_MAX_WAIT_MS);
}

/**
 * While a write's outcome is unknown, these answers leave it unknown: the BFF still cannot reach the
 * api (503), or the first try still runs there (409 REQUEST_IN_PROGRESS). Any other answer is the
 * write's outcome (the api replays its first answer for the key).
 */
const STILL_UNKNOWN = new Set(['OUTCOME_UNKNOWN', 'UPSTREAM_UNAVAILABLE', 'REQUEST_IN_PROGRESS']);

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The write's outcome, as far as it can be learnt. A 503 UPSTREAM_UNAVAILABLE with Retry-After (the
 * api not reached: nothing applied) is tried once more. A 504 OUTCOME_UNKNOWN (sent, no answer) is
 * asked again with the same key until an answer says what became of it, for at most
 * OUTCOME_DEADLINE_MS: never a "not saved" for a write that may have been saved. Then the last
 * OUTCOME_UNKNOWN stands. `again` sends the write once more (a failed network throws NetworkError).
 */
async function settleWrite(first: Answer, again: () => Promise<Answer>): Promise<Answer> {
  let answer = first;
  if (answer.response.status === 503 && codeOf(answer.payload) === 'UPSTREAM_UNAVAILABLE') {
    if (!answer.response.headers.has('retry-after')) return answer;
    await pause(retryAfterMs(answer.response, WRITE_RETRY_MAX_WAIT_MS));
    answer = await again();
  }
  if (codeOf(answer.payload) !== 'OUTCOME_UNKNOWN') return answer;
  let unknown = answer;
  const deadline = Date.now() + OUTCOME_DEADLINE_MS;
  for (let tries = 0; Date.now() < deadline; tries++) {
    // Retry-After when the answer gives one; otherwise a second, then longer, up to the cap.
    await pause(retryAfterMs(answer.response, Math.min(1000 * 2 ** tries, WRITE_RETRY_MAX_WAIT_MS)));
    try {
      answer = await again();
    } catch (error) {
      // The network failed: the outcome is as unknown as before, so ask again.
      if (error instanceof Error && error.name === 'NetworkError') continue;
      throw error;
    }
    if (!STILL_UNKNOWN.has(codeOf(answer.payload) ?? '')) return answer;
    if (codeOf(answer.payload) === 'OUTCOME_UNKNOWN') unknown = answer;
  }
  return unknown;
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
    // One key per logical write, the same on its retries: the api applies the write once.
    const write = WRITES.has(method);
    if (write) headers[IDEMPOTENCY_KEY_HEADER] = newIdempotencyKey();

    /** One try; a failed network says so (`announce`) and throws NetworkError. */
    const send = async (announce: boolean): Promise<Answer> => {
      let response: Response;
      try {
        response = await doFetch(url, {
          method,
          headers,
          credentials: 'include',
          body: init.body === undefined ? undefined : JSON.stringify(init.body),
        });
      } catch (cause) {
        if (announce) hooks.onNetworkError?.();
        throw new NetworkError(cause);
      }
      return { response, payload: await response.json().catch(() => null) };
    };
    let { response, payload } = await send(true);
    // Asked again while its outcome is unknown, the network's own failures are not announced each time.
    if (write) ({ response, payload } = await settleWrite({ response, payload }, () => send(false)));
    if (!response.ok) {
      const body = payload as (ErrorBody & { action?: string }) | null;
      if (response.status === 401 && body?.action === 'AUTO_LOGOUT') hooks.onAutoLogout?.(body.message);
      if (body?.code === 'OUTCOME_UNKNOWN') hooks.onOutcomeUnknown?.(body.message);
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
