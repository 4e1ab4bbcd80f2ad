import '../../i18n/register.ts';
import { roles } from 'contracts/enums';
import type { User } from 'contracts/schemas/user';
import { Page } from 'design-system/page';
import { PageHeader } from 'design-system/page-header';
import { Panel } from 'design-system/panel';
import { Stack } from 'design-system/stack';
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
    <Page width="48rem">
      <Stack gap={6}>
        <PageMeta lang={lang} />
        <PageHeader title={t('settings.title')} />
        {user ? (
          <>
            <Panel aria-labelledby="settings-overview" padding={6}>
              <h2 id="settings-overview" className={styles.sectionTitle}>
                {t('settings.overview.heading')}
              </h2>
              <Overview user={user} />
            </Panel>
            <Panel aria-labelledby="settings-profile" padding={6}>
              <h2 id="settings-profile" className={styles.sectionTitle}>
                {t('settings.profile.heading')}
              </h2>
              <ProfileForm user={user} />
            </Panel>
            <Panel aria-labelledby="settings-password" padding={6}>
              <h2 id="settings-password" className={styles.sectionTitle}>
                {t('settings.password.heading')}
              </h2>
              <PasswordForm />
            </Panel>
          </>
        ) : null}
      </Stack>
    </Page>
  );
}
