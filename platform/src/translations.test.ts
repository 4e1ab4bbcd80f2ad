import { expect, it } from 'vitest';
import { translationGaps } from './i18n-parity.ts';
import ar from './translations/ar.json';
import en from './translations/en.json';

it("platform's strings are there in English and in Arabic, none empty", () => {
  expect(translationGaps({ en, ar })).toEqual([]);
});
