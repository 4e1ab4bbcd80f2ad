import type { ReactNode } from 'react';
import { boxClasses, gapClasses, joinClasses, type LayoutAttributes, type Space } from '../layout/layout.ts';
import styles from './inline.module.css';

type InlineProps = {
  /** The element it renders as: a list of tags or links is a `ul`; default div. */
  as?: 'div' | 'span' | 'section' | 'header' | 'footer' | 'nav' | 'p' | 'ul' | 'ol' | 'li' | 'fieldset';
  /** The space between its children, and between wrapped rows unless `rowGap` says otherwise. */
  gap: Space;
  /** The space between wrapped rows, where it differs from `gap`. */
  rowGap?: Space;
  /** Where the children sit along the line: from its start (default), centred, at its end, or spread out. */
  justify?: 'start' | 'center' | 'end' | 'space-between';
  /** How children of different heights line up across the line; stretched to the tallest by default. */
  align?: 'stretch' | 'start' | 'center' | 'end' | 'baseline';
  /** Whether the children wrap onto more lines when they do not fit; default true. */
  wrap?: boolean;
  children?: ReactNode;
} & LayoutAttributes;

/** Children side by side in the reading direction, `gap` apart, wrapping onto more lines on a narrow screen. */
export function Inline({
  as: Element = 'div',
  gap,
  rowGap,
  justify = 'start',
  align = 'stretch',
  wrap = true,
  children,
  ...rest
}: InlineProps) {
  const className = joinClasses(
    styles.inline,
    boxClasses,
    gapClasses(gap, rowGap),
    justify !== 'start' && styles[`justify-${justify}`],
    align !== 'stretch' && styles[`align-${align}`],
    !wrap && styles.noWrap,
  );
  return (
    <Element className={className} {...rest}>
      {children}
    </Element>
  );
}
