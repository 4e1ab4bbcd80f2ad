import '../../i18n/register.ts';
import { authPolicy } from 'contracts/auth-policy';
import { routes } from 'contracts/routes';
import { Button } from 'design-system/button';
import { formatCount } from 'platform/intl';
import { PageMeta } from 'platform/page-meta';
import { useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { AuthLayout } from '../../components/auth-layout.tsx';
import { CooldownNote } from '../../components/cooldown-note.tsx';
import styles from '../../components/form.module.css';
import { retryAfterSeconds, toastApiError } from '../../lib/api-errors.ts';
import { safeReturnTo } from '../../lib/safe-return-to.ts';
import { useAccountText } from '../../lib/use-account-text.ts';
import { useCountdown } from '../../lib/use-countdown.ts';
import { useSignInComplete } from '../../lib/use-sign-in-complete.ts';
import { useSendLoginCode, useVerifyLoginCode } from './auth-api.ts';
import { EmailRequestForm } from './email-request-form.tsx';
import { OtpCodeForm } from './otp-code-form.tsx';

/** `/sign-in-otp`: ask for a code by email, then enter it; resending waits for the server's cooldown. */
export default function SignInOtpPage() {
  const { t, lang } = useAccountText();
  const navigate = useNavigate();
  const { search } = useLocation();
  const [email, setEmail] = useState<string | null>(null);
  const send = useSendLoginCode();
  const verify = useVerifyLoginCode();
  const complete = useSignInComplete();
  const cooldown = useCountdown();

  const requestCode = (to: string) =>
    send.mutate(
      { email: to },
      {
        onSuccess: (answer) => {
          setEmail(to);
          cooldown.start(answer.retryAfterSeconds);
        },
        // A 429 here is the BFF's rate limit: no code went out. (The api's resend cooldown is silent:
        // it answers 200 and simply sends nothing, so a known address looks like any other.)
        onError: (error) => {
          cooldown.start(retryAfterSeconds(error));
          toastApiError(error, lang);
        },
      },
    );

  const verifyCode = (otp: string) => {
    if (!email) return;
    verify.mutate(
      { email, otp },
      {
        onSuccess: ({ user }) => {
          complete(user);
          navigate(safeReturnTo(search, routes.home), { replace: true });
        },
        onError: (error) => toastApiError(error, lang),
      },
    );
  };

  return (
    <AuthLayout title={t('auth.otp.title')} intro={email ? undefined : t('auth.otp.requestIntro')}>
      <PageMeta lang={lang} />
      {email ? (
        <>
          <p className={styles.message} aria-live="polite">
            {t('auth.otp.sentTo', { email, minutes: formatCount(authPolicy.otpMinutes, lang) })}
          </p>
          <OtpCodeForm email={email} pending={verify.isPending} onSubmit={verifyCode} />
          <div className={styles.links}>
            <Button
              variant="secondary"
              loading={send.isPending}
              loadingLabel={t('common.pleaseWait')}
              disabled={cooldown.running}
              onClick={() => requestCode(email)}
            >
              {t('auth.otp.resend')}
            </Button>
            <button type="button" className={styles.link} onClick={() => setEmail(null)}>
              {t('auth.otp.changeEmail')}
            </button>
          </div>
        </>
      ) : (
        <EmailRequestForm
          submitLabel={t('auth.otp.send')}
          pending={send.isPending}
          disabled={cooldown.running}
          onSubmit={requestCode}
        />
      )}
      <CooldownNote secondsLeft={cooldown.secondsLeft} />
      <p className={styles.note}>
        <Link className={styles.link} to={routes.signIn}>
          {t('auth.otp.backToSignIn')}
        </Link>
      </p>
    </AuthLayout>
  );
}
