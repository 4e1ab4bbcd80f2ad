import { zodResolver } from '@hookform/resolvers/zod';
import { resetPasswordBody } from 'contracts/schemas/user';
import { Button } from 'design-system/button';
import { Stack } from 'design-system/stack';
import { useForm } from 'react-hook-form';
import { PasswordInput } from '../../components/password-input.tsx';
import { useAccountText } from '../../lib/use-account-text.ts';

type Values = { password: string; confirmPassword: string };

/** A new password, twice ('Passwords do not match' under the confirmation). */
export function ResetPasswordForm({ pending, onSubmit }: { pending: boolean; onSubmit: (values: Values) => void }) {
  const { t, fieldError } = useAccountText();
  const { register, handleSubmit, formState } = useForm({ resolver: zodResolver(resetPasswordBody) });
  const errors = formState.errors;
  return (
    <Stack as="form" gap={4} onSubmit={handleSubmit(onSubmit)} noValidate>
      <PasswordInput
        label={t('auth.fields.newPassword')}
        autoComplete="new-password"
        error={fieldError(errors.password)}
        {...register('password')}
      />
      <PasswordInput
        label={t('auth.fields.confirmNewPassword')}
        autoComplete="new-password"
        error={fieldError(errors.confirmPassword)}
        {...register('confirmPassword')}
      />
      <Button type="submit" loading={pending} loadingLabel={t('common.pleaseWait')}>
        {t('auth.reset.submit')}
      </Button>
    </Stack>
  );
}
