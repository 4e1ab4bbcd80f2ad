/**
 * Writes the site's font files (src/tokens/fonts/*.woff2) and their faces (src/tokens/fonts.css),
 * cut from @fontsource's as src/tokens/font-subsets.ts says. Run after upgrading @fontsource or
 * changing a subset: `npm run fonts -w design-system`.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { FONT_SUBSETS, fontFacesCss, subsetOf } from '../src/tokens/font-subsets.ts';

const tokens = new URL('../src/tokens/', import.meta.url);
mkdirSync(new URL('fonts/', tokens), { recursive: true });
for (const subset of FONT_SUBSETS) {
  const woff2 = await subsetOf(subset);
  writeFileSync(new URL(`fonts/${subset.name}.woff2`, tokens), woff2);
  console.log(`${subset.name}.woff2: ${(woff2.length / 1024).toFixed(1)} KB`);
}
writeFileSync(new URL('fonts.css', tokens), fontFacesCss());
