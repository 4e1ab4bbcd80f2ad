import type { Lang } from 'contracts/i18n';
import { routes } from 'contracts/routes';
import { Button } from 'design-system/button';
import { useDrawer } from 'platform/overlays';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LazyAdBlock } from '../../components/ads/ad-slot.tsx';
import { BlogsTeaser } from './blogs-teaser.tsx';
import { FeaturedRestaurants, FeaturedShops } from './featured-listings.tsx';
import styles from './home.module.css';
import { LISTINGS_NAMESPACE } from './i18n/register.ts';

/** Everything below the hero: featured places, the business invitation, the blog teaser, a contact prompt. */
export default function HomeSections({ lang }: { lang: Lang }) {
  return (
    <>
      <FeaturedRestaurants lang={lang} />
      <FeaturedShops lang={lang} />
      <BusinessSection />
      <BlogsTeaser lang={lang} />
      <div className={styles.ad} data-testid="home-ad">
        <LazyAdBlock category="home" />
      </div>
      <ContactPrompt />
    </>
  );
}

function BusinessSection() {
  const { t } = useTranslation(LISTINGS_NAMESPACE);
  const drawer = useDrawer();
  return (
    <section className={styles.business} aria-labelledby="home-business">
      <h2 id="home-business" className={styles.sectionTitle}>
        {t('home.business.title')}
      </h2>
      <p>{t('home.business.text')}</p>
      <Button onClick={() => drawer.open('apply-form', { placement: 'right' })} data-testid="open-apply-form">
        {t('home.business.cta')}
      </Button>
    </section>
  );
}

function ContactPrompt() {
  const { t } = useTranslation(LISTINGS_NAMESPACE);
  return (
    <section className={styles.contact} aria-labelledby="home-contact">
      <h2 id="home-contact" className={styles.sectionTitle}>
        {t('home.contact.title')}
      </h2>
      <p>{t('home.contact.text')}</p>
      <Link className={styles.cta} to={routes.contactUs}>
        {t('home.contact.cta')}
      </Link>
    </section>
  );
}
