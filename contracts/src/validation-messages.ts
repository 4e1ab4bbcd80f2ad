import type { Bilingual } from './enums.ts';
import type { Lang } from './i18n.ts';

/**
 * Validation messages of spec §5. Schemas carry the key (e.g. `validation.emailInvalid`)
 * so the form shows it in the page's language and the server answers in the request's.
 */
export const validationMessages = {
  'validation.passwordsDoNotMatch': { en: 'Passwords do not match', ar: 'كلمتا المرور غير متطابقتين' },
  'validation.emailRequired': { en: 'Email is required', ar: 'البريد الإلكتروني مطلوب' },
  'validation.emailInvalid': { en: 'Invalid email address', ar: 'عنوان البريد الإلكتروني غير صالح' },
  'validation.locationRequired': { en: 'Location is required', ar: 'الموقع مطلوب' },
  'validation.locationTooLong': {
    en: 'Location is too long: at most 200 characters',
    ar: 'الموقع طويل جدًا: 200 حرف كحد أقصى',
  },
  'validation.nameRequired': { en: 'Name is required', ar: 'الاسم مطلوب' },
  'validation.nameMin': { en: 'Name must be at least 2 characters', ar: 'يجب ألا يقل الاسم عن حرفين' },
  'validation.profileNameMax': {
    en: 'Name must be at most 30 characters',
    ar: 'يجب ألا يزيد الاسم عن 30 حرفًا',
  },
  'validation.nameMax': { en: 'Name must be at most 100 characters', ar: 'يجب ألا يزيد الاسم عن 100 حرف' },
  'validation.passwordMin': {
    en: 'Password must be at least 8 characters',
    ar: 'يجب ألا تقل كلمة المرور عن 8 أحرف',
  },
  'validation.passwordLetter': {
    en: 'Password must contain at least one letter',
    ar: 'يجب أن تحتوي كلمة المرور على حرف واحد على الأقل',
  },
  'validation.passwordNumber': {
    en: 'Password must contain at least one number',
    ar: 'يجب أن تحتوي كلمة المرور على رقم واحد على الأقل',
  },
  'validation.passwordSpecial': {
    en: 'Password must contain at least one special character',
    ar: 'يجب أن تحتوي كلمة المرور على رمز خاص واحد على الأقل',
  },
  'validation.passwordRequired': { en: 'Password is required', ar: 'كلمة المرور مطلوبة' },
  'validation.phoneRequired': { en: 'Phone number is required', ar: 'رقم الهاتف مطلوب' },
  'validation.phoneDigits': {
    en: 'Phone number must contain digits only',
    ar: 'يجب أن يحتوي رقم الهاتف على أرقام فقط',
  },
  'validation.phoneMin': { en: 'Phone number must be at least 7 digits', ar: 'يجب ألا يقل رقم الهاتف عن 7 أرقام' },
  'validation.phoneMax': { en: 'Phone number must be at most 15 digits', ar: 'يجب ألا يزيد رقم الهاتف عن 15 رقمًا' },
  'validation.subjectRequired': { en: 'Subject is required', ar: 'الموضوع مطلوب' },
  'validation.subjectLength': {
    en: 'Subject must be between 5 and 50 characters',
    ar: 'يجب أن يكون الموضوع بين 5 و50 حرفًا',
  },
  'validation.messageRequired': { en: 'Message is required', ar: 'الرسالة مطلوبة' },
  'validation.messageLength': {
    en: 'Message must be between 10 and 1000 characters',
    ar: 'يجب أن تكون الرسالة بين 10 و1000 حرف',
  },
  'validation.termsRequired': {
    en: 'You must agree to the terms and privacy policy',
    ar: 'يجب الموافقة على الشروط وسياسة الخصوصية',
  },
  'validation.roleRequired': { en: 'Please select a role.', ar: 'يرجى اختيار الدور.' },
  'validation.otpFormat': { en: 'Enter the 6-digit code', ar: 'أدخل الرمز المكون من 6 أرقام' },
  'validation.required': { en: 'This field is required', ar: 'هذا الحقل مطلوب' },
  'validation.unknownValue': { en: 'Unknown value', ar: 'قيمة غير معروفة' },
  'validation.notANumber': { en: 'Must be a whole number', ar: 'يجب أن يكون رقمًا صحيحًا' },
  'validation.pageMin': { en: 'Page must be 1 or more', ar: 'يجب أن تكون الصفحة 1 أو أكثر' },
  'validation.limitMin': { en: 'Limit must be 1 or more', ar: 'يجب أن يكون الحد 1 أو أكثر' },
  'validation.notBoolean': { en: 'Must be true or false', ar: 'يجب أن تكون القيمة true أو false' },
  'validation.tooLong': { en: 'Too long', ar: 'طويل جدًا' },
  'validation.invalidId': { en: 'Not a valid id', ar: 'معرّف غير صالح' },
  'validation.invalid': { en: 'Invalid value', ar: 'قيمة غير صالحة' },
  'validation.mediaNotFound': {
    en: 'No uploaded picture or video has this id',
    ar: 'لا توجد صورة أو فيديو مرفوع بهذا المعرّف',
  },
  'validation.referenceNotFound': { en: 'Nothing with this id exists', ar: 'لا يوجد عنصر بهذا المعرّف' },
  'validation.alreadyTaken': { en: 'This value is already used', ar: 'هذه القيمة مستخدمة بالفعل' },
  'validation.invalidDate': { en: 'Enter a real date (YYYY-MM-DD)', ar: 'أدخل تاريخًا صحيحًا (YYYY-MM-DD)' },
  'validation.dateOutOfRange': {
    en: 'Enter a date between the years 1900 and 2100',
    ar: 'أدخل تاريخًا بين عامي 1900 و2100',
  },
  'validation.priorityRange': {
    en: 'Priority must be a whole number from 1 to 10',
    ar: 'يجب أن تكون الأولوية عددًا صحيحًا من 1 إلى 10',
  },
  'validation.videoRequired': {
    en: 'A video ad needs its video file',
    ar: 'يحتاج إعلان الفيديو إلى ملف الفيديو',
  },
  'validation.endBeforeStart': {
    en: 'The end date must be on or after the start date',
    ar: 'يجب أن يكون تاريخ الانتهاء في تاريخ البدء أو بعده',
  },
  'validation.slugInTrash': {
    en: 'A listing in the trash has this address: restore it, or choose another',
    ar: 'لقائمة في سلة المحذوفات هذا العنوان: استعدها أو اختر عنوانًا آخر',
  },
  'validation.rangesOverlap': {
    en: 'This date range overlaps another one; give each day one set of hours',
    ar: 'يتداخل نطاق التواريخ هذا مع نطاق آخر؛ اجعل لكل يوم مجموعة ساعات واحدة',
  },
  'validation.emptyHoursRange': {
    en: 'This range opens and closes at the same time; for open all day, enter 00:00 to 00:00',
    ar: 'تفتح هذه الفترة وتغلق في الوقت نفسه؛ للفتح طوال اليوم أدخل من 00:00 إلى 00:00',
  },
  'validation.hoursOverlap': {
    en: 'These hours overlap another range of the same day or a range running past midnight',
    ar: 'تتداخل هذه الساعات مع فترة أخرى في اليوم نفسه أو مع فترة تمتد بعد منتصف الليل',
  },
  'validation.controlCharacters': {
    en: 'Remove the invisible control characters from this text',
    ar: 'احذف أحرف التحكم غير المرئية من هذا النص',
  },
  'validation.tooManyIds': {
    en: 'Choose at most 500 at once, or select every one matching the filters',
    ar: 'اختر 500 على الأكثر في المرة الواحدة، أو حدّد كل ما يطابق المرشحات',
  },
  'validation.idsOrFilter': {
    en: 'Send either the ids or the filter, not both and not neither',
    ar: 'أرسل المعرّفات أو المرشح، لا كليهما ولا أيًّا منهما',
  },
  'validation.unreadableText': {
    en: 'Part of this text could not be read (it shows as �): type it again',
    ar: 'تعذرت قراءة جزء من هذا النص (يظهر على شكل �): اكتبه مرة أخرى',
  },
} as const satisfies Record<string, Bilingual>;

export type ValidationMessageKey = keyof typeof validationMessages;

export function isValidationMessageKey(value: string): value is ValidationMessageKey {
  return Object.hasOwn(validationMessages, value);
}

/** The message for a schema's key in a language; unknown keys read as a generic "Invalid value". */
export function validationMessage(key: string, lang: Lang): string {
  return (isValidationMessageKey(key) ? validationMessages[key] : validationMessages['validation.invalid'])[lang];
}
