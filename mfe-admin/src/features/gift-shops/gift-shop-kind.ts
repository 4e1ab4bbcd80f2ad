import { shopCategories } from 'contracts/enums';
import type { AdminShop } from 'contracts/schemas/admin';
import type { ListingKind } from '../../components/listing-list/listing-kind.ts';

/** Gift shops in the admin list: filtered by category (`shopCategory`) and name (`shopName`). */
export const giftShopKind: ListingKind = {
  singular: 'shop',
  plural: 'shops',
  listName: 'shops',
  nameParam: 'shopName',
  categoryParam: 'shopCategory',
  categories: shopCategories,
  categoriesOf: (listing) => (listing as AdminShop).categories ?? [],
  listRoute: 'adminGiftShops',
  addRoute: 'adminAddGiftShop',
  editRoute: 'adminEditGiftShop',
  publicRoute: 'giftShop',
  textKey: 'giftShops',
};
