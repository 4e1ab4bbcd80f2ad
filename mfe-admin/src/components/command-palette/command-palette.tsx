import { useQuery } from '@tanstack/react-query';
import { Command } from 'cmdk';
import { adminSearchKinds } from 'contracts/schemas/admin';
import { api } from 'platform/api';
import { registerOverlayView } from 'platform/overlays';
import { queryKeys } from 'platform/query-keys';
import { useEffect, useId, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useAdminText } from '../../lib/use-admin-text.ts';
import { useDebounced } from '../../lib/use-debounced.ts';
import styles from './command-palette.module.css';
import { actionsMatching, hitDetail, hitPath, type SearchHit } from './palette-commands.ts';
import { COMMAND_PALETTE_VIEW } from './palette-shortcut.ts';

/** How long typing pauses before the palette asks the api (each key would be a request). */
const SEARCH_DELAY_MS = 200;

/** `GET admin/search?q=`: records by name or title in either language, a few of each kind. */
function useAdminSearch(typed: string) {
  const q = useDebounced(typed.trim(), SEARCH_DELAY_MS);
  return useQuery({
    queryKey: queryKeys.admin.search(q),
    queryFn: async () => (await api.get<{ hits: SearchHit[] }>('admin/search', { q })).hits,
    enabled: q !== '',
    placeholderData: (previous) => previous,
  });
}

/**
 * The command palette: one box that finds any restaurant, gift shop, post, ad or user by name in
 * either language and opens it, and runs the back office's actions (add a restaurant, go to the
 * messages, …). cmdk gives the combobox: arrows move, Enter opens, Escape closes (the modal host),
 * and the list is announced as the input's options; the page's direction is the palette's.
 */
function CommandPalette({ close }: { close: () => void }) {
  const { t, lang } = useAdminText();
  const navigate = useNavigate();
  const titleId = useId();
  const [typed, setTyped] = useState('');
  const input = useRef<HTMLInputElement>(null);
  // The dialog focuses its first control (the close button) as it opens, after this mounts: the
  // box takes the focus on the next frame, so typing goes straight into it.
  useEffect(() => {
    const frame = requestAnimationFrame(() => input.current?.focus());
    return () => cancelAnimationFrame(frame);
  }, []);
  const search = useAdminSearch(typed);
  const actions = actionsMatching(typed, (action) => `${t(action.labelKey)} ${action.id}`);
  const hits = typed.trim() === '' ? [] : (search.data ?? []);
  const open = (to: string) => {
    close();
    navigate(to);
  };
  const searching = typed.trim() !== '' && search.isFetching;
  return (
    <section className={styles.palette} aria-labelledby={titleId} dir={lang === 'ar' ? 'rtl' : 'ltr'}>
      <h2 id={titleId} className={styles.title}>
        {t('formParts.palette.title')}
      </h2>
      {/* cmdk names its input and list by this label. */}
      <Command label={t('formParts.palette.inputLabel')} shouldFilter={false} loop className={styles.command}>
        <Command.Input
          ref={input}
          value={typed}
          onValueChange={setTyped}
          placeholder={t('formParts.palette.placeholder')}
          className={styles.input}
        />
        <p className={styles.status} aria-live="polite">
          {searching ? t('formParts.palette.searching') : ''}
        </p>
        <Command.List className={styles.list}>
          <Command.Empty className={styles.empty}>
            {searching ? t('formParts.palette.searching') : t('formParts.palette.empty')}
          </Command.Empty>
          {adminSearchKinds.map((kind) => {
            const ofKind = hits.filter((hit) => hit.kind === kind);
            if (ofKind.length === 0) return null;
            return (
              <Command.Group key={kind} heading={t(`formParts.palette.kinds.${kind}`)} className={styles.group}>
                {ofKind.map((hit) => {
                  const detail = hitDetail(hit, lang);
                  return (
                    <Command.Item
                      key={`${hit.kind}-${hit._id}`}
                      value={`${hit.kind}-${hit._id}`}
                      onSelect={() => open(hitPath(hit))}
                      className={styles.item}
                    >
                      <span>{hit.title[lang] || hit.title.en}</span>
                      {detail ? <span className={styles.detail}>{detail}</span> : null}
                    </Command.Item>
                  );
                })}
              </Command.Group>
            );
          })}
          {actions.length > 0 ? (
            <Command.Group heading={t('formParts.palette.kinds.action')} className={styles.group}>
              {actions.map((action) => (
                <Command.Item
                  key={action.id}
                  value={`action-${action.id}`}
                  onSelect={() => open(action.to)}
                  className={styles.item}
                >
                  {t(action.labelKey)}
                </Command.Item>
              ))}
            </Command.Group>
          ) : null}
        </Command.List>
      </Command>
      <p className={styles.hint}>{t('formParts.palette.hint')}</p>
    </section>
  );
}

function CommandPaletteView({ close }: { close: () => void } & Record<string, unknown>) {
  return <CommandPalette close={close} />;
}

registerOverlayView('modal', COMMAND_PALETTE_VIEW, CommandPaletteView);
