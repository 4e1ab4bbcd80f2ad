import { type Lang, resolveLang } from 'contracts/i18n';

/**
 * The first supported language of an Accept-Language header, in the browser's order of preference:
 * what the front end's detector finds in `navigator.languages` (platform/i18n) for a visitor who
 * has not chosen one yet.
 */
export function preferredLang(acceptLanguage: string | undefined): Lang | undefined {
  const ranked = (acceptLanguage ?? '')
    .split(',')
    .map((part, index) => {
      const [tag = '', ...parameters] = part.trim().split(';');
      const q = Number(
        parameters
          .find((parameter) => parameter.trim().startsWith('q='))
          ?.trim()
          .slice(2) ?? 1,
      );
      return { tag: tag.trim(), q: Number.isFinite(q) ? q : 0, index };
    })
    .filter(({ tag, q }) => tag !== '' && q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  const lang = ranked.find(({ tag }) => resolveLang(tag) === tag.slice(0, 2).toLowerCase());
  return lang ? resolveLang(lang.tag) : undefined;
}
