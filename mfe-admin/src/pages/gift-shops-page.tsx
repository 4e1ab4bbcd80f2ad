import '../i18n/register.ts';
import { PageMeta } from 'platform/page-meta';
import { GiftShopsView } from '../features/gift-shops/gift-shops-view.tsx';
import { AdminLayout } from '../features/layout/admin-layout.tsx';
import { useAdminText } from '../lib/use-admin-text.ts';

/** `/admin/gifts` (admins; the shell guards it): the gift shops list in the admin frame. */
export default function GiftShopsPage() {
  const { t, lang } = useAdminText();
  return (
    <AdminLayout current="giftShops">
      <PageMeta title={t('giftShops.title')} lang={lang} />
      <GiftShopsView />
    </AdminLayout>
  );
}
