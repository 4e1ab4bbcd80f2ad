import type { ComponentPropsWithoutRef, ElementType, ReactNode } from 'react';
import styles from './card.module.css';

type CardProps = {
  /** The element the surface renders as (a section, an article, a list item…); default div. */
  as?: ElementType;
  children?: ReactNode;
  className?: string;
} & Omit<ComponentPropsWithoutRef<'div'>, 'className' | 'children'>;

/** A plain surface: white, bordered, rounded, padded. Structure and semantics come from `as`. */
export function Card({ as: Element = 'div', className, children, ...rest }: CardProps) {
  return (
    <Element className={className ? `${styles.card} ${className}` : styles.card} {...rest}>
      {children}
    </Element>
  );
}
