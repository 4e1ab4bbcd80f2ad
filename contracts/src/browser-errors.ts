import type { Bilingual } from './enums.ts';
import type { Lang } from './i18n.ts';

/**
 * The catalogue's messages that the browser shows on its own, with no answer to read them from: a
 * network failure, a session that ended, a change whose outcome is unknown, a saved item that could
 * not change. They are start-up code, so they live apart from the rest of the catalogue (errors.ts),
 * which takes them from here and loads with the pages that need it.
 */
export const browserErrorCatalogue = {
  BOOKMARK_REMOVE_FAILED: { en: 'Failed to remove bookmark.', ar: 'تعذرت إزالة الإشارة المرجعية.' },
  BOOKMARK_ADD_FAILED: { en: 'Failed to add bookmark.', ar: 'تعذرت إضافة الإشارة المرجعية.' },
  FAVORITE_REMOVE_FAILED: { en: 'Failed to remove from favorites.', ar: 'تعذرت الإزالة من المفضلة.' },
  FAVORITE_ADD_FAILED: { en: 'Failed to add to favorites.', ar: 'تعذرت الإضافة إلى المفضلة.' },
  SESSION_EXPIRED: {
    en: 'Session expired. Please log in again.',
    ar: 'انتهت الجلسة. يرجى تسجيل الدخول مرة أخرى.',
  },
  NETWORK_ERROR: {
    en: 'Network error: Check your internet connection or try again later.',
    ar: 'خطأ في الشبكة: تحقق من اتصالك بالإنترنت أو حاول لاحقًا.',
  },
  OUTCOME_UNKNOWN: {
    en: 'We could not confirm whether your change was saved. Please check before trying again.',
    ar: 'تعذر علينا التأكد من حفظ التغيير. يرجى التحقق قبل المحاولة مرة أخرى.',
  },
} as const satisfies Record<string, Bilingual>;

export type BrowserErrorCode = keyof typeof browserErrorCatalogue;

export function browserErrorMessage(code: BrowserErrorCode, lang: Lang): string {
  return browserErrorCatalogue[code][lang];
}
