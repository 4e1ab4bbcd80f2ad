import { CARD_PHOTO_SIZES } from 'contracts/page-data';
import type { ComponentType, ReactNode } from 'react';
import styles from './listing-card.module.css';

type ListingCardLinkProps = { href: string; className?: string; children: ReactNode };

export type ListingCardProps = {
  /** The listing's name, rendered as a heading inside the link. */
  title: string;
  /** The detail page's path; without one (a listing no longer shown) the title is plain text. */
  href?: string | undefined;
  image?: { src: string; srcset?: string; alt: string; width?: number; height?: number };
  /**
   * `<img sizes>`; the default (`CARD_PHOTO_SIZES`) suits a 1/2/3-column grid, and the BFF preloads
   * a page's first cover for it.
   */
  sizes?: string;
  /**
   * When the picture loads: `lead`, the page's largest paint (which the BFF preloads), at once and
   * first; `eager`, above the fold on a wide screen, at once but after the page's scripts; `lazy`
   * (the default) when scrolled near.
   */
  load?: CardImageLoad;
  /** E.g. area · cuisines. */
  meta?: ReactNode;
  /** E.g. price level, open-now badge. */
  badges?: ReactNode;
  /** E.g. favorite/bookmark toggles: rendered outside the link (no buttons inside `<a>`). */
  actions?: ReactNode;
  headingLevel?: 2 | 3;
  /** The link component (e.g. the router's); default a plain `<a>`, so the design system stays router-free. */
  linkAs?: ComponentType<ListingCardLinkProps>;
  'data-testid'?: string;
};

function PlainLink({ href, className, children }: ListingCardLinkProps) {
  return (
    <a href={href} className={className}>
      {children}
    </a>
  );
}

export type CardImageLoad = 'lead' | 'eager' | 'lazy';

function ListingImage({ image, sizes, load }: Pick<ListingCardProps, 'image' | 'sizes' | 'load'>) {
  // The box keeps its aspect ratio whether or not the picture has loaded (or exists): no layout shift.
  if (!image) return <div className={styles.media} aria-hidden="true" />;
  return (
    <div className={styles.media}>
      <img
        className={styles.image}
        src={image.src}
        srcSet={image.srcset}
        sizes={image.srcset ? (sizes ?? CARD_PHOTO_SIZES) : undefined}
        alt={image.alt}
        width={image.width}
        height={image.height}
        loading={load === 'lazy' ? 'lazy' : 'eager'}
        // Low, not the browser's default, for all but the lead: a card in view would be raised to
        // high and share a phone's bandwidth with the scripts and the picture the page shows first.
        fetchPriority={load === 'lead' ? 'high' : 'low'}
        decoding="async"
      />
    </div>
  );
}

/**
 * A restaurant or shop in a list. The heading's link stretches over the whole card (one tab stop,
 * one accessible name), while `actions` sit above that link as buttons of their own.
 */
export function ListingCard({
  title,
  href,
  image,
  sizes,
  load = 'lazy',
  meta,
  badges,
  actions,
  headingLevel = 2,
  linkAs: Link = PlainLink,
  'data-testid': testId,
}: ListingCardProps) {
  const Heading = headingLevel === 3 ? 'h3' : 'h2';
  return (
    <article className={styles.card} data-testid={testId}>
      <div className={styles.body}>
        <Heading className={styles.title}>
          {href === undefined ? (
            title
          ) : (
            <Link href={href} className={styles.link}>
              {title}
            </Link>
          )}
        </Heading>
        {meta ? <div className={styles.meta}>{meta}</div> : null}
        {badges || actions ? (
          <div className={styles.footer}>
            {badges ? <div className={styles.badges}>{badges}</div> : null}
            {actions ? <div className={styles.actions}>{actions}</div> : null}
          </div>
        ) : null}
      </div>
      <ListingImage image={image} sizes={sizes} load={load} />
    </article>
  );
}
