import type { ComponentType, ReactNode } from 'react';
import styles from './logo.module.css';

export type LogoVariant = 'circle' | 'white' | 'default';
type LogoLinkProps = { href: string; className?: string; children: ReactNode };

export type LogoProps = {
  /** circle: the mark alone; white: a white mark, the name in the surrounding text colour; default: brand colours. */
  variant?: LogoVariant;
  /** The brand's name, in the page's language: the link's accessible name (shown unless `circle`). */
  label: string;
  /** Where the logo leads; default the home page. */
  href?: string;
  /** The link component (e.g. the router's); default a plain `<a>`, so the design system stays router-free. */
  linkAs?: ComponentType<LogoLinkProps>;
};

/** The round brand mark on its own, decorative (e.g. inside a loader). */
export function LogoMark({ size = 'sm', tone = 'brand' }: { size?: 'sm' | 'lg'; tone?: 'brand' | 'white' }) {
  return (
    <span
      className={`${styles.mark} ${size === 'lg' ? styles.markLarge : ''} ${tone === 'white' ? styles.markWhite : ''}`}
      aria-hidden="true"
    />
  );
}

function PlainLink({ href, className, children }: LogoLinkProps) {
  return (
    <a href={href} className={className}>
      {children}
    </a>
  );
}

/** The brand, linking home. */
export function Logo({ variant = 'default', label, href = '/', linkAs: Link = PlainLink }: LogoProps) {
  return (
    <Link href={href} className={`${styles.logo} ${styles[variant] ?? ''}`}>
      <LogoMark tone={variant === 'white' ? 'white' : 'brand'} />
      <span className={variant === 'circle' ? styles.visuallyHidden : styles.name}>{label}</span>
    </Link>
  );
}
