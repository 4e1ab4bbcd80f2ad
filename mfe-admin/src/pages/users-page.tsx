import '../i18n/register.ts';
import { PageMeta } from 'platform/page-meta';
import { AdminLayout } from '../features/layout/admin-layout.tsx';
import { UsersView } from '../features/users/users-view.tsx';
import { useAdminText } from '../lib/use-admin-text.ts';

/** `/admin/users` (admins; the shell guards it): the users list in the admin frame. */
export default function UsersPage() {
  const { t, lang } = useAdminText();
  return (
    <AdminLayout current="users">
      <PageMeta title={t('users.title')} lang={lang} />
      <UsersView />
    </AdminLayout>
  );
}
