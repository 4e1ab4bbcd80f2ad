import './apply-form-view.tsx';
import { routes } from 'contracts/routes';
import { currentLang } from 'platform/i18n';
import { PageMeta } from 'platform/page-meta';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { HeroSearch } from './hero-search.tsx';
import styles from './home.module.css';
import { LISTINGS_NAMESPACE } from './i18n/register.ts';

// Below the fold: its code (cards, queries, save toggles) loads after the hero has painted.
const HomeSections = lazy(() => import('./home-sections.tsx'));

/** `/`: hero with search, featured places, the business invitation, the blog teaser, a contact prompt. */
export default function HomePage() {
  const { t, i18n } = useTranslation(LISTINGS_NAMESPACE);
  const lang = currentLang(i18n);
  return (
    <main>
      <PageMeta title={t('home.metaTitle')} description={t('home.description')} lang={lang} path={routes.home} />
      {/* The hero is text on a gradient: the phone's largest paint needs no image. */}
      <section className={styles.hero} aria-labelledby="home-title">
        <h1 id="home-title" className={styles.title}>
          {t('home.title')}
        </h1>
        <p className={styles.subtitle}>{t('home.subtitle')}</p>
        <HeroSearch />
      </section>
      <div className={styles.sections}>
        <Suspense fallback={null}>
          <HomeSections lang={lang} />
        </Suspense>
      </div>
    </main>
  );
}
