import { type KeyboardEvent, type ReactNode, useId, useRef } from 'react';
import styles from './tabs.module.css';

export type Tab = { id: string; label: string };

/**
 * WAI-ARIA tabs: arrow keys move between tabs (mirrored right to left), Home/End jump,
 * the selected tab is the only one in the tab order.
 */
export function Tabs({
  tabs,
  selected,
  onSelect,
  label,
  children,
  dir = 'ltr',
}: {
  /** The tabs, in reading order: an id and the translated label. */
  tabs: Tab[];
  /** The id of the tab shown. */
  selected: string;
  /** Called with the id of the tab a person picks (click or arrow keys). */
  onSelect: (id: string) => void;
  /** Names the tab list for screen readers (translated). */
  label: string;
  /** The selected tab's panel. */
  children: ReactNode;
  /** The reading direction: right to left mirrors the arrow keys. */
  dir?: 'ltr' | 'rtl';
}) {
  const base = useId();
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const index = Math.max(
    0,
    tabs.findIndex((t) => t.id === selected),
  );
  const move = (to: number) => {
    const next = (to + tabs.length) % tabs.length;
    const tab = tabs[next];
    if (!tab) return;
    onSelect(tab.id);
    refs.current[next]?.focus();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const forward = dir === 'rtl' ? 'ArrowLeft' : 'ArrowRight';
    const back = dir === 'rtl' ? 'ArrowRight' : 'ArrowLeft';
    const keys: Record<string, () => void> = {
      [forward]: () => move(index + 1),
      [back]: () => move(index - 1),
      Home: () => move(0),
      End: () => move(tabs.length - 1),
    };
    const action = keys[event.key];
    if (action) {
      event.preventDefault();
      action();
    }
  };
  return (
    <div>
      <div role="tablist" aria-label={label} className={styles.list} onKeyDown={onKeyDown}>
        {tabs.map((tab, i) => (
          <button
            key={tab.id}
            ref={(node) => {
              refs.current[i] = node;
            }}
            type="button"
            role="tab"
            id={`${base}-tab-${tab.id}`}
            aria-selected={tab.id === selected}
            aria-controls={`${base}-panel`}
            tabIndex={tab.id === selected ? 0 : -1}
            className={styles.tab}
            onClick={() => onSelect(tab.id)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`${base}-panel`} aria-labelledby={`${base}-tab-${selected}`} className={styles.panel}>
        {children}
      </div>
    </div>
  );
}
