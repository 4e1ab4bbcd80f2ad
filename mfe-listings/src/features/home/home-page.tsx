import './apply-form-view.tsx';
import { currentLang } from 'platform/i18n';
import { PageMeta } from 'platform/page-meta';
import { useTranslation } from 'react-i18next';
import { HeroSearch } from './hero-search.tsx';
import styles from './home.module.css';
import { prefetchHome } from './home-api.ts';
import HomeSections from './home-sections.tsx';
import { LISTINGS_NAMESPACE } from './i18n/register.ts';

export const prefetch = prefetchHome;

/** `/`: hero with search, featured places, the business invitation, the blog teaser, a contact prompt. */
export default function HomePage() {
  const { t, i18n } = useTranslation(LISTINGS_NAMESPACE);
  const lang = currentLang(i18n);
  return (
    <main>
      <PageMeta lang={lang} />
      {/* The hero is text on a gradient: the phone's largest paint needs no image. */}
      <section className={styles.hero} aria-labelledby="home-title">
        <h1 id="home-title" className={styles.title}>
          {t('home.title')}
        </h1>
        <p className={styles.subtitle}>{t('home.subtitle')}</p>
        <HeroSearch />
      </section>
      <div className={styles.sections}>
        <HomeSections lang={lang} />
      </div>
    </main>
  );
}
