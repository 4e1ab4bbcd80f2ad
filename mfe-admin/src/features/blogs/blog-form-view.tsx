import { errorMessage } from 'contracts/errors';
import { Spinner } from 'design-system/spinner';
import { RecordLoadError } from '../../components/record-load-error.tsx';
import { useAdminText } from '../../lib/use-admin-text.ts';
import { BlogForm } from './blog-form.tsx';
import { useAdminBlog } from './blogs-api.ts';

/** The add form (no id) or the edit form once the post has loaded. */
export function BlogFormView({ id }: { id?: string | undefined }) {
  const { t, lang } = useAdminText();
  const blog = useAdminBlog(id);
  if (!id) return <BlogForm />;
  if (blog.isPending) return <Spinner label={t('blogs.form.loading')} />;
  if (blog.isError)
    return (
      <RecordLoadError error={blog.error} notFoundTitle={errorMessage('BLOG_NOT_FOUND', lang)} list="adminBlogs" />
    );
  return <BlogForm key={blog.data._id} record={blog.data} />;
}
