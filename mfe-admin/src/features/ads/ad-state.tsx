import { formatPercent } from 'platform/intl';
import { useAdminText } from '../../lib/use-admin-text.ts';
import styles from './ads.module.css';
import type { AdminAd } from './ads-api.ts';

/**
 * What an ad is to visitors now, as the api told it: its state on Qatar's day (never the bare
 * switch: an ended ad switched on is not "active"), and, while it runs, the part of its category's
 * views it gets (every running ad is in rotation, weighted by its priority).
 */
export function AdState({ ad }: { ad: Pick<AdminAd, 'state' | 'share'> }) {
  const { t, lang } = useAdminText();
  return (
    <span className={styles.state}>
      <span className={styles.stateName} data-state={ad.state} data-testid="ad-state">
        {t(`ads.states.${ad.state}`)}
      </span>
      {ad.share !== null ? (
        <span className={styles.shownNow} data-testid="ad-share">
          {t('ads.share', { share: formatPercent(Math.round(ad.share * 100), lang) })}
        </span>
      ) : null}
    </span>
  );
}
