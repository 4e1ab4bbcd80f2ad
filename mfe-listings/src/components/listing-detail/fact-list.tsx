import type { Bilingual } from 'contracts/enums';
import type { Lang } from 'contracts/i18n';
import { Tag } from 'design-system/tag';
import styles from './listing-detail.module.css';

/** A labelled group of enumeration values (dining options, occasions…); nothing when empty. */
export function FactList<T extends string>({
  title,
  values,
  labels,
  lang,
}: {
  title: string;
  values: readonly T[];
  labels: Record<T, Bilingual>;
  lang: Lang;
}) {
  if (values.length === 0) return null;
  return (
    <div className={styles.fact}>
      <h3 className={styles.factTitle}>{title}</h3>
      <ul className={styles.tags}>
        {values.map((value) => (
          <li key={value}>
            <Tag>{labels[value][lang]}</Tag>
          </li>
        ))}
      </ul>
    </div>
  );
}
