import { areas, deliveryOptions } from 'contracts/enums';
import type { Lang } from 'contracts/i18n';
import type { ShopDetail, ShopSummary } from 'contracts/schemas/shop';
import { Navigate, useLocation, useParams } from 'react-router';
import { FactList } from '../../components/listing-detail/fact-list.tsx';
import { ListingDetailView } from '../../components/listing-detail/listing-detail-view.tsx';
import { ListingLoadError } from '../../components/listing-detail/listing-load-error.tsx';
import { ListingNotFound } from '../../components/listing-detail/listing-not-found.tsx';
import { ListingSkeleton } from '../../components/listing-detail/listing-skeleton.tsx';
import { SimilarListings } from '../../components/listing-detail/similar-listings.tsx';
import { useListingsT } from '../../components/listing-detail/use-lang.ts';
import { categoryNames, giftShopPath, ShopCard } from '../../components/listing-list/listing-cards.tsx';
import { prefetchGiftShop, useGiftShopDetail, useSimilarGiftShops } from './gift-shop-detail-api.ts';
import { GiftShopOffer } from './gift-shop-detail-offer.tsx';
import '../../components/listing-detail/i18n/register.ts';

const areaAndCategories = (shop: Pick<ShopSummary, 'area' | 'categories'>, lang: Lang) =>
  `${areas.labels[shop.area][lang]} · ${categoryNames(shop, lang)}`;

function GiftShopDetailContent({ shop }: { shop: ShopDetail }) {
  const { t, lang } = useListingsT();
  const similar = useSimilarGiftShops(lang, shop);
  const path = giftShopPath(shop);
  return (
    <ListingDetailView
      kind="shop"
      listing={shop}
      path={path}
      meta={{ kind: 'shop', record: shop }}
      subtitle={areaAndCategories(shop, lang)}
      offer={<GiftShopOffer shop={shop} />}
      facts={
        <FactList
          title={t('detail.shop.delivery')}
          values={shop.deliveryOptions}
          labels={deliveryOptions.labels}
          lang={lang}
        />
      }
      similar={
        <SimilarListings
          title={t('detail.similar.shops')}
          currentId={shop._id}
          listings={similar.data?.shops}
          renderCard={(s) => <ShopCard shop={s} lang={lang} headingLevel={3} testId="similar-listing" />}
        />
      }
    />
  );
}

export const prefetch = prefetchGiftShop;

/** `/gift-shop/:slug/:id`: one gift or flower shop; an outdated slug moves to the current one. */
export default function GiftShopPage() {
  const { slug = '', id = '' } = useParams();
  const { search } = useLocation();
  const { lang } = useListingsT();
  const query = useGiftShopDetail(lang, id);
  if (query.isPending) return <ListingSkeleton />;
  // No record at all: the first load failed. A refetch that fails (e.g. after saving a favorite) keeps
  // the record, so the page being read stays.
  if (query.data === undefined) {
    return <ListingLoadError onRetry={() => query.refetch()} retrying={query.isFetching} />;
  }
  if (query.data === null) return <ListingNotFound kind="shop" />;
  const shop = query.data;
  if (shop.slug !== slug) return <Navigate replace to={`${giftShopPath(shop)}${search}`} />;
  return <GiftShopDetailContent shop={shop} />;
}
