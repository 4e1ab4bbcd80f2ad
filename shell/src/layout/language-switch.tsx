import { currentLang } from 'platform/i18n';
import { useTranslation } from 'react-i18next';
import styles from './layout.module.css';

/**
 * Flips between English and Arabic; the choice is kept in local storage and a cookie.
 * The accessible name starts with the visible text (WCAG 2.5.3), then says what the button does.
 */
export function LanguageSwitch() {
  const { t, i18n } = useTranslation();
  const next = currentLang(i18n) === 'ar' ? 'en' : 'ar';
  return (
    <button
      type="button"
      className={styles.languageSwitch}
      lang={next}
      data-testid="language-switch"
      onClick={() => i18n.changeLanguage(next)}
    >
      {t('language.switchTo')}
      <span className={styles.visuallyHidden} lang={currentLang(i18n)}>
        {` (${t('language.label')})`}
      </span>
    </button>
  );
}
