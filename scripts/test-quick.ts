/**
 * `npm run test:quick`'s steps: lint, then the typecheck and the unit tests of the packages changed
 * since `QUICK_BASE` (default: origin/main when there is one, else the last commit, so the work not
 * yet committed) and of the packages depending on them. The api's and the BFF's HTTP suites, the
 * stories, the cluster and the journeys are left to `npm test`.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { lintStep, type Step, scriptsTestStep } from './test-steps.ts';

/** Their `test/` folders hold the HTTP suites; the unit tests are next to the code, in `src/`. */
const unitTestsIn: Record<string, string[]> = { api: ['src'], bff: ['src'] };
/** Not unit tests: run by `npm test` only. */
const notUnit = new Set(['cluster', 'e2e']);

function base(root: string) {
  if (process.env.QUICK_BASE) return process.env.QUICK_BASE;
  try {
    execFileSync('git', ['rev-parse', '--verify', '--quiet', 'origin/main'], { cwd: root, stdio: 'ignore' });
    return 'origin/main';
  } catch {
    return 'HEAD';
  }
}

/** The changed packages and those depending on them, as turbo sees them. */
function touchedPackages(root: string, since: string): { name: string; path: string }[] {
  const output = execFileSync('npx', ['turbo', 'ls', `--filter=...[${since}]`, '--output=json'], {
    cwd: root,
    encoding: 'utf8',
  });
  return JSON.parse(output.slice(output.indexOf('{'))).packages.items;
}

/** Whether a file under the root's `scripts/` (this runner among them) changed since `since`, or is new. */
function scriptsChanged(root: string, since: string) {
  const git = (...args: string[]) => execFileSync('git', args, { cwd: root, encoding: 'utf8' });
  const changed = `${git('diff', '--name-only', since)}\n${git('ls-files', '--others', '--exclude-standard')}`;
  return changed.split('\n').some((file) => file.startsWith('scripts/'));
}

export function quickSteps(root: string): Step[] {
  const since = base(root);
  const touched = touchedPackages(root, since);
  process.stdout.write(
    `[test:quick] changed since ${since}: ${touched.map(({ name }) => name).join(', ') || 'no package'}\n`,
  );
  const tested = touched.filter(({ name, path: folder }) => {
    const scripts = JSON.parse(readFileSync(path.join(root, folder, 'package.json'), 'utf8')).scripts ?? {};
    return !notUnit.has(name) && typeof scripts.test === 'string';
  });
  const steps: Step[] = [lintStep];
  if (touched.length > 0) {
    steps.push({
      name: 'typecheck',
      command: ['npx', 'turbo', 'run', 'typecheck', `--filter=...[${since}]`],
    });
  }
  if (scriptsChanged(root, since)) {
    steps.push({ name: 'scripts typecheck', command: ['npx', 'tsc', '-p', 'scripts'] }, scriptsTestStep);
  }
  for (const { name, path: folder } of tested) {
    steps.push({
      name,
      cwd: folder,
      command: ['npx', 'vitest', 'run', ...(unitTestsIn[name] ?? [])],
      counts: 'vitest',
    });
  }
  return steps;
}
