import { routes } from 'contracts/routes';
import { Logo as BrandLogo, type LogoVariant } from 'design-system/logo';
import { RouterLink } from 'platform/router-link';
import { useTranslation } from 'react-i18next';

/** The design system's logo, named in the current language, linking home through the router. */
export function Logo({ variant = 'default' }: { variant?: LogoVariant }) {
  const { t } = useTranslation();
  return <BrandLogo variant={variant} label={t('brand')} href={routes.home} linkAs={RouterLink} />;
}
