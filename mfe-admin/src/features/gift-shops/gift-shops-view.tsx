import { ListingList } from '../../components/listing-list/listing-list.tsx';
import { giftShopKind } from './gift-shop-kind.ts';

/** `/admin/gifts`' content: the gift shops (or their trash) in the shared listing list. */
export function GiftShopsView() {
  return <ListingList kind={giftShopKind} />;
}
