import type { Bilingual } from './enums.ts';
import type { Lang } from './i18n.ts';

/**
 * The error catalogue of spec §8, plus the few codes the servers need, each with its
 * English and Arabic message. The code is stable; the message is what a person reads.
 */
export const errorCatalogue = {
  SOMETHING_WENT_WRONG: {
    en: 'Something went wrong! Please try again.',
    ar: 'حدث خطأ ما! يرجى المحاولة مرة أخرى.',
  },
  INVALID_TOKEN: { en: 'Invalid token.', ar: 'رمز غير صالح.' },
  ERROR_TRY_AGAIN: { en: 'An error occurred. Please try again.', ar: 'حدث خطأ. يرجى المحاولة مرة أخرى.' },
  USER_NOT_FOUND: { en: 'User not found.', ar: 'المستخدم غير موجود.' },
  TRY_AGAIN_LATER: {
    en: 'Something went wrong. Please try again later.',
    ar: 'حدث خطأ ما. يرجى المحاولة لاحقًا.',
  },
  CONTACT_FAILED: {
    en: 'Failed to submit contact form. Please try again later.',
    ar: 'تعذر إرسال نموذج التواصل. يرجى المحاولة لاحقًا.',
  },
  WISHLIST_REMOVE_FAILED: { en: 'Failed to remove from wishlist.', ar: 'تعذرت الإزالة من قائمة الأمنيات.' },
  WISHLIST_ADD_FAILED: { en: 'Failed to add to wishlist.', ar: 'تعذرت الإضافة إلى قائمة الأمنيات.' },
  BOOKMARK_REMOVE_FAILED: { en: 'Failed to remove bookmark.', ar: 'تعذرت إزالة الإشارة المرجعية.' },
  BOOKMARK_ADD_FAILED: { en: 'Failed to add bookmark.', ar: 'تعذرت إضافة الإشارة المرجعية.' },
  FAVORITE_REMOVE_FAILED: { en: 'Failed to remove from favorites.', ar: 'تعذرت الإزالة من المفضلة.' },
  FAVORITE_ADD_FAILED: { en: 'Failed to add to favorites.', ar: 'تعذرت الإضافة إلى المفضلة.' },
  AD_DELETE_FAILED: { en: 'Failed to delete advertisement.', ar: 'تعذر حذف الإعلان.' },
  LOGGED_OUT: { en: 'Logged out successfully', ar: 'تم تسجيل الخروج بنجاح' },
  SELECT_ROLE: { en: 'Please select a role.', ar: 'يرجى اختيار الدور.' },
  VERIFY_EMAIL_FAILED: {
    en: 'An error occurred while verifying your email. Please try again.',
    ar: 'حدث خطأ أثناء التحقق من بريدك الإلكتروني. يرجى المحاولة مرة أخرى.',
  },
  SESSION_EXPIRED: {
    en: 'Session expired. Please log in again.',
    ar: 'انتهت الجلسة. يرجى تسجيل الدخول مرة أخرى.',
  },
  NETWORK_ERROR: {
    en: 'Network error: Check your internet connection or try again later.',
    ar: 'خطأ في الشبكة: تحقق من اتصالك بالإنترنت أو حاول لاحقًا.',
  },
  GIFT_SHOP_NOT_FOUND: { en: 'Gift Shop not found', ar: 'متجر الهدايا غير موجود' },
  RESTAURANT_NOT_FOUND: { en: 'Restaurant not found', ar: 'المطعم غير موجود' },
  BLOG_NOT_FOUND: { en: 'Blog Not Found', ar: 'المدونة غير موجودة' },
  PAGE_NOT_FOUND: { en: 'Page Not Found', ar: 'الصفحة غير موجودة' },
  INVALID_OTP: { en: 'Invalid OTP. Please try again.', ar: 'رمز التحقق غير صالح. يرجى المحاولة مرة أخرى.' },
  VALIDATION_FAILED: {
    en: 'Some of the information sent is not valid.',
    ar: 'بعض المعلومات المرسلة غير صالحة.',
  },
  NOT_FOUND: { en: 'Not found.', ar: 'غير موجود.' },
  UPSTREAM_UNAVAILABLE: {
    en: 'The service is temporarily unavailable. Please try again shortly.',
    ar: 'الخدمة غير متاحة مؤقتًا. يرجى المحاولة بعد قليل.',
  },
} as const satisfies Record<string, Bilingual>;

export type ErrorCode = keyof typeof errorCatalogue;

export function errorMessage(code: ErrorCode, lang: Lang): string {
  return errorCatalogue[code][lang];
}

/** The browser-facing error body (ARCHITECTURE.md §4). */
export type ErrorBody = { message: string; code: string; action?: 'AUTO_LOGOUT'; errors?: FieldError[] };
export type FieldError = { field: string; rule: string; message: string };
