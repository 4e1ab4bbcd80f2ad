import { instantOfQatarDateTime } from 'contracts/opening-hours';
import type { AdminBlog } from 'contracts/schemas/admin';
import { formatDateTime } from 'platform/intl';
import { useAdminText } from '../../lib/use-admin-text.ts';
import styles from './blogs.module.css';

/**
 * Where a post stands for visitors: a draft, scheduled (with its time, in Qatar time: the time
 * visitors meet it, whatever the admin's own zone) or published.
 */
export function BlogStatusBadge({ blog }: { blog: Pick<AdminBlog, 'state' | 'publishedAt'> }) {
  const { t, lang } = useAdminText();
  const at = blog.publishedAt ? formatDateTime(instantOfQatarDateTime(blog.publishedAt).toISOString(), lang) : '';
  return (
    <span className={styles.badge} data-state={blog.state} data-testid="blog-status">
      {blog.state === 'scheduled' && at ? t('blogs.states.scheduledAt', { at }) : t(`blogs.states.${blog.state}`)}
    </span>
  );
}
