import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { translationFileGaps } from 'platform/i18n-parity';
import { expect, it } from 'vitest';

it('every feature has every key in English and in Arabic, none empty', () => {
  const files = import.meta.glob('../features/*/i18n/*.json', { eager: true, import: 'default' });
  expect(Object.keys(files).length).toBeGreaterThan(10);
  expect(translationFileGaps(files)).toEqual([]);
});

const featuresDir = path.join(import.meta.dirname, '../features/');
const featureSources = readdirSync(featuresDir, { recursive: true, encoding: 'utf8' }).filter(
  (file) => /\.tsx?$/.test(file) && !/\.(test|stories)\.tsx?$/.test(file),
);

/** Each top-level key of the namespace and the feature folder that adds it, read off the registers. */
function featureOfKey(): Map<string, string> {
  const features = new Map<string, string>();
  for (const file of featureSources.filter((source) => source.endsWith('/i18n/register.ts'))) {
    const key = readFileSync(`${featuresDir}${file}`, 'utf8').match(/registerFeatureStrings\('(\w+)'/)?.[1];
    if (key) features.set(key, file.split('/')[0] ?? '');
  }
  return features;
}

it('every file that uses a feature’s strings imports that feature’s register (strings load with the code)', () => {
  const features = featureOfKey();
  expect([...features.keys()].sort()).toEqual([
    'blogs',
    'contact',
    'detail',
    'home',
    'listing',
    'pages',
    'restaurants',
    'saved',
    'shops',
  ]);
  const keyUse = new RegExp(`['\`"](${[...features.keys()].join('|')})\\.[a-zA-Z]`, 'g');
  const missing: string[] = [];
  for (const file of featureSources) {
    const code = readFileSync(`${featuresDir}${file}`, 'utf8');
    const folder = file.split('/')[0];
    for (const key of new Set([...code.matchAll(keyUse)].map((match) => match[1] ?? ''))) {
      const feature = features.get(key);
      const register = feature === folder ? './i18n/register.ts' : `../${feature}/i18n/register.ts`;
      if (!code.includes(`'${register}'`)) missing.push(`${file} uses ${key}.* without importing ${register}`);
    }
  }
  expect(featureSources.length).toBeGreaterThan(30);
  expect(missing).toEqual([]);
});
