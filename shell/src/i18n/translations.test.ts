import { translationGaps } from 'platform/i18n-parity';
import { expect, it } from 'vitest';
import ar from './ar.json';
import en from './en.json';

it('the shell has every key in English and in Arabic, none empty', () => {
  expect(translationGaps({ en, ar })).toEqual([]);
});
