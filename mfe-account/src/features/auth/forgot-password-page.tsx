import '../../i18n/register.ts';
import { routes } from 'contracts/routes';
import { Button } from 'design-system/button';
import { PageMeta } from 'platform/page-meta';
import { useState } from 'react';
import { Link } from 'react-router';
import { AuthLayout } from '../../components/auth-layout.tsx';
import { CooldownNote } from '../../components/cooldown-note.tsx';
import styles from '../../components/form.module.css';
import { retryAfterSeconds, toastApiError } from '../../lib/api-errors.ts';
import { useAccountText } from '../../lib/use-account-text.ts';
import { useCountdown } from '../../lib/use-countdown.ts';
import { useForgotPassword } from './auth-api.ts';
import { EmailRequestForm } from './email-request-form.tsx';

/** `/forgot-password`: ask for a reset link; sending again waits for the server's cooldown. */
export default function ForgotPasswordPage() {
  const { t, lang } = useAccountText();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const forgot = useForgotPassword();
  const cooldown = useCountdown();

  const requestLink = (email: string) =>
    forgot.mutate(
      { email },
      {
        onSuccess: (answer) => {
          setSentTo(email);
          cooldown.start(answer.retryAfterSeconds);
        },
        onError: (error) => {
          cooldown.start(retryAfterSeconds(error));
          toastApiError(error, lang);
        },
      },
    );

  return (
    <AuthLayout title={t('auth.forgot.title')} intro={sentTo ? undefined : t('auth.forgot.intro')}>
      <PageMeta lang={lang} />
      {sentTo ? (
        <>
          <p className={styles.message} aria-live="polite">
            {t('auth.forgot.sent', { email: sentTo })}
          </p>
          <Button
            variant="secondary"
            loading={forgot.isPending}
            loadingLabel={t('common.pleaseWait')}
            disabled={cooldown.running}
            onClick={() => requestLink(sentTo)}
          >
            {t('auth.forgot.resend')}
          </Button>
        </>
      ) : (
        <EmailRequestForm
          submitLabel={t('auth.forgot.send')}
          pending={forgot.isPending}
          disabled={cooldown.running}
          onSubmit={requestLink}
        />
      )}
      <CooldownNote secondsLeft={cooldown.secondsLeft} />
      <p className={styles.note}>
        <Link className={styles.link} to={routes.signIn}>
          {t('auth.forgot.backToSignIn')}
        </Link>
      </p>
    </AuthLayout>
  );
}
