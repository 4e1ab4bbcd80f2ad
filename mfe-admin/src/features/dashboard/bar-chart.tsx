import styles from './dashboard.module.css';

export type BarDatum = { key: string; label: string; value: number; shown: string };

/**
 * A horizontal bar chart that is also its own table alternative: a real `<table>` (caption, a row
 * per bar with its label and figure) whose bars are decoration hidden from screen readers. Bars are
 * drawn with CSS inline sizes, so they grow from the inline start and mirror in Arabic.
 */
export function BarChart({
  title,
  labelHeader,
  valueHeader,
  data,
  empty,
  testId,
}: {
  title: string;
  labelHeader: string;
  valueHeader: string;
  data: BarDatum[];
  empty: string;
  testId: string;
}) {
  const max = Math.max(1, ...data.map((datum) => datum.value));
  return (
    <figure className={styles.chart} data-testid={testId}>
      <table className={styles.chartTable}>
        <caption className={styles.chartTitle}>{title}</caption>
        <thead>
          <tr>
            <th scope="col">{labelHeader}</th>
            <th scope="col">{valueHeader}</th>
          </tr>
        </thead>
        <tbody>
          {data.length === 0 ? (
            <tr>
              <td colSpan={2}>{empty}</td>
            </tr>
          ) : (
            data.map((datum) => (
              <tr key={datum.key}>
                <th scope="row" className={styles.barLabel}>
                  {datum.label}
                </th>
                <td className={styles.barCell}>
                  <span
                    aria-hidden="true"
                    className={styles.bar}
                    style={{ inlineSize: `${(datum.value / max) * 100}%` }}
                  />
                  <span className={styles.barValue}>{datum.shown}</span>
                </td>
              </tr>
            ))
          )}
        </tbody>
      </table>
    </figure>
  );
}
