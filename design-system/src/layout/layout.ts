import type { HTMLAttributes } from 'react';
import styles from './layout.module.css';

/** A step of the spacing scale (tokens.css `--space-N`): the only gaps a layout primitive takes. */
export type Space = 1 | 2 | 3 | 4 | 6 | 8 | 12;

/**
 * What a layout primitive passes on to its element: ids, ARIA, data attributes, a form's handlers.
 * No `className` or `style`: spacing and alignment are the primitive's props, nothing else.
 */
export type LayoutAttributes = Omit<HTMLAttributes<HTMLElement>, 'className' | 'style' | 'children'> & {
  /** For a `form`: leave checking its fields to the page's own messages. */
  noValidate?: boolean;
};

/** The class that sets an element's `gap`, and its `row-gap` where that differs. */
export function gapClasses(gap: Space, rowGap?: Space): string {
  const classes = [styles[`gap${gap}`]];
  if (rowGap !== undefined) classes.push(styles[`rowGap${rowGap}`]);
  return classes.join(' ');
}

/**
 * The classes of a primitive's element without its own margins, padding, bullets or frame, whose
 * children are spaced by its gap alone.
 */
export const boxClasses = `${styles.box} ${styles.spaced}`;

/** The class that drops the block margins of an element's children: its gap spaces them. */
export const spacedClass = styles.spaced;

/** The class names given, skipping the absent ones. */
export function joinClasses(...classes: (string | false | undefined)[]): string {
  return classes.filter(Boolean).join(' ');
}
