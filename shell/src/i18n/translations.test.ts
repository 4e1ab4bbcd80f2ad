import { allListingKinds } from 'contracts/listing-kinds';
import { translationGaps } from 'platform/i18n-parity';
import { expect, it } from 'vitest';
import ar from './ar.json';
import en from './en.json';

it('the shell has every key in English and in Arabic, none empty', () => {
  expect(translationGaps({ en, ar })).toEqual([]);
});

it('has the main navigation string of every listing kind (contracts/listing-kinds)', () => {
  const text = (bundle: unknown, key: string) =>
    key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], bundle);
  const missing = allListingKinds.flatMap(({ labels }) =>
    Object.entries({ en, ar })
      .filter(([, bundle]) => typeof text(bundle, labels.nav) !== 'string')
      .map(([lang]) => `${lang}: ${labels.nav}`),
  );
  expect(missing).toEqual([]);
});
