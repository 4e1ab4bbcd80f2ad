import type { ReactNode } from 'react';
import { boxClasses, gapClasses, joinClasses, type LayoutAttributes, type Space } from '../layout/layout.ts';
import styles from './stack.module.css';

type StackProps = {
  /** The element it renders as: a list of items is a `ul`, a group of fields a `form` or `fieldset`; default div. */
  as?:
    | 'div'
    | 'section'
    | 'article'
    | 'aside'
    | 'header'
    | 'footer'
    | 'main'
    | 'nav'
    | 'form'
    | 'fieldset'
    | 'ul'
    | 'ol'
    | 'li';
  /** The space between its children: a step of the spacing scale (`--space-N`). */
  gap: Space;
  /** Where each child sits across the stack: stretched to its width (default), or at its start, centre or end. */
  align?: 'stretch' | 'start' | 'center' | 'end';
  children?: ReactNode;
} & LayoutAttributes;

/**
 * Children one under the other, `gap` apart, in one column that never grows wider than its
 * container. Their own block margins are dropped: the gap is the only space between them.
 */
export function Stack({ as: Element = 'div', gap, align = 'stretch', children, ...rest }: StackProps) {
  return (
    <Element
      className={joinClasses(styles.stack, boxClasses, gapClasses(gap), align !== 'stretch' && styles[align])}
      {...rest}
    >
      {children}
    </Element>
  );
}
