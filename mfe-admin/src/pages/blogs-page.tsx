import '../i18n/register.ts';
import { PageMeta } from 'platform/page-meta';
import { BlogsView } from '../features/blogs/blogs-view.tsx';
import { AdminLayout } from '../features/layout/admin-layout.tsx';
import { useAdminText } from '../lib/use-admin-text.ts';

/** `/admin/blogs` (admins; the shell guards it): the blog posts in the admin frame. */
export default function BlogsPage() {
  const { t, lang } = useAdminText();
  return (
    <AdminLayout current="blogs">
      <PageMeta title={t('blogs.title')} lang={lang} />
      <BlogsView />
    </AdminLayout>
  );
}
