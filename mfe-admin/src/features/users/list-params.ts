import { type Role, roles } from 'contracts/enums';
import { type AdminUserSort, adminUserSorts } from 'contracts/schemas/user';

/**
 * The orders `GET admin/all-users` takes as `sort`: the api's own list, so a sort added or renamed
 * there is one this list knows (and `SORT_COLUMNS` below fails to type-check until it is mapped).
 */
export const USER_SORTS = adminUserSorts;
export type UserSort = AdminUserSort;
const DEFAULT_USER_SORT: UserSort = 'newest';

/** The users list as its URL says it: page, email search, role (spec §3's admin filters) and order. */
export type UserListParams = { page: number; email: string; role: Role | undefined; sort: UserSort };

/** A column's order as the table shows it (`aria-sort`), and back. */
const SORT_COLUMNS: Record<UserSort, { id: string; desc: boolean }> = {
  newest: { id: 'createdAt', desc: true },
  oldest: { id: 'createdAt', desc: false },
  name_asc: { id: 'name', desc: false },
  name_desc: { id: 'name', desc: true },
  email_asc: { id: 'email', desc: false },
  email_desc: { id: 'email', desc: true },
};
export const tableSortOf = (sort: UserSort) => SORT_COLUMNS[sort];
export function userSortOf(column: { id: string; desc: boolean } | null): UserSort {
  const found = USER_SORTS.find(
    (sort) => SORT_COLUMNS[sort].id === column?.id && SORT_COLUMNS[sort].desc === column.desc,
  );
  return found ?? DEFAULT_USER_SORT;
}

/** Spec §9's `userPerPage`: the api's default page size of the users list. */
export const USER_PER_PAGE = 10;

const isRole = (value: string | null): value is Role => (roles.values as readonly string[]).includes(value ?? '');
const isSort = (value: string | null): value is UserSort => (USER_SORTS as readonly string[]).includes(value ?? '');

/** Reads the list's state from the address; anything unusable falls back to the default. */
export function readUserListParams(search: URLSearchParams): UserListParams {
  const page = Number(search.get('page'));
  const role = search.get('role');
  const sort = search.get('sort');
  return {
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    email: (search.get('email') ?? '').trim(),
    role: isRole(role) ? role : undefined,
    sort: isSort(sort) ? sort : DEFAULT_USER_SORT,
  };
}

/** The address of a list state: defaults are left out, so the plain list has the plain URL. */
export function userListSearch(params: UserListParams): URLSearchParams {
  const search = new URLSearchParams();
  if (params.email) search.set('email', params.email);
  if (params.role) search.set('role', params.role);
  if (params.sort !== DEFAULT_USER_SORT) search.set('sort', params.sort);
  if (params.page > 1) search.set('page', String(params.page));
  return search;
}

/** The api's query for a list state (`GET admin/all-users`). */
export function userListQuery(params: UserListParams) {
  return {
    page: params.page,
    userPerPage: USER_PER_PAGE,
    ...(params.email ? { email: params.email } : {}),
    ...(params.role ? { role: params.role } : {}),
    ...(params.sort !== DEFAULT_USER_SORT ? { sort: params.sort } : {}),
  };
}
