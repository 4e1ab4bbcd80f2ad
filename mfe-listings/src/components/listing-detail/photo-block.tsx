import { LEAD_PHOTO_SIZES } from 'contracts/page-data';
import type { Image } from 'contracts/schemas/common';
import { useGallery } from 'platform/overlays';
import styles from './listing-detail.module.css';
import { useListingsT } from './use-lang.ts';
import './i18n/register.ts';

/** How many photos the page shows; 'View more photos' opens the carousel at the next one. */
export const VISIBLE_PHOTOS = 5;

/** The cover first, then the gallery; a picture listed twice shows once. */
export function listingPhotos(cover: Image | null, gallery: Image[]): Image[] {
  const seen = new Set<string>();
  return [cover, ...gallery].filter((image): image is Image => {
    if (!image || seen.has(image._id)) return false;
    seen.add(image._id);
    return true;
  });
}

/**
 * The listing's photos in a mosaic; each opens the full-screen carousel at itself, and 'View more
 * photos', there only when some are not on the page, at the first of those. The first
 * photo is the page's largest paint, so it loads eagerly and first; the others wait until needed.
 */
export function PhotoBlock({ photos, name }: { photos: Image[]; name: string }) {
  const { t } = useListingsT();
  const gallery = useGallery();
  if (photos.length === 0) return null;
  const items = photos.map(({ src, srcset, alt }) => ({ src, srcset, alt }));
  const openAt = (slide: number) => gallery.open('listing-photos', items, slide);
  return (
    <section className={styles.photos} aria-label={t('detail.photos.gallery', { name })}>
      <ul className={styles.mosaic} data-count={Math.min(photos.length, VISIBLE_PHOTOS)}>
        {photos.slice(0, VISIBLE_PHOTOS).map((photo, index) => (
          <li key={photo._id} className={index === 0 ? styles.mainPhoto : styles.photo}>
            <button
              type="button"
              className={styles.photoButton}
              onClick={() => openAt(index + 1)}
              aria-label={t('detail.photos.open', { n: index + 1, total: photos.length })}
              data-testid="listing-photo"
            >
              <img
                src={photo.src}
                srcSet={photo.srcset}
                sizes={index === 0 ? LEAD_PHOTO_SIZES : '(min-width: 900px) 25vw, 50vw'}
                alt={photo.alt}
                width={photo.width}
                height={photo.height}
                loading={index === 0 ? 'eager' : 'lazy'}
                // The others after the scripts and the lead photo, even those in view.
                fetchPriority={index === 0 ? 'high' : 'low'}
                decoding={index === 0 ? 'sync' : 'async'}
              />
            </button>
          </li>
        ))}
      </ul>
      {photos.length > VISIBLE_PHOTOS && (
        <button type="button" className={styles.viewMore} onClick={() => openAt(VISIBLE_PHOTOS + 1)}>
          {t('detail.photos.viewMore')}
        </button>
      )}
    </section>
  );
}
