import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import type { ListingKindDescriptor } from 'contracts/listing-kinds';
import type { ListingBulkAction, ListingBulkResponse } from 'contracts/schemas/admin';
import { TRASH_RETENTION_DAYS } from 'contracts/schemas/listing';
import { Button } from 'design-system/button';
import { isApiError } from 'platform/api';
import { formatCount } from 'platform/intl';
import { registerOverlayView, useModal } from 'platform/overlays';
import { notify } from 'platform/toast';
import { useEffect, useRef, useState } from 'react';
import { useAdminText } from '../../lib/use-admin-text.ts';
import { ConfirmDelete } from '../confirm-delete.tsx';
import { UNDO_MS } from './listing-actions.tsx';
import { invalidateListing, runListingBulk } from './listing-api.ts';
import styles from './listing-list.module.css';
import { inChunks } from './selection.ts';

/** The modal view (in the shell's modal host) that confirms a bulk action. */
export const BULK_CONFIRM_VIEW = 'admin confirm bulk listing action';

/** The trash's "Empty trash" is a purge of every listing in it. */
type BulkChoice = ListingBulkAction | 'emptyTrash';

/** The actions each view offers, in their order; the trash's destructive one last. */
const LIST_ACTIONS: readonly ListingBulkAction[] = ['publish', 'unpublish', 'feature', 'unfeature', 'trash'];
const TRASH_ACTIONS: readonly ListingBulkAction[] = ['restore', 'purge'];

type Target = { ids: string[] } | { filter: Record<string, string> };

/** A count of the kind's listings: as the action's object (`things`, Arabic's oblique forms) or as a statement (`total`). */
function useCounted(kind: ListingKindDescriptor) {
  const { t, lang } = useAdminText();
  return (form: 'things' | 'total', count: number) =>
    t(`${kind.admin.strings}.${form}`, { count, formatted: formatCount(count, lang) });
}

/** The outcome toast: how many went through, and each that did not with the api's reason. */
function useReportOutcome(kind: ListingKindDescriptor) {
  const { t, lang } = useAdminText();
  const counted = useCounted(kind);
  const queryClient = useQueryClient();
  const undo = useUndoTrash(kind, queryClient);
  return (choice: BulkChoice, outcome: ListingBulkResponse, names: ReadonlyMap<string, string>) => {
    const message = t(`listings.bulk.done.${choice}`, { things: counted('total', outcome.succeeded.length) });
    const undoable = choice === 'trash' && outcome.succeeded.length > 0;
    const options = undoable
      ? {
          duration: UNDO_MS,
          action: { label: t('listings.actions.undo'), onClick: () => void undo(outcome.succeeded) },
        }
      : {};
    if (outcome.failed.length === 0) {
      notify.success(message, options);
      return;
    }
    notify.warning(message, {
      ...options,
      description: (
        <div>
          <p>{t('listings.bulk.failedCount', { formatted: formatCount(outcome.failed.length, lang) })}</p>
          <ul className={styles.failures}>
            {outcome.failed.map((failure) => (
              <li key={failure.id}>
                {t('listings.bulk.failure', { name: names.get(failure.id) ?? failure.id, message: failure.message })}
              </li>
            ))}
          </ul>
        </div>
      ),
    });
  };
}

/**
 * The Undo of a bulk move to the trash: the whole batch restored, in requests the api takes. A plain
 * call: the toast may outlive the list that showed it.
 */
function useUndoTrash(kind: ListingKindDescriptor, queryClient: QueryClient) {
  const { t } = useAdminText();
  const counted = useCounted(kind);
  return async (ids: readonly string[]) => {
    try {
      let restored = 0;
      for (const chunk of inChunks(ids)) {
        restored += (await runListingBulk(kind, { action: 'restore', ids: chunk })).succeeded.length;
      }
      notify.success(t('listings.bulk.undone', { things: counted('total', restored) }));
    } catch (error) {
      notify.error(isApiError(error) ? error.message : t('listings.actions.failed'));
    } finally {
      await invalidateListing(queryClient, kind);
    }
  };
}

type ViewProps = { close: () => void } & Record<string, unknown>;

