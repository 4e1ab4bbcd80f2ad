import '../i18n/register.ts';
import { PageMeta } from 'platform/page-meta';
import { ActivityView } from '../features/activity/activity-view.tsx';
import { AdminLayout } from '../features/layout/admin-layout.tsx';
import { useAdminText } from '../lib/use-admin-text.ts';

/** `/admin/activity` (admins; the shell guards it): the audit trail in the admin frame. */
export default function ActivityPage() {
  const { t, lang } = useAdminText();
  return (
    <AdminLayout current="activity">
      <PageMeta title={t('activity.title')} lang={lang} />
      <ActivityView />
    </AdminLayout>
  );
}
