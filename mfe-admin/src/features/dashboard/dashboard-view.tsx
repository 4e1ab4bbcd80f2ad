import type { Statistics } from 'contracts/schemas/admin';
import { Button } from 'design-system/button';
import { EmptyState } from 'design-system/empty-state';
import { Grid } from 'design-system/grid';
import { PageHeader } from 'design-system/page-header';
import { Skeleton } from 'design-system/skeleton';
import { formatCount } from 'platform/intl';
import { useAdminText } from '../../lib/use-admin-text.ts';
import { useStatistics } from '../../lib/use-statistics.ts';
import styles from './dashboard.module.css';
import { AreasChart, CuisinesChart, MostSavedChart, ShopCategoriesChart, SignUpsChart } from './dashboard-charts.tsx';
import { VisitorExperiencePanel } from './visitor-experience-panel.tsx';

/** The cards, in the order of spec §7's statistics: who uses the site, then what it lists. */
const FIGURES = [
  ['usersTotal', (s: Statistics) => s.users.total],
  ['usersUser', (s: Statistics) => s.users.byRole.user],
  ['usersBusiness', (s: Statistics) => s.users.byRole.business],
  ['usersAdmin', (s: Statistics) => s.users.byRole.admin],
  ['newUsers', (s: Statistics) => s.users.newLast30Days],
  ['restaurants', (s: Statistics) => s.restaurants],
  ['shops', (s: Statistics) => s.shops],
  ['blogs', (s: Statistics) => s.blogs],
  ['activeAds', (s: Statistics) => s.activeAds],
  ['unreadMessages', (s: Statistics) => s.unreadMessages],
  ['favorites', (s: Statistics) => s.favorites],
  ['bookmarks', (s: Statistics) => s.bookmarks],
] as const;

function Figures({ statistics }: { statistics: Statistics }) {
  const { t, lang } = useAdminText();
  return (
    <dl className={styles.cards}>
      {FIGURES.map(([key, value]) => (
        <div key={key} className={styles.card}>
          <dt className={styles.cardLabel}>{t(`dashboard.figures.${key}`)}</dt>
          <dd className={styles.cardValue} data-testid={`figure-${key}`} data-value={value(statistics)}>
            {formatCount(value(statistics), lang)}
          </dd>
        </div>
      ))}
    </dl>
  );
}

function Charts({ statistics }: { statistics: Statistics }) {
  const { listingsByArea, listingsByCategory } = statistics;
  return (
    <Grid gap={4} minItemSize="22rem">
      <SignUpsChart weeks={statistics.signUpsPerWeek} />
      <MostSavedChart items={statistics.mostSaved} />
      <AreasChart rows={listingsByArea} />
      <CuisinesChart rows={listingsByCategory.restaurants} />
      <ShopCategoriesChart rows={listingsByCategory.shops} />
    </Grid>
  );
}

function Loading() {
  const { t } = useAdminText();
  return (
    <div aria-busy="true" data-testid="dashboard-loading">
      <p className={styles.visuallyHidden}>{t('dashboard.loading')}</p>
      <div className={styles.cards}>
        {FIGURES.map(([key]) => (
          <div key={key} className={styles.card}>
            <Skeleton inlineSize="60%" />
            <Skeleton blockSize="2rem" inlineSize="40%" />
          </div>
        ))}
      </div>
    </div>
  );
}

/** `/admin/dashboard`'s content: the figures as cards and the charts, or their loading and error states. */
export function DashboardView() {
  const { t } = useAdminText();
  const statistics = useStatistics();
  return (
    <>
      <PageHeader title={t('dashboard.title')} />
      {statistics.isPending ? (
        <Loading />
      ) : statistics.isError ? (
        <EmptyState
          alert
          title={t('dashboard.error.title')}
          text={t('dashboard.error.text')}
          action={
            <Button onClick={() => statistics.refetch()} loading={statistics.isFetching}>
              {t('dashboard.error.retry')}
            </Button>
          }
        />
      ) : (
        <>
          <Figures statistics={statistics.data} />
          <Charts statistics={statistics.data} />
        </>
      )}
      <VisitorExperiencePanel />
    </>
  );
}
