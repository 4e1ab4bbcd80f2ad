import { type ErrorBody, errorMessage } from 'contracts/errors';
import type { Lang } from 'contracts/i18n';

/**
 * When the api says the token is gone (expired or revoked), or a signed-in browser's session
 * has expired here, the browser must sign out: 401 with `action: AUTO_LOGOUT`.
 */
export function mustSignOut(status: number, body: unknown, hadSession: boolean, staleSession: boolean): boolean {
  if (status !== 401) return false;
  const code = typeof body === 'object' && body !== null ? (body as { code?: unknown }).code : undefined;
  return code === 'TOKEN_EXPIRED' || (staleSession && !hadSession);
}

export const autoLogoutBody = (lang: Lang): ErrorBody => ({
  action: 'AUTO_LOGOUT',
  code: 'SESSION_EXPIRED',
  message: errorMessage('SESSION_EXPIRED', lang),
});
