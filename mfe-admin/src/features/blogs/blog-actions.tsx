import { useQueryClient } from '@tanstack/react-query';
import type { AdminBlog } from 'contracts/schemas/admin';
import { isAnnouncedByClient, isApiError } from 'platform/api';
import { registerOverlayView } from 'platform/overlays';
import { notify } from 'platform/toast';
import { useState } from 'react';
import { ConfirmDelete } from '../../components/confirm-delete.tsx';
import { useAdminText } from '../../lib/use-admin-text.ts';
import { invalidateBlogs, restoreBlog, trashBlog } from './blogs-api.ts';

/** The modal view (in the shell's modal host) that confirms moving a post to the trash. */
export const TRASH_BLOG_VIEW = 'admin trash blog';

/** How long the toast after moving a post to the trash offers Undo (as for listings: 10 seconds). */
export const UNDO_MS = 10_000;

/** The server's message for a refused change (in the page's language), else a generic one. */
function useFailureText() {
  const { t } = useAdminText();
  return (error: unknown) => (isApiError(error) ? error.message : t('blogs.actions.failed'));
}

/**
 * `POST admin/blog/:id/restore`, then a toast; answers the restored post (or nothing if refused).
 * A plain call rather than a mutation hook: the Undo of a toast may be pressed after the page that
 * showed it has gone, and must still work.
 */
export function useRestoreBlog() {
  const { t, lang } = useAdminText();
  const client = useQueryClient();
  const failureText = useFailureText();
  return async (blog: AdminBlog): Promise<AdminBlog | undefined> => {
    try {
      const restored = await restoreBlog(blog._id);
      await invalidateBlogs(client);
      notify.success(t('blogs.actions.restored', { title: blog.title[lang] }));
      return restored;
    } catch (error) {
      if (!isAnnouncedByClient(error)) notify.error(failureText(error));
      return undefined;
    }
  };
}

type ViewProps = { close: () => void } & Record<string, unknown>;

/**
 * "Move to trash": names the post, then `DELETE admin/blog/:id` and a toast whose Undo restores it.
 * `onTrashed` and `onRestored` let the page that asked follow (the edit form shows its banner).
 */
function TrashBlogView({ close, blog: given, onTrashed, onRestored }: ViewProps) {
  const blog = given as AdminBlog;
  const { t, lang } = useAdminText();
  const client = useQueryClient();
  const failureText = useFailureText();
  const restore = useRestoreBlog();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | undefined>();
  const title = blog.title[lang];
  const confirm = async () => {
    setBusy(true);
    setError(undefined);
    try {
      await trashBlog(blog._id);
      await invalidateBlogs(client);
      close();
      (onTrashed as (() => void) | undefined)?.();
      notify.success(t('blogs.actions.trashed', { title }), {
        duration: UNDO_MS,
        action: {
          label: t('blogs.actions.undo'),
          onClick: () =>
            void restore(blog).then((restored) => {
              if (restored) (onRestored as ((restored: AdminBlog) => void) | undefined)?.(restored);
            }),
        },
      });
    } catch (failure) {
      setError(failureText(failure));
    } finally {
      setBusy(false);
    }
  };
  return (
    <ConfirmDelete
      title={t('blogs.actions.trashTitle', { title })}
      text={t('blogs.actions.trashText', { title })}
      error={error}
      confirmLabel={t('blogs.actions.confirmTrash', { title })}
      cancelLabel={t('blogs.actions.cancel')}
      busy={busy}
      onConfirm={() => void confirm()}
      onCancel={close}
    />
  );
}

// The shell's modal host shows views its pages registered (admin views are never loaded for others).
registerOverlayView('modal', TRASH_BLOG_VIEW, TrashBlogView);
