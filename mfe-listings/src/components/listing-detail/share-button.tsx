import { Button } from 'design-system/button';
import { notify } from 'platform/toast';
import styles from './share-button.module.css';
import { useListingsT } from './use-lang.ts';
import './i18n/register.ts';

/** The phone's share sheet where there is one; elsewhere the link goes to the clipboard. */
export function ShareButton({ title, path }: { title: string; path: string }) {
  const { t } = useListingsT();
  const share = async () => {
    const url = new URL(path, window.location.origin).toString();
    if (typeof navigator.share === 'function') {
      // Dismissing the share sheet rejects too; that is the user's choice, not an error.
      await navigator.share({ title, url }).catch(() => undefined);
      return;
    }
    try {
      await navigator.clipboard.writeText(url);
      notify.success(t('detail.share.copied'));
    } catch {
      notify.error(t('detail.share.failed'));
    }
  };
  return (
    <Button variant="secondary" onClick={share} data-testid="share-button">
      {/* Drawn: the ↗ character is in no font the page loads (its fallback font is a download of its own). */}
      <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path
          d="M7 17 17 7M9 7h8v8"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      {t('detail.share.label')}
    </Button>
  );
}
