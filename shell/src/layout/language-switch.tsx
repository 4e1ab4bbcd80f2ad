import { currentLang } from 'platform/i18n';
import { useTranslation } from 'react-i18next';
import styles from './layout.module.css';

/** Flips between English and Arabic; the choice is kept in local storage and a cookie. */
export function LanguageSwitch() {
  const { t, i18n } = useTranslation();
  const next = currentLang(i18n) === 'ar' ? 'en' : 'ar';
  return (
    <button
      type="button"
      className={styles.languageSwitch}
      lang={next}
      aria-label={t('language.label')}
      data-testid="language-switch"
      onClick={() => i18n.changeLanguage(next)}
    >
      {t('language.switchTo')}
    </button>
  );
}
