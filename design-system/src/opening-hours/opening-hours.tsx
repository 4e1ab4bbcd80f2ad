import { weekdayLabels, weekdays } from 'contracts/enums';
import type { Lang } from 'contracts/i18n';
import { isOpenAt, qatarClock } from 'contracts/opening-hours';
import type { WeeklyHours } from 'contracts/schemas/listing';
import styles from './opening-hours.module.css';

export type OpeningHoursProps = {
  hours: WeeklyHours;
  lang: Lang;
  /** The time to judge "open now" and "today" by (Qatar time); tests and stories pin it. */
  now?: Date;
  labels: { title: string; closed: string; openNow: string; closedNow: string; today: string };
};

/** Whether a listing is open now, in Qatar time, as a badge. */
export function OpenNowBadge({
  hours,
  now = new Date(),
  labels,
}: Pick<OpeningHoursProps, 'hours' | 'now'> & { labels: { openNow: string; closedNow: string } }) {
  const open = isOpenAt(hours, now);
  return (
    <span className={`${styles.badge} ${open ? styles.open : styles.shut}`}>
      {open ? labels.openNow : labels.closedNow}
    </span>
  );
}

/** Monday to Sunday, each day's ranges or "Closed", today highlighted, with the open-now badge. */
export function OpeningHours({ hours, lang, now = new Date(), labels }: OpeningHoursProps) {
  const today = qatarClock(now).day;
  return (
    <section className={styles.hours} aria-label={labels.title}>
      <header className={styles.header}>
        <h3 className={styles.title}>{labels.title}</h3>
        <OpenNowBadge hours={hours} now={now} labels={labels} />
      </header>
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
                  hours[day].map((range) => (
                    <span key={`${range.open}-${range.close}`} className={styles.range} dir="ltr">
                      {range.open} – {range.close}
                    </span>
                  ))
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
