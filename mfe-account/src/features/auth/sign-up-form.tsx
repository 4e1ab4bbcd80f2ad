import { zodResolver } from '@hookform/resolvers/zod';
import { roles, selfServiceRoles } from 'contracts/enums';
import { routes } from 'contracts/routes';
import { registerBody } from 'contracts/schemas/user';
import { Button } from 'design-system/button';
import { Checkbox, RadioGroup } from 'design-system/form-controls';
import { Stack } from 'design-system/stack';
import { TextField } from 'design-system/text-field';
import { keepPendingIntentPastDismissal } from 'platform/pending-intent';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Link } from 'react-router';
import styles from '../../components/form.module.css';
import { PasswordInput } from '../../components/password-input.tsx';
import { toastApiError } from '../../lib/api-errors.ts';
import { useAccountText } from '../../lib/use-account-text.ts';
import { useRegister } from './auth-api.ts';

type Props = {
  /** In the modal, "Sign In" switches the modal's view instead of leaving the page. */
  onSignIn?: () => void;
};

/**
 * Full name, email, password twice, role and the terms agreement (spec §2 /sign-up), each rule
 * of spec §5 under its field. Success asks the user to check their email.
 */
export function SignUpForm({ onSignIn }: Props) {
  const { t, lang, fieldError } = useAccountText();
  const signUp = useRegister();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const { register, handleSubmit, control, formState, trigger } = useForm({ resolver: zodResolver(registerBody) });
  const errors = formState.errors;
  const roleOptions = selfServiceRoles.map((role) => ({ value: role, label: roles.labels[role][lang] }));

  const submit = handleSubmit((body) =>
    signUp.mutate(body, {
      onSuccess: () => {
        // What the visitor asked for before signing up waits for their first sign-in.
        keepPendingIntentPastDismissal();
        setSentTo(body.email);
      },
      onError: (error) => toastApiError(error, lang),
    }),
  );

  const signInLink = onSignIn ? (
    <button type="button" className={styles.link} onClick={onSignIn}>
      {t('auth.signUp.signIn')}
    </button>
  ) : (
    <Link className={styles.link} to={routes.signIn}>
      {t('auth.signUp.signIn')}
    </Link>
  );

  if (sentTo)
    return (
      <Stack as="section" gap={4} aria-live="polite">
        <h2>{t('auth.signUp.checkEmailTitle')}</h2>
        <p className={styles.message}>{t('auth.signUp.checkEmailText', { email: sentTo })}</p>
        <p className={styles.note}>{signInLink}</p>
      </Stack>
    );

  const agreement = (
    <>
      {t('auth.signUp.agreeStart')}{' '}
      <Link className={styles.link} to={routes.terms}>
        {t('auth.signUp.terms')}
      </Link>{' '}
      {t('auth.signUp.and')}{' '}
      <Link className={styles.link} to={routes.privacy}>
        {t('auth.signUp.privacy')}
      </Link>
    </>
  );

  return (
    <Stack as="form" gap={4} onSubmit={submit} noValidate>
      <TextField
        label={t('auth.fields.fullName')}
        autoComplete="name"
        error={fieldError(errors.fullName)}
        {...register('fullName')}
      />
      <TextField
        label={t('auth.fields.email')}
        type="email"
        autoComplete="email"
        error={fieldError(errors.email)}
        {...register('email')}
      />
      <PasswordInput
        label={t('auth.fields.password')}
        autoComplete="new-password"
        error={fieldError(errors.password)}
        {...register('password')}
      />
      <PasswordInput
        label={t('auth.fields.confirmPassword')}
        autoComplete="new-password"
        error={fieldError(errors.confirmPassword)}
        {...register('confirmPassword', {
          // Leaving a typed confirmation says at once whether it matches, before the rest is filled in.
          onBlur: (event) => {
            if (event.target.value !== '') void trigger('confirmPassword');
          },
        })}
      />
      <Controller
        control={control}
        name="role"
        render={({ field, fieldState }) => (
          <RadioGroup
            legend={t('auth.fields.role')}
            name={field.name}
            options={roleOptions}
            value={field.value}
            onChange={field.onChange}
            error={fieldError(fieldState.error)}
          />
        )}
      />
      <Checkbox label={agreement} error={fieldError(errors.agreeToTerms)} {...register('agreeToTerms')} />
      <Button type="submit" loading={signUp.isPending} loadingLabel={t('common.pleaseWait')}>
        {t('auth.signUp.submit')}
      </Button>
      <p className={styles.note}>
        {t('auth.signUp.haveAccount')} {signInLink}
      </p>
    </Stack>
  );
}
