import type { Lang } from 'contracts/i18n';

type ContentFonts = {
  /** The faces as CSS `font` shorthands (the first family of the language's stack in tokens.css, at 400 and 600). */
  faces: readonly string[];
  /** Characters such a page shows: each face fetches the files of its Unicode ranges these fall in. */
  sample: string;
};

/**
 * The web fonts a page waits for before its content first shows, by language.
 * - Arabic: Noto Sans Arabic's letters are so much wider or narrower than any fallback's that a
 *   heading first drawn in the fallback breaks into other lines, and everything below it jumps when
 *   the font arrives: a layout shift Lighthouse rates "poor", on the home page and the lists.
 * - English: none. With line heights fixed (tokens.css), Inter replacing its fallback moves a
 *   centred heading's lines by a few pixels, while fetching its two files before the content delays
 *   that content's largest paint on a phone (docs/adr/0040).
 */
export const CONTENT_FONTS: Record<Lang, ContentFonts> = {
  ar: {
    faces: ['400 1em "Noto Sans Arabic Subset"', '600 1em "Noto Sans Arabic Subset"'],
    // Letters, and the Latin letters and digits Arabic pages show too (prices, names, counts).
    sample: 'عربي Qatar 1',
  },
  en: { faces: [], sample: '' },
};

/**
 * How long a page's content, once ready, waits for its fonts that are not in yet; then it shows in
 * the fallback (a slow or failed font must not hold the page).
 */
export const CONTENT_FONT_GRACE_MS = 1000;

/**
 * Starts fetching the fonts `lang`'s content waits for. `readyWithin(ms)` resolves once they are in,
 * or `ms` after it is called, whichever comes first; it never rejects.
 */
export function fetchContentFonts(
  lang: Lang,
  fonts: Pick<FontFaceSet, 'load'> | null = globalThis.document?.fonts ?? null,
): { readyWithin: (ms: number) => Promise<void> } {
  const { faces, sample } = CONTENT_FONTS[lang];
  const loaded = fonts
    ? Promise.all(faces.map((face) => fonts.load(face, sample))).then(
        () => undefined,
        () => undefined, // a font that fails to load is a fallback, not an error
      )
    : Promise.resolve();
  return {
    readyWithin: (ms) => Promise.race([loaded, new Promise<void>((resolve) => setTimeout(resolve, ms))]),
  };
}
