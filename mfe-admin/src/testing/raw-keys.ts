import { i18next } from 'platform/i18n';
import { ADMIN_NAMESPACE } from '../i18n/register.ts';

/** The top-level keys of the remote's strings: a text starting with one (`formParts.x`) is a key shown raw. */
function rawKeyPattern() {
  const sections = Object.keys(i18next.getResourceBundle('en', ADMIN_NAMESPACE) ?? {});
  return new RegExp(`\\b(?:${sections.join('|')})\\.[A-Za-z][\\w.]*`, 'g');
}

/** Text and accessible names (labels, aria-labels) of the story that read like an untranslated key. */
export function rawKeysIn(root: HTMLElement): string[] {
  const pattern = rawKeyPattern();
  const texts = [
    root.textContent ?? '',
    ...[...root.querySelectorAll('[aria-label], [title], [placeholder]')].flatMap((element) =>
      ['aria-label', 'title', 'placeholder'].map((name) => element.getAttribute(name) ?? ''),
    ),
  ];
  return texts.flatMap((text) => text.match(pattern) ?? []);
}
