import type { Lang } from 'contracts/i18n';
import type { FastifyRequest } from 'fastify';

/**
 * The browser's address for the api (its audit trail records it), as the BFF knows it: `request.ip`,
 * which believes X-Forwarded-For only from TRUSTED_PROXIES. It replaces whatever the browser sent
 * under that name; the api believes this header from the BFF's addresses only (its BFF_ADDRESSES).
 */
export const forwardedFor = (request: Pick<FastifyRequest, 'ip'>) => ({ 'x-forwarded-for': request.ip });

export type UpstreamAnswer = { status: number; body: unknown; headers: Headers };

/** A call from the BFF itself to the api (for the routes it handles rather than proxies). */
export async function callApi(
  apiUrl: string,
  method: string,
  path: string,
  init: { lang: Lang; clientIp: string; token?: string | undefined; body?: unknown; timeoutMs?: number },
): Promise<UpstreamAnswer> {
  const response = await fetch(`${apiUrl}${path}`, {
    method,
    headers: {
      'x-lang': init.lang,
      ...forwardedFor({ ip: init.clientIp }),
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
