/**
 * The web font files pages draw their text with, cut down from @fontsource's (`npm run fonts -w
 * design-system` writes them to ./fonts with ./fonts.css; their tests check the committed files are
 * what this makes). Node only: the build and the tests run it, no page does.
 *
 * @fontsource splits each face by script, and a page downloads a file only for characters in its
 * Unicode range. Two things still make its files large for this site:
 * - its Arabic file holds every Arabic-script language (Persian, Urdu, Sindhi, Quranic marks,
 *   presentation forms): 49 and 53 KB, where Arabic text needs a quarter of that;
 * - its files keep every OpenType feature (Inter's stylistic sets and alternates, which no page
 *   turns on).
 * So each face here covers the characters its language needs, with the features browsers apply by
 * default (kerning, ligatures, Arabic joining forms and marks), under a family of its own ("Inter
 * Subset", "Noto Sans Arabic Subset") that tokens.css puts first in its font stacks, before
 * @fontsource's: any other character (a Persian letter in a name, a Cyrillic one) still finds
 * @fontsource's file, fetched only then. (The same family name would not do: a page asking the
 * browser to load "Noto Sans Arabic" would get both files of each range.)
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import subsetFont from 'subset-font';

/** @fontsource's Latin range, whole: Inter's file only loses its unused features. */
const LATIN_RANGE =
  'U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD';

/**
 * Arabic as Qatar writes it: the letters, harakat and other marks, Arabic-Indic digits and signs,
 * the Arabic comma, semicolon, question and full stop marks, and the joiner controls. Not the
 * letters of other languages in the Arabic script (U+0671–06D3 and the later blocks).
 */
const ARABIC_CORE_RANGE = 'U+0600-0670,U+06D4,U+200C-200F,U+2010-2011';

export type FontSubset = {
  /** File name in ./fonts, without extension. */
  name: string;
  family: 'Inter Subset' | 'Noto Sans Arabic Subset';
  weight: 400 | 600;
  /** The @fontsource file it is cut from (a module specifier). */
  source: string;
  unicodeRange: string;
};

const faces = (
  family: FontSubset['family'],
  name: string,
  source: (weight: number) => string,
  unicodeRange: string,
): FontSubset[] =>
  ([400, 600] as const).map((weight) => ({
    name: `${name}-${weight}`,
    family,
    weight,
    source: source(weight),
    unicodeRange,
  }));

export const FONT_SUBSETS: readonly FontSubset[] = [
  ...faces('Inter Subset', 'inter-latin', (w) => `@fontsource/inter/files/inter-latin-${w}-normal.woff2`, LATIN_RANGE),
  ...faces(
    'Noto Sans Arabic Subset',
    'noto-sans-arabic-core',
    (w) => `@fontsource/noto-sans-arabic/files/noto-sans-arabic-arabic-${w}-normal.woff2`,
    ARABIC_CORE_RANGE,
  ),
  ...faces(
    'Noto Sans Arabic Subset',
    'noto-sans-arabic-latin',
    (w) => `@fontsource/noto-sans-arabic/files/noto-sans-arabic-latin-${w}-normal.woff2`,
    LATIN_RANGE,
  ),
];

/** Every character a `U+XXXX-YYYY,…` range holds, as a string. */
export function charactersOf(unicodeRange: string): string {
  let characters = '';
  for (const part of unicodeRange.split(',')) {
    const [from = '', to = from] = part.trim().replace(/^U\+/i, '').split('-');
    for (let code = Number.parseInt(from, 16); code <= Number.parseInt(to, 16); code++) {
      characters += String.fromCodePoint(code);
    }
  }
  return characters;
}

/** The bytes of the @fontsource file a subset is cut from. */
export const sourceOf = (subset: FontSubset): Buffer =>
  readFileSync(createRequire(import.meta.url).resolve(subset.source));

/** The subset, as WOFF2. */
export function subsetOf(subset: FontSubset): Promise<Buffer> {
  return subsetFont(sourceOf(subset), charactersOf(subset.unicodeRange), { targetFormat: 'woff2' });
}

/** fonts.css: one face per subset, declared as @fontsource declares its own. */
export function fontFacesCss(subsets: readonly FontSubset[] = FONT_SUBSETS): string {
  const header = '/* Written by `npm run fonts -w design-system` (src/tokens/font-subsets.ts): do not edit. */\n';
  return (
    header +
    subsets
      .map(
        ({ name, family, weight, unicodeRange }) =>
          `@font-face {\n  font-family: "${family}";\n  font-style: normal;\n  font-display: swap;\n  font-weight: ${weight};\n  src: url(./fonts/${name}.woff2) format("woff2");\n  unicode-range: ${unicodeRange};\n}\n`,
      )
      .join('')
  );
}
