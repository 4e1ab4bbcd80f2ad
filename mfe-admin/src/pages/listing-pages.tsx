import '../i18n/register.ts';
import type { ListingKindDescriptor } from 'contracts/listing-kinds';
import { PageMeta } from 'platform/page-meta';
import { useParams } from 'react-router';
import { ListingList } from '../components/listing-list/listing-list.tsx';
import { AdminLayout } from '../features/layout/admin-layout.tsx';
import { ListingFormView } from '../features/listing-forms/listing-form-view.tsx';
import { useAdminText } from '../lib/use-admin-text.ts';

/** A kind's list (`/admin/restaurants`, `/admin/gifts`) in the admin frame; the shell guards it for admins. */
export function ListingListPage({ kind }: { kind: ListingKindDescriptor }) {
  const { t, lang } = useAdminText();
  return (
    <AdminLayout current={kind.plural}>
      <PageMeta title={t(`${kind.admin.strings}.title`)} lang={lang} />
      <ListingList kind={kind} />
    </AdminLayout>
  );
}

/** A kind's add form, or the edit form of the record its address names (`…/edit-restaurant/:id`). */
export function ListingFormPage({ kind }: { kind: ListingKindDescriptor }) {
  const { t, lang } = useAdminText();
  const { id } = useParams();
  return (
    <AdminLayout>
      <PageMeta title={t(id ? kind.admin.editTitle : kind.admin.addTitle)} lang={lang} />
      <ListingFormView key={id ?? 'new'} kind={kind} id={id} />
    </AdminLayout>
  );
}
