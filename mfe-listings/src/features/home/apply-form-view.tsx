import { registerOverlayView } from 'platform/overlays';
import { lazy, Suspense } from 'react';

const ApplyForm = lazy(() => import('./apply-form.tsx'));

/** The drawer view; the form's code (react-hook-form, zod) loads only when the drawer opens. */
export function ApplyFormView({ close }: { close: () => void }) {
  return (
    <Suspense fallback={null}>
      <ApplyForm close={close} />
    </Suspense>
  );
}

registerOverlayView('drawer', 'apply-form', ApplyFormView);
