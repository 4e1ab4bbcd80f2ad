import { describe, expect, it } from 'vitest';
import { signInHref } from './account-menu.tsx';

describe("the header's sign-in link", () => {
  it('comes back to the page the visitor was on, query included', () => {
    expect(signInHref({ pathname: '/listings/restaurants', search: '?cuisineTypes=qatari' })).toBe(
      '/sign-in?returnTo=%2Flistings%2Frestaurants%3FcuisineTypes%3Dqatari',
    );
  });

  it('needs no return path from the home page', () => {
    expect(signInHref({ pathname: '/', search: '' })).toBe('/sign-in');
  });

  it('keeps the return path an auth page already carries, and never returns to an auth page', () => {
    expect(signInHref({ pathname: '/sign-up', search: '?returnTo=%2Fblogs' })).toBe('/sign-in?returnTo=%2Fblogs');
    expect(signInHref({ pathname: '/forgot-password', search: '' })).toBe('/sign-in');
  });
});
