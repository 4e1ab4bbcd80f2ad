import '../i18n/register.ts';
import { PageMeta } from 'platform/page-meta';
import { useParams } from 'react-router';
import { BlogFormView } from '../features/blogs/blog-form-view.tsx';
import { AdminLayout } from '../features/layout/admin-layout.tsx';
import { useAdminText } from '../lib/use-admin-text.ts';

/** `/admin/blogs/add-blog` and `/admin/blogs/edit-blog/:id` (admins; the shell guards them): the add form, or the edit form of one post. */
export default function BlogFormPage() {
  const { t, lang } = useAdminText();
  const { id } = useParams();
  return (
    <AdminLayout current="blogs">
      <PageMeta title={t(id ? 'blogs.form.editPageTitle' : 'blogs.form.addTitle')} lang={lang} />
      <BlogFormView key={id ?? 'new'} id={id} />
    </AdminLayout>
  );
}
