import { occasions, personalizations, recipients, shopCategories } from 'contracts/enums';
import type { AdminShop } from 'contracts/schemas/admin';
import { shopUpdate } from 'contracts/schemas/admin';
import { shopInput } from 'contracts/schemas/shop';
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
export function GiftShopForm({ record }: { record?: AdminShop }) {
  const { t, lang } = useAdminText();
  return (
    <ListingForm
      kind="shop"
      record={record}
      emptyValues={emptyShop()}
      inputSchema={shopInput}
      updateSchema={shopUpdate}
      editRoute="adminEditGiftShop"
      title={record ? t('listingForms.editShop', { name: record.name[lang] }) : t('listingForms.addShop')}
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
