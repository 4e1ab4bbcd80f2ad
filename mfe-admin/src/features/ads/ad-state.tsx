import { useAdminText } from '../../lib/use-admin-text.ts';
import styles from './ads.module.css';
import type { AdminAd } from './ads-api.ts';

/**
 * What an ad is to visitors now, as the api told it: its state on Qatar's day (never the bare
 * switch: an ended ad switched on is not "active"), and whether visitors get it, or why a running
 * one is not shown (another of its category, newer, is: the api shows the newest running one).
 */
export function AdState({ ad }: { ad: Pick<AdminAd, 'state' | 'shownNow'> }) {
  const { t } = useAdminText();
  return (
    <span className={styles.state}>
      <span className={styles.stateName} data-state={ad.state} data-testid="ad-state">
        {t(`ads.states.${ad.state}`)}
      </span>
      {ad.shownNow ? (
        <span className={styles.shownNow} data-testid="ad-shown-now">
          {t('ads.shownNow')}
        </span>
      ) : ad.state === 'running' ? (
        <span className={styles.hint} data-testid="ad-not-shown">
          {t('ads.notShown')}
        </span>
      ) : null}
    </span>
  );
}
