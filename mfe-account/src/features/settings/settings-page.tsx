import '../../i18n/register.ts';
import { roles } from 'contracts/enums';
import type { User } from 'contracts/schemas/user';
import { useAtomValue } from 'jotai';
import { PageMeta } from 'platform/page-meta';
import { sessionAtom } from 'platform/session';
import { useAccountText } from '../../lib/use-account-text.ts';
import { PasswordForm } from './password-form.tsx';
import { ProfileForm } from './profile-form.tsx';
import styles from './settings.module.css';

function Overview({ user }: { user: User }) {
  const { t, lang } = useAccountText();
  const rows: [string, string | null][] = [
    [t('settings.overview.fullName'), user.fullName],
    [t('settings.overview.email'), user.email],
    [t('settings.overview.role'), roles.labels[user.role][lang]],
    [t('settings.overview.location'), user.location],
    [t('settings.overview.phone'), user.phoneNumber],
  ];
  return (
    <dl className={styles.overview} data-testid="settings-overview">
      {rows.map(([label, value]) => (
        <div key={label} className={styles.row}>
          <dt>{label}</dt>
          <dd>{value || t('settings.overview.notSet')}</dd>
        </div>
      ))}
    </dl>
  );
}

/** `/settings` (signed-in; the shell guards it): overview, personal information, login and security. */
export default function SettingsPage() {
  const { t, lang } = useAccountText();
  const { user } = useAtomValue(sessionAtom);
  return (
    <main className={styles.page}>
      <PageMeta lang={lang} />
      <h1 className={styles.title}>{t('settings.title')}</h1>
      {user ? (
        <>
          <section className={styles.section} aria-labelledby="settings-overview">
            <h2 id="settings-overview">{t('settings.overview.heading')}</h2>
            <Overview user={user} />
          </section>
          <section className={styles.section} aria-labelledby="settings-profile">
            <h2 id="settings-profile">{t('settings.profile.heading')}</h2>
            <ProfileForm user={user} />
          </section>
          <section className={styles.section} aria-labelledby="settings-password">
            <h2 id="settings-password">{t('settings.password.heading')}</h2>
            <PasswordForm />
          </section>
        </>
      ) : null}
    </main>
  );
}
