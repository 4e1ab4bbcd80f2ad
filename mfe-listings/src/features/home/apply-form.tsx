import { useTranslation } from 'react-i18next';
import { ContactForm } from '../../components/contact-form/contact-form.tsx';
import styles from './home.module.css';
import { LISTINGS_NAMESPACE } from './i18n/register.ts';

/**
 * The business application in the drawer: the contact form (POST contact/, spec §7) sent as
 * kind `business_application`, so administrators can tell applications from messages.
 */
export default function ApplyForm({ close }: { close: () => void }) {
  const { t } = useTranslation(LISTINGS_NAMESPACE);
  return (
    <div className={styles.apply} data-testid="apply-form">
      <h2 className={styles.sectionTitle}>{t('home.apply.title')}</h2>
      <p>{t('home.apply.intro')}</p>
      <ContactForm
        kind="business_application"
        defaultSubject={t('home.apply.subject')}
        submitLabel={t('home.apply.submit')}
        successMessage={t('home.apply.sent')}
        onSent={close}
      />
    </div>
  );
}
