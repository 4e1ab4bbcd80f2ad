import { type ErrorCode, errorCatalogue, errorMessage } from 'contracts/errors';
import type { Lang } from 'contracts/i18n';
import { isAnnouncedByClient, isApiError } from 'platform/api';
import { notify } from 'platform/toast';

const isCatalogued = (code: string): code is ErrorCode => Object.hasOwn(errorCatalogue, code);

const asApiError = (error: unknown) => (isApiError(error) ? error : null);

/** The seconds the server asks us to wait before trying again (429 answers), if any. */
export function retryAfterSeconds(error: unknown): number {
  const value = (asApiError(error)?.body as { retryAfterSeconds?: unknown } | null | undefined)?.retryAfterSeconds;
  return typeof value === 'number' && value > 0 ? Math.ceil(value) : 0;
}

/**
 * Toasts the catalogue's message for a failed call (spec §8). Network failures and forced
 * sign-outs are already announced by the shared api client, so they are not repeated here.
 */
export function toastApiError(error: unknown, lang: Lang) {
  if (isAnnouncedByClient(error)) return;
  const failure = asApiError(error);
  if (!failure) {
    notify.error(errorMessage('SOMETHING_WENT_WRONG', lang));
    return;
  }
  const message = isCatalogued(failure.code) ? errorMessage(failure.code, lang) : failure.message;
  notify.error(message, { id: `api-error-${failure.code}` });
}
