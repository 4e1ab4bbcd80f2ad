import { errorMessage } from 'contracts/errors';
import type { ContactBody, ContactKind } from 'contracts/schemas/contact';
import { validationMessage } from 'contracts/validation-messages';
import { Button } from 'design-system/button';
import { Textarea } from 'design-system/form-controls';
import { TextField } from 'design-system/text-field';
import { isAnnouncedByClient } from 'platform/api';
import { currentLang } from 'platform/i18n';
import { notify } from 'platform/toast';
import { useId } from 'react';
import { type FieldError, type Resolver, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import styles from './contact-form.module.css';
import { LISTINGS_NAMESPACE } from './i18n/register.ts';
import { useSendContactMessage } from './send-contact-message.ts';

export type ContactFormProps = {
  /** What the message is: the home page's apply form sends a business application. */
  kind?: ContactKind;
  /** Pre-filled subject (the business application's). */
  defaultSubject?: string;
  /** Labels that differ from the contact page's (e.g. the apply form's submit button). */
  submitLabel?: string;
  successMessage?: string;
  onSent?: () => void;
  'data-testid'?: string;
};

const EMPTY: ContactBody = { name: '', email: '', phoneNumber: '', subject: '', message: '' };

let checksLoading: Promise<Resolver<ContactBody>> | undefined;
/**
 * The contracts' schema as the form's check, loaded when the visitor first focuses the form rather
 * than with the page: zod is the largest script a page could start with, and its evaluation the
 * longest task of the contact page on a phone.
 */
function loadChecks(): Promise<Resolver<ContactBody>> {
  checksLoading ??= Promise.all([import('@hookform/resolvers/zod'), import('contracts/schemas/contact')]).then(
    ([{ zodResolver }, { contactBody }]) => zodResolver(contactBody),
    (error: unknown) => {
      checksLoading = undefined; // the next check asks again
      throw error;
    },
  );
  return checksLoading;
}

const contactChecks: Resolver<ContactBody> = async (values, context, options) =>
  (await loadChecks())(values, context, options);

/**
 * The contact form of spec §7, validated by the contracts' schema (the server's too). Schema
 * messages are `validation.*` keys, shown in the page's language under each field.
 */
export function ContactForm({
  kind = 'contact',
  defaultSubject,
  submitLabel,
  successMessage,
  onSent,
  ...rest
}: ContactFormProps) {
  const { t, i18n } = useTranslation(LISTINGS_NAMESPACE);
  const lang = currentLang(i18n);
  const idPrefix = useId();
  const send = useSendContactMessage();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<ContactBody>({
    resolver: contactChecks,
    defaultValues: { ...EMPTY, subject: defaultSubject ?? '' },
  });
  const message = (error?: FieldError) => (error?.message ? validationMessage(error.message, lang) : undefined);

  const submit = handleSubmit(async (values) => {
    try {
      await send.mutateAsync({ ...values, kind });
      notify.success(successMessage ?? t('contactForm.sent'));
      reset({ ...EMPTY, subject: defaultSubject ?? '' });
      onSent?.();
    } catch (error) {
      // The API client already announced a network failure or a forced sign-out; others get the catalogue's line.
      if (!isAnnouncedByClient(error)) notify.error(errorMessage('CONTACT_FAILED', lang));
    }
  });

  return (
    <form
      className={styles.form}
      onSubmit={submit}
      onFocus={() => void loadChecks()}
      noValidate
      data-testid={rest['data-testid']}
    >
      <div className={styles.row}>
        <TextField
          id={`${idPrefix}-name`}
          label={t('contactForm.fields.name')}
          autoComplete="name"
          error={message(errors.name)}
          {...register('name')}
        />
        <TextField
          id={`${idPrefix}-email`}
          label={t('contactForm.fields.email')}
          type="email"
          autoComplete="email"
          error={message(errors.email)}
          {...register('email')}
        />
      </div>
      <div className={styles.row}>
        <TextField
          id={`${idPrefix}-phone`}
          label={t('contactForm.fields.phoneNumber')}
          type="tel"
          inputMode="numeric"
          autoComplete="tel"
          error={message(errors.phoneNumber)}
          {...register('phoneNumber')}
        />
        <TextField
          id={`${idPrefix}-subject`}
          label={t('contactForm.fields.subject')}
          error={message(errors.subject)}
          {...register('subject')}
        />
      </div>
      <Textarea
        id={`${idPrefix}-message`}
        label={t('contactForm.fields.message')}
        rows={6}
        error={message(errors.message)}
        {...register('message')}
      />
      <Button type="submit" className={styles.submit} loading={send.isPending} loadingLabel={t('contactForm.sending')}>
        {submitLabel ?? t('contactForm.send')}
      </Button>
    </form>
  );
}
