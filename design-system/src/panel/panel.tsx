import type { ReactNode } from 'react';
import { gapClasses, joinClasses, type LayoutAttributes, type Space, spacedClass } from '../layout/layout.ts';
import styles from './panel.module.css';

type PanelProps = {
  /** The element it renders as: a titled part of a page is a `section` (the default) named by its heading. */
  as?: 'section' | 'div' | 'aside' | 'fieldset' | 'article';
  /** The space between its children; default 4. */
  gap?: Space;
  /** The space inside its border; default 4. */
  padding?: 4 | 6;
  children?: ReactNode;
} & LayoutAttributes;

/**
 * A bordered part of a page (a settings group, a form's section): its children stacked `gap`
 * apart inside it, their own block margins dropped. Flat, unlike Card, which stands out with a shadow.
 */
export function Panel({ as: Element = 'section', gap = 4, padding = 4, children, ...rest }: PanelProps) {
  return (
    <Element
      className={joinClasses(styles.panel, spacedClass, gapClasses(gap), styles[`padding-${padding}`])}
      {...rest}
    >
      {children}
    </Element>
  );
}
