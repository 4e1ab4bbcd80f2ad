import { errorMessage } from 'contracts/errors';
import { EmptyState } from 'design-system/empty-state';
import { Spinner } from 'design-system/spinner';
import { isApiError } from 'platform/api';
import { useAdminText } from '../../lib/use-admin-text.ts';
import { BlogForm } from './blog-form.tsx';
import { useAdminBlog } from './blogs-api.ts';

/** The add form (no id) or the edit form once the post has loaded. */
export function BlogFormView({ id }: { id?: string | undefined }) {
  const { t, lang } = useAdminText();
  const blog = useAdminBlog(id);
  if (!id) return <BlogForm />;
  if (blog.isPending) return <Spinner label={t('blogs.form.loading')} />;
  if (blog.isError) {
    const notFound = isApiError(blog.error) && blog.error.status === 404;
    return <EmptyState title={notFound ? errorMessage('BLOG_NOT_FOUND', lang) : blog.error.message} />;
  }
  return <BlogForm key={blog.data._id} record={blog.data} />;
}
