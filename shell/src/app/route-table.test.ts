import { routeModules as pageTable } from 'contracts/route-modules';
import { routes } from 'contracts/routes';
import { describe, expect, it } from 'vitest';

describe('route table', () => {
  it('maps every route of spec §2 to a remote module', () => {
    const mapped = new Set(pageTable.map(([name]) => name));
    expect(Object.keys(routes).filter((name) => !mapped.has(name as keyof typeof routes))).toEqual([]);
  });

  it('keeps admin pages in mfe-admin and guarded, so visitors never load it', () => {
    for (const [name, id, access] of pageTable) {
      if (routes[name].startsWith('/admin') || name === 'adminUser') {
        expect(id.startsWith('mfe_admin/'), name).toBe(true);
        expect(access, name).toBe('admin');
      } else expect(id.startsWith('mfe_admin/'), name).toBe(false);
    }
  });

  it('guards private and auth pages', () => {
    const access = Object.fromEntries(pageTable.map(([name, , a]) => [name, a]));
    expect(access.settings).toBe('signed-in');
    expect(access.savedListings).toBe('signed-in');
    expect(access.signIn).toBe('guest');
    expect(access.verifyEmail).toBe('guest');
    expect(access.restaurants).toBe('public');
  });
});
