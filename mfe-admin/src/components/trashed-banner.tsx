import { Button } from 'design-system/button';
import { Inline } from 'design-system/inline';
import styles from './form-parts.module.css';

/** An edit form's record is in the trash: say what that means and offer Restore. */
export function TrashedBanner({
  text,
  restoreLabel,
  restoring,
  onRestore,
}: {
  text: string;
  restoreLabel: string;
  restoring: boolean;
  onRestore: () => void;
}) {
  return (
    <div className={styles.trashed}>
      <Inline role="status" justify="space-between" align="center" gap={3}>
        <p>{text}</p>
        <Button type="button" variant="secondary" onClick={onRestore} loading={restoring}>
          {restoreLabel}
        </Button>
      </Inline>
    </div>
  );
}
