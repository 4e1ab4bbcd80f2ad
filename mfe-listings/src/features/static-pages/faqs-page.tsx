import { PageMeta } from 'platform/page-meta';
import styles from './static-pages.module.css';
import { usePageText } from './use-page-lang.ts';
import './i18n/register.ts';
import { StaticPage } from './static-page.tsx';

type Faq = { question: string; answer: string };

/** `/faqs`: each answer in a native disclosure (<details>), keyboard and screen-reader friendly as is. */
export default function FaqsPage() {
  const { t, lang } = usePageText();
  const items = t('pages.faqs.items', { returnObjects: true }) as Faq[];
  return (
    <StaticPage>
      <PageMeta lang={lang} />
      <h1 className={styles.title}>{t('pages.faqs.title')}</h1>
      <p className={styles.intro}>{t('pages.faqs.intro')}</p>
      <div className={styles.faqList}>
        {Array.isArray(items)
          ? items.map((item) => (
              <details key={item.question} className={styles.faq} data-testid="faq">
                <summary>{item.question}</summary>
                <p>{item.answer}</p>
              </details>
            ))
          : null}
      </div>
    </StaticPage>
  );
}
