import '../i18n/register.ts';
import { PageMeta } from 'platform/page-meta';
import { InboxView } from '../features/inbox/inbox-view.tsx';
import { AdminLayout } from '../features/layout/admin-layout.tsx';
import { useAdminText } from '../lib/use-admin-text.ts';

/** `/admin/messages` (admins; the shell guards it): the inbox in the admin frame. */
export default function MessagesPage() {
  const { t, lang } = useAdminText();
  return (
    <AdminLayout current="messages">
      <PageMeta title={t('inbox.title')} lang={lang} />
      <InboxView />
    </AdminLayout>
  );
}
