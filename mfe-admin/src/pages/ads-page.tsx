import '../i18n/register.ts';
import { PageMeta } from 'platform/page-meta';
import { AdsView } from '../features/ads/ads-view.tsx';
import { AdminLayout } from '../features/layout/admin-layout.tsx';
import { useAdminText } from '../lib/use-admin-text.ts';

/** `/admin/ads` (admins; the shell guards it): each category's ads and video playback in the admin frame. */
export default function AdsPage() {
  const { t, lang } = useAdminText();
  return (
    <AdminLayout current="ads">
      <PageMeta title={t('ads.title')} lang={lang} />
      <AdsView />
    </AdminLayout>
  );
}
