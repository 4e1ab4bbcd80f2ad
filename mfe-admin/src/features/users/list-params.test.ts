import { describe, expect, it } from 'vitest';
import { readUserListParams, userListQuery, userListSearch } from './list-params.ts';

describe('users list state in the address', () => {
  it('reads page, email and role, and falls back to defaults for anything unusable', () => {
    expect(readUserListParams(new URLSearchParams('page=3&email=%20ali%20&role=business'))).toEqual({
      page: 3,
      email: 'ali',
      role: 'business',
    });
    expect(readUserListParams(new URLSearchParams('page=-1&role=emperor'))).toEqual({
      page: 1,
      email: '',
      role: undefined,
    });
    expect(readUserListParams(new URLSearchParams('page=2.5')).page).toBe(1);
  });

  it('writes a state back to the same address, leaving defaults out', () => {
    const search = userListSearch({ page: 2, email: 'ali', role: 'admin' });
    expect(search.toString()).toBe('email=ali&role=admin&page=2');
    expect(readUserListParams(search)).toEqual({ page: 2, email: 'ali', role: 'admin' });
    expect(userListSearch({ page: 1, email: '', role: undefined }).toString()).toBe('');
  });

  it('asks the api for userPerPage users of the page, with only the filters set', () => {
    expect(userListQuery({ page: 1, email: '', role: undefined })).toEqual({ page: 1, userPerPage: 10 });
  });
});
