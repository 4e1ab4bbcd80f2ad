import { describe, expect, it } from 'vitest';
import { compatibilityProblems, type ShellProvides, WHOLE_MODULE } from './compatibility.ts';
import { releaseFixture } from './test-fixtures.ts';

const shell = (overrides: Partial<ShellProvides> = {}): ShellProvides => ({
  shared: [
    { name: 'react', version: '19.2.3' },
    { name: 'react-router', version: '8.5.1' },
    { name: 'contracts/routes', version: '0.1.4' },
  ],
  surface: { 'react-router': ['Link', 'useNavigate', 'useLocation'] },
  ...overrides,
});
const modules = ['mfe_listings/home-page', 'mfe_account/sign-in-page'];

describe('compatibilityProblems', () => {
  it('finds none for a release the shell can run', () => {
    expect(compatibilityProblems(releaseFixture(), shell(), modules)).toEqual([]);
  });

  it('names a shared module whose shell version is outside the range the release needs', () => {
    const problems = compatibilityProblems(
      releaseFixture(),
      shell({ shared: [{ name: 'react', version: '18.3.1' }] }),
      modules,
    );
    expect(problems).toEqual(['shared module react: the release needs ^19.2.0, the shell provides 18.3.1']);
  });

  it('leaves alone a shared module the shell does not provide (the release brings its own copy)', () => {
    expect(compatibilityProblems(releaseFixture(), shell({ shared: [] }), modules)).toEqual([]);
  });

  it('names every module the shell loads from the remote that the release does not expose', () => {
    const problems = compatibilityProblems(releaseFixture(), shell(), [
      ...modules,
      'mfe_listings/blogs-page',
      'mfe_listings/faqs-page',
    ]);
    expect(problems).toEqual([
      'exposed module ./blogs-page: the shell loads it, the release does not expose it',
      'exposed module ./faqs-page: the shell loads it, the release does not expose it',
    ]);
  });

  it('names contracts the shell provides that are not compatible with those the release was built against', () => {
    const release = releaseFixture({ contractsVersion: '0.2.0' });
    const problems = compatibilityProblems(release, shell(), modules);
    expect(problems).toEqual([
      'contracts: the release was built against 0.2.0 (needs ^0.2.0), the shell provides 0.1.4',
    ]);
  });

  it("names the exports a release imports from a tree-shaken share that the shell's copy dropped", () => {
    const problems = compatibilityProblems(releaseFixture(), shell({ surface: { 'react-router': ['Link'] } }), modules);
    expect(problems).toEqual([
      "shared module react-router: the release imports useNavigate, the shell's copy does not keep them",
    ]);
  });

  it('takes a share the shell did not shake (absent from its surface) as whole', () => {
    expect(compatibilityProblems(releaseFixture(), shell({ surface: {} }), modules)).toEqual([]);
  });

  it('refuses a release that takes a whole tree-shaken module', () => {
    const release = releaseFixture();
    const router = release.shared.find((shared) => shared.name === 'react-router');
    if (router) router.usedExports = [WHOLE_MODULE];
    expect(compatibilityProblems(release, shell(), modules)).toEqual([
      "shared module react-router: the release imports the whole module, the shell's copy keeps only 3 exports",
    ]);
  });

  it('lists every mismatch at once', () => {
    const problems = compatibilityProblems(
      releaseFixture({ contractsVersion: '1.0.0' }),
      shell({
        shared: [
          { name: 'react', version: '20.0.0' },
          { name: 'contracts/routes', version: '0.1.0' },
        ],
      }),
      [...modules, 'mfe_listings/blog-page'],
    );
    expect(problems).toHaveLength(3);
  });
});
