import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SavedItemType } from 'contracts/enums';
import { IconButton } from 'design-system/icon-button';
import { useAtomValue } from 'jotai';
import { useModal } from 'platform/overlays';
import type { SaveKind } from 'platform/saved-items';
import { sessionAtom } from 'platform/session';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LISTINGS_NAMESPACE } from './i18n/register.ts';
import styles from './save-toggles.module.css';

export type SaveTogglesProps = {
  itemType: SavedItemType;
  itemId: string;
  /** From the listing answer (undefined for visitors). */
  isFavorite?: boolean;
  isBookmarked?: boolean;
  /** Names the pair for screen readers ("Save Souq Grill"), so "Favorite" says of which listing. */
  listingName: string;
};

/** Favorite and bookmark toggles for a restaurant or shop (cards and detail pages). */
export function SaveToggles({ itemType, itemId, isFavorite, isBookmarked, listingName }: SaveTogglesProps) {
  const { t } = useTranslation(LISTINGS_NAMESPACE);
  // A named group rather than a hidden description: the name is not repeated as page text.
  return (
    <fieldset className={styles.toggles}>
      <legend className={styles.visuallyHidden}>{t('saved.saveActions', { name: listingName })}</legend>
      <SaveToggle kind="favorite" itemType={itemType} itemId={itemId} saved={isFavorite} />
      <SaveToggle kind="bookmark" itemType={itemType} itemId={itemId} saved={isBookmarked} />
    </fieldset>
  );
}

type SaveToggleProps = {
  kind: SaveKind;
  itemType: SavedItemType;
  itemId: string;
  saved: boolean | undefined;
};

function SaveToggle({ kind, itemType, itemId, saved }: SaveToggleProps) {
  const { t } = useTranslation(LISTINGS_NAMESPACE);
  const { isAuthenticated } = useAtomValue(sessionAtom);
  const modal = useModal();
  const [waitMessage, setWaitMessage] = useState('');
  const mutation = useSaveMutation(kind, itemType, itemId, setWaitMessage);
  // What the server last said; a successful change flips it before the refetch confirms it.
  const [pressed, setPressed] = useState(saved === true);
  useEffect(() => setPressed(saved === true), [saved]);

  const onClick = () => {
    if (!isAuthenticated) {
      // Saved once the visitor has signed in (the shell completes it), not lost to the sign-in.
      void import('platform/pending-intent').then(({ recordPendingIntent }) => {
        recordPendingIntent({ kind, itemType, itemId });
        modal.open('sign-in');
      });
      return;
    }
    const save = !pressed;
    // The promise settles even if the toggle is gone by then (the visitor moved on), so its wait
    // toast always gets its outcome; per-call mutate callbacks would be skipped after unmount.
    mutation.mutateAsync(save).then(
      () => setPressed(save),
      // The failure's toast is shown; the toggle keeps its state.
      () => undefined,
    );
  };

  const pending = mutation.isPending;
  const shown = isAuthenticated && pressed;
  return (
    <>
      <IconButton
        label={t(`saved.${kind}`)}
        pressed={shown}
        loading={pending}
        onClick={onClick}
        data-testid={`${kind}-toggle`}
      >
        <SaveIcon kind={kind} filled={shown} busy={pending} />
      </IconButton>
      <span role="status" className={styles.visuallyHidden}>
        {pending ? waitMessage : ''}
      </span>
    </>
  );
}

/**
 * One add/remove call, with its toasts and the refetch of every list that shows saved state. The
 * saving code loads with the first press, not with the page: most visitors never press. `onWait`
 * gets the wait message for the toggle's live region.
 */
function useSaveMutation(kind: SaveKind, itemType: SavedItemType, itemId: string, onWait: (message: string) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (save: boolean) => {
      const { changeSavedItem, savedItemWaitMessage } = await import('platform/saved-items');
      onWait(savedItemWaitMessage(kind, save));
      return changeSavedItem({ kind, itemType, itemId }, save, queryClient);
    },
  });
}

const ICON_PATHS: Record<SaveKind, string> = {
  favorite:
    'M12 20.5s-7.5-4.6-9.3-9.1C1.4 8.2 3.5 4.5 7 4.5c2 0 3.6 1.1 5 2.9 1.4-1.8 3-2.9 5-2.9 3.5 0 5.6 3.7 4.3 6.9-1.8 4.5-9.3 9.1-9.3 9.1Z',
  bookmark: 'M6.5 3.5h11a1 1 0 0 1 1 1v16l-6.5-4.2-6.5 4.2v-16a1 1 0 0 1 1-1Z',
};

function SaveIcon({ kind, filled, busy }: { kind: SaveKind; filled: boolean; busy: boolean }) {
  return (
    <svg
      viewBox="0 0 24 24"
      className={`${styles.icon} ${busy ? styles.busy : ''}`}
      fill={filled ? 'currentColor' : 'none'}
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={ICON_PATHS[kind]} />
    </svg>
  );
}
