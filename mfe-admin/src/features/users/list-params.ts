import { type Role, roles } from 'contracts/enums';

/** The users list as its URL says it: page, email search and role (spec §3's admin filters). */
export type UserListParams = { page: number; email: string; role: Role | undefined };

/** Spec §9's `userPerPage`: the api's default page size of the users list. */
export const USER_PER_PAGE = 10;

const isRole = (value: string | null): value is Role => (roles.values as readonly string[]).includes(value ?? '');

/** Reads the list's state from the address; anything unusable falls back to the default. */
export function readUserListParams(search: URLSearchParams): UserListParams {
  const page = Number(search.get('page'));
  const role = search.get('role');
  return {
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    email: (search.get('email') ?? '').trim(),
    role: isRole(role) ? role : undefined,
  };
}

/** The address of a list state: defaults are left out, so the plain list has the plain URL. */
export function userListSearch(params: UserListParams): URLSearchParams {
  const search = new URLSearchParams();
  if (params.email) search.set('email', params.email);
  if (params.role) search.set('role', params.role);
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
  };
}
