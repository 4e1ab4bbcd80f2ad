import '../i18n/register.ts';
import { listingKinds } from 'contracts/listing-kinds';
import { PageMeta } from 'platform/page-meta';
import { ListingList } from '../components/listing-list/listing-list.tsx';
import { AdminLayout } from '../features/layout/admin-layout.tsx';
import { useAdminText } from '../lib/use-admin-text.ts';

const kind = listingKinds.restaurant;

/** `/admin/restaurants` (admins; the shell guards it): the restaurants list in the admin frame. */
export default function RestaurantsPage() {
  const { t, lang } = useAdminText();
  return (
    <AdminLayout current={kind.plural}>
      <PageMeta title={t(`${kind.admin.strings}.title`)} lang={lang} />
      <ListingList kind={kind} />
    </AdminLayout>
  );
}
