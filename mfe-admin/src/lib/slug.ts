/**
 * A slug from an English name: lower-case letters and digits joined by single hyphens, as the
 * contracts' slug rule wants (accents dropped: "Café Noir" → "cafe-noir").
 */
export function suggestSlug(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 120)
    .replace(/-+$/, '');
}
