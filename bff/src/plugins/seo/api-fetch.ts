import type { Lang } from 'contracts/i18n';

export type ApiAnswer = { status: number; body: unknown };

/**
 * GET from the api in one language, giving up after `timeoutMs` (reading the body included).
 * Only a 200 body is parsed: errors are told apart by their status alone.
 */
export async function fetchApi(apiUrl: string, path: string, lang: Lang, timeoutMs: number): Promise<ApiAnswer> {
  const response = await fetch(new URL(path, apiUrl), {
    headers: { accept: 'application/json', 'x-lang': lang },
    signal: AbortSignal.timeout(timeoutMs),
  });
  if (response.status !== 200) {
    await response.body?.cancel();
    return { status: response.status, body: null };
  }
  return { status: 200, body: await response.json() };
}

export const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
