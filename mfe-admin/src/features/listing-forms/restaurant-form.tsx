import { ambiences, amenities, cuisines, dietaryPreferences, diningOptions, mealOptions } from 'contracts/enums';
import { listingKindSchemas } from 'contracts/listing-kind-schemas';
import { listingKinds } from 'contracts/listing-kinds';
import type { AdminRestaurant } from 'contracts/schemas/admin';
import { TextField } from 'design-system/text-field';
import { get, useFormContext } from 'react-hook-form';
import { BilingualField } from '../../components/bilingual-field.tsx';
import page from '../../components/form-page.module.css';
import formParts from '../../components/form-parts.module.css';
import { emptyMenuItem, MenuEditor } from '../../components/menu-editor.tsx';
import { numberOrBlank } from '../../lib/number-input.ts';
import { useAdminText } from '../../lib/use-admin-text.ts';
import { emptyListing } from './empty-listing.ts';
import { EnumField } from './enum-field.tsx';
import { ListingFields, useBilingualPairs } from './listing-fields.tsx';
import styles from './listing-form.module.css';
import { ListingForm } from './listing-form.tsx';

const emptyRestaurant = () => ({
  ...emptyListing(),
  cuisineTypes: [],
  diningOptions: [],
  dietaryPreferences: [],
  mealOptions: [],
  ambience: [],
  amenities: [],
  menu: [],
  featuredDish: emptyMenuItem(),
});

/** Add or edit a restaurant: every field of `restaurantInput`, its menu and its house favourite. */
export function RestaurantForm({ record }: { record?: AdminRestaurant }) {
  const { t, lang } = useAdminText();
  return (
    <ListingForm
      kind={listingKinds.restaurant}
      record={record}
      emptyValues={emptyRestaurant()}
      inputSchema={listingKindSchemas.restaurant.input}
      updateSchema={listingKindSchemas.restaurant.update}
      title={
        record
          ? t('listingForms.editRestaurant', { name: record.name[lang] })
          : t(listingKinds.restaurant.admin.addTitle)
      }
    >
      <RestaurantFields />
    </ListingForm>
  );
}

function RestaurantFields() {
  const { t } = useAdminText();
  const pairs = useBilingualPairs((values) => {
    const dish = values.featuredDish as { name?: { en: string; ar: string } } | undefined;
    const menu = (values.menu ?? []) as { title: unknown; items: { name: unknown }[] }[];
    return [dish?.name, ...menu.flatMap((section) => [section.title, ...section.items.map((item) => item.name)])];
  });
  return (
    <>
      <ListingFields
        pairs={pairs}
        kindFields={
          <>
            <EnumField name="cuisineTypes" enumeration={cuisines} />
            <EnumField name="diningOptions" enumeration={diningOptions} />
            <EnumField name="dietaryPreferences" enumeration={dietaryPreferences} />
            <EnumField name="mealOptions" enumeration={mealOptions} />
            <EnumField name="ambience" enumeration={ambiences} />
            <EnumField name="amenities" enumeration={amenities} />
          </>
        }
      />
      <section className={page.section} aria-labelledby="food-title">
        <h2 id="food-title" className={styles.sectionTitle}>
          {t('listingForms.sections.food')}
        </h2>
        <FeaturedDish />
        <MenuEditor />
      </section>
    </>
  );
}

/** The house favourite (`featuredDish`): one menu item shown apart on the restaurant's page. */
function FeaturedDish() {
  const { t, fieldError } = useAdminText();
  const { register, formState } = useFormContext();
  const errorAt = (path: string) => fieldError(get(formState.errors, path));
  return (
    <fieldset className={formParts.group}>
      <legend className={page.legend}>{t('listingForms.fields.featuredDish')}</legend>
      <BilingualField
        label={t('listingForms.dish.name')}
        en={register('featuredDish.name.en')}
        ar={register('featuredDish.name.ar')}
        errors={{ en: errorAt('featuredDish.name.en'), ar: errorAt('featuredDish.name.ar') }}
      />
      <TextField
        type="number"
        inputMode="decimal"
        min={0}
        step="0.5"
        label={t('listingForms.dish.price')}
        error={errorAt('featuredDish.priceQar')}
        {...register('featuredDish.priceQar', { setValueAs: numberOrBlank })}
      />
      <BilingualField
        multiline
        label={t('listingForms.dish.description')}
        en={register('featuredDish.description.en')}
        ar={register('featuredDish.description.ar')}
        errors={{ en: errorAt('featuredDish.description.en'), ar: errorAt('featuredDish.description.ar') }}
      />
    </fieldset>
  );
}
