import { zodResolver } from '@hookform/resolvers/zod';
import { updatePasswordBody } from 'contracts/schemas/user';
import { Button } from 'design-system/button';
import { Stack } from 'design-system/stack';
import { notify } from 'platform/toast';
import { useForm } from 'react-hook-form';
import { PasswordInput } from '../../components/password-input.tsx';
import { toastApiError } from '../../lib/api-errors.ts';
import { useAccountText } from '../../lib/use-account-text.ts';
import { useUpdatePassword } from './settings-api.ts';

/** Login and security: current, new and confirm password. */
export function PasswordForm() {
  const { t, lang, fieldError } = useAccountText();
  const update = useUpdatePassword();
  const { register, handleSubmit, formState, reset } = useForm({ resolver: zodResolver(updatePasswordBody) });
  const errors = formState.errors;

  const submit = handleSubmit((body) =>
    update.mutate(body, {
      onSuccess: () => {
        notify.success(t('settings.password.success'));
        reset();
      },
      onError: (error) => toastApiError(error, lang),
    }),
  );

  return (
    <Stack as="form" gap={4} onSubmit={submit} noValidate>
      <PasswordInput
        label={t('settings.password.current')}
        autoComplete="current-password"
        error={fieldError(errors.currentPassword)}
        {...register('currentPassword')}
      />
      <PasswordInput
        label={t('settings.password.new')}
        autoComplete="new-password"
        error={fieldError(errors.password)}
        {...register('password')}
      />
      <PasswordInput
        label={t('settings.password.confirm')}
        autoComplete="new-password"
        error={fieldError(errors.confirmPassword)}
        {...register('confirmPassword')}
      />
      <Button type="submit" loading={update.isPending} loadingLabel={t('common.pleaseWait')}>
        {t('settings.password.submit')}
      </Button>
    </Stack>
  );
}
