import { Spinner } from 'design-system/spinner';
import { RecordLoadError } from '../../components/record-load-error.tsx';
import { useAdminText } from '../../lib/use-admin-text.ts';
import { GiftShopForm } from './gift-shop-form.tsx';
import { type AdminListing, type ListingKind, useAdminListing } from './listing-api.ts';
import { RestaurantForm } from './restaurant-form.tsx';

/** The add form (no id) or the edit form once the record has loaded. */
export function ListingFormView({ kind, id }: { kind: ListingKind; id?: string | undefined }) {
  const { t } = useAdminText();
  const listing = useAdminListing(kind, id);
  if (!id) return kind === 'restaurant' ? <RestaurantForm /> : <GiftShopForm />;
  if (listing.isPending) return <Spinner label={t('listingForms.loading')} />;
  if (listing.isError)
    return (
      <RecordLoadError
        error={listing.error}
        notFoundTitle={t(`listingForms.notFound.${kind}`)}
        list={kind === 'restaurant' ? 'adminRestaurants' : 'adminGiftShops'}
      />
    );
  return kind === 'restaurant' ? (
    <RestaurantForm key={listing.data._id} record={listing.data as AdminListing<'restaurant'>} />
  ) : (
    <GiftShopForm key={listing.data._id} record={listing.data as AdminListing<'shop'>} />
  );
}
