import type { ReactNode } from 'react';
import styles from './auth-layout.module.css';

/** Auth pages (spec §2): the content on one half, a decorative side image on large screens only. */
export function AuthLayout({ title, intro, children }: { title: string; intro?: string; children: ReactNode }) {
  return (
    <main className={styles.layout}>
      <div className={styles.content}>
        <h1 className={styles.title}>{title}</h1>
        {intro ? <p className={styles.intro}>{intro}</p> : null}
        {children}
      </div>
      <div className={styles.side} aria-hidden="true" />
    </main>
  );
}
