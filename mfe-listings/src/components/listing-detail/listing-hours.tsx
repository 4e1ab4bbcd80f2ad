import { qatarDate, specialHoursOn } from 'contracts/opening-hours';
import type { SpecialHoursView, WeeklyHours } from 'contracts/schemas/listing';
import { OpeningHours, OpenNowBadge } from 'design-system/opening-hours';
import { formatLongDate } from 'platform/intl';
import { useListingsT } from './use-lang.ts';
import './i18n/register.ts';

type HoursProps = { hours: WeeklyHours; specialHours?: SpecialHoursView[] | undefined };

/**
 * Monday to Sunday with today highlighted and whether it is open now, in Qatar time; then each
 * special range (Ramadan, Eid) not yet ended, with its name, dates and own weekly hours. The badge
 * follows the special range in force today.
 */
export function ListingHours({ hours, specialHours = [] }: HoursProps) {
  const { t, lang } = useListingsT();
  const now = new Date();
  const today = qatarDate(now);
  const inForce = specialHoursOn(specialHours, today);
  // The api also sends yesterday's range (its evening may run past midnight); it has ended by date.
  const shown = specialHours.filter((range) => range.to >= today);
  const labels = {
    title: t('detail.hours.title'),
    closed: t('detail.hours.closed'),
    openNow: t('detail.hours.openNow'),
    closedNow: t('detail.hours.closedNow'),
    today: t('detail.hours.today'),
  };
  return (
    <>
      <OpeningHours
        hours={hours}
        specialHours={specialHours}
        lang={lang}
        now={now}
        labels={labels}
        // On a special day today's hours are the special range's, highlighted there instead.
        highlightToday={!inForce}
      />
      {shown.map((range) => (
        <div key={`${range.from}-${range.to}`} data-testid="special-hours">
          <OpeningHours
            hours={range.hours}
            lang={lang}
            now={now}
            labels={{ ...labels, title: range.name }}
            caption={t(range === inForce ? 'detail.specialHours.datesInForce' : 'detail.specialHours.dates', {
              from: formatLongDate(range.from, lang),
              to: formatLongDate(range.to, lang),
            })}
            badge={false}
            highlightToday={range === inForce}
          />
        </div>
      ))}
    </>
  );
}

export function ListingOpenNow({ hours, specialHours }: HoursProps) {
  const { t } = useListingsT();
  return (
    <OpenNowBadge
      hours={hours}
      specialHours={specialHours}
      labels={{ openNow: t('detail.hours.openNow'), closedNow: t('detail.hours.closedNow') }}
    />
  );
}
