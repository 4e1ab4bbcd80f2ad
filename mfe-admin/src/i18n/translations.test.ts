import { allListingKinds } from 'contracts/listing-kinds';
import i18next from 'i18next';
import { translationFileGaps } from 'platform/i18n-parity';
import { expect, it } from 'vitest';
import { setTestLanguage } from '../testing/render-with-providers.tsx';
import { ADMIN_NAMESPACE } from './register.ts';

it('every feature and shared component has every key in English and in Arabic, none empty', () => {
  const files = import.meta.glob(
    ['../features/*/i18n/*.json', '../components/*/i18n/*.json', '../components/i18n/*.json'],
    {
      eager: true,
      import: 'default',
    },
  );
  expect(Object.keys(files).length).toBe(24);
  expect(translationFileGaps(files)).toEqual([]);
});

it('has every string the listing kinds name (contracts/listing-kinds) in English and in Arabic', async () => {
  await setTestLanguage('en');
  const keys = allListingKinds.flatMap((kind) => [
    ...['title', 'caption', 'add', 'category', 'allCategories', 'empty'].map((key) => `${kind.admin.strings}.${key}`),
    kind.admin.addTitle,
    kind.admin.editTitle,
    `listingForms.notFound.${kind.id}`,
    `layout.sections.${kind.plural}`,
  ]);
  const missing = (['en', 'ar'] as const).flatMap((lang) =>
    keys.filter((key) => !i18next.exists(key, { lng: lang, ns: ADMIN_NAMESPACE })).map((key) => `${lang}: ${key}`),
  );
  expect(missing).toEqual([]);
});
