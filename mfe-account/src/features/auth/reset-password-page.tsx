import '../../i18n/register.ts';
import { routes } from 'contracts/routes';
import { PageMeta } from 'platform/page-meta';
import { notify } from 'platform/toast';
import { useNavigate, useParams } from 'react-router';
import { AuthLayout } from '../../components/auth-layout.tsx';
import { toastApiError } from '../../lib/api-errors.ts';
import { useAccountText } from '../../lib/use-account-text.ts';
import { useResetPassword } from './auth-api.ts';
import { ResetPasswordForm } from './reset-password-form.tsx';

/** `/reset-password/:token`: the new password; then on to sign in with it. */
export default function ResetPasswordPage() {
  const { t, lang } = useAccountText();
  const { token = '' } = useParams();
  const navigate = useNavigate();
  const reset = useResetPassword(token);

  const submit = (values: { password: string; confirmPassword: string }) =>
    reset.mutate(values, {
      onSuccess: () => {
        notify.success(t('auth.reset.success'));
        navigate(routes.signIn, { replace: true });
      },
      onError: (error) => toastApiError(error, lang),
    });

  return (
    <AuthLayout title={t('auth.reset.title')} intro={t('auth.reset.intro')}>
      {/* A reset link is personal: never indexed. */}
      <PageMeta lang={lang} />
      <ResetPasswordForm pending={reset.isPending} onSubmit={submit} />
    </AuthLayout>
  );
}
