import { allListingKindIdentities } from 'contracts/listing-kind-identity';
import { routes } from 'contracts/routes';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';

/** The site's main sections; the same list in the header and in the side menu. */
export function MainNavLinks() {
  const { t } = useTranslation();
  return (
    <>
      <NavLink to={routes.home} end>
        {t('nav.home')}
      </NavLink>
      {allListingKindIdentities.map((kind) => (
        <NavLink key={kind.id} to={routes[kind.routes.list]}>
          {t(kind.labels.nav)}
        </NavLink>
      ))}
      <NavLink to={routes.blogs}>{t('nav.blogs')}</NavLink>
      <NavLink to={routes.contactUs}>{t('nav.contact')}</NavLink>
    </>
  );
}

/** The side menu drawer view (small screens). */
export function SideMenu() {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('nav.menu')} className="side-menu">
      <MainNavLinks />
    </nav>
  );
}
