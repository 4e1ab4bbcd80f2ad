import type { ReactNode } from 'react';
import { Stack } from '../stack/stack.tsx';
import styles from './page-header.module.css';

type PageHeaderProps = {
  /** The page's one `h1`. */
  title: ReactNode;
  /** The title's id, for a landmark or a form named by it (`aria-labelledby`). */
  titleId?: string;
  /** The element it renders as; default div (a `header` inside `main` is no landmark either). */
  as?: 'div' | 'header';
  /** What stands under the title: an introduction, the record's facts, its actions. */
  children?: ReactNode;
};

/** A page's title and what introduces it, a small step apart; the page spaces it from what follows. */
export function PageHeader({ title, titleId, as = 'div', children }: PageHeaderProps) {
  return (
    <Stack as={as} gap={2}>
      <h1 id={titleId} className={styles.title}>
        {title}
      </h1>
      {children}
    </Stack>
  );
}
