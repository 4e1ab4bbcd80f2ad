import { browserErrorCatalogue } from './browser-errors.ts';
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
  BOOKMARK_REMOVE_FAILED: browserErrorCatalogue.BOOKMARK_REMOVE_FAILED,
  BOOKMARK_ADD_FAILED: browserErrorCatalogue.BOOKMARK_ADD_FAILED,
  FAVORITE_REMOVE_FAILED: browserErrorCatalogue.FAVORITE_REMOVE_FAILED,
  FAVORITE_ADD_FAILED: browserErrorCatalogue.FAVORITE_ADD_FAILED,
  AD_DELETE_FAILED: { en: 'Failed to delete advertisement.', ar: 'تعذر حذف الإعلان.' },
  LOGGED_OUT: { en: 'Logged out successfully', ar: 'تم تسجيل الخروج بنجاح' },
  SELECT_ROLE: { en: 'Please select a role.', ar: 'يرجى اختيار الدور.' },
  VERIFY_EMAIL_FAILED: {
    en: 'An error occurred while verifying your email. Please try again.',
    ar: 'حدث خطأ أثناء التحقق من بريدك الإلكتروني. يرجى المحاولة مرة أخرى.',
  },
  SESSION_EXPIRED: browserErrorCatalogue.SESSION_EXPIRED,
  NETWORK_ERROR: browserErrorCatalogue.NETWORK_ERROR,
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
  BODY_TOO_LARGE: {
    en: 'What was sent is too large. Please shorten it and try again.',
    ar: 'ما أُرسل كبير جدًا. يرجى اختصاره والمحاولة مرة أخرى.',
  },
  REQUEST_TIMEOUT: {
    en: 'What was sent took too long to arrive. Please check your connection and try again.',
    ar: 'استغرق وصول ما أُرسل وقتًا طويلًا. يرجى التحقق من اتصالك والمحاولة مرة أخرى.',
  },
  UPSTREAM_UNAVAILABLE: {
    en: 'The service is temporarily unavailable. Please try again shortly.',
    ar: 'الخدمة غير متاحة مؤقتًا. يرجى المحاولة بعد قليل.',
  },
  OUTCOME_UNKNOWN: browserErrorCatalogue.OUTCOME_UNKNOWN,
  TOO_MANY_SEARCHES: {
    en: 'You are searching faster than we can answer. Please wait a moment and try again.',
    ar: 'أنت تبحث أسرع مما نستطيع الإجابة. يرجى الانتظار لحظة ثم المحاولة مرة أخرى.',
  },
  SEARCH_BUSY: {
    en: 'Searches are busy right now. Please try again in a moment.',
    ar: 'عمليات البحث مزدحمة الآن. يرجى المحاولة مرة أخرى بعد لحظة.',
  },
  TOKEN_EXPIRED: { en: 'Session expired. Please log in again.', ar: 'انتهت الجلسة. يرجى تسجيل الدخول مرة أخرى.' },
  UNAUTHENTICATED: { en: 'Please sign in to continue.', ar: 'يرجى تسجيل الدخول للمتابعة.' },
  FORBIDDEN: { en: 'You do not have permission to do this.', ar: 'ليست لديك صلاحية للقيام بذلك.' },
  RATE_LIMITED: { en: 'Too many attempts. Please try again later.', ar: 'محاولات كثيرة جدًا. يرجى المحاولة لاحقًا.' },
  INVALID_CREDENTIALS: { en: 'Invalid email or password.', ar: 'البريد الإلكتروني أو كلمة المرور غير صحيحة.' },
  SIGN_IN_PAUSED: {
    en: 'Too many wrong passwords for this email. Please wait a few seconds and try again, or sign in with a one-time code.',
    ar: 'محاولات كثيرة بكلمة مرور خاطئة لهذا البريد الإلكتروني. يرجى الانتظار بضع ثوانٍ ثم المحاولة مرة أخرى، أو تسجيل الدخول برمز لمرة واحدة.',
  },
  EMAIL_TAKEN: { en: 'An account with this email already exists.', ar: 'يوجد حساب مسجل بهذا البريد الإلكتروني.' },
  EMAIL_NOT_VERIFIED: {
    en: 'Please verify your email first. We sent you a link.',
    ar: 'يرجى تأكيد بريدك الإلكتروني أولًا. أرسلنا إليك رابطًا.',
  },
  WRONG_CURRENT_PASSWORD: { en: 'Your current password is not correct.', ar: 'كلمة المرور الحالية غير صحيحة.' },
  CANNOT_CHANGE_SELF: {
    en: 'You cannot remove or demote your own administrator account.',
    ar: 'لا يمكنك حذف حساب المسؤول الخاص بك أو تخفيض صلاحياته.',
  },
  LAST_ADMIN: { en: 'The last administrator cannot be removed.', ar: 'لا يمكن إزالة آخر مسؤول.' },
  SLUG_TAKEN: { en: 'This web address (slug) is already used.', ar: 'عنوان الويب (المعرّف) هذا مستخدم بالفعل.' },
  SLUG_IN_TRASH: {
    en: 'This web address (slug) belongs to a listing in the trash. Restore it there, or choose another address.',
    ar: 'عنوان الويب (المعرّف) هذا لقائمة في سلة المحذوفات. استعدها من هناك أو اختر عنوانًا آخر.',
  },
  LISTING_NOT_FOUND: { en: 'This listing does not exist.', ar: 'هذه القائمة غير موجودة.' },
  LISTING_IN_TRASH: {
    en: 'This listing is in the trash (moved there meanwhile?): restore it first.',
    ar: 'هذه القائمة في سلة المحذوفات (ربما نُقلت إليها في الأثناء): استعدها أولًا.',
  },
  LISTING_NOT_IN_TRASH: {
    en: 'This listing is not in the trash (restored meanwhile?).',
    ar: 'هذه القائمة ليست في سلة المحذوفات (ربما استُعيدت في الأثناء).',
  },
  VERSION_CONFLICT: {
    en: 'This was changed by someone else since you opened it. Review their changes, then save again.',
    ar: 'غيّر شخص آخر هذا منذ أن فتحته. راجع تغييراته ثم احفظ مرة أخرى.',
  },
  AD_NOT_FOUND: { en: 'Advertisement not found.', ar: 'الإعلان غير موجود.' },
  MESSAGE_NOT_FOUND: { en: 'Message not found.', ar: 'الرسالة غير موجودة.' },
  MEDIA_TYPE: {
    en: 'This file type is not accepted. Use JPEG, PNG, WebP or AVIF images, or MP4 or WebM videos.',
    ar: 'نوع الملف غير مقبول. استخدم صور JPEG أو PNG أو WebP أو AVIF أو مقاطع فيديو MP4 أو WebM.',
  },
  MEDIA_TOO_LARGE: {
    en: 'The file is too large (images up to 8 MB, videos up to 50 MB).',
    ar: 'الملف كبير جدًا (الصور حتى 8 ميغابايت، والفيديو حتى 50 ميغابايت).',
  },
  CSRF_REFUSED: {
    en: 'This request was refused for your security. Please reload the page and try again.',
    ar: 'تم رفض هذا الطلب حفاظًا على أمانك. يرجى إعادة تحميل الصفحة والمحاولة مرة أخرى.',
  },
  MEDIA_UNREADABLE: { en: 'The image could not be read.', ar: 'تعذرت قراءة الصورة.' },
  VIDEO_UNREADABLE: {
    en: 'The video could not be read: the file does not say where it ends, or ends early. Save it again as an MP4 or WebM file (from a video editor, for example) and upload that.',
    ar: 'تعذرت قراءة الفيديو: الملف لا يحدد أين ينتهي، أو ينتهي قبل أوانه. احفظه مجددًا بصيغة MP4 أو WebM (من محرر فيديو مثلًا) ثم ارفعه.',
  },
  UPLOAD_MALFORMED: {
    en: 'The upload could not be read: it was cut short or badly formed. Please try again.',
    ar: 'تعذرت قراءة ما رُفع: انقطع قبل اكتماله أو كانت صيغته غير صحيحة. يرجى المحاولة مرة أخرى.',
  },
  MEDIA_NOT_FOUND: {
    en: 'A picture or video chosen here does not exist. Upload it again or choose another.',
    ar: 'إحدى الصور أو مقاطع الفيديو المختارة هنا غير موجودة. ارفعها مجددًا أو اختر غيرها.',
  },
  REFERENCE_NOT_FOUND: {
    en: 'Something this refers to no longer exists.',
    ar: 'أحد العناصر التي يشير إليها هذا لم يعد موجودًا.',
  },
  REQUEST_IN_PROGRESS: {
    en: 'This request is still being processed. Please wait a moment before checking whether it went through.',
    ar: 'لا يزال هذا الطلب قيد المعالجة. يرجى الانتظار قليلًا قبل التحقق مما إذا كان قد تم.',
  },
  IDEMPOTENCY_KEY_REUSED: {
    en: 'This request reuses the key of a different request. Please reload the page and try again.',
    ar: 'يستخدم هذا الطلب مفتاح طلب آخر. يرجى إعادة تحميل الصفحة والمحاولة مرة أخرى.',
  },
  RANGE_NOT_SATISFIABLE: {
    en: 'The part of the file asked for lies outside it.',
    ar: 'الجزء المطلوب من الملف يقع خارج حدوده.',
  },
} as const satisfies Record<string, Bilingual>;

export type ErrorCode = keyof typeof errorCatalogue;

export function errorMessage(code: ErrorCode, lang: Lang): string {
  return errorCatalogue[code][lang];
}

/**
 * The code of a 4xx a server's framework raises itself (its body parser, router, static files), whose
 * own message names its internals: the catalogue says it to people instead.
 */
export function clientErrorCode(status: number): ErrorCode {
  if (status === 404) return 'NOT_FOUND';
  if (status === 408) return 'REQUEST_TIMEOUT';
  if (status === 413) return 'BODY_TOO_LARGE';
  if (status === 429) return 'RATE_LIMITED';
  return 'VALIDATION_FAILED';
}

/** The browser-facing error body (ARCHITECTURE.md §4). */
export type ErrorBody = {
  message: string;
  code: string;
  action?: 'AUTO_LOGOUT';
  errors?: FieldError[];
  /** VERSION_CONFLICT: the record as it is now, so the form can show what changed. */
  current?: unknown;
};
export type FieldError = { field: string; rule: string; message: string };
