import { describe, expect, it } from 'vitest';
import {
  readUserListParams,
  tableSortOf,
  USER_SORTS,
  userListQuery,
  userListSearch,
  userSortOf,
} from './list-params.ts';

describe('users list state in the address', () => {
  it('reads page, email and role, and falls back to defaults for anything unusable', () => {
    expect(readUserListParams(new URLSearchParams('page=3&email=%20ali%20&role=business&sort=email_desc'))).toEqual({
      page: 3,
      email: 'ali',
      role: 'business',
      sort: 'email_desc',
    });
    expect(readUserListParams(new URLSearchParams('page=-1&role=emperor&sort=shoe_size'))).toEqual({
      page: 1,
      email: '',
      role: undefined,
      sort: 'newest',
    });
    expect(readUserListParams(new URLSearchParams('page=2.5')).page).toBe(1);
  });

  it('writes a state back to the same address, leaving defaults out', () => {
    const search = userListSearch({ page: 2, email: 'ali', role: 'admin', sort: 'name_asc' });
    expect(search.toString()).toBe('email=ali&role=admin&sort=name_asc&page=2');
    expect(readUserListParams(search)).toEqual({ page: 2, email: 'ali', role: 'admin', sort: 'name_asc' });
    expect(userListSearch({ page: 1, email: '', role: undefined, sort: 'newest' }).toString()).toBe('');
  });

  it('asks the api for userPerPage users of the page, with only the filters set', () => {
    expect(userListQuery({ page: 1, email: '', role: undefined, sort: 'newest' })).toEqual({
      page: 1,
      userPerPage: 10,
    });
    expect(userListQuery({ page: 1, email: '', role: undefined, sort: 'oldest' })).toEqual({
      page: 1,
      userPerPage: 10,
      sort: 'oldest',
    });
  });

  it('maps each order to the column and direction the table marks, and back', () => {
    for (const sort of USER_SORTS) expect(userSortOf(tableSortOf(sort))).toBe(sort);
    expect(tableSortOf('newest')).toEqual({ id: 'createdAt', desc: true });
    expect(userSortOf(null)).toBe('newest');
  });
});
