import type { ButtonHTMLAttributes } from 'react';
import styles from './button.module.css';

export type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & {
  /** primary: the main action of a view; secondary: the others; ghost: quiet actions in toolbars and cards. */
  variant?: 'primary' | 'secondary' | 'ghost';
  /** While true the label is hidden behind an animated loader and clicks are ignored. */
  loading?: boolean;
  /** What screen readers hear while loading (the label is hidden). */
  loadingLabel?: string;
};

export function Button({
  variant = 'primary',
  loading = false,
  loadingLabel,
  disabled,
  children,
  className,
  onClick,
  type = 'button',
  ...rest
}: ButtonProps) {
  return (
    <button
      {...rest}
      type={type}
      className={`${styles.button} ${styles[variant]} ${loading ? styles.loading : ''} ${className ?? ''}`}
      disabled={disabled}
      aria-busy={loading || undefined}
      aria-disabled={loading || undefined}
      onClick={loading ? (event) => event.preventDefault() : onClick}
    >
      {/* Without a loading label the hidden label still names the button for screen readers. */}
      <span className={styles.label} aria-hidden={(loading && loadingLabel !== undefined) || undefined}>
        {children}
      </span>
      {loading ? (
        <span className={styles.loader} role="status">
          <span className={styles.dot} />
          <span className={styles.dot} />
          <span className={styles.dot} />
          {loadingLabel ? <span className={styles.visuallyHidden}>{loadingLabel}</span> : null}
        </span>
      ) : null}
    </button>
  );
}
