import { Page } from 'design-system/page';
import type { ReactNode } from 'react';
import styles from './static-pages.module.css';

/** The column of a page of text (about, terms, FAQs): narrow, with the looser lines of a long read. */
export function StaticPage({ children }: { children: ReactNode }) {
  return (
    <Page width="48rem" endSpace={12}>
      <div className={styles.prose}>{children}</div>
    </Page>
  );
}
