import '../i18n/register.ts';
import { listingKinds } from 'contracts/listing-kinds';
import { PageMeta } from 'platform/page-meta';
import { useParams } from 'react-router';
import { AdminLayout } from '../features/layout/admin-layout.tsx';
import { ListingFormView } from '../features/listing-forms/listing-form-view.tsx';
import { useAdminText } from '../lib/use-admin-text.ts';

const kind = listingKinds.shop;

/** `/admin/gifts/add-gift-shop` and `/admin/gifts/edit-gift-shop/:id` (admins; the shell guards them): the add form, or the edit form of one. */
export default function GiftShopFormPage() {
  const { t, lang } = useAdminText();
  const { id } = useParams();
  return (
    <AdminLayout>
      <PageMeta title={t(id ? kind.admin.editTitle : kind.admin.addTitle)} lang={lang} />
      <ListingFormView key={id ?? 'new'} kind={kind} id={id} />
    </AdminLayout>
  );
}
