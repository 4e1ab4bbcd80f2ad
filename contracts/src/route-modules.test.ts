import { describe, expect, it } from 'vitest';
import { moduleLoadableBeforeGuard, shellRemoteModules } from './route-modules.ts';

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

describe('shellRemoteModules', () => {
  it('lists each module the shell loads once: route pages and modal views', () => {
    const modules = shellRemoteModules();
    expect(modules).toContain('mfe_listings/home-page');
    expect(modules).toContain('mfe_admin/blog-form-page');
    expect(modules).toContain('mfe_account/modal-views');
    expect(new Set(modules).size).toBe(modules.length);
  });
});
