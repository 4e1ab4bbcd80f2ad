import { zodResolver } from '@hookform/resolvers/zod';
import { verifyLoginOtpBody } from 'contracts/schemas/user';
import { Button } from 'design-system/button';
import { Stack } from 'design-system/stack';
import { TextField } from 'design-system/text-field';
import { useForm } from 'react-hook-form';
import { useAccountText } from '../../lib/use-account-text.ts';

type Props = { email: string; pending: boolean; onSubmit: (otp: string) => void };

/** The second step of the one-time-code sign-in: the 6-digit code sent to `email`. */
export function OtpCodeForm({ email, pending, onSubmit }: Props) {
  const { t, fieldError } = useAccountText();
  const { register, handleSubmit, formState } = useForm({
    resolver: zodResolver(verifyLoginOtpBody),
    defaultValues: { email, otp: '' },
  });
  return (
    <Stack as="form" gap={4} onSubmit={handleSubmit(({ otp }) => onSubmit(otp))} noValidate>
      <TextField
        label={t('auth.fields.otp')}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        error={fieldError(formState.errors.otp)}
        {...register('otp')}
      />
      <Button type="submit" loading={pending} loadingLabel={t('common.pleaseWait')}>
        {t('auth.otp.verify')}
      </Button>
    </Stack>
  );
}