/** "Publish 30 restaurants?": the action, its count and what follows, then the batch and its outcome toast. */
function ConfirmBulkView({ close, ...props }: ViewProps) {
  const { kind, choice, count, target, names, onDone } = props as {
    kind: ListingKindDescriptor;
    choice: BulkChoice;
    count: number;
    target: Target;
    names: ReadonlyMap<string, string>;
    onDone: () => void;
  };
  const { t, lang } = useAdminText();
  const counted = useCounted(kind);
  const queryClient = useQueryClient();
  const report = useReportOutcome(kind);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const action: ListingBulkAction = choice === 'emptyTrash' ? 'purge' : choice;
  const things = counted('things', count);
  const confirm = async () => {
    setBusy(true);
    setError(undefined);
    try {
      const outcome = await runListingBulk(kind, { action, ...target });
      await invalidateListing(queryClient, kind);
      close();
      onDone();
      report(choice, outcome, names);
    } catch (failure) {
      setError(isApiError(failure) ? failure.message : t('listings.actions.failed'));
      setBusy(false);
    }
  };
  return (
    <ConfirmDelete
      title={t(`listings.bulk.confirm.${choice}`, { things })}
      text={t(`listings.bulk.explain.${choice}`, { days: formatCount(TRASH_RETENTION_DAYS, lang) })}
      error={error}
      confirmLabel={t(`listings.bulk.actions.${choice}`)}
      cancelLabel={t('listings.actions.cancel')}
      busy={busy}
      onConfirm={() => void confirm()}
      onCancel={close}
    />
  );
}

registerOverlayView('modal', BULK_CONFIRM_VIEW, ConfirmBulkView);

/**
 * The bar above a list's table: how many listings are selected (announced), "Select all N matching"
 * once a whole page is, and the actions of the view (the list's, or the trash's with "Empty trash").
 */
export function BulkBar({
  kind,
  trash,
  count,
  total,
  offerAllMatching,
  matching,
  target,
  names,
  onSelectAll,
  onClear,
  trashTotal,
}: {
  kind: ListingKindDescriptor;
  trash: boolean;
  /** How many listings the selection stands for. */
  count: number;
  /** How many the filters match. */
  total: number;
  offerAllMatching: boolean;
  /** Whether the selection is every listing the filters match. */
  matching: boolean;
  target: Target;
  /** The names of the listings on the page, for the outcome's failures. */
  names: ReadonlyMap<string, string>;
  onSelectAll: () => void;
  onClear: () => void;
  /** How many listings the whole trash holds: "Empty trash" takes them all, whatever the filters say. */
  trashTotal: number;
}) {
  const { t, lang } = useAdminText();
  const counted = useCounted(kind);
  const modal = useModal();
  const open = (choice: BulkChoice, size: number, on: Target) =>
    modal.open(BULK_CONFIRM_VIEW, { kind, choice, count: size, target: on, names, onDone: onClear });
  // Announced once the count settles, not at every row ticked on the way.
  const announcement = useSettled(
    count === 0
      ? ''
      : matching
        ? t('listings.bulk.allMatching', { things: counted('total', count), formatted: formatCount(count, lang) })
        : t('listings.bulk.selected', { things: counted('total', count) }),
  );
  return (
    <section className={styles.bulkBar} aria-label={t('listings.bulk.toolbar')}>
      <p className={styles.bulkCount} aria-live="polite" data-testid="bulk-selected">
        {announcement}
      </p>
      {offerAllMatching ? (
        <button type="button" className={styles.linkButton} onClick={onSelectAll}>
          {t('listings.bulk.selectAll', { formatted: formatCount(total, lang) })}
        </button>
      ) : null}
      {count > 0 ? (
        <button type="button" className={styles.linkButton} onClick={onClear}>
          {t('listings.bulk.clear')}
        </button>
      ) : null}
      <div className={styles.bulkActions}>
        {(trash ? TRASH_ACTIONS : LIST_ACTIONS).map((action) => (
          <Button
            key={action}
            type="button"
            variant="secondary"
            disabled={count === 0}
            onClick={() => open(action, count, target)}
          >
            {t(`listings.bulk.actions.${action}`)}
          </Button>
        ))}
        {trash ? (
          <Button
            type="button"
            variant="secondary"
            disabled={trashTotal === 0}
            onClick={() => open('emptyTrash', trashTotal, { filter: {} })}
          >
            {t('listings.bulk.actions.emptyTrash')}
          </Button>
        ) : null}
      </div>
    </section>
  );
}

/** `text` once it has stayed the same for a moment, so a live region reads the count, not every step. */
function useSettled(text: string, delayMs = 250): string {
  const [settled, setSettled] = useState(text);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setSettled(text), delayMs);
    return () => clearTimeout(timer.current);
  }, [text, delayMs]);
  return settled;
}
