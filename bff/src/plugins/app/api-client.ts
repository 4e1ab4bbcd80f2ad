import type { Lang } from 'contracts/i18n';
import type { FastifyRequest } from 'fastify';
import { type ApiAvailability, ApiUnavailableError, isGatewayPage, watched } from './api-availability.ts';

/**
 * The browser's address for the api (its audit trail records it), as the BFF knows it: `request.ip`,
 * which believes X-Forwarded-For only from TRUSTED_PROXIES. It replaces whatever the browser sent
 * under that name; the api believes this header from the BFF's addresses only (its BFF_ADDRESSES).
 */
export const forwardedFor = (request: Pick<FastifyRequest, 'ip'>) => ({ 'x-forwarded-for': request.ip });

/** The api's answer: its status, its JSON body (an unparsable one as `{ detail: text }`), its headers. */
export type ApiAnswer = { status: number; body: unknown; headers: Headers };

type ApiCall = {
  lang: Lang;
  /** The visitor the call is made for (forwardedFor); none for the BFF's own reads (page meta, sitemap). */
  clientIp?: string;
  /** The session's api token: the call is made as its user. */
  token?: string | undefined;
  /**
   * The browser's device id (the gateway's HTTP-only cookie), sent as `x-device` on the sign-in
   * calls: the api counts a known device's wrong passwords apart from everyone else's.
   */
  device?: string | undefined;
  body?: unknown;
  /** Reading the body included; the client's own bound by default. */
  timeoutMs?: number;
  /** The caller gives up (a first screen's deadline). */
  signal?: AbortSignal | undefined;
};

/**
 * The BFF's calls to the api for what it answers itself: the sign-in gateway, page meta, the sitemap,
 * the first screens' data. Each is watched by the availability tracker: refused at once
 * (ApiUnavailableError) while the api is known to be down, cut as soon as it is found down; a
 * gateway's error page instead of an api's answer is ApiUnavailableError too. The api proxy
 * (routes/api-proxy.ts) streams the browser's own calls through @fastify/http-proxy on the
 * tracker's connections instead: it forwards bodies and headers it never reads.
 */
export type ApiClient = {
  call(method: string, path: string, init: ApiCall): Promise<ApiAnswer>;
  get(path: string, init: ApiCall): Promise<ApiAnswer>;
};

export function createApiClient(options: {
  apiUrl: string;
  /** UPSTREAM_TIMEOUT_MS: a call's bound unless it says otherwise. */
  timeoutMs?: number;
  /** Tests build parts of the BFF without one. */
  availability?: ApiAvailability;
}): ApiClient {
  const base = options.apiUrl.replace(/\/+$/, '');
  const call = (method: string, path: string, init: ApiCall) =>
    watched(options.availability, (down) => fetchAnswer(method, path, init, down));

  async function fetchAnswer(
    method: string,
    path: string,
    init: ApiCall,
    down: AbortSignal | undefined,
  ): Promise<ApiAnswer> {
    const timeout = AbortSignal.timeout(init.timeoutMs ?? options.timeoutMs ?? 10_000);
    const response = await fetch(`${base}${path}`, {
      method,
      headers: {
        'x-lang': init.lang,
        ...(init.clientIp !== undefined ? forwardedFor({ ip: init.clientIp }) : {}),
        accept: 'application/json',
        ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
        ...(init.device ? { 'x-device': init.device } : {}),
        ...(init.body !== undefined ? { 'content-type': 'application/json' } : {}),
      },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
      signal: AbortSignal.any([timeout, ...(down ? [down] : []), ...(init.signal ? [init.signal] : [])]),
    });
    if (isGatewayPage(response.status, response.headers.get('content-type'))) {
      await response.body?.cancel();
      throw new ApiUnavailableError();
    }
    const text = await response.text();
    let body: unknown = null;
    try {
      body = text ? JSON.parse(text) : null;
    } catch {
      body = { detail: text };
    }
    return { status: response.status, body, headers: response.headers };
  }

  return { call, get: (path, init) => call('GET', path, init) };
}

export const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
