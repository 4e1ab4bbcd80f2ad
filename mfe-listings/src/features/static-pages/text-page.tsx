import { PageMeta } from 'platform/page-meta';
import styles from './static-pages.module.css';
import { usePageText } from './use-page-lang.ts';
import './i18n/register.ts';

type Section = { heading: string; body: string };

/** A page of headed paragraphs from `pages.<key>` (about, terms, privacy). */
export function TextPage({ pageKey, dated = false }: { pageKey: string; dated?: boolean }) {
  const { t, lang } = usePageText();
  const sections = t(`pages.${pageKey}.sections`, { returnObjects: true }) as Section[];
  return (
    <main className={styles.page}>
      <PageMeta lang={lang} />
      <h1 className={styles.title}>{t(`pages.${pageKey}.title`)}</h1>
      {dated ? <p className={styles.updated}>{t('pages.lastUpdated')}</p> : null}
      <p className={styles.intro}>{t(`pages.${pageKey}.intro`)}</p>
      {Array.isArray(sections)
        ? sections.map((section) => (
            <section key={section.heading} className={styles.section}>
              <h2>{section.heading}</h2>
              <p>{section.body}</p>
            </section>
          ))
        : null}
    </main>
  );
}
