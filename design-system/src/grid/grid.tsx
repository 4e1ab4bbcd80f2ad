import type { CSSProperties, ReactNode } from 'react';
import { boxClasses, gapClasses, joinClasses, type LayoutAttributes, type Space } from '../layout/layout.ts';
import styles from './grid.module.css';

/** The narrowest a column of a `fit` or `fill` grid may be before the grid has one column fewer. */
type MinItemSize = '10rem' | '14rem' | '15rem' | '16rem' | '18rem' | '20rem' | '22rem';

type GridProps = {
  /** The element it renders as: a grid of cards is a `ul` of `li`; default div. */
  as?: 'div' | 'section' | 'ul' | 'ol' | 'li' | 'dl';
  /** The space between its cells, and between rows unless `rowGap` says otherwise. */
  gap: Space;
  /** The space between rows, where it differs from `gap`. */
  rowGap?: Space;
  /**
   * How many columns: `fit` and `fill` as many as `minItemSize` allows (`fit` stretches a short row's
   * cells across, `fill` keeps them one column wide); `cards` one, then two from 600px, then three
   * from 900px, which is what the cards' image `sizes` assume.
   */
  columns?: 'fit' | 'fill' | 'cards';
  /** For `fit` and `fill`: a column's narrowest width (never wider than the grid itself). */
  minItemSize?: MinItemSize;
  /** How cells of one row line up when their content differs in height; stretched by default. */
  align?: 'stretch' | 'start';
  children?: ReactNode;
} & LayoutAttributes;

/** Children in columns of equal width, `gap` apart, as many as fit the space. */
export function Grid({
  as: Element = 'div',
  gap,
  rowGap,
  columns = 'fit',
  minItemSize = '16rem',
  align = 'stretch',
  children,
  ...rest
}: GridProps) {
  const className = joinClasses(
    styles.grid,
    boxClasses,
    styles[columns],
    gapClasses(gap, rowGap),
    align === 'start' && styles.alignStart,
  );
  // A column's narrowest width, from the closed list above: a custom property rather than a class per size.
  const minimum = columns === 'cards' ? undefined : ({ '--grid-min-item-size': minItemSize } as CSSProperties);
  return (
    <Element className={className} style={minimum} {...rest}>
      {children}
    </Element>
  );
}
