import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { allListingKinds } from 'contracts/listing-kinds';
import { translationFileGaps } from 'platform/i18n-parity';
import { expect, it } from 'vitest';

it('every feature and component has every key in English and in Arabic, none empty', () => {
  const files = import.meta.glob(['../features/*/i18n/*.json', '../components/*/i18n/*.json'], {
    eager: true,
    import: 'default',
  });
  expect(Object.keys(files).length).toBeGreaterThan(10);
  expect(translationFileGaps(files)).toEqual([]);
});

// Strings are registered by the folders that own them: a feature (features/<name>/i18n) or a shared
// component (components/<name>/i18n); the file that uses a key imports that folder's register.
const srcDir = path.join(import.meta.dirname, '..');
const sources = ['features', 'components', 'lib'].flatMap((top) =>
  readdirSync(path.join(srcDir, top), { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file) && !/\.(test|stories)\.tsx?$/.test(file))
    .map((file) => `${top}/${file}`),
);

/** Each top-level key of the namespace and the folder (`features/home`) that adds it, read off the registers. */
function folderOfKey(): Map<string, string> {
  const folders = new Map<string, string>();
  for (const file of sources.filter((source) => source.endsWith('/i18n/register.ts'))) {
    const key = readFileSync(path.join(srcDir, file), 'utf8').match(/registerFeatureStrings\('(\w+)'/)?.[1];
    if (key) folders.set(key, file.split('/').slice(0, 2).join('/'));
  }
  return folders;
}

it('every file that uses a folder’s strings imports that folder’s register (strings load with the code)', () => {
  const folders = folderOfKey();
  expect([...folders.keys()].sort()).toEqual([
    'ads',
    'blogs',
    'contact',
    'contactForm',
    'detail',
    'home',
    'listing',
    'pages',
    'readingTime',
    'restaurants',
    'saved',
    'shops',
  ]);
  const keyUse = new RegExp(`['\`"](${[...folders.keys()].join('|')})\\.[a-zA-Z]`, 'g');
  const missing: string[] = [];
  for (const file of sources) {
    const code = readFileSync(path.join(srcDir, file), 'utf8');
    for (const key of new Set([...code.matchAll(keyUse)].map((match) => match[1] ?? ''))) {
      const owner = path.join(srcDir, folders.get(key) ?? '', 'i18n/register.ts');
      let register = path.relative(path.dirname(path.join(srcDir, file)), owner);
      if (!register.startsWith('.')) register = `./${register}`;
      if (!code.includes(`'${register}'`)) missing.push(`${file} uses ${key}.* without importing ${register}`);
    }
  }
  expect(sources.length).toBeGreaterThan(30);
  expect(missing).toEqual([]);
});

it('has every string the listing kinds name (contracts/listing-kinds) in English and in Arabic', () => {
  const folders = folderOfKey();
  const text = (lang: string, key: string) => {
    const [top = '', ...rest] = key.split('.');
    const file = path.join(srcDir, folders.get(top) ?? 'missing', `i18n/${lang}.json`);
    const bundle: unknown = JSON.parse(readFileSync(file, 'utf8'));
    return rest.reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], bundle);
  };
  const keys = allListingKinds.flatMap((kind) => [
    ...['title', 'searchLabel', 'searchPlaceholder', 'emptyTitle'].map((key) => `${kind.labels.list}.${key}`),
    kind.labels.similar,
    kind.labels.browse,
    ...kind.filterPanel.map((group) => group.label),
    ...kind.facts.map((group) => group.label),
    ...(kind.part.name === 'offer' ? [kind.part.label, ...kind.part.groups.map((group) => group.label)] : []),
  ]);
  const missing = keys.flatMap((key) =>
    ['en', 'ar'].filter((lang) => typeof text(lang, key) !== 'string').map((lang) => `${lang}: ${key}`),
  );
  expect(keys.length).toBeGreaterThan(30);
  expect(missing).toEqual([]);
});
