import { formatCount } from 'platform/intl';
import { useAccountText } from '../lib/use-account-text.ts';
import styles from './form.module.css';

/** "Try again in N s" while the server's resend cooldown runs; announced politely. */
export function CooldownNote({ secondsLeft }: { secondsLeft: number }) {
  const { t, lang } = useAccountText();
  return (
    <p className={styles.note} aria-live="polite" data-testid="cooldown">
      {secondsLeft > 0 ? t('common.tryAgainIn', { seconds: formatCount(secondsLeft, lang) }) : null}
    </p>
  );
}
