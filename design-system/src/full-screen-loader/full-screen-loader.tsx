import { useState } from 'react';
import { LogoMark } from '../logo/logo.tsx';
import { Spinner } from '../spinner/spinner.tsx';
import styles from './full-screen-loader.module.css';

/**
 * How long a page may load before its loader shows a spinner: a page ready within a second shows only
 * the logo, never a ring that flashes. The static loader of the shell's index.html waits as long
 * (static-loader.test.ts), so the ring appears once, whichever of the two is on screen then.
 */
export const SPINNER_GRACE_MS = 1000;

/**
 * What is left of the page's first SPINNER_GRACE_MS, counted from the navigation (`performance.now()`
 * is time since it began). A loader shown later (a page opened from within the app) spins at once.
 */
export const graceLeft = (now = performance.now()) => Math.max(0, SPINNER_GRACE_MS - now);

/** The logo with a spinner while a page loads; `label` (e.g. "Loading…") is what screen readers hear. */
export function FullScreenLoader({ label }: { label: string }) {
  // Measured once: a re-render must not restart the wait.
  const [hiddenForMs] = useState(() => graceLeft());
  return (
    <div className={styles.loader} role="status" aria-live="polite" aria-busy="true" data-testid="full-screen-loader">
      <LogoMark size="lg" />
      <Spinner hiddenForMs={hiddenForMs} />
      <span className={styles.visuallyHidden}>{label}</span>
    </div>
  );
}
