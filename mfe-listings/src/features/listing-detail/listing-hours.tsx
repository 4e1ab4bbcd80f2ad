import type { WeeklyHours } from 'contracts/schemas/listing';
import { OpeningHours, OpenNowBadge } from 'design-system/opening-hours';
import { useListingsT } from './use-lang.ts';
import './i18n/register.ts';

/** Monday to Sunday with today highlighted and whether it is open now, in Qatar time. */
export function ListingHours({ hours }: { hours: WeeklyHours }) {
  const { t, lang } = useListingsT();
  return (
    <OpeningHours
      hours={hours}
      lang={lang}
      labels={{
        title: t('detail.hours.title'),
        closed: t('detail.hours.closed'),
        openNow: t('detail.hours.openNow'),
        closedNow: t('detail.hours.closedNow'),
        today: t('detail.hours.today'),
      }}
    />
  );
}

export function ListingOpenNow({ hours }: { hours: WeeklyHours }) {
  const { t } = useListingsT();
  return (
    <OpenNowBadge
      hours={hours}
      labels={{ openNow: t('detail.hours.openNow'), closedNow: t('detail.hours.closedNow') }}
    />
  );
}
