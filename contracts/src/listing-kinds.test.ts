import { describe, expect, it } from 'vitest';
import { errorMessage } from './errors.ts';
import { listingKindSchemas } from './listing-kind-schemas.ts';
import { allListingKinds, categoriesOf, listingKindIds, listingKindOfRoute, listingKinds } from './listing-kinds.ts';
import { routeModule } from './route-modules.ts';
import { routes } from './routes.ts';

describe('the listing kinds', () => {
  it('are each described under their own id', () => {
    expect(allListingKinds.map((kind) => kind.id)).toEqual([...listingKindIds]);
  });

  it("name the spec's paths of each kind's pages", () => {
    const paths = allListingKinds.map((kind) =>
      [...Object.values(kind.routes), ...Object.values(kind.admin.routes)].map((route) => routes[route]),
    );
    expect(paths).toEqual([
      [
        '/listings/restaurants',
        '/restaurant/:slug/:id',
        '/admin/restaurants',
        '/admin/restaurants/add-restaurant',
        '/admin/restaurants/edit-restaurant/:id',
      ],
      [
        '/listings/gift-shops',
        '/gift-shop/:slug/:id',
        '/admin/gifts',
        '/admin/gifts/add-gift-shop',
        '/admin/gifts/edit-gift-shop/:id',
      ],
    ]);
  });

  it('have a remote module for every page, public for visitors and admin-only in the back office', () => {
    for (const kind of allListingKinds) {
      expect(routeModule(kind.routes.list)?.access).toBe('public');
      expect(routeModule(kind.routes.detail)?.access).toBe('public');
      for (const route of Object.values(kind.admin.routes)) expect(routeModule(route)?.access).toBe('admin');
    }
  });

  it('are found by any of their pages, and only by them', () => {
    for (const kind of allListingKinds)
      for (const route of Object.values(kind.routes)) expect(listingKindOfRoute(route)?.id).toBe(kind.id);
    expect(listingKindOfRoute('blogs')).toBeUndefined();
    expect(listingKindOfRoute(undefined)).toBeUndefined();
  });

  it("search by the spec's name filter and filter similar listings by one of their list's filters", () => {
    expect(allListingKinds.map((kind) => kind.nameFilter)).toEqual(['businessName', 'shopName']);
    for (const kind of allListingKinds) {
      expect(kind.filters[kind.nameFilter as keyof typeof kind.filters]).toMatchObject({ kind: 'text' });
      expect(kind.filters[kind.similarFilter as keyof typeof kind.filters]).toMatchObject({ kind: 'list' });
    }
  });

  it("filter their list by the names the api's query schema takes (the page and limit aside)", () => {
    for (const kind of allListingKinds) {
      const { page, limit, ...filters } = listingKindSchemas[kind.id].listQuery.shape;
      expect(Object.keys(kind.filters).sort()).toEqual(Object.keys(filters).sort());
    }
  });

  it('show every filter of their list in the panel but the name search and the sort, each choice with its values', () => {
    for (const kind of allListingKinds) {
      const shown = kind.filterPanel.map((group) => group.field);
      const others = Object.keys(kind.filters).filter((name) => name !== kind.nameFilter && name !== 'sort');
      expect([...shown].sort()).toEqual(others.sort());
      for (const group of kind.filterPanel) {
        const filter = kind.filters[group.field as keyof typeof kind.filters] as { kind: string; values?: unknown };
        if (filter.kind === 'flag') expect(group.values).toBeUndefined();
        else expect(group.values?.values).toEqual(filter.values);
      }
    }
  });

  it("name fields their detail record has, each with its enumeration's values", () => {
    for (const kind of allListingKinds) {
      const detail = listingKindSchemas[kind.id].detail.shape as Record<string, unknown>;
      const groups = [...kind.facts, ...(kind.part.name === 'offer' ? kind.part.groups : [])];
      expect(detail).toHaveProperty(kind.categoryField);
      for (const group of groups) expect(detail).toHaveProperty(group.field);
      for (const group of groups) expect(Object.keys(group.values.labels)).toEqual([...group.values.values]);
    }
  });

  it('name their not-found page in both languages (spec §8)', () => {
    expect(errorMessage(listingKinds.restaurant.notFound, 'en')).toBe('Restaurant not found');
    expect(errorMessage(listingKinds.shop.notFound, 'en')).toBe('Gift Shop not found');
    for (const kind of allListingKinds)
      expect(errorMessage(kind.notFound, 'ar')).not.toBe(errorMessage(kind.notFound, 'en'));
  });

  it("read a record's categories, none when it carries none", () => {
    expect(categoriesOf(listingKinds.restaurant, { cuisineTypes: ['qatari'] })).toEqual(['qatari']);
    expect(categoriesOf(listingKinds.shop, { categories: ['flowers'] })).toEqual(['flowers']);
    expect(categoriesOf(listingKinds.shop, {})).toEqual([]);
  });
});
