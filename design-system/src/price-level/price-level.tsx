import { type PriceLevel as Level, priceLevelSigns, priceLevels } from 'contracts/enums';
import type { Lang } from 'contracts/i18n';
import styles from './price-level.module.css';

/** Price as one to three dollar signs, with the level's name for screen readers. */
export function PriceLevel({ level, lang }: { level: Level; lang: Lang }) {
  const label = priceLevels.labels[level][lang];
  return (
    <span className={styles.price} title={label}>
      <span aria-hidden="true">{priceLevelSigns[level]}</span>
      <span className={styles.visuallyHidden}>{label}</span>
    </span>
  );
}
