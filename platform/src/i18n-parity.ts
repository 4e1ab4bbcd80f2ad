/** Arabic has six plural forms and English two (`minutes_few` has no English twin): compare the word. */
const pluralSuffix = /_(zero|one|two|few|many|other)$/;

/** Every key path of a translation tree (`home.hero.title`), with whether its value is usable text. */
function leaves(tree: unknown, prefix = ''): Map<string, boolean> {
  const found = new Map<string, boolean>();
  if (typeof tree !== 'object' || tree === null) {
    found.set(prefix.replace(pluralSuffix, ''), typeof tree === 'string' && tree.trim() !== '');
    return found;
  }
  for (const [key, value] of Object.entries(tree)) {
    for (const [path, ok] of leaves(value, prefix ? `${prefix}.${key}` : key)) {
      found.set(path, (found.get(path) ?? true) && ok); // every plural form must have text
    }
  }
  return found;
}

/**
 * What keeps two languages from matching, one line each: keys only one of them has, and keys
 * whose text is empty. Translation files of every package are checked with it in a test.
 */
export function translationGaps(bundles: { en: unknown; ar: unknown }, where = ''): string[] {
  const en = leaves(bundles.en);
  const ar = leaves(bundles.ar);
  const gaps: string[] = [];
  for (const [path, ok] of en) {
    if (!ar.has(path)) gaps.push(`${where}${path}: missing in Arabic`);
    if (!ok) gaps.push(`${where}${path}: empty in English`);
  }
  for (const [path, ok] of ar) {
    if (!en.has(path)) gaps.push(`${where}${path}: missing in English`);
    if (!ok) gaps.push(`${where}${path}: empty in Arabic`);
  }
  return gaps;
}

/** Pairs `…/en.json` with `…/ar.json` from an `import.meta.glob` of translation files and lists every gap. */
export function translationFileGaps(files: Record<string, unknown>): string[] {
  const folders = new Set(Object.keys(files).map((file) => file.replace(/(en|ar)\.json$/, '')));
  return [...folders].flatMap((folder) => {
    const en = files[`${folder}en.json`];
    const ar = files[`${folder}ar.json`];
    if (en === undefined) return [`${folder}en.json: missing`];
    if (ar === undefined) return [`${folder}ar.json: missing`];
    return translationGaps({ en, ar }, folder);
  });
}
