import { occasions, personalizations, recipients, shopCategories } from 'contracts/enums';
import { listingKindSchemas } from 'contracts/listing-kind-schemas';
import { listingKinds } from 'contracts/listing-kinds';
import type { AdminShop } from 'contracts/schemas/admin';
import { useAdminText } from '../../lib/use-admin-text.ts';
import { emptyListing } from './empty-listing.ts';
import { EnumField } from './enum-field.tsx';
import { ListingFields, useBilingualPairs } from './listing-fields.tsx';
import { ListingForm } from './listing-form.tsx';

const emptyShop = () => ({
  ...emptyListing(),
  categories: [],
  availableItems: [],
  occasions: [],
  personalizations: [],
  recipients: [],
});

/** Add or edit a gift shop: every field of `shopInput`. */
export function ShopForm({ record }: { record?: AdminShop }) {
  const { t, lang } = useAdminText();
  return (
    <ListingForm
      kind={listingKinds.shop}
      record={record}
      emptyValues={emptyShop()}
      inputSchema={listingKindSchemas.shop.input}
      updateSchema={listingKindSchemas.shop.update}
      title={record ? t('listingForms.editShop', { name: record.name[lang] }) : t(listingKinds.shop.admin.addTitle)}
    >
      <ShopFields />
    </ListingForm>
  );
}

function ShopFields() {
  const pairs = useBilingualPairs();
  return (
    <ListingFields
      pairs={pairs}
      kindFields={
        <>
          <EnumField name="categories" enumeration={shopCategories} />
          <EnumField name="availableItems" enumeration={shopCategories} />
          <EnumField name="occasions" enumeration={occasions} />
          <EnumField name="recipients" enumeration={recipients} />
          <EnumField name="personalizations" enumeration={personalizations} />
        </>
      }
    />
  );
}
