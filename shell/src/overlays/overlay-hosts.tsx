import { useAtomValue } from 'jotai';
import { drawerAtom, galleryAtom, modalAtom, useDrawer, useModal } from 'platform/overlays';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useLocation } from 'react-router';

// Each host (and the design-system component it renders) is fetched the first time it opens, not with the page.
const DrawerHost = lazy(() => import('./drawer-host.tsx'));
const ModalHost = lazy(() => import('./modal-host.tsx'));
const GalleryHost = lazy(() => import('./gallery-host.tsx'));

/** True from the first time `open` is true on: a host stays mounted afterwards, so it can close itself. */
function useOpenedOnce(open: boolean) {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened || open;
}

/** The drawer, modal and gallery every remote opens through platform hooks; drawer and modal close on navigation. */
export function OverlayHosts() {
  const drawer = useAtomValue(drawerAtom);
  const modal = useAtomValue(modalAtom);
  const gallery = useAtomValue(galleryAtom);
  const drawerControl = useDrawer();
  const modalControl = useModal();
  const { pathname } = useLocation();

  // biome-ignore lint/correctness/useExhaustiveDependencies: closing is what a path change means here
  useEffect(() => {
    drawerControl.close();
    modalControl.close();
  }, [pathname]);

  const drawerUsed = useOpenedOnce(drawer.open);
  const modalUsed = useOpenedOnce(modal.open);
  const galleryUsed = useOpenedOnce(gallery.open);
  return (
    <Suspense fallback={null}>
      {drawerUsed ? <DrawerHost /> : null}
      {modalUsed ? <ModalHost /> : null}
      {galleryUsed ? <GalleryHost /> : null}
    </Suspense>
  );
}
