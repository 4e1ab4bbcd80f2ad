import type { ButtonHTMLAttributes, MouseEvent, ReactNode } from 'react';
import styles from './icon-button.module.css';

export type IconButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & {
  /** The button's accessible name (translated): the icon says nothing to a screen reader. */
  label: string;
  /** Given, the button is a toggle (favorite, bookmark) and reports it as pressed or not. */
  pressed?: boolean;
  /** While true the button says it is busy and ignores clicks. */
  loading?: boolean;
  /** The icon (decorative SVG). */
  children: ReactNode;
};

/**
 * Loading marks the button aria-disabled instead of disabling it: a disabled button loses focus
 * (Chrome moves it to <body>), which would throw a keyboard user to the top of the page.
 */
const LOADING = {
  'aria-busy': true,
  'aria-disabled': true,
  onClick: (event: MouseEvent<HTMLButtonElement>) => event.preventDefault(),
} as const;

/** A button showing only an icon: its accessible name is `label`. Toggles report `pressed`. */
export function IconButton({
  label,
  pressed,
  loading = false,
  children,
  className,
  onClick,
  ...rest
}: IconButtonProps) {
  return (
    <button
      type="button"
      aria-label={label}
      aria-pressed={pressed}
      className={`${styles.iconButton} ${className ?? ''}`}
      {...rest}
      {...(loading ? LOADING : { onClick })}
    >
      <span aria-hidden="true">{children}</span>
    </button>
  );
}
