import { errorMessage } from 'contracts/errors';
import type { ServerFetch } from 'contracts/first-screen';
import { resolveLang } from 'contracts/i18n';
import { RETRY_AFTER_SECONDS } from 'server-kit/unavailable';
import type { ApiClient } from '../plugins/app/api-client.ts';
import { unavailableBody } from '../plugins/app/bff-errors.ts';
import { wrapError, wrapSuccess } from '../plugins/app/browser-wrapper.ts';
import { type PublicCache, publicReadKey } from '../plugins/app/public-cache.ts';
import type { PublicChanges } from '../plugins/app/public-changes.ts';
import { refusedAuthPath, refusedTestPath } from '../routes/api-proxy.ts';

const json = (body: string | Buffer, status: number, headers: Record<string, string> = {}) =>
  new Response(body, { status, headers: { 'content-type': 'application/json; charset=utf-8', ...headers } });

/**
 * A first screen's data calls (contracts/first-screen `fetch`), answered in the BFF's process as the
 * api proxy (routes/api-proxy.ts) answers a guest's: from the public cache when it holds the answer,
 * else through the api client, in the browser's wrapper (`{ data }`, or `{ message, code }` with the
 * api's status, 503 UPSTREAM_UNAVAILABLE while the api is down), a public answer then kept in the
 * public cache for the browser's own call. A server render is a guest's GET: anything else is refused.
 */
export function createPageDataFetch(options: {
  api: ApiClient;
  cache: PublicCache;
  changes?: PublicChanges;
}): ServerFetch {
  return async (input, init = {}) => {
    const method = (init.method ?? 'GET').toUpperCase();
    const url = new URL(input, 'http://bff');
    const headers = new Headers(init.headers);
    // As the lang plugin reads a browser's: `x-lang`, else `?lang=`.
    const lang = resolveLang(headers.get('x-lang') ?? url.searchParams.get('lang') ?? undefined);
    const path = `${url.pathname}${url.search}`;
    if (method !== 'GET' || !url.pathname.startsWith('/api/v1/') || refusedAuthPath(path) || refusedTestPath(path))
      return json(JSON.stringify({ code: 'NOT_FOUND', message: errorMessage('NOT_FOUND', lang) }), 404);
    const key = publicReadKey(path, lang);
    const cached = key ? options.cache.get(key) : undefined;
    if (cached) return json(cached.body, 200);
    const generation = options.changes?.generation;
    let answer: Awaited<ReturnType<ApiClient['get']>>;
    try {
      answer = await options.api.get(path, { lang, signal: init.signal ?? undefined });
    } catch (error) {
      // The render gave up: as fetch does. Else, as the proxy answers any call the api did not answer.
      if (init.signal?.aborted) throw error;
      return json(JSON.stringify(unavailableBody(lang)), 503, { 'retry-after': String(RETRY_AFTER_SECONDS) });
    }
    if (answer.status >= 400) return json(JSON.stringify(wrapError(answer.body, lang)), answer.status);
    // No content (the proxy passes such an answer on as it came): a Response cannot have a body then.
    if (answer.status === 204 || answer.status === 304) return new Response(null, { status: answer.status });
    const wrapped = JSON.stringify(wrapSuccess(url.pathname, answer.body));
    // Kept only as the proxy keeps an answer: JSON (anything else it passes on untouched, never kept).
    const isJson = answer.headers.get('content-type')?.includes('json') ?? false;
    if (key && answer.status === 200 && isJson) options.cache.set(key, wrapped, generation);
    return json(wrapped, answer.status);
  };
}
