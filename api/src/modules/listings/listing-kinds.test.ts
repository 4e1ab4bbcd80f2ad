import { listingKindIdentities } from 'contracts/listing-kind-identity';
import { describe, expect, it } from 'vitest';
import { restaurantKind } from './restaurant-kind.ts';
import { shopKind } from './shop-kind.ts';

describe("the api's listing kinds", () => {
  it("are contracts' kinds: the same resource, name search and not-found code", () => {
    for (const kind of [restaurantKind, shopKind]) {
      const identity = listingKindIdentities[kind.singular];
      expect({ plural: kind.plural, nameFilter: kind.nameFilter, notFound: kind.notFound }).toEqual({
        plural: identity.plural,
        nameFilter: identity.nameFilter,
        notFound: identity.notFound,
      });
    }
  });
});
