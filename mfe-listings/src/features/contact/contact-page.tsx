import { currentLang } from 'platform/i18n';
import { PageMeta } from 'platform/page-meta';
import { useTranslation } from 'react-i18next';
import { ContactForm } from '../../components/contact-form/contact-form.tsx';
import styles from './contact.module.css';
import { LISTINGS_NAMESPACE } from './i18n/register.ts';

/** `/contact-us`: the message form and where the team is (Doha, Qatar). */
export default function ContactPage() {
  const { t, i18n } = useTranslation(LISTINGS_NAMESPACE);
  return (
    <main className={styles.page}>
      <PageMeta lang={currentLang(i18n)} />
      <h1 className={styles.title}>{t('contact.title')}</h1>
      <p className={styles.intro}>{t('contact.intro')}</p>
      <div className={styles.layout}>
        <section className={styles.formCard} aria-labelledby="contact-form-heading">
          <h2 id="contact-form-heading">{t('contact.formHeading')}</h2>
          <ContactForm data-testid="contact-form" />
        </section>
        <aside className={styles.aside}>
          <section>
            <h2>{t('contact.locationHeading')}</h2>
            <p data-testid="contact-location">{t('contact.location')}</p>
          </section>
          <section>
            <h2>{t('contact.hoursHeading')}</h2>
            <p>{t('contact.hours')}</p>
          </section>
        </aside>
      </div>
    </main>
  );
}
