import { directionOf } from 'contracts/i18n';
import { Drawer } from 'design-system/drawer';
import { Gallery } from 'design-system/gallery';
import { Modal } from 'design-system/modal';
import { useAtomValue } from 'jotai';
import { currentLang } from 'platform/i18n';
import { drawerAtom, galleryAtom, modalAtom, overlayView, useDrawer, useGallery, useModal } from 'platform/overlays';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';

/** Views that show on a white background or as bordered white cards (spec §2). */
const WHITE_DRAWER_VIEWS = new Set(['apply-form']);
const CARD_MODAL_VIEWS = new Set(['sign-in', 'sign-up']);

/** The drawer, modal and gallery every remote opens through platform hooks; drawer and modal close on navigation. */
export function OverlayHosts() {
  const { t, i18n } = useTranslation();
  const drawer = useAtomValue(drawerAtom);
  const modal = useAtomValue(modalAtom);
  const gallery = useAtomValue(galleryAtom);
  const drawerControl = useDrawer();
  const modalControl = useModal();
  const galleryControl = useGallery();
  const { pathname } = useLocation();

  // biome-ignore lint/correctness/useExhaustiveDependencies: closing is what a path change means here
  useEffect(() => {
    drawerControl.close();
    modalControl.close();
  }, [pathname]);

  const DrawerView = overlayView('drawer', drawer.view);
  const ModalView = overlayView('modal', modal.view);
  return (
    <>
      <Drawer
        open={drawer.open && DrawerView !== undefined}
        onClose={drawerControl.close}
        label={t('overlay.drawer')}
        closeLabel={t('overlay.close')}
        placement={drawer.placement}
        size={drawer.size}
        white={WHITE_DRAWER_VIEWS.has(drawer.view)}
      >
        {DrawerView ? <DrawerView {...drawer.props} close={drawerControl.close} /> : null}
      </Drawer>
      <Modal
        open={modal.open && ModalView !== undefined}
        onClose={modalControl.close}
        label={t('overlay.dialog')}
        closeLabel={t('overlay.close')}
        card={CARD_MODAL_VIEWS.has(modal.view)}
      >
        {ModalView ? <ModalView {...modal.props} close={modalControl.close} /> : null}
      </Modal>
      <Gallery
        open={gallery.open}
        items={gallery.items}
        startSlide={gallery.startSlide}
        onClose={galleryControl.close}
        dir={directionOf(currentLang(i18n))}
        labels={{
          gallery: t('overlay.gallery'),
          close: t('overlay.close'),
          previous: t('overlay.previous'),
          next: t('overlay.next'),
          position: (n, total) => t('overlay.position', { n, total }),
        }}
      />
    </>
  );
}
