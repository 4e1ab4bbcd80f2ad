import type { BilingualText } from 'contracts/schemas/common';
import { useAdminText } from '../lib/use-admin-text.ts';
import styles from './listing-list/listing-list.module.css';

/**
 * A record's name in a list: first in the page's language, the other below it, each marked with
 * its own language and direction whatever the page's (an admin checks both, reads theirs first).
 */
export function BilingualName({ name }: { name: BilingualText }) {
  const { lang } = useAdminText();
  const order = lang === 'ar' ? (['ar', 'en'] as const) : (['en', 'ar'] as const);
  return (
    <>
      {order.map((language) => (
        <span key={language} lang={language} dir={language === 'ar' ? 'rtl' : 'ltr'} className={styles.name}>
          {name[language]}
        </span>
      ))}
    </>
  );
}
