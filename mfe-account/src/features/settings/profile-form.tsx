import { zodResolver } from '@hookform/resolvers/zod';
import { type User, updateProfileBody } from 'contracts/schemas/user';
import { Button } from 'design-system/button';
import { Stack } from 'design-system/stack';
import { TextField } from 'design-system/text-field';
import { notify } from 'platform/toast';
import { useState } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import styles from '../../components/form.module.css';
import { toastApiError } from '../../lib/api-errors.ts';
import { useAccountText } from '../../lib/use-account-text.ts';
import { changedFields, type ProfileFormValues, withoutEmptyFields } from './changed-fields.ts';
import { useUpdateProfile } from './settings-api.ts';

const schemaResolver = zodResolver(updateProfileBody);
/** The profile schema judges only the filled fields; "nothing filled" is handled on submit. */
const profileResolver: Resolver<ProfileFormValues> = async (values, context, options) => {
  const filled = withoutEmptyFields(values);
  if (Object.keys(filled).length === 0) return { values: {}, errors: {} };
  const result = await schemaResolver(filled, context, options as never);
  return result as Awaited<ReturnType<Resolver<ProfileFormValues>>>;
};

/** Personal information: only the changed fields are sent (spec §2 /settings). */
export function ProfileForm({ user }: { user: User }) {
  const { t, lang, fieldError } = useAccountText();
  const update = useUpdateProfile();
  const [nothingToSend, setNothingToSend] = useState(false);
  const { register, handleSubmit, formState, reset } = useForm<ProfileFormValues>({
    resolver: profileResolver,
    defaultValues: { fullName: '', location: '', phoneNumber: '' },
  });
  const errors = formState.errors;

  const submit = handleSubmit((values) => {
    const changes = changedFields(values, user);
    setNothingToSend(Object.keys(changes).length === 0);
    if (Object.keys(changes).length === 0) return;
    update.mutate(changes, {
      onSuccess: () => {
        notify.success(t('settings.profile.success'));
        reset();
      },
      onError: (error) => toastApiError(error, lang),
    });
  });

  return (
    <Stack as="form" gap={4} onSubmit={submit} noValidate aria-describedby="profile-hint">
      <p id="profile-hint" className={styles.note}>
        {t('settings.profile.hint')}
      </p>
      <TextField
        label={t('settings.profile.fullName')}
        autoComplete="name"
        placeholder={user.fullName}
        error={fieldError(errors.fullName)}
        {...register('fullName')}
      />
      <TextField
        label={t('settings.profile.location')}
        autoComplete="address-level2"
        placeholder={user.location ?? ''}
        error={fieldError(errors.location)}
        {...register('location')}
      />
      <TextField
        label={t('settings.profile.phone')}
        type="tel"
        inputMode="numeric"
        autoComplete="tel"
        placeholder={user.phoneNumber ?? ''}
        error={fieldError(errors.phoneNumber)}
        {...register('phoneNumber')}
      />
      {nothingToSend ? (
        <p className={styles.message} role="status">
          {t('settings.profile.nothing')}
        </p>
      ) : null}
      <Button type="submit" loading={update.isPending} loadingLabel={t('common.pleaseWait')}>
        {t('settings.profile.submit')}
      </Button>
    </Stack>
  );
}
