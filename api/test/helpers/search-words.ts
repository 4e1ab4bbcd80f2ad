import { normalizeSearchText } from 'contracts/search';

/** A word's trigrams as pg_trgm takes them: the word padded with two spaces before and one after. */
const trigrams = (word: string) => {
  const padded = `  ${word} `;
  return Array.from({ length: padded.length - 2 }, (_, i) => padded.slice(i, i + 3));
};

/** How alike a misspelt word must be to match (api/src/db/client.ts). */
const WORD_SIMILARITY_THRESHOLD = 0.4;

/**
 * A word of `texts` (normalised, 6 letters or more) that no search over `names` can find: it is in
 * none of them, and fewer of its trigrams than a fuzzy match needs appear anywhere in them.
 */
export function wordUnlikeNames(texts: string[], names: string[]): string | undefined {
  const normalised = names.map(normalizeSearchText);
  const known = new Set(normalised.flatMap((name) => name.split(' ').flatMap(trigrams)));
  return texts
    .flatMap((text) => normalizeSearchText(text).split(' '))
    .find((word) => {
      if (word.length < 6 || normalised.some((name) => name.includes(word))) return false;
      const own = new Set(trigrams(word));
      const shared = [...own].filter((trigram) => known.has(trigram)).length;
      return shared / own.size < WORD_SIMILARITY_THRESHOLD;
    });
}
