import type { ButtonHTMLAttributes, ReactNode } from 'react';
import styles from './icon-button.module.css';

/** A button showing only an icon: its accessible name is `label`. Toggles report `pressed`. */
export function IconButton({
  label,
  pressed,
  children,
  className,
  ...rest
}: ButtonHTMLAttributes<HTMLButtonElement> & { label: string; pressed?: boolean; children: ReactNode }) {
  return (
    <button
      type="button"
      aria-label={label}
      aria-pressed={pressed}
      className={`${styles.iconButton} ${className ?? ''}`}
      {...rest}
    >
      <span aria-hidden="true">{children}</span>
    </button>
  );
}
