import { Grid } from 'design-system/grid';
import type { ReactNode } from 'react';
import styles from './listing-detail.module.css';
import type { ListingSummary } from './listing-summary.ts';

/** How many similar listings the page shows. */
const SIMILAR_COUNT = 3;

/** Up to three other listings like this one (the list answer may include this one: left out). */
export function SimilarListings<T extends ListingSummary>({
  title,
  currentId,
  listings,
  renderCard,
}: {
  title: string;
  currentId: string;
  listings: T[] | undefined;
  /** The list's own card (with its save toggles), at heading level 3. */
  renderCard: (listing: T) => ReactNode;
}) {
  const others = (listings ?? []).filter((listing) => listing._id !== currentId).slice(0, SIMILAR_COUNT);
  if (others.length === 0) return null;
  return (
    <section className={styles.similar} aria-labelledby="similar-listings">
      <h2 id="similar-listings" className={styles.sectionTitle}>
        {title}
      </h2>
      <Grid as="ul" gap={6} columns="fill" minItemSize="16rem">
        {others.map((listing) => (
          <li key={listing._id}>{renderCard(listing)}</li>
        ))}
      </Grid>
    </section>
  );
}
