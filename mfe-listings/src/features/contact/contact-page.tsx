import { Page } from 'design-system/page';
import { PageHeader } from 'design-system/page-header';
import { Panel } from 'design-system/panel';
import { Stack } from 'design-system/stack';
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
    <Page width="64rem" endSpace={12}>
      <PageMeta lang={currentLang(i18n)} />
      <Stack gap={8}>
        <PageHeader title={t('contact.title')}>
          <p className={styles.intro}>{t('contact.intro')}</p>
        </PageHeader>
        <div className={styles.layout}>
          <Panel aria-labelledby="contact-form-heading" padding={6}>
            <h2 id="contact-form-heading" className={styles.heading}>
              {t('contact.formHeading')}
            </h2>
            <ContactForm data-testid="contact-form" />
          </Panel>
          <Stack as="aside" gap={6}>
            <Stack as="section" gap={4}>
              <h2 className={styles.heading}>{t('contact.locationHeading')}</h2>
              <p data-testid="contact-location">{t('contact.location')}</p>
            </Stack>
            <Stack as="section" gap={4}>
              <h2 className={styles.heading}>{t('contact.hoursHeading')}</h2>
              <p>{t('contact.hours')}</p>
            </Stack>
          </Stack>
        </div>
      </Stack>
    </Page>
  );
}
