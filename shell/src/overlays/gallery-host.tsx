import { directionOf } from 'contracts/i18n';
import { Gallery } from 'design-system/gallery';
import { useAtomValue } from 'jotai';
import { currentLang } from 'platform/i18n';
import { formatCount } from 'platform/intl';
import { galleryAtom, useGallery } from 'platform/overlays';
import { useTranslation } from 'react-i18next';

/** The full-screen photo carousel. */
export default function GalleryHost() {
  const { t, i18n } = useTranslation();
  const gallery = useAtomValue(galleryAtom);
  const control = useGallery();
  return (
    <Gallery
      open={gallery.open}
      items={gallery.items}
      startSlide={gallery.startSlide}
      onClose={control.close}
      dir={directionOf(currentLang(i18n))}
      labels={{
        gallery: t('overlay.gallery'),
        close: t('overlay.close'),
        previous: t('overlay.previous'),
        next: t('overlay.next'),
        position: (n, total) =>
          t('overlay.position', { n: formatCount(n, currentLang(i18n)), total: formatCount(total, currentLang(i18n)) }),
      }}
    />
  );
}
