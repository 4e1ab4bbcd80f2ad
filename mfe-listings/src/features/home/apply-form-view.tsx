import { Spinner } from 'design-system/spinner';
import { registerOverlayView } from 'platform/overlays';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './home.module.css';
import { LISTINGS_NAMESPACE } from './i18n/register.ts';

const ApplyForm = lazy(() => import('./apply-form.tsx'));

/** Said while the form's code loads, so the opened drawer is not blank (nor silent to a screen reader). */
function ApplyFormLoading() {
  const { t } = useTranslation(LISTINGS_NAMESPACE);
  return (
    <div className={styles.apply}>
      <Spinner label={t('home.apply.loading')} />
    </div>
  );
}

/** The drawer view; the form's code (react-hook-form, zod) loads only when the drawer opens. */
export function ApplyFormView({ close }: { close: () => void }) {
  return (
    <Suspense fallback={<ApplyFormLoading />}>
      <ApplyForm close={close} />
    </Suspense>
  );
}

registerOverlayView('drawer', 'apply-form', ApplyFormView);
