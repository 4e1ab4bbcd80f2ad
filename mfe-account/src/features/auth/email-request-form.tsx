import { zodResolver } from '@hookform/resolvers/zod';
import { sendLoginOtpBody } from 'contracts/schemas/user';
import { Button } from 'design-system/button';
import { Stack } from 'design-system/stack';
import { TextField } from 'design-system/text-field';
import { useForm } from 'react-hook-form';
import { useAccountText } from '../../lib/use-account-text.ts';

type Props = {
  submitLabel: string;
  pending: boolean;
  /** While the server's cooldown runs, asking again is not possible. */
  disabled?: boolean;
  onSubmit: (email: string) => void;
};

/** One email field: the first step of the one-time-code sign-in and of the password reset. */
export function EmailRequestForm({ submitLabel, pending, disabled, onSubmit }: Props) {
  const { t, fieldError } = useAccountText();
  const { register, handleSubmit, formState } = useForm({ resolver: zodResolver(sendLoginOtpBody) });
  return (
    <Stack as="form" gap={4} onSubmit={handleSubmit(({ email }) => onSubmit(email))} noValidate>
      <TextField
        label={t('auth.fields.email')}
        type="email"
        autoComplete="email"
        error={fieldError(formState.errors.email)}
        {...register('email')}
      />
      <Button type="submit" loading={pending} loadingLabel={t('common.pleaseWait')} disabled={disabled}>
        {submitLabel}
      </Button>
    </Stack>
  );
}
