import { CONTENT_FONT_GRACE_MS, fetchContentFonts } from 'design-system/content-fonts';
import { currentLang } from 'platform/i18n';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './layout.module.css';

/**
 * Flips between English and Arabic; the choice is kept in local storage and a cookie.
 * The accessible name starts with the visible text (WCAG 2.5.3), then says what the button does.
 */
export function LanguageSwitch() {
  const { t, i18n } = useTranslation();
  const next = currentLang(i18n) === 'ar' ? 'en' : 'ar';
  const [switching, setSwitching] = useState(false);
  const switchLanguage = async () => {
    if (switching) return;
    setSwitching(true);
    // The page changes once, into the fonts the other language's content waits for (as a page
    // opened in it does: design-system/content-fonts), not into a fallback they would then replace.
    await fetchContentFonts(next).readyWithin(CONTENT_FONT_GRACE_MS);
    await i18n.changeLanguage(next);
    setSwitching(false);
  };
  return (
    <button
      type="button"
      className={styles.languageSwitch}
      lang={next}
      data-testid="language-switch"
      aria-busy={switching || undefined}
      // A pointer over the switch or the focus on it: the fonts start loading before the click.
      onPointerEnter={() => fetchContentFonts(next)}
      onFocus={() => fetchContentFonts(next)}
      onClick={switchLanguage}
    >
      {t('language.switchTo')}
      <span className={styles.visuallyHidden} lang={currentLang(i18n)}>
        {` (${t('language.label')})`}
      </span>
    </button>
  );
}
