import type { ReactNode } from 'react';
import styles from './empty-state.module.css';

/**
 * Nothing to show: a title, a line of help and an action (e.g. reset the filters). `alert` makes it
 * announced when it replaces content after a change (a filter whose results could not be loaded),
 * which a screen reader would otherwise not hear of.
 */
export function EmptyState({
  title,
  text,
  action,
  alert = false,
}: {
  /** What is missing, in a few words (translated). */
  title: string;
  /** One line saying why, or what to do next. */
  text?: string;
  /** The one way out: a button or link (reset the filters, try again). */
  action?: ReactNode;
  /** Announce it when it replaces results after a change. */
  alert?: boolean;
}) {
  return (
    <section className={styles.empty} role={alert ? 'alert' : undefined}>
      <h2 className={styles.title}>{title}</h2>
      {text ? <p>{text}</p> : null}
      {action}
    </section>
  );
}
