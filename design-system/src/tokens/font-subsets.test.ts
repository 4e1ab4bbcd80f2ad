// @vitest-environment node
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { convert } from 'fontverter';
import * as hb from 'harfbuzzjs';
import { describe, expect, it } from 'vitest';
import { charactersOf, FONT_SUBSETS, type FontSubset, fontFacesCss, sourceOf, subsetOf } from './font-subsets.ts';

const tokens = new URL('./', import.meta.url);
const repoRoot = new URL('../../../', import.meta.url);
const committedFile = (subset: FontSubset) => readFileSync(new URL(`fonts/${subset.name}.woff2`, tokens));

/** Every string of every translation file of the containers, by language. */
function translations(lang: 'en' | 'ar'): string[] {
  const strings: string[] = [];
  const collect = (value: unknown) => {
    if (typeof value === 'string') strings.push(value);
    else if (value && typeof value === 'object') for (const each of Object.values(value)) collect(each);
  };
  for (const pkg of ['shell', 'platform', 'mfe-listings', 'mfe-account', 'mfe-admin']) {
    const src = new URL(`${pkg}/src/`, repoRoot);
    if (!existsSync(src)) continue;
    for (const file of readdirSync(src, { recursive: true, encoding: 'utf8' })) {
      if (file.endsWith(`${lang}.json`) && /(^|\/)i18n\//.test(file)) {
        collect(JSON.parse(readFileSync(new URL(file, src), 'utf8')));
      }
    }
  }
  return strings;
}

/**
 * The Arabic the pages show besides the translations: the contracts' messages and labels, and the
 * seeded places, posts and ads (string literals holding Arabic letters).
 */
function arabicOfSources(): string[] {
  const literal = /'([^'\n]*[\u0600-\u06ff][^'\n]*)'|"([^"\n]*[\u0600-\u06ff][^"\n]*)"|`([^`]*[\u0600-\u06ff][^`]*)`/gu;
  const strings: string[] = [];
  for (const dir of ['contracts/src/', 'api/src/seed/data/']) {
    const root = new URL(dir, repoRoot);
    for (const file of readdirSync(root, { recursive: true, encoding: 'utf8' })) {
      if (!file.endsWith('.ts') || file.endsWith('.test.ts')) continue;
      const code = readFileSync(new URL(file, root), 'utf8');
      for (const match of code.matchAll(literal)) strings.push(match[1] ?? match[2] ?? match[3] ?? '');
    }
  }
  return strings;
}

/** What the pages show, read from the repository once for all the tests below. */
const englishTexts = translations('en');
const arabicTexts = [...translations('ar'), ...arabicOfSources()];

/** How HarfBuzz (the shaper Chrome and Firefox use) lays out `text`: each glyph's cluster and position. */
function shape(font: hb.Font, text: string) {
  const buffer = new hb.Buffer();
  buffer.addText(text);
  buffer.guessSegmentProperties();
  hb.shape(font, buffer);
  return buffer.getGlyphInfosAndPositions();
}

async function hbFont(woff2: Buffer): Promise<hb.Font> {
  // A copy: a Node Buffer may be a view into a larger shared pool, which the Blob would read whole.
  return new hb.Font(new hb.Face(new hb.Blob(new Uint8Array(await convert(woff2, 'sfnt')))));
}

/** The runs of `text` made of characters in `range` (what the browser draws with that face). */
function runsIn(text: string, range: Set<string>): string[] {
  const runs: string[] = [];
  let run = '';
  for (const character of [...text, '\u0000']) {
    if (range.has(character) && character !== '\u0000') run += character;
    else {
      if (run.trim()) runs.push(run);
      run = '';
    }
  }
  return runs;
}

describe('font subsets', () => {
  it('are the files this module makes: fonts/*.woff2 and fonts.css are current', async () => {
    for (const subset of FONT_SUBSETS) expect(Buffer.compare(await subsetOf(subset), committedFile(subset))).toBe(0);
    expect(readFileSync(new URL('fonts.css', tokens), 'utf8')).toBe(fontFacesCss());
  });

  it('cover every Arabic character of the translations, messages and seeded content (no page needs the full Arabic file)', () => {
    const core = FONT_SUBSETS.find((subset) => subset.name.startsWith('noto-sans-arabic-core'));
    const covered = new Set(charactersOf(core?.unicodeRange ?? ''));
    const arabicScript = /[\u0600-\u06ff\u0750-\u077f\u08a0-\u08ff\ufb50-\ufdff\ufe70-\ufeff]/u;
    const missing = new Set([...arabicTexts.join('')].filter((c) => arabicScript.test(c) && !covered.has(c)));
    expect([...missing]).toEqual([]);
  });

  it.each(FONT_SUBSETS.map((subset) => [subset.name, subset] as const))(
    "%s lays out the pages' texts exactly as the full file does (the same glyphs, at the same positions)",
    async (_name, subset) => {
      // One at a time: two WOFF2 decompressions at once share the decoder's memory and spoil each other.
      const full = await hbFont(sourceOf(subset));
      const cut = await hbFont(committedFile(subset));
      const range = new Set(charactersOf(subset.unicodeRange));
      const texts = [...englishTexts, ...arabicTexts].flatMap((text) => runsIn(text, range));
      expect(texts.length).toBeGreaterThan(50);
      for (const text of texts) {
        const expected = shape(full, text);
        const actual = shape(cut, text);
        // Glyph ids differ (a subset numbers its glyphs anew); whether a glyph is missing does not.
        const layout = (glyphs: typeof expected) =>
          glyphs.map(({ codepoint, cluster, xAdvance, yAdvance, xOffset, yOffset }) => [
            codepoint === 0 ? 'missing' : 'glyph',
            cluster,
            xAdvance,
            yAdvance,
            xOffset,
            yOffset,
          ]);
        expect(layout(actual), text).toEqual(layout(expected));
      }
    },
    // Under a second alone, but every text of the site shaped twice: over five while the other
    // packages' tests share the machine (npm test runs them side by side).
    30_000,
  );
});
