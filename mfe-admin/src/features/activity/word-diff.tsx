import a11y from 'design-system/visually-hidden.module.css';
import { diffWordsWithSpace } from 'diff';
import { useAdminText } from '../../lib/use-admin-text.ts';
import styles from './activity.module.css';

/** Past this many characters on either side, a text change is shown as a word diff, not as two whole texts. */
const WORD_DIFF_FROM_LENGTH = 80;

/** Whether a change is of a long text (a description, a post's body): a word diff reads better there. */
export const isLongTextChange = (before: unknown, after: unknown): before is string =>
  typeof before === 'string' &&
  typeof after === 'string' &&
  (before.length > WORD_DIFF_FROM_LENGTH || after.length > WORD_DIFF_FROM_LENGTH);

/**
 * A long text's change as one text: the words taken out struck through, the words put in marked,
 * the rest as it was (jsdiff's word diff, spaces kept). Screen readers hear "removed" and "added"
 * before each change. The text keeps its own direction, whatever the page's.
 */
export function WordDiff({ before, after }: { before: string; after: string }) {
  const { t } = useAdminText();
  return (
    <p className={styles.wordDiff} dir="auto" data-testid="word-diff">
      {diffWordsWithSpace(before, after).map((part, index) => {
        const key = `${index}-${part.value.length}`;
        if (part.removed)
          return (
            <del key={key} className={styles.before}>
              <span className={a11y.visuallyHidden}>{t('activity.removed')} </span>
              {part.value}
            </del>
          );
        if (part.added)
          return (
            <ins key={key} className={styles.after}>
              <span className={a11y.visuallyHidden}>{t('activity.added')} </span>
              {part.value}
            </ins>
          );
        return <span key={key}>{part.value}</span>;
      })}
    </p>
  );
}
