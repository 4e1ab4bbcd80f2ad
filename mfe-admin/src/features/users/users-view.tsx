import { type Role, roles } from 'contracts/enums';
import { pathTo } from 'contracts/routes';
import type { User } from 'contracts/schemas/user';
import { Button } from 'design-system/button';
import { EmptyState } from 'design-system/empty-state';
import { PageHeader } from 'design-system/page-header';
import type { TableColumn } from 'design-system/table';
import { formatCount, formatLongDate } from 'platform/intl';
import { useMemo, useRef } from 'react';
import { Link, useSearchParams } from 'react-router';
import { AdminTable } from '../../components/admin-table.tsx';
import { DebouncedSearch } from '../../components/debounced-search.tsx';
import { FilterSelect } from '../../components/filter-select.tsx';
import listStyles from '../../components/list-filters.module.css';
import { useAdminText } from '../../lib/use-admin-text.ts';
import {
  readUserListParams,
  tableSortOf,
  USER_PER_PAGE,
  type UserListParams,
  userListSearch,
  userSortOf,
} from './list-params.ts';
import { useUserList } from './users-api.ts';

/** One empty list for every render without data (the table rebuilds its rows when the array changes). */
const NO_USERS: User[] = [];

/** How long typing in the email search pauses before the list is asked for. */
export const EMAIL_SEARCH_DELAY_MS = 300;

/**
 * The list's state lives in the address: Back, reload and a shared link show the same list. A filter
 * change goes back to page 1; typing in the search replaces the entry (one per pause would make Back
 * step through every word typed), a role or a page is a new entry.
 */
function useUserListState() {
  const [search, setSearch] = useSearchParams();
  const params = readUserListParams(search);
  const paramsRef = useRef(params);
  paramsRef.current = params;
  const update = (next: Partial<UserListParams>, replace = false) =>
    setSearch(userListSearch({ ...paramsRef.current, ...next }), { replace });
  return { params, update };
}

function EmailSearch({ email, onSearch }: { email: string; onSearch: (email: string) => void }) {
  const { t } = useAdminText();
  return (
    <DebouncedSearch
      label={t('users.filters.email')}
      value={email}
      onSearch={onSearch}
      delay={EMAIL_SEARCH_DELAY_MS}
      maxLength={254}
    />
  );
}

/** `/admin/users`' content: the filters and one page of users, each opening its details page. */
export function UsersView() {
  const { t, lang } = useAdminText();
  const { params, update } = useUserListState();
  const list = useUserList(params);
  const pageCount = list.data ? Math.ceil(list.data.total / (list.data.userPerPage || USER_PER_PAGE)) : 1;

  const columns = useMemo(
    (): TableColumn<User>[] => [
      {
        id: 'name',
        header: t('users.columns.name'),
        cell: (user) => <Link to={pathTo('adminUser', { id: user._id })}>{user.fullName}</Link>,
        sortable: true,
      },
      { id: 'email', header: t('users.columns.email'), cell: (user) => user.email, sortable: true },
      { id: 'role', header: t('users.columns.role'), cell: (user) => roles.labels[user.role][lang] },
      {
        id: 'verified',
        header: t('users.columns.verified'),
        cell: (user) => (user.emailVerified ? t('users.yes') : t('users.no')),
      },
      {
        id: 'createdAt',
        header: t('users.columns.createdAt'),
        cell: (user) => formatLongDate(user.createdAt, lang),
        sortable: true,
      },
    ],
    [t, lang],
  );

  return (
    <>
      <PageHeader title={t('users.title')} />
      <search className={listStyles.filters}>
        <EmailSearch email={params.email} onSearch={(email) => update({ email, page: 1 }, true)} />
        <FilterSelect<Role>
          label={t('users.filters.role')}
          allLabel={t('users.filters.allRoles')}
          value={params.role}
          options={roles.values.map((value) => ({ value, label: roles.labels[value][lang] }))}
          onChange={(role) => update({ role, page: 1 })}
        />
      </search>
      {list.isError && !list.data ? (
        <EmptyState
          alert
          title={t('users.error.title')}
          text={t('users.error.text')}
          action={
            <Button onClick={() => list.refetch()} loading={list.isFetching}>
              {t('users.error.retry')}
            </Button>
          }
        />
      ) : (
        <>
          <p className={listStyles.total} aria-live="polite" data-testid="users-total">
            {list.data
              ? t('users.total', { count: list.data.total, formatted: formatCount(list.data.total, lang) })
              : ''}
          </p>
          <AdminTable<User>
            caption={t('users.caption')}
            columns={columns}
            rows={list.data?.users ?? NO_USERS}
            rowKey={(user) => user._id}
            sort={tableSortOf(params.sort)}
            onSortChange={(sort) => update({ sort: userSortOf(sort), page: 1 })}
            page={params.page}
            pageCount={pageCount}
            onPageChange={(page) => update({ page })}
            loading={list.isPending}
            loadingRows={USER_PER_PAGE}
            empty={<EmptyState title={t('users.empty.title')} text={t('users.empty.text')} />}
            pagingLabel={t('users.paging.label')}
          />
        </>
      )}
    </>
  );
}
