import { CARD_PHOTO_SIZES } from 'contracts/page-data';
import type { ComponentType, ReactNode } from 'react';
import styles from './listing-card.module.css';

export type ListingCardLinkProps = { href: string; className?: string; children: ReactNode };

export type ListingCardProps = {
  /** The listing's name, rendered as a heading inside the link. */
  title: string;
  /** The detail page's path. */
  href: string;
  image?: { src: string; srcset?: string; alt: string; width?: number; height?: number };
  /**
   * `<img sizes>`; the default (`CARD_PHOTO_SIZES`) suits a 1/2/3-column grid, and the BFF preloads
   * a page's first cover for it.
   */
  sizes?: string;
  /** Above the fold: loaded eagerly with a high fetch priority. Default lazy. */
  eager?: boolean;
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

function ListingImage({ image, sizes, eager }: Pick<ListingCardProps, 'image' | 'sizes' | 'eager'>) {
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
        loading={eager ? 'eager' : 'lazy'}
        fetchPriority={eager ? 'high' : undefined}
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
  eager = false,
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
          <Link href={href} className={styles.link}>
            {title}
          </Link>
        </Heading>
        {meta ? <div className={styles.meta}>{meta}</div> : null}
        {badges || actions ? (
          <div className={styles.footer}>
            {badges ? <div className={styles.badges}>{badges}</div> : null}
            {actions ? <div className={styles.actions}>{actions}</div> : null}
          </div>
        ) : null}
      </div>
      <ListingImage image={image} sizes={sizes} eager={eager} />
    </article>
  );
}
