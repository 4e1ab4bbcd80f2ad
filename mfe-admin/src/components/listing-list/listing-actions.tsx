import { useQueryClient } from '@tanstack/react-query';
import type { AdminListing, ListingKindDescriptor } from 'contracts/listing-kinds';
import { TRASH_RETENTION_DAYS } from 'contracts/schemas/listing';
import { isApiError } from 'platform/api';
import { formatCount } from 'platform/intl';
import { registerOverlayView } from 'platform/overlays';
import { notify } from 'platform/toast';
import { useAdminText } from '../../lib/use-admin-text.ts';
import { ConfirmDelete } from '../confirm-delete.tsx';
import { invalidateListing, restoreListing, useDeleteListing } from './listing-api.ts';

/** The modal view (in the shell's modal host) that confirms a deletion. */
export const DELETE_LISTING_VIEW = 'admin delete listing';

/** How long the toast after a deletion offers Undo (spec: 10 seconds). */
export const UNDO_MS = 10_000;

/** The server's message for a refused change (in the page's language), else a generic one. */
function useFailureText() {
  const { t } = useAdminText();
  return (error: unknown) => (isApiError(error) ? error.message : t('listings.actions.failed'));
}

/**
 * `POST admin/…/:id/restore`, then a toast. A plain call rather than a mutation hook: the Undo of a
 * toast may be pressed after the list that showed it has gone (another page), and must still work.
 */
export function useRestore(kind: ListingKindDescriptor) {
  const { t, lang } = useAdminText();
  const queryClient = useQueryClient();
  const failureText = useFailureText();
  return async (listing: AdminListing) => {
    const name = listing.name[lang];
    try {
      await restoreListing(kind, listing._id);
      await invalidateListing(queryClient, kind);
      notify.success(t('listings.actions.restored', { name }));
    } catch (error) {
      notify.error(failureText(error));
    }
  };
}

type ViewProps = { close: () => void } & Record<string, unknown>;

/** "Delete": names the listing, then `DELETE admin/…/:id` and a toast whose Undo restores it. */
function DeleteListingView({ close, kind: givenKind, listing: given }: ViewProps) {
  const kind = givenKind as ListingKindDescriptor;
  const listing = given as AdminListing;
  const { t, lang } = useAdminText();
  const failureText = useFailureText();
  const remove = useDeleteListing(kind);
  const restore = useRestore(kind);
  const name = listing.name[lang];
  const confirm = () =>
    remove.mutate(listing._id, {
      onSuccess: () => {
        close();
        notify.success(t('listings.actions.deleted', { name }), {
          duration: UNDO_MS,
          action: { label: t('listings.actions.undo'), onClick: () => void restore(listing) },
        });
      },
    });
  return (
    <ConfirmDelete
      title={t('listings.actions.deleteTitle', { name })}
      text={t('listings.actions.deleteText', { name, days: formatCount(TRASH_RETENTION_DAYS, lang) })}
      error={remove.isError ? failureText(remove.error) : undefined}
      confirmLabel={t('listings.actions.confirmDelete', { name })}
      cancelLabel={t('listings.actions.cancel')}
      busy={remove.isPending}
      onConfirm={confirm}
      onCancel={close}
    />
  );
}

// The shell's modal host shows views its pages registered (admin views are never loaded for others).
registerOverlayView('modal', DELETE_LISTING_VIEW, DeleteListingView);
