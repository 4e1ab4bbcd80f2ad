import { translationFileGaps } from 'platform/i18n-parity';
import { expect, it } from 'vitest';

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
