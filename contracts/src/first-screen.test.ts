import { describe, expect, it } from 'vitest';
import { publicPageModule } from './first-screen.ts';

describe('publicPageModule', () => {
  it('names the remote module of a page anyone may see', () => {
    expect(publicPageModule('/')).toBe('mfe_listings/home-page');
    expect(publicPageModule('/restaurant/souq-grill/r1')).toBe('mfe_listings/restaurant-page');
    expect(publicPageModule('/listings/gift-shops')).toBe('mfe_listings/gift-shops-page');
  });

  it('names none for guest-only, signed-in and admin pages, or an unknown address', () => {
    expect(publicPageModule('/sign-in')).toBeUndefined();
    expect(publicPageModule('/saved-listings')).toBeUndefined();
    expect(publicPageModule('/admin/users')).toBeUndefined();
    expect(publicPageModule('/no-such-page')).toBeUndefined();
  });
});
