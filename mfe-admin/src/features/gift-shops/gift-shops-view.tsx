import { giftShopKind } from '../../components/listing-list/listing-kind.ts';
import { ListingList } from '../../components/listing-list/listing-list.tsx';

/** `/admin/gifts`' content: the gift shops (or their trash) in the shared listing list. */
export function GiftShopsView() {
  return <ListingList kind={giftShopKind} />;
}
