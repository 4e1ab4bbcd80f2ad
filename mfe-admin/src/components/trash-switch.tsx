import { Inline } from 'design-system/inline';
import { Link } from 'react-router';
import styles from './trash-switch.module.css';

type TrashSwitchProps = {
  /** Whether the list shows its trash now. */
  trash: boolean;
  /** The address of the list (`false`) or of its trash (`true`), the filters kept. */
  linkTo: (trash: boolean) => string;
  /** The navigation's name and its two links' text (translated). */
  labels: { nav: string; list: string; trash: string };
};

/** A back-office list and its trash, as two links: each an address of its own (`?trash=true`). */
export function TrashSwitch({ trash, linkTo, labels }: TrashSwitchProps) {
  return (
    <nav aria-label={labels.nav} className={styles.views}>
      <Inline as="ul" gap={2}>
        {[false, true].map((inTrash) => (
          <li key={String(inTrash)}>
            <Link to={linkTo(inTrash)} className={styles.view} aria-current={inTrash === trash ? 'page' : undefined}>
              {inTrash ? labels.trash : labels.list}
            </Link>
          </li>
        ))}
      </Inline>
    </nav>
  );
}
