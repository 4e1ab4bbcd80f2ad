import { atom, useSetAtom } from 'jotai';
import type { ComponentType } from 'react';
import { type DrawerSize, resolveDrawerSize } from './drawer-size.ts';

/** Views each remote registers with the shell's overlay hosts (the shell renders them). */
type ViewProps = { close: () => void } & Record<string, unknown>;
export type OverlayView = ComponentType<ViewProps>;
const registries = { drawer: new Map<string, OverlayView>(), modal: new Map<string, OverlayView>() };

export function registerOverlayView(kind: 'drawer' | 'modal', name: string, view: OverlayView) {
  registries[kind].set(name, view);
}
export const overlayView = (kind: 'drawer' | 'modal', name: string) => registries[kind].get(name);

export type DrawerState = {
  open: boolean;
  view: string;
  placement: 'left' | 'right';
  size: string;
  /** The apply form shows on white; other views on the page background. */
  props: Record<string, unknown>;
};
export type ModalState = { open: boolean; view: string; props: Record<string, unknown> };
export type GalleryItem = { src: string; srcset?: string; alt: string };
export type GalleryState = { open: boolean; view: string; startSlide: number; items: GalleryItem[] };

export const drawerAtom = atom<DrawerState>({
  open: false,
  view: 'side-menu',
  placement: 'left',
  size: '400px',
  props: {},
});
/** The modal's default view is the sign-in form (spec §2). */
export const modalAtom = atom<ModalState>({ open: false, view: 'sign-in', props: {} });
export const galleryAtom = atom<GalleryState>({ open: false, view: '', startSlide: 1, items: [] });

export function useDrawer() {
  const set = useSetAtom(drawerAtom);
  return {
    open: (
      view: string,
      options: { placement?: 'left' | 'right'; size?: DrawerSize; props?: Record<string, unknown> } = {},
    ) =>
      set({
        open: true,
        view,
        placement: options.placement ?? 'left',
        size: resolveDrawerSize(options.size),
        props: options.props ?? {},
      }),
    close: () => set((state) => ({ ...state, open: false })),
  };
}

export function useModal() {
  const set = useSetAtom(modalAtom);
  return {
    open: (view = 'sign-in', props: Record<string, unknown> = {}) => set({ open: true, view, props }),
    close: () => set((state) => ({ ...state, open: false })),
    /** The visitor closed it themselves: what they asked to do once signed in is dropped with it. */
    dismiss: () => {
      // Loaded only now: the pages a visitor starts on carry none of what completes a sign-in's intent.
      void import('./pending-intent.ts').then(({ dismissPendingIntent }) => dismissPendingIntent());
      set((state) => ({ ...state, open: false }));
    },
  };
}

export function useGallery() {
  const set = useSetAtom(galleryAtom);
  return {
    /** Opens at `startSlide` (1-based, default 1). */
    open: (view: string, items: GalleryItem[], startSlide = 1) => set({ open: true, view, items, startSlide }),
    /** Closing empties the list (spec §2). */
    close: () => set({ open: false, view: '', startSlide: 1, items: [] }),
  };
}
