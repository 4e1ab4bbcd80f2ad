import { errorMessage } from 'contracts/errors';
import { isAnnouncedByClient } from 'platform/api';
import { registerOverlayView } from 'platform/overlays';
import { notify } from 'platform/toast';
import { useState } from 'react';
import { ConfirmDelete } from '../../components/confirm-delete.tsx';
import { useAdminText } from '../../lib/use-admin-text.ts';
import { type AdminAd, deleteAd, useInvalidateAds } from './ads-api.ts';

export const DELETE_AD_VIEW = 'admin delete advertisement';

/**
 * "Delete": names the ad, then `DELETE admin/ad/:id`. A refusal toasts the catalogue's
 * 'Failed to delete advertisement.' (spec §7), whatever the api's reason, and the dialog closes
 * with the ad still in its list.
 */
function DeleteAd({ ad, close }: { ad: AdminAd; close: () => void }) {
  const { t, lang } = useAdminText();
  const invalidate = useInvalidateAds();
  const [busy, setBusy] = useState(false);
  const title = ad.title[lang];
  const confirm = async () => {
    setBusy(true);
    try {
      await deleteAd(ad._id);
      await invalidate();
      notify.success(t('ads.delete.deleted', { title }));
    } catch (error) {
      if (!isAnnouncedByClient(error)) notify.error(errorMessage('AD_DELETE_FAILED', lang));
    } finally {
      setBusy(false);
      close();
    }
  };
  return (
    <ConfirmDelete
      title={t('ads.delete.title', { title })}
      text={t('ads.delete.text', { title })}
      error={undefined}
      confirmLabel={t('ads.delete.confirm', { title })}
      cancelLabel={t('ads.form.cancel')}
      busy={busy}
      onConfirm={confirm}
      onCancel={close}
    />
  );
}

function DeleteAdView({ close, ad }: { close: () => void } & Record<string, unknown>) {
  return <DeleteAd close={close} ad={ad as AdminAd} />;
}

registerOverlayView('modal', DELETE_AD_VIEW, DeleteAdView);
