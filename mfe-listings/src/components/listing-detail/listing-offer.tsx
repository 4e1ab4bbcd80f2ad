import type { EnumGroup, ListingDetail, ListingKindDescriptor } from 'contracts/listing-kinds';
import { FactList } from './fact-list.tsx';
import styles from './listing-detail.module.css';
import { useListingsT } from './use-lang.ts';
import './i18n/register.ts';

/** The values a listing carries in a group's field. */
const groupValues = (listing: ListingDetail, group: EnumGroup): readonly string[] => {
  const values = (listing as Record<string, unknown>)[group.field];
  return Array.isArray(values) ? values : [];
};

/** Groups of enumeration values as the page's facts, each under its title; a group without values shows nothing. */
export function FactGroups({ listing, groups }: { listing: ListingDetail; groups: readonly EnumGroup[] }) {
  const { t, lang } = useListingsT();
  return groups.map((group) => (
    <FactList
      key={group.field}
      title={t(group.label)}
      values={groupValues(listing, group)}
      labels={group.values.labels}
      lang={lang}
    />
  ));
}

/** What a listing offers as groups of values, under its kind's heading (a shop's items, personalization, occasions, recipients). */
export function ListingOffer({
  kind,
  listing,
  title,
  groups,
}: {
  kind: ListingKindDescriptor;
  listing: ListingDetail;
  title: string;
  groups: readonly EnumGroup[];
}) {
  const { t } = useListingsT();
  const headingId = `${kind.id}-offer`;
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.sectionTitle}>
        {t(title)}
      </h2>
      <div className={styles.facts}>
        <FactGroups listing={listing} groups={groups} />
      </div>
    </section>
  );
}
