import '../../i18n/register.ts';
import { PageMeta } from 'platform/page-meta';
import { AuthLayout } from '../../components/auth-layout.tsx';
import { useAccountText } from '../../lib/use-account-text.ts';
import { SignUpForm } from './sign-up-form.tsx';

/** `/sign-up`: create an account, then check the mailbox for the verification link. */
export default function SignUpPage() {
  const { t, lang } = useAccountText();
  return (
    <AuthLayout title={t('auth.signUp.title')} intro={t('auth.signUp.intro')}>
      <PageMeta lang={lang} />
      <SignUpForm />
    </AuthLayout>
  );
}
