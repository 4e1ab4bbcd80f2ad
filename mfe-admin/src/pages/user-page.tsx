import '../i18n/register.ts';
import { PageMeta } from 'platform/page-meta';
import { useParams } from 'react-router';
import { AdminLayout } from '../features/layout/admin-layout.tsx';
import { UserView } from '../features/users/user-view.tsx';
import { useAdminText } from '../lib/use-admin-text.ts';

/** `/user/:id` (admins; the shell guards it): one user's details, under Users Management. */
export default function UserPage() {
  const { t, lang } = useAdminText();
  const { id = '' } = useParams();
  return (
    <AdminLayout current="users">
      <PageMeta title={t('users.detail.title')} lang={lang} />
      <UserView key={id} id={id} />
    </AdminLayout>
  );
}
