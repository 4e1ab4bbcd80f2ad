import '../i18n/register.ts';
import { PageMeta } from 'platform/page-meta';
import { DashboardView } from '../features/dashboard/dashboard-view.tsx';
import { AdminLayout } from '../features/layout/admin-layout.tsx';
import { useAdminText } from '../lib/use-admin-text.ts';

/** `/admin/dashboard` (admins; the shell guards it): the figures and charts in the admin frame. */
export default function DashboardPage() {
  const { t, lang } = useAdminText();
  return (
    <AdminLayout current="dashboard">
      <PageMeta title={t('dashboard.title')} lang={lang} />
      <DashboardView />
    </AdminLayout>
  );
}
