import '../i18n/register.ts';
import { PageMeta } from 'platform/page-meta';
import { AdminLayout } from '../features/layout/admin-layout.tsx';
import { RestaurantsView } from '../features/restaurants/restaurants-view.tsx';
import { useAdminText } from '../lib/use-admin-text.ts';

/** `/admin/restaurants` (admins; the shell guards it): the restaurants list in the admin frame. */
export default function RestaurantsPage() {
  const { t, lang } = useAdminText();
  return (
    <AdminLayout current="restaurants">
      <PageMeta title={t('restaurants.title')} lang={lang} />
      <RestaurantsView />
    </AdminLayout>
  );
}
