import type { Dirent } from 'node:fs';

/**
 * The build configs read this file in Node, and tools beside them (the delivery commands, tests);
 * Node's modules are fetched at call time (`process.getBuiltinModule`), so nothing here pulls them in
 * at import.
 */
const node = () => ({
  fs: process.getBuiltinModule('node:fs'),
  path: process.getBuiltinModule('node:path'),
});
/** Test helpers beside the code (render-with-providers and the like) never ship in a container. */
const TEST_HELPER = /from\s*['"](vitest|@testing-library\/[\w-]+)['"]/;

function* sourceFiles(dir: string): Generator<string> {
  const { fs, path } = node();
  let entries: Dirent[];
  try {
    entries = fs.readdirSync(dir, { withFileTypes: true });
  } catch {
    return; // a package that is not checked out here
  }
  for (const entry of entries) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* sourceFiles(file);
    else if (/\.tsx?$/.test(entry.name) && !/\.(test|stories)\.tsx?$/.test(entry.name)) yield file;
  }
}

/** The names an import or export clause takes (`Default, { a, b as c }`); undefined for `* as`. */
function clauseNames(clause: string): string[] | undefined {
  if (clause.includes('*')) return undefined;
  const braces = clause.match(/\{([^}]*)\}/)?.[1] ?? '';
  const named = braces
    .split(',')
    .map((specifier) => specifier.trim())
    .filter((specifier) => specifier && !specifier.startsWith('type '))
    .map((specifier) => specifier.split(/\s+as\s+/)[0] ?? '');
  const hasDefault = /^[\w$]+/.test(clause.trim());
  return hasDefault ? [...named, 'default'] : named;
}

/**
 * Every name the sources in `dirs` (relative to the repository, or absolute) import from `pkg`;
 * undefined when some code takes the whole module (a namespace or dynamic import), which no list can
 * describe.
 */
export function namesImportedFrom(pkg: string, dirs: string[]): string[] | undefined {
  const quoted = `['"]${pkg.replace(/[/.]/g, '\\$&')}['"]`;
  const statement = new RegExp(`(?:import|export)\\s+(type\\s+)?([^;'"]*?)\\s*from\\s*${quoted}`, 'g');
  const dynamic = new RegExp(`import\\s*\\(\\s*${quoted}`);
  const { fs, path } = node();
  // This file is at tooling/src/.
  const repoRoot = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../..');
  const names = new Set<string>();
  for (const dir of dirs) {
    for (const file of sourceFiles(path.resolve(repoRoot, dir))) {
      const code = fs.readFileSync(file, 'utf8');
      if (TEST_HELPER.test(code)) continue;
      if (dynamic.test(code)) return undefined;
      for (const [, typeOnly, clause = ''] of code.matchAll(statement)) {
        if (typeOnly) continue;
        const taken = clauseNames(clause);
        if (!taken) return undefined;
        for (const name of taken) names.add(name);
      }
    }
  }
  return [...names].sort();
}
