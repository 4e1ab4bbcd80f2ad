import { Drawer } from 'design-system/drawer';
import { useAtomValue } from 'jotai';
import { drawerAtom, overlayView, useDrawer } from 'platform/overlays';
import { useTranslation } from 'react-i18next';

/** Views that show on a white background (spec §2). */
const WHITE_DRAWER_VIEWS = new Set(['apply-form']);

/** The drawer, showing the view a remote registered under the opened name. */
export default function DrawerHost() {
  const { t } = useTranslation();
  const drawer = useAtomValue(drawerAtom);
  const control = useDrawer();
  const View = overlayView('drawer', drawer.view);
  return (
    <Drawer
      open={drawer.open && View !== undefined}
      onClose={control.close}
      label={t('overlay.drawer')}
      closeLabel={t('overlay.close')}
      placement={drawer.placement}
      size={drawer.size}
      white={WHITE_DRAWER_VIEWS.has(drawer.view)}
    >
      {View ? <View {...drawer.props} close={control.close} /> : null}
    </Drawer>
  );
}
