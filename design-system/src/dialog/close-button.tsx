import styles from './close-button.module.css';

/** The × in a dialog's corner (inline-end, so it mirrors right to left). */
export function CloseButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <button type="button" className={styles.close} onClick={onClick} aria-label={label}>
      ×
    </button>
  );
}
