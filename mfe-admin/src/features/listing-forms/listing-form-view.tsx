import type { AdminListing, ListingKind, ListingKindDescriptor } from 'contracts/listing-kinds';
import { Spinner } from 'design-system/spinner';
import type { ComponentType } from 'react';
import { RecordLoadError } from '../../components/record-load-error.tsx';
import { useAdminText } from '../../lib/use-admin-text.ts';
import { useAdminListing } from './listing-api.ts';
import { RestaurantForm } from './restaurant-form.tsx';
import { ShopForm } from './shop-form.tsx';

/** Each kind's form: the fields every listing has and the kind's own (a restaurant's menu, a shop's occasions). */
const forms: { [K in ListingKind]: ComponentType<{ record?: AdminListing<K> }> } = {
  restaurant: RestaurantForm,
  shop: ShopForm,
};

/** The add form (no id) or the edit form once the record has loaded. */
export function ListingFormView({ kind, id }: { kind: ListingKindDescriptor; id?: string | undefined }) {
  const { t } = useAdminText();
  const listing = useAdminListing(kind, id);
  const Form = forms[kind.id] as ComponentType<{ record?: AdminListing }>;
  if (!id) return <Form />;
  if (listing.isPending) return <Spinner label={t('listingForms.loading')} />;
  if (listing.isError)
    return (
      <RecordLoadError
        error={listing.error}
        notFoundTitle={t(`listingForms.notFound.${kind.id}`)}
        list={kind.admin.routes.list}
      />
    );
  return <Form key={listing.data._id} record={listing.data} />;
}
