import { PageMeta } from 'platform/page-meta';
import styles from './static-pages.module.css';
import { usePageText } from './use-page-lang.ts';
import './i18n/register.ts';
import { StaticPage } from './static-page.tsx';

type Section = { heading: string; body: string };

/** The build's name where one was given (tooling/build-settings `buildVariables`: the build writes it in). */
const buildId = () => process.env.PUBLIC_BUILD_ID ?? '';

/**
 * A page of headed paragraphs from `pages.<key>` (about, terms, privacy); `showBuild`: the build's
 * name under the introduction (the about page).
 */
export function TextPage({
  pageKey,
  dated = false,
  showBuild = false,
}: {
  pageKey: string;
  dated?: boolean;
  showBuild?: boolean;
}) {
  const { t, lang } = usePageText();
  const sections = t(`pages.${pageKey}.sections`, { returnObjects: true }) as Section[];
  return (
    <StaticPage>
      <PageMeta lang={lang} />
      <h1 className={styles.title}>{t(`pages.${pageKey}.title`)}</h1>
      {dated ? <p className={styles.updated}>{t('pages.lastUpdated')}</p> : null}
      <p className={styles.intro}>{t(`pages.${pageKey}.intro`)}</p>
      {showBuild && buildId() ? (
        <p className={styles.updated} data-testid="build-id">
          {t(`pages.${pageKey}.build`, { id: buildId() })}
        </p>
      ) : null}
      {Array.isArray(sections)
        ? sections.map((section) => (
            <section key={section.heading} className={styles.section}>
              <h2>{section.heading}</h2>
              <p>{section.body}</p>
            </section>
          ))
        : null}
    </StaticPage>
  );
}
