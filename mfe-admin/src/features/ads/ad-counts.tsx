import { Button } from 'design-system/button';
import { EmptyState } from 'design-system/empty-state';
import type { TableColumn } from 'design-system/table';
import { formatCount, formatLongDate, formatPercent } from 'platform/intl';
import { registerOverlayView } from 'platform/overlays';
import { useId, useMemo } from 'react';
import { AdminTable } from '../../components/admin-table.tsx';
import dialogStyles from '../../components/dialog.module.css';
import { useAdminText } from '../../lib/use-admin-text.ts';
import styles from './ads.module.css';
import { type AdDailyCounts, type AdminAd, useAdDailyCounts } from './ads-api.ts';

export const AD_COUNTS_VIEW = 'admin advertisement counts';

type Day = AdDailyCounts['days'][number];
const NO_DAYS: Day[] = [];

/** Followed per seen, as a whole percent; a day seen by nobody has none. */
const followRate = (day: Pick<Day, 'impressions' | 'clicks'>) =>
  day.impressions > 0 ? Math.round((day.clicks / day.impressions) * 100) : null;

/** The ad's counts of the last 30 days in the list's cell: seen and followed. */
export function AdCountsSummary({ ad }: { ad: Pick<AdminAd, 'counts'> }) {
  const { t, lang } = useAdminText();
  return (
    <span data-testid="ad-counts">
      {t('ads.counts.summary', {
        impressions: formatCount(ad.counts.impressions, lang),
        clicks: formatCount(ad.counts.clicks, lang),
      })}
    </span>
  );
}

/** One ad's impressions and clicks per Qatar day, in a dialog opened from its row. */
function AdCounts({ ad, close }: { ad: AdminAd; close: () => void }) {
  const { t, lang } = useAdminText();
  const id = useId();
  const counts = useAdDailyCounts(ad._id);
  const title = ad.title[lang];
  const columns = useMemo<TableColumn<Day>[]>(
    () => [
      // A Qatar calendar day, as stored: shown as it is, whatever the reader's time zone.
      { id: 'day', header: t('ads.counts.day'), cell: (day) => formatLongDate(day.day, lang) },
      { id: 'impressions', header: t('ads.counts.impressions'), cell: (day) => formatCount(day.impressions, lang) },
      { id: 'clicks', header: t('ads.counts.clicks'), cell: (day) => formatCount(day.clicks, lang) },
      {
        id: 'rate',
        header: t('ads.counts.rate'),
        cell: (day) => {
          const rate = followRate(day);
          return rate === null ? '—' : formatPercent(rate, lang);
        },
      },
    ],
    [t, lang],
  );
  return (
    <section className={`${dialogStyles.dialog} ${styles.counts}`} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('ads.counts.title', { title })}</h2>
      <p>{t('ads.counts.about')}</p>
      {counts.isError && !counts.data ? (
        <EmptyState
          alert
          title={t('ads.counts.failed')}
          action={
            <Button onClick={() => counts.refetch()} loading={counts.isFetching}>
              {t('ads.counts.retry')}
            </Button>
          }
        />
      ) : (
        <AdminTable<Day>
          caption={t('ads.counts.caption')}
          columns={columns}
          rows={counts.data?.days ?? NO_DAYS}
          rowKey={(day) => day.day}
          page={1}
          pageCount={1}
          onPageChange={() => {}}
          loading={counts.isPending}
          loadingRows={3}
          empty={<EmptyState title={t('ads.counts.empty')} />}
          pagingLabel={t('ads.paging.label')}
        />
      )}
      <div className={dialogStyles.dialogActions}>
        <Button type="button" variant="secondary" onClick={close}>
          {t('ads.counts.close')}
        </Button>
      </div>
    </section>
  );
}

function AdCountsView({ close, ad }: { close: () => void } & Record<string, unknown>) {
  return <AdCounts close={close} ad={ad as AdminAd} />;
}

registerOverlayView('modal', AD_COUNTS_VIEW, AdCountsView);
