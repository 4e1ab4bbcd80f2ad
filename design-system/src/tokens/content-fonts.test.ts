// @vitest-environment node
import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CONTENT_FONT_GRACE_MS, CONTENT_FONTS, fetchContentFonts } from './content-fonts.ts';
import { FONT_SUBSETS } from './font-subsets.ts';

const tokensCss = readFileSync(new URL('./tokens.css', import.meta.url), 'utf8');

/** A font face set whose loads settle when the test says. */
function fakeFonts() {
  const pending: { face: string; text: string; resolve: () => void; reject: (error: Error) => void }[] = [];
  const load = vi.fn(
    (face: string, text = '') =>
      new Promise<FontFace[]>((resolve, reject) => {
        pending.push({ face, text, resolve: () => resolve([]), reject });
      }),
  );
  return { fonts: { load }, pending };
}

/** Whether `promise` has settled once pending microtasks have run. */
async function settled(promise: Promise<unknown>): Promise<boolean> {
  let done = false;
  void promise.then(() => {
    done = true;
  });
  await vi.advanceTimersByTimeAsync(0);
  return done;
}

describe('a first screen waiting for its fonts (tokens.css)', () => {
  it('is hidden, laid out, and shown when the grace ends whatever happens', () => {
    const rule = tokensCss.match(/\[data-content-fonts-pending\] > \* \{([^}]*)\}/)?.[1] ?? '';
    expect(rule).toContain('visibility: hidden;');
    expect(rule).toContain(`animation: content-fonts-grace 0s ${CONTENT_FONT_GRACE_MS / 1000}s forwards;`);
    expect(tokensCss).toMatch(/@keyframes content-fonts-grace \{\s*to \{\s*visibility: visible;/);
  });
});

describe('fetchContentFonts', () => {
  afterEach(() => vi.useRealTimers());

  it('fetches the Arabic faces at once, for the Arabic and Latin characters of a page', () => {
    const { fonts, pending } = fakeFonts();
    fetchContentFonts('ar', fonts);
    expect(pending.map(({ face }) => face)).toEqual([
      '400 1em "Noto Sans Arabic Subset"',
      '600 1em "Noto Sans Arabic Subset"',
    ]);
    for (const { text } of pending) expect(text).toMatch(/[\u0600-\u06ff].*[A-Za-z].*\d/);
  });

  it('is ready when the fonts are in, before the grace ends', async () => {
    vi.useFakeTimers();
    const { fonts, pending } = fakeFonts();
    const ready = fetchContentFonts('ar', fonts).readyWithin(1000);
    expect(await settled(ready)).toBe(false);
    for (const load of pending) load.resolve();
    expect(await settled(ready)).toBe(true);
  });

  it('stops waiting for a slow font when the grace ends', async () => {
    vi.useFakeTimers();
    const { fonts } = fakeFonts();
    const ready = fetchContentFonts('ar', fonts).readyWithin(1000);
    await vi.advanceTimersByTimeAsync(999);
    expect(await settled(ready)).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await settled(ready)).toBe(true);
  });

  it('takes a font that fails to load as ready (the fallback shows), never as an error', async () => {
    vi.useFakeTimers();
    const { fonts, pending } = fakeFonts();
    const ready = fetchContentFonts('ar', fonts).readyWithin(1000);
    pending[0]?.reject(new Error('network'));
    pending[1]?.resolve();
    expect(await settled(ready)).toBe(true);
  });

  it('has English content wait for no font', async () => {
    vi.useFakeTimers();
    const { fonts } = fakeFonts();
    const ready = fetchContentFonts('en', fonts).readyWithin(1000);
    expect(fonts.load).not.toHaveBeenCalled();
    expect(await settled(ready)).toBe(true);
  });

  it('is ready at once where the browser has no font loading API', async () => {
    vi.useFakeTimers();
    expect(await settled(fetchContentFonts('ar', null).readyWithin(1000))).toBe(true);
  });
});

describe('CONTENT_FONTS', () => {
  it('names faces of the family the Arabic font stack starts with, which the site has files for', () => {
    expect(tokensCss).toMatch(/--font-arabic:\s*"Noto Sans Arabic Subset",/);
    for (const face of CONTENT_FONTS.ar.faces) {
      const [weight] = face.split(' ');
      const files = FONT_SUBSETS.filter(
        (subset) => subset.family === 'Noto Sans Arabic Subset' && String(subset.weight) === weight,
      );
      expect(files.length).toBeGreaterThan(0);
    }
  });

  it('goes with line heights that do not follow the font (a swapped Latin font keeps its lines)', () => {
    expect(tokensCss).toMatch(/html \{[^}]*line-height: 1\.5;/);
    expect(tokensCss).toMatch(/html\[lang="ar"\] \{[^}]*line-height: 1\.7;/);
  });
});
