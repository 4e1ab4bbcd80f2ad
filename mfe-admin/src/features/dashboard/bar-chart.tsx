import { formatCount } from 'platform/intl';
import { useAdminText } from '../../lib/use-admin-text.ts';
import styles from './dashboard.module.css';

/** A row of the chart: its label and one figure per series, in the order of the chart's `series`. */
export type BarRow = { key: string; label: string; values: number[] };

/**
 * A horizontal bar chart that is also its own table alternative: a real `<table>` (caption, a row
 * per label, a column per series with its figure) whose bars are decoration hidden from screen
 * readers. Bars are drawn with CSS inline sizes, so they grow from the inline start and mirror in
 * Arabic, and long labels in either language wrap instead of overlapping as they would in an SVG.
 * All bars share one scale, so series compare with each other.
 */
export function BarChart({
  title,
  labelHeader,
  series,
  rows,
  empty,
  testId,
}: {
  title: string;
  labelHeader: string;
  series: string[];
  rows: BarRow[];
  empty: string;
  testId: string;
}) {
  const { lang } = useAdminText();
  const max = Math.max(1, ...rows.flatMap((row) => row.values));
  return (
    <figure className={styles.chart} data-testid={testId}>
      <table className={styles.chartTable}>
        <caption className={styles.chartTitle}>{title}</caption>
        <thead>
          <tr>
            <th scope="col">{labelHeader}</th>
            {series.map((header) => (
              <th key={header} scope="col">
                {header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 ? (
            <tr>
              <td colSpan={series.length + 1}>{empty}</td>
            </tr>
          ) : (
            rows.map((row) => (
              <tr key={row.key}>
                <th scope="row" className={styles.barLabel}>
                  {row.label}
                </th>
                {row.values.map((value, index) => (
                  <td key={series[index]} className={styles.barCell}>
                    <span
                      aria-hidden="true"
                      className={`${styles.bar} ${index > 0 ? styles.barSecond : ''}`}
                      style={{ inlineSize: `${(value / max) * 100}%` }}
                    />
                    <span className={styles.barValue}>{formatCount(value, lang)}</span>
                  </td>
                ))}
              </tr>
            ))
          )}
        </tbody>
      </table>
    </figure>
  );
}
