import { weekdayLabels, weekdays } from 'contracts/enums';
import type { Lang } from 'contracts/i18n';
import { isOpenAt, qatarClock } from 'contracts/opening-hours';
import type { SpecialHours, WeeklyHours } from 'contracts/schemas/listing';
import type { ReactNode } from 'react';
import styles from './opening-hours.module.css';

/** Special ranges as the badge needs them (their names do not matter to it). */
type SpecialRanges = readonly Pick<SpecialHours, 'from' | 'to' | 'hours'>[];

export type OpeningHoursProps = {
  /** The listing's weekly ranges, Monday to Sunday. */
  hours: WeeklyHours;
  /** Named date ranges replacing `hours` on their dates: the open-now badge follows them. */
  specialHours?: SpecialRanges | undefined;
  /** The language of day names and times. */
  lang: Lang;
  /** The time to judge "open now" and "today" by (Qatar time); tests and stories pin it. */
  now?: Date;
  /** Translated title, "Closed", badge and "today" texts. */
  labels: { title: string; closed: string; openNow: string; closedNow: string; today: string };
  /** A line under the title (a special range's dates). */
  caption?: ReactNode;
  /** Off for a grid that is not the listing's whole story (one special range among others). */
  badge?: boolean;
  /** Off for hours not in force today (an upcoming special range). */
  highlightToday?: boolean;
};

/** Whether a listing is open now, in Qatar time, as a badge. */
export function OpenNowBadge({
  hours,
  specialHours,
  now = new Date(),
  labels,
}: Pick<OpeningHoursProps, 'hours' | 'specialHours' | 'now'> & { labels: { openNow: string; closedNow: string } }) {
  const open = isOpenAt(hours, now, specialHours);
  return (
    <span className={`${styles.badge} ${open ? styles.open : styles.shut}`}>
      {open ? labels.openNow : labels.closedNow}
    </span>
  );
}

/** Monday to Sunday, each day's ranges or "Closed", today highlighted, with the open-now badge. */
export function OpeningHours({
  hours,
  specialHours,
  lang,
  now = new Date(),
  labels,
  caption,
  badge = true,
  highlightToday = true,
}: OpeningHoursProps) {
  const today = highlightToday ? qatarClock(now).day : undefined;
  return (
    <section className={styles.hours} aria-label={labels.title}>
      <header className={styles.header}>
        <h3 className={styles.title}>{labels.title}</h3>
        {badge ? <OpenNowBadge hours={hours} specialHours={specialHours} now={now} labels={labels} /> : null}
      </header>
      {caption ? <p className={styles.caption}>{caption}</p> : null}
      <table className={styles.table}>
        <tbody>
          {weekdays.map((day) => (
            <tr
              key={day}
              className={day === today ? styles.today : undefined}
              aria-current={day === today ? 'date' : undefined}
            >
              <th scope="row">
                {weekdayLabels[day][lang]}
                {day === today ? <span className={styles.visuallyHidden}> ({labels.today})</span> : null}
              </th>
              <td>
                {hours[day].length === 0 ? (
                  <span className={styles.closed}>{labels.closed}</span>
                ) : (
                  // A list, one range a line: a split day reads as two ranges, not as one run of digits.
                  <ul className={styles.ranges}>
                    {hours[day].map((range) => (
                      <li key={`${range.open}-${range.close}`}>
                        <span dir="ltr">
                          {range.open} – {range.close}
                        </span>
                      </li>
                    ))}
                  </ul>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
