import { areas, cuisines, shopCategories } from 'contracts/enums';
import type { Statistics } from 'contracts/schemas/admin';
import { formatDayMonth, formatLongDate } from 'platform/intl';
import { useAdminText } from '../../lib/use-admin-text.ts';
import { BarChart } from './bar-chart.tsx';
import { ColumnChart } from './column-chart.tsx';

/** Sign-ups per week: short dates on the axis, the whole week in the table alternative. */
export function SignUpsChart({ weeks }: { weeks: Statistics['signUpsPerWeek'] }) {
  const { t, lang } = useAdminText();
  return (
    <ColumnChart
      testId="chart-sign-ups"
      title={t('dashboard.charts.signUps')}
      categoryHeader={t('dashboard.charts.week')}
      valueHeader={t('dashboard.charts.signUpCount')}
      empty={t('dashboard.charts.none')}
      columns={weeks.map((week) => ({
        key: week.weekStart,
        label: formatDayMonth(week.weekStart, lang),
        fullLabel: t('dashboard.charts.weekOf', { date: formatLongDate(week.weekStart, lang) }),
        value: week.count,
      }))}
    />
  );
}

/** The listings saved most, each by its name in the page's language. */
export function MostSavedChart({ items }: { items: Statistics['mostSaved'] }) {
  const { t, lang } = useAdminText();
  return (
    <BarChart
      testId="chart-most-saved"
      title={t('dashboard.charts.mostSaved')}
      labelHeader={t('dashboard.charts.listing')}
      series={[t('dashboard.charts.saves')]}
      empty={t('dashboard.charts.none')}
      rows={items.map((item) => ({
        key: `${item.itemType}:${item.itemId}`,
        label: item.name[lang],
        values: [item.saves],
      }))}
    />
  );
}

/** Restaurants and gift shops per area: two series on one scale. */
export function AreasChart({ rows }: { rows: Statistics['listingsByArea'] }) {
  const { t, lang } = useAdminText();
  return (
    <BarChart
      testId="chart-by-area"
      title={t('dashboard.charts.byArea')}
      labelHeader={t('dashboard.charts.area')}
      series={[t('dashboard.charts.restaurants'), t('dashboard.charts.shops')]}
      empty={t('dashboard.charts.none')}
      rows={rows.map((row) => ({
        key: row.area,
        label: areas.labels[row.area][lang],
        values: [row.restaurants, row.shops],
      }))}
    />
  );
}

export function CuisinesChart({ rows }: { rows: Statistics['listingsByCategory']['restaurants'] }) {
  const { t, lang } = useAdminText();
  return (
    <BarChart
      testId="chart-cuisines"
      title={t('dashboard.charts.byCuisine')}
      labelHeader={t('dashboard.charts.cuisine')}
      series={[t('dashboard.charts.restaurants')]}
      empty={t('dashboard.charts.none')}
      rows={rows.map((row) => ({ key: row.category, label: cuisines.labels[row.category][lang], values: [row.count] }))}
    />
  );
}

export function ShopCategoriesChart({ rows }: { rows: Statistics['listingsByCategory']['shops'] }) {
  const { t, lang } = useAdminText();
  return (
    <BarChart
      testId="chart-shop-categories"
      title={t('dashboard.charts.byShopCategory')}
      labelHeader={t('dashboard.charts.shopCategory')}
      series={[t('dashboard.charts.shops')]}
      empty={t('dashboard.charts.none')}
      rows={rows.map((row) => ({
        key: row.category,
        label: shopCategories.labels[row.category][lang],
        values: [row.count],
      }))}
    />
  );
}
