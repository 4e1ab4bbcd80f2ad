import { scaleBand, scaleLinear } from '@visx/scale';
import { formatCount } from 'platform/intl';
import { useAdminText } from '../../lib/use-admin-text.ts';
import styles from './dashboard.module.css';

/** One column: a week, say. `fullLabel` is what the table alternative says for it. */
export type Column = { key: string; label: string; fullLabel: string; value: number };

const WIDTH = 640;
const HEIGHT = 260;
const MARGIN = { top: 12, bottom: 40, axis: 44, end: 8 };
const TICKS = 4;

/**
 * A column chart drawn with visx's scales (d3-scale: band positions, "nice" value ticks) for counts
 * along an ordered axis such as weeks. The SVG is for sighted readers and hidden from screen
 * readers; the table under it carries the same figures and is what they read. In Arabic the axis
 * runs from the right and the value labels stand on the right.
 */
export function ColumnChart({
  title,
  categoryHeader,
  valueHeader,
  columns,
  empty,
  testId,
}: {
  title: string;
  categoryHeader: string;
  valueHeader: string;
  columns: Column[];
  empty: string;
  testId: string;
}) {
  const { lang } = useAdminText();
  const rtl = lang === 'ar';
  const plotStart = rtl ? MARGIN.end : MARGIN.axis;
  const plotEnd = WIDTH - (rtl ? MARGIN.axis : MARGIN.end);
  const x = scaleBand({
    domain: columns.map((column) => column.key),
    range: rtl ? [plotEnd, plotStart] : [plotStart, plotEnd],
    padding: 0.25,
  });
  const max = Math.max(1, ...columns.map((column) => column.value));
  const y = scaleLinear({ domain: [0, max], range: [HEIGHT - MARGIN.bottom, MARGIN.top], nice: true });
  const ticks = y.ticks(TICKS).filter(Number.isInteger);
  const tickX = rtl ? plotEnd + 6 : plotStart - 6;
  // Every other label on a crowded axis, so labels never overlap.
  const labelEvery = columns.length > 8 ? 2 : 1;

  return (
    <figure className={styles.chart} data-testid={testId}>
      <figcaption className={styles.chartTitle}>{title}</figcaption>
      {columns.length === 0 ? (
        <p>{empty}</p>
      ) : (
        <>
          <svg
            className={styles.columnChart}
            viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
            aria-hidden="true"
            focusable="false"
            data-testid={`${testId}-svg`}
          >
            {ticks.map((tick) => (
              <g key={tick}>
                <line className={styles.gridLine} x1={plotStart} x2={plotEnd} y1={y(tick)} y2={y(tick)} />
                <text className={styles.axisLabel} x={tickX} y={y(tick)} dy="0.32em" textAnchor={rtl ? 'start' : 'end'}>
                  {formatCount(tick, lang)}
                </text>
              </g>
            ))}
            {columns.map((column, index) => {
              const start = x(column.key) ?? 0;
              return (
                <g key={column.key}>
                  <rect
                    className={styles.column}
                    x={start}
                    y={y(column.value)}
                    width={x.bandwidth()}
                    height={Math.max(0, HEIGHT - MARGIN.bottom - y(column.value))}
                    rx={2}
                  />
                  {index % labelEvery === 0 && (
                    <text
                      className={styles.axisLabel}
                      x={start + x.bandwidth() / 2}
                      y={HEIGHT - MARGIN.bottom + 18}
                      textAnchor="middle"
                    >
                      {column.label}
                    </text>
                  )}
                </g>
              );
            })}
          </svg>
          <table className={styles.visuallyHidden}>
            <caption>{title}</caption>
            <thead>
              <tr>
                <th scope="col">{categoryHeader}</th>
                <th scope="col">{valueHeader}</th>
              </tr>
            </thead>
            <tbody>
              {columns.map((column) => (
                <tr key={column.key}>
                  <th scope="row">{column.fullLabel}</th>
                  <td>{formatCount(column.value, lang)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
    </figure>
  );
}
