/**
 * Text normalisation for search, applied the same way when indexing and when querying,
 * never to displayed text (after Lucene's ArabicNormalizer).
 */
const ARABIC_DIACRITICS = /[\u064B-\u0652\u0670]/g;
const TATWEEL = /\u0640/g;
const ALEF_FORMS = /[\u0622\u0623\u0625\u0671]/g;
const ARABIC_INDIC_DIGITS = /[\u0660-\u0669]/g;
const PERSIAN_DIGITS = /[\u06F0-\u06F9]/g;

export function normalizeSearchText(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '') // Latin accents (café → cafe)
    .normalize('NFC')
    .replace(ARABIC_DIACRITICS, '')
    .replace(TATWEEL, '')
    .replace(ALEF_FORMS, '\u0627')
    .replace(/\u0649/g, '\u064A') // alef maqsura → yaa
    .replace(/\u0629/g, '\u0647') // taa marbuta → haa
    .replace(/\u0624/g, '\u0648') // waw with hamza → waw
    .replace(/\u0626/g, '\u064A') // yaa with hamza → yaa
    .replace(/\u06CC/g, '\u064A') // Persian yeh
    .replace(/\u06A9/g, '\u0643') // Persian kaf
    .replace(ARABIC_INDIC_DIGITS, (d) => String(d.charCodeAt(0) - 0x0660))
    .replace(PERSIAN_DIGITS, (d) => String(d.charCodeAt(0) - 0x06f0))
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}
