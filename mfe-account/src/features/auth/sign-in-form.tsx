import { zodResolver } from '@hookform/resolvers/zod';
import { routes } from 'contracts/routes';
import type { User } from 'contracts/schemas/user';
import { loginBody } from 'contracts/schemas/user';
import { Button } from 'design-system/button';
import { Stack } from 'design-system/stack';
import { TextField } from 'design-system/text-field';
import { useForm } from 'react-hook-form';
import { Link, useLocation } from 'react-router';
import { CooldownNote } from '../../components/cooldown-note.tsx';
import styles from '../../components/form.module.css';
import { PasswordInput } from '../../components/password-input.tsx';
import { retryAfterSeconds, toastApiError } from '../../lib/api-errors.ts';
import { safeReturnTo } from '../../lib/safe-return-to.ts';
import { useAccountText } from '../../lib/use-account-text.ts';
import { useCountdown } from '../../lib/use-countdown.ts';
import { useSignInComplete } from '../../lib/use-sign-in-complete.ts';
import { useLogin } from './auth-api.ts';

type Props = {
  /** Called once the session is open (the page navigates, the modal closes). */
  onSignedIn: (user: User) => void;
  /** In the modal, "Sign Up" switches the modal's view instead of leaving the page. */
  onSignUp?: () => void;
};

/**
 * The one-time-code sign-in, coming back where this sign-in would: the sign-in page's own
 * `?returnTo=`, or, in the modal, the page behind it (where a pending favorite was clicked).
 */
function useOtpLink() {
  const { pathname, search } = useLocation();
  const back = pathname === routes.signIn ? safeReturnTo(search, '') : `${pathname}${search}`;
  return back && back !== routes.home ? `${routes.signInOtp}?returnTo=${encodeURIComponent(back)}` : routes.signInOtp;
}

/** Email and password (spec §2 /sign-in); shared by the page and the sign-in modal. */
export function SignInForm({ onSignedIn, onSignUp }: Props) {
  const { t, lang, fieldError } = useAccountText();
  const login = useLogin();
  const complete = useSignInComplete();
  const cooldown = useCountdown();
  const otpLink = useOtpLink();
  const { register, handleSubmit, formState } = useForm({ resolver: zodResolver(loginBody) });
  const errors = formState.errors;

  const submit = handleSubmit((body) =>
    login.mutate(body, {
      onSuccess: ({ user }) => {
        complete(user);
        onSignedIn(user);
      },
      onError: (error) => {
        cooldown.start(retryAfterSeconds(error));
        toastApiError(error, lang);
      },
    }),
  );

  return (
    <Stack as="form" gap={4} onSubmit={submit} noValidate>
      <TextField
        label={t('auth.fields.email')}
        type="email"
        autoComplete="email"
        error={fieldError(errors.email)}
        {...register('email')}
      />
      <PasswordInput
        label={t('auth.fields.password')}
        autoComplete="current-password"
        error={fieldError(errors.password)}
        {...register('password')}
      />
      <div className={styles.links}>
        <Link className={styles.link} to={routes.forgotPassword}>
          {t('auth.signIn.forgot')}
        </Link>
        <Link className={styles.link} to={otpLink}>
          {t('auth.signIn.otp')}
        </Link>
      </div>
      <Button type="submit" loading={login.isPending} loadingLabel={t('common.pleaseWait')} disabled={cooldown.running}>
        {t('auth.signIn.submit')}
      </Button>
      <CooldownNote secondsLeft={cooldown.secondsLeft} />
      <p className={styles.note}>
        {t('auth.signIn.noAccount')}{' '}
        {onSignUp ? (
          <button type="button" className={styles.link} onClick={onSignUp}>
            {t('auth.signIn.signUp')}
          </button>
        ) : (
          <Link className={styles.link} to={routes.signUp}>
            {t('auth.signIn.signUp')}
          </Link>
        )}
      </p>
    </Stack>
  );
}
