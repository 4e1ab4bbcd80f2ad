import type { VisitorExperience } from 'contracts/schemas/vitals';
import { Button } from 'design-system/button';
import { EmptyState } from 'design-system/empty-state';
import { Skeleton } from 'design-system/skeleton';
import type { TableColumn } from 'design-system/table';
import { formatCount, formatDecimal } from 'platform/intl';
import { AdminTable } from '../../components/admin-table.tsx';
import { useAdminText } from '../../lib/use-admin-text.ts';
import { useVisitorExperience } from '../../lib/use-visitor-experience.ts';
import styles from './dashboard.module.css';

type RouteRow = VisitorExperience['routes'][number];
type ErrorRow = VisitorExperience['errors'][number];

function useColumns() {
  const { t, lang } = useAdminText();
  const measured = (value: number | null, shown: (value: number) => string) =>
    value === null ? t('dashboard.vitals.noSample') : shown(value);
  const routes: TableColumn<RouteRow>[] = [
    {
      id: 'routeKind',
      header: t('dashboard.vitals.routeKind'),
      cell: (row) => t(`dashboard.vitals.routeKinds.${row.routeKind}`),
    },
    {
      id: 'lcp',
      header: t('dashboard.vitals.lcp'),
      cell: (row) =>
        measured(row.lcpMs, (ms) => t('dashboard.vitals.seconds', { value: formatDecimal(ms / 1000, lang) })),
    },
    {
      id: 'inp',
      header: t('dashboard.vitals.inp'),
      cell: (row) => measured(row.inpMs, (ms) => t('dashboard.vitals.milliseconds', { value: formatCount(ms, lang) })),
    },
    {
      id: 'cls',
      header: t('dashboard.vitals.cls'),
      cell: (row) => measured(row.cls, (cls) => formatDecimal(cls, lang)),
    },
    { id: 'samples', header: t('dashboard.vitals.samples'), cell: (row) => formatCount(row.samples, lang) },
  ];
  const errors: TableColumn<ErrorRow>[] = [
    { id: 'remote', header: t('dashboard.vitals.remote'), cell: (row) => t(`dashboard.vitals.remotes.${row.remote}`) },
    { id: 'release', header: t('dashboard.vitals.release'), cell: (row) => row.release },
    { id: 'count', header: t('dashboard.vitals.errorCount'), cell: (row) => formatCount(row.count, lang) },
  ];
  return { routes, errors };
}

function Tables({ experience }: { experience: VisitorExperience }) {
  const { t } = useAdminText();
  const columns = useColumns();
  const single = { page: 1, pageCount: 1, onPageChange: () => undefined };
  return (
    <>
      <AdminTable<RouteRow>
        caption={t('dashboard.vitals.routesCaption')}
        pagingLabel={t('dashboard.vitals.routesCaption')}
        columns={columns.routes}
        rows={experience.routes}
        rowKey={(row) => row.routeKind}
        empty={<EmptyState title={t('dashboard.vitals.empty.title')} text={t('dashboard.vitals.empty.text')} />}
        {...single}
      />
      <AdminTable<ErrorRow>
        caption={t('dashboard.vitals.errorsCaption')}
        pagingLabel={t('dashboard.vitals.errorsCaption')}
        columns={columns.errors}
        rows={experience.errors}
        rowKey={(row) => `${row.remote}@${row.release}`}
        empty={<EmptyState title={t('dashboard.vitals.noErrors')} />}
        {...single}
      />
    </>
  );
}

/**
 * What visitors went through in the last day: the 75th percentile of each Core Web Vital per kind of
 * page, and the uncaught errors per remote release (from the shell's sampled reports).
 */
export function VisitorExperiencePanel() {
  const { t } = useAdminText();
  const experience = useVisitorExperience();
  return (
    <section className={styles.chart} aria-labelledby="visitor-experience-title" data-testid="visitor-experience">
      <h2 id="visitor-experience-title">{t('dashboard.vitals.title')}</h2>
      <p className={styles.cardLabel}>{t('dashboard.vitals.intro')}</p>
      {experience.isPending ? (
        <div aria-busy="true" data-testid="visitor-experience-loading">
          <p className={styles.visuallyHidden}>{t('dashboard.vitals.loading')}</p>
          <Skeleton blockSize="6rem" />
        </div>
      ) : experience.isError ? (
        <EmptyState
          alert
          title={t('dashboard.vitals.error.title')}
          text={t('dashboard.error.text')}
          action={
            <Button onClick={() => experience.refetch()} loading={experience.isFetching}>
              {t('dashboard.error.retry')}
            </Button>
          }
        />
      ) : (
        <Tables experience={experience.data} />
      )}
    </section>
  );
}
