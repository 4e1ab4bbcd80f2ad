import { roles } from 'contracts/enums';
import { routes } from 'contracts/routes';
import { Button } from 'design-system/button';
import { EmptyState } from 'design-system/empty-state';
import { PageHeader } from 'design-system/page-header';
import { Skeleton } from 'design-system/skeleton';
import { Stack } from 'design-system/stack';
import { formatCount, formatLongDate } from 'platform/intl';
import { Link } from 'react-router';
import { isMissingRecord } from '../../components/record-load-error.tsx';
import { useAdminText } from '../../lib/use-admin-text.ts';
import { UserActions } from './user-actions.tsx';
import styles from './users.module.css';
import { useAdminUser } from './users-api.ts';

/** `/user/:id`'s content: what `GET admin/user/:id` says of one user. */
export function UserView({ id }: { id: string }) {
  const { t, lang } = useAdminText();
  const query = useAdminUser(id);
  const back = (
    <Link to={routes.adminUsers} className={styles.back}>
      {t('users.detail.back')}
    </Link>
  );
  if (query.isPending) {
    return (
      <Stack aria-busy="true" gap={4}>
        {back}
        <Skeleton blockSize="2rem" inlineSize="50%" />
        <Skeleton />
        <Skeleton />
      </Stack>
    );
  }
  if (query.isError) {
    const missing = isMissingRecord(query.error);
    return (
      <Stack gap={4}>
        {back}
        <EmptyState
          alert
          title={missing ? t('users.detail.notFound') : t('users.error.title')}
          text={missing ? undefined : t('users.error.text')}
          action={
            missing ? undefined : (
              <Button onClick={() => query.refetch()} loading={query.isFetching}>
                {t('users.error.retry')}
              </Button>
            )
          }
        />
      </Stack>
    );
  }
  const { user, saved } = query.data;
  const notYet = t('users.detail.never');
  const rows: [string, string][] = [
    [t('users.columns.email'), user.email],
    [t('users.columns.role'), roles.labels[user.role][lang]],
    [t('users.columns.verified'), user.emailVerified ? t('users.yes') : t('users.no')],
    [t('users.detail.location'), user.location || t('users.detail.notSet')],
    [t('users.detail.phone'), user.phoneNumber || t('users.detail.notSet')],
    [t('users.columns.createdAt'), formatLongDate(user.createdAt, lang)],
    [t('users.detail.verifiedAt'), user.emailVerifiedAt ? formatLongDate(user.emailVerifiedAt, lang) : notYet],
    [t('users.detail.updatedAt'), formatLongDate(user.updatedAt, lang)],
    [t('users.detail.favorites'), formatCount(saved.favorites, lang)],
    [t('users.detail.bookmarks'), formatCount(saved.bookmarks, lang)],
  ];
  return (
    <Stack gap={4}>
      {back}
      <PageHeader title={user.fullName} />
      <dl className={styles.facts} data-testid="user-details">
        {rows.map(([label, value]) => (
          <div key={label} className={styles.fact}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <Link
        className={styles.back}
        to={`${routes.adminActivity}?${new URLSearchParams({ entityType: 'user', entityId: user._id })}`}
      >
        {t('users.detail.history')}
      </Link>
      <UserActions user={user} />
    </Stack>
  );
}
