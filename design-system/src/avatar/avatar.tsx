import styles from './avatar.module.css';

/** A person's initials in a circle (names in Arabic or Latin script). */
export function Avatar({
  name,
  size = '2.25rem',
}: {
  /** The person's name: its initials are shown, its whole is the accessible name. */
  name: string;
  /** The circle's diameter, a CSS length. */
  size?: string;
}) {
  const initials = name
    .trim()
    .split(/\s+/)
    .slice(0, 2)
    .map((part) => part.charAt(0))
    .join('')
    .toUpperCase();
  return (
    <span className={styles.avatar} style={{ inlineSize: size, blockSize: size }} role="img" aria-label={name}>
      {initials}
    </span>
  );
}
