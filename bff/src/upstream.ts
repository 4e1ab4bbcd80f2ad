import type { Lang } from 'contracts/i18n';

export type UpstreamAnswer = { status: number; body: unknown; headers: Headers };

/** A call from the BFF itself to the api (for the routes it handles rather than proxies). */
export async function callApi(
  apiUrl: string,
  method: string,
  path: string,
  init: { lang: Lang; token?: string | undefined; body?: unknown; timeoutMs?: number },
): Promise<UpstreamAnswer> {
  const response = await fetch(`${apiUrl}${path}`, {
    method,
    headers: {
      'x-lang': init.lang,
      accept: 'application/json',
      ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
      ...(init.body !== undefined ? { 'content-type': 'application/json' } : {}),
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
    signal: AbortSignal.timeout(init.timeoutMs ?? 10_000),
  });
  const text = await response.text();
  let body: unknown = null;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    body = { detail: text };
  }
  return { status: response.status, body, headers: response.headers };
}
