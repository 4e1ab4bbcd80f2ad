import '../../i18n/register.ts';
import { routes } from 'contracts/routes';
import { PageMeta } from 'platform/page-meta';
import { useLocation, useNavigate } from 'react-router';
import { AuthLayout } from '../../components/auth-layout.tsx';
import { safeReturnTo } from '../../lib/safe-return-to.ts';
import { useAccountText } from '../../lib/use-account-text.ts';
import { SignInForm } from './sign-in-form.tsx';

/** `/sign-in`: on success, back to where the user came from (`?returnTo=`), else home. */
export default function SignInPage() {
  const { t, lang } = useAccountText();
  const navigate = useNavigate();
  const { search } = useLocation();
  return (
    <AuthLayout title={t('auth.signIn.title')} intro={t('auth.signIn.intro')}>
      <PageMeta lang={lang} />
      <SignInForm onSignedIn={() => navigate(safeReturnTo(search, routes.home), { replace: true })} />
    </AuthLayout>
  );
}
