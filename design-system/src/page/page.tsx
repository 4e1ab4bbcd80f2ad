import type { ReactNode } from 'react';
import { joinClasses, type LayoutAttributes } from '../layout/layout.ts';
import styles from './page.module.css';

type PageProps = {
  /** The element it renders as: a page's own content is its `main`, the default; a post its `article`. */
  as?: 'main' | 'article' | 'div' | 'section';
  /** The widest its content may be; centred beyond that. */
  width: '46rem' | '48rem' | '64rem' | '72rem' | '80rem';
  /** The space below its content: a step of the spacing scale (`--space-N`); default 8. */
  endSpace?: 8 | 12;
  children?: ReactNode;
} & LayoutAttributes;

/**
 * A page's column: centred, no wider than `width`, with the page's side and top space. It only
 * places its content; a Stack inside it spaces what it holds.
 */
export function Page({ as: Element = 'main', width, endSpace = 8, children, ...rest }: PageProps) {
  return (
    <Element className={joinClasses(styles.page, styles[`width-${width}`], styles[`end-${endSpace}`])} {...rest}>
      {children}
    </Element>
  );
}
