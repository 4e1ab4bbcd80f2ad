import { describe, expect, it } from 'vitest';
import { moduleLoadableBeforeGuard } from './route-modules.ts';

describe('moduleLoadableBeforeGuard', () => {
  it('names the module of public and guest-only pages', () => {
    expect(moduleLoadableBeforeGuard('/')).toBe('mfe_listings/home-page');
    expect(moduleLoadableBeforeGuard('/gift-shop/rose-corner/42')).toBe('mfe_listings/gift-shop-page');
    expect(moduleLoadableBeforeGuard('/sign-in')).toBe('mfe_account/sign-in-page');
  });

  it('names none for signed-in and admin pages, whose code waits for their guard, or unknown paths', () => {
    expect(moduleLoadableBeforeGuard('/settings')).toBeUndefined();
    expect(moduleLoadableBeforeGuard('/admin/users')).toBeUndefined();
    expect(moduleLoadableBeforeGuard('/no/such/page')).toBeUndefined();
  });
});
