import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { translationFileGaps } from 'platform/i18n-parity';
import { expect, it } from 'vitest';

it('every feature has every key in English and in Arabic, none empty', () => {
  const files = import.meta.glob('../features/*/i18n/*.json', { eager: true, import: 'default' });
  expect(Object.keys(files).length).toBeGreaterThan(10);
  expect(translationFileGaps(files)).toEqual([]);
});

/** Each top-level key of the namespace and the feature folder whose `i18n/register.ts` adds it. */
const featureOfKey: Record<string, string> = {
  home: 'home',
  restaurants: 'restaurants',
  shops: 'shops',
  blogs: 'blogs',
  contact: 'contact',
  pages: 'static-pages',
  saved: 'saved',
  listing: 'listing-common',
  detail: 'listing-detail',
};

it('every file that uses a feature’s strings imports that feature’s register (strings load with the code)', () => {
  const featuresDir = path.join(import.meta.dirname, '../features/');
  const sources = Object.fromEntries(
    readdirSync(featuresDir, { recursive: true, encoding: 'utf8' })
      .filter((file) => /\.tsx?$/.test(file) && !/\.(test|stories)\.tsx?$/.test(file))
      .map((file) => [`../features/${file}`, readFileSync(`${featuresDir}${file}`, 'utf8')]),
  );
  const keyUse = new RegExp(`['\`"](${Object.keys(featureOfKey).join('|')})\\.[a-zA-Z]`, 'g');
  const missing: string[] = [];
  for (const [file, code] of Object.entries(sources)) {
    const folder = file.split('/')[2];
    for (const key of new Set([...code.matchAll(keyUse)].map((match) => match[1] ?? ''))) {
      const feature = featureOfKey[key];
      const register = feature === folder ? './i18n/register.ts' : `../${feature}/i18n/register.ts`;
      if (!code.includes(`'${register}'`)) missing.push(`${file} uses ${key}.* without importing ${register}`);
    }
  }
  expect(Object.keys(sources).length).toBeGreaterThan(30);
  expect(missing).toEqual([]);
});
