import { useEffect, useState } from 'react';
import { useModalDialog } from '../dialog/use-dialog.ts';
import styles from './gallery.module.css';

export type GalleryImage = { src: string; srcset?: string; alt: string };
export type GalleryProps = {
  /** Whether it is shown. */
  open: boolean;
  /** The photos, each with its alt text in the page's language. */
  items: GalleryImage[];
  /** 1-based, as the spec counts slides. */
  startSlide?: number;
  /** Called on Escape or the close button. */
  onClose: () => void;
  /** Translated names of the controls and the "2 of 5" position. */
  labels: {
    gallery: string;
    close: string;
    previous: string;
    next: string;
    position: (n: number, total: number) => string;
  };
  /** The reading direction: right to left mirrors the arrow keys and buttons. */
  dir?: 'ltr' | 'rtl';
};

/** A full-screen photo carousel: buttons, arrow keys (mirrored right to left), Escape to close. */
export function Gallery({ open, items, startSlide = 1, onClose, labels, dir = 'ltr' }: GalleryProps) {
  const ref = useModalDialog(open, onClose);
  const [index, setIndex] = useState(Math.max(0, startSlide - 1));
  useEffect(() => {
    if (open) setIndex(Math.min(Math.max(0, startSlide - 1), Math.max(0, items.length - 1)));
  }, [open, startSlide, items.length]);
  const go = (step: number) => setIndex((i) => (items.length ? (i + step + items.length) % items.length : 0));
  const image = items[index];
  return (
    <dialog
      ref={ref}
      aria-label={labels.gallery}
      className={styles.gallery}
      onKeyDown={(event) => {
        const forward = dir === 'rtl' ? 'ArrowLeft' : 'ArrowRight';
        const back = dir === 'rtl' ? 'ArrowRight' : 'ArrowLeft';
        if (event.key === forward) go(1);
        if (event.key === back) go(-1);
      }}
    >
      <button type="button" className={styles.close} onClick={onClose} aria-label={labels.close}>
        ×
      </button>
      {image ? (
        <figure
          className={styles.slide}
          aria-roledescription="slide"
          aria-label={labels.position(index + 1, items.length)}
        >
          <img src={image.src} srcSet={image.srcset} sizes="100vw" alt={image.alt} className={styles.image} />
          <figcaption className={styles.position} aria-live="polite">
            {labels.position(index + 1, items.length)}
          </figcaption>
        </figure>
      ) : null}
      {items.length > 1 ? (
        <>
          <button
            type="button"
            className={`${styles.nav} ${styles.previous}`}
            onClick={() => go(-1)}
            aria-label={labels.previous}
          >
            ‹
          </button>
          <button
            type="button"
            className={`${styles.nav} ${styles.next}`}
            onClick={() => go(1)}
            aria-label={labels.next}
          >
            ›
          </button>
        </>
      ) : null}
    </dialog>
  );
}
