import { FullScreenLoader as Loader } from 'design-system/full-screen-loader';
import { useTranslation } from 'react-i18next';

/** The design system's full-screen loader, announcing "Loading…" in the current language. */
export function FullScreenLoader() {
  const { t } = useTranslation();
  return <Loader label={t('loading')} />;
}
