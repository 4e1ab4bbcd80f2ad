import { authPolicy } from 'contracts/auth-policy';
import type { Lang } from 'contracts/i18n';
import { seoCopy } from 'contracts/page-meta';
import type { OutgoingMail } from './outbox.ts';

/** Every mail the product sends, in the reader's language, named as the site names itself. */
const { brand } = seoCopy;

export function verificationMail(to: string, lang: Lang, name: string, link: string): OutgoingMail {
  const text = {
    en: `Hello ${name},\n\nPlease confirm your email address for ${brand.en} by opening this link:\n${link}\n\nThe link is valid for ${authPolicy.verifyEmailHours} hours. If you did not sign up, ignore this mail.`,
    ar: `مرحبًا ${name}،\n\nيرجى تأكيد بريدك الإلكتروني في ${brand.ar} بفتح هذا الرابط:\n${link}\n\nالرابط صالح لمدة ${authPolicy.verifyEmailHours} ساعة. إذا لم تقم بالتسجيل، تجاهل هذه الرسالة.`,
  };
  const subject = { en: `Confirm your email for ${brand.en}`, ar: `تأكيد بريدك الإلكتروني في ${brand.ar}` };
  return { to, kind: 'verify_email', subject: subject[lang], bodyText: text[lang] };
}

export function loginCodeMail(to: string, lang: Lang, code: string): OutgoingMail {
  const text = {
    en: `Your ${brand.en} sign-in code is ${code}.\n\nIt is valid for ${authPolicy.otpMinutes} minutes. Never share it with anyone.`,
    ar: `رمز تسجيل الدخول إلى ${brand.ar} هو ${code}.\n\nالرمز صالح لمدة ${authPolicy.otpMinutes} دقائق. لا تشاركه مع أي شخص.`,
  };
  const subject = { en: `Your sign-in code: ${code}`, ar: `رمز تسجيل الدخول: ${code}` };
  return { to, kind: 'login_otp', subject: subject[lang], bodyText: text[lang] };
}

export function passwordResetMail(to: string, lang: Lang, link: string): OutgoingMail {
  const text = {
    en: `Someone asked to reset the password of your ${brand.en} account. To choose a new password, open:\n${link}\n\nThe link is valid for ${authPolicy.resetLinkMinutes} minutes and works once. If it was not you, ignore this mail.`,
    ar: `طلب أحدهم إعادة تعيين كلمة مرور حسابك في ${brand.ar}. لاختيار كلمة مرور جديدة، افتح:\n${link}\n\nالرابط صالح لمدة ${authPolicy.resetLinkMinutes} دقيقة ويعمل مرة واحدة. إذا لم تكن أنت، تجاهل هذه الرسالة.`,
  };
  const subject = { en: `Reset your ${brand.en} password`, ar: `إعادة تعيين كلمة المرور في ${brand.ar}` };
  return { to, kind: 'reset_password', subject: subject[lang], bodyText: text[lang] };
}

/** The team's notice of a contact message or business application: for the team, so in English. */
export function contactNotificationMail(
  to: string,
  kind: string,
  message: { name: string; email: string; phoneNumber: string; subject: string; message: string },
): OutgoingMail {
  return {
    to,
    kind: 'contact_notification',
    subject: `${kind === 'business_application' ? 'Business application' : 'Contact form'}: ${message.subject}`,
    bodyText: `${message.name} <${message.email}>, ${message.phoneNumber}\n\n${message.message}`,
  };
}
