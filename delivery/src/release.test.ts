import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { contentHash, type MakeReleaseOptions, makeRelease } from './release.ts';
import { temporaryDir, writeFiles } from './test-fixtures.ts';

const stats = {
  id: 'mfe_listings',
  metaData: { remoteEntry: { name: 'static/js/mfe_listings.1234.js', path: '' } },
  exposes: [
    {
      path: './home-page',
      requires: ['react', 'react-router'],
      assets: {
        js: { sync: ['static/js/home.js'], async: ['static/js/later.js'] },
        css: { sync: ['static/css/home.css'] },
      },
    },
  ],
  shared: [
    { name: 'react', version: '19.2.0', requiredVersion: '^19.2.0', assets: { js: { sync: ['static/js/react.js'] } } },
    {
      name: 'react-router',
      version: '8.5.1',
      requiredVersion: '^8.5.1',
      treeShaking: { mode: 'runtime-infer', usedExports: ['Link', 'NavLink', 'useNavigate'] },
      assets: { js: { sync: ['static/js/router.js'] }, css: { sync: [] } },
    },
  ],
};

/** A build of mfe-listings in a temporary folder, with a first-screen bundle. */
function build(extra: Record<string, string> = {}) {
  const dir = temporaryDir('dist-');
  writeFiles(dir, {
    'mf-stats.json': JSON.stringify(stats),
    'mf-manifest.json': '{}',
    'static/js/home.js': 'home',
    'server/first-screen.js': 'render',
    ...extra,
  });
  return dir;
}

const options = (distDir: string, root: string): MakeReleaseOptions => ({
  remote: 'mfe-listings',
  distDir,
  root,
  by: 'amira',
  now: new Date('2026-11-26T06:00:00Z'),
  packageVersion: '0.1.0',
  contractsVersion: '0.1.0',
  importedNames: (pkg) => (pkg === 'react-router' ? ['Link', 'useNavigate'] : undefined),
});

describe('contentHash', () => {
  it('changes with any byte or file name browsers load, not with the order files were written in nor with MF stats', () => {
    const a = temporaryDir();
    writeFiles(a, { 'x.js': 'one', 'y/z.js': 'two' });
    const b = temporaryDir();
    writeFiles(b, { 'y/z.js': 'two', 'x.js': 'one' });
    expect(contentHash(a)).toBe(contentHash(b));
    expect(contentHash(a)).toMatch(/^[0-9a-f]{10}$/);
    writeFileSync(path.join(b, 'x.js'), 'One');
    expect(contentHash(b)).not.toBe(contentHash(a));
    // MF stats change from one build of the same sources to the next (their `usedIn` order).
    writeFiles(a, { 'mf-stats.json': '{"usedIn":["./a","./b"]}', 'mf-stats.json.gz': 'x' });
    writeFiles(b, { 'x.js': 'one', 'mf-stats.json': '{"usedIn":["./b","./a"]}' });
    expect(contentHash(b)).toBe(contentHash(a));
    const c = temporaryDir();
    writeFiles(c, { 'x2.js': 'one', 'y/z.js': 'two' });
    expect(contentHash(c)).not.toBe(contentHash(a));
  });
});

describe('makeRelease', () => {
  it('copies the build into <remote>/<version>/ with a release.json describing it', () => {
    const root = temporaryDir('releases-');
    const dist = build();
    const made = makeRelease(options(dist, root));
    expect(made.status).toBe('released');
    const version = `0.1.0-${contentHash(dist)}`;
    expect(made.dir).toBe(path.join(root, 'mfe-listings', version));
    expect(readFileSync(path.join(made.dir, 'static/js/home.js'), 'utf8')).toBe('home');
    const info = JSON.parse(readFileSync(path.join(made.dir, 'release.json'), 'utf8'));
    expect(info).toEqual({
      remote: 'mfe-listings',
      version,
      createdAt: '2026-11-26T06:00:00.000Z',
      createdBy: 'amira',
      contractsVersion: '0.1.0',
      remoteEntry: 'static/js/mfe_listings.1234.js',
      exposes: {
        './home-page': { js: ['static/js/home.js'], css: ['static/css/home.css'], requires: ['react', 'react-router'] },
      },
      shared: [
        { name: 'react', version: '19.2.0', requiredVersion: '^19.2.0', js: ['static/js/react.js'], css: [] },
        {
          name: 'react-router',
          version: '8.5.1',
          requiredVersion: '^8.5.1',
          usedExports: ['Link', 'useNavigate'],
          js: ['static/js/router.js'],
          css: [],
        },
      ],
      serverBundle: 'server/first-screen.js',
      files: 4,
      bytes: JSON.stringify(stats).length + '{}'.length + 'home'.length + 'render'.length,
    });
    // Nothing left behind but the release.
    expect(readdirSync(path.join(root, 'mfe-listings'))).toEqual([version]);
  });

  it('records the entry under its folder, no server bundle where the build has none, the whole module where imports cannot be listed', () => {
    const root = temporaryDir('releases-');
    const dist = temporaryDir('dist-');
    writeFiles(dist, {
      'mf-stats.json': JSON.stringify({ ...stats, metaData: { remoteEntry: { name: 'entry.js', path: 'static/js' } } }),
    });
    const { info } = makeRelease({ ...options(dist, root), remote: 'mfe-admin', importedNames: () => undefined });
    expect(info.remoteEntry).toBe('static/js/entry.js');
    expect(info.serverBundle).toBeNull();
    expect(info.shared.find((shared) => shared.name === 'react-router')?.usedExports).toEqual(['*']);
    expect(info.shared.find((shared) => shared.name === 'react')?.usedExports).toBeUndefined();
  });

  it('leaves a release that exists as it is (the same build twice is one release)', () => {
    const root = temporaryDir('releases-');
    const dist = build();
    const first = makeRelease(options(dist, root));
    const again = makeRelease({ ...options(dist, root), by: 'someone else', now: new Date('2027-01-01T00:00:00Z') });
    expect(again.status).toBe('already released');
    expect(again.info).toEqual(first.info);
    expect(JSON.parse(readFileSync(path.join(first.dir, 'release.json'), 'utf8')).createdBy).toBe('amira');
  });

  it('makes a new version for a changed build, beside the old one', () => {
    const root = temporaryDir('releases-');
    const first = makeRelease(options(build(), root));
    const second = makeRelease(options(build({ 'static/js/home.js': 'home v2' }), root));
    expect(second.info.version).not.toBe(first.info.version);
    expect(readdirSync(path.join(root, 'mfe-listings')).sort()).toEqual(
      [first.info.version, second.info.version].sort(),
    );
  });

  it('refuses to release over an incomplete folder of the same version, and copies nothing', () => {
    const root = temporaryDir('releases-');
    const dist = build();
    const dir = path.join(root, 'mfe-listings', `0.1.0-${contentHash(dist)}`);
    writeFiles(dir, { 'half.js': '' });
    expect(() => makeRelease(options(dist, root))).toThrow(/incomplete release/);
    expect(readdirSync(dir)).toEqual(['half.js']);
  });

  it('fails on a build without MF stats, leaving no folder behind', () => {
    const root = temporaryDir('releases-');
    const dist = temporaryDir('dist-');
    writeFiles(dist, { 'index.js': '' });
    expect(() => makeRelease(options(dist, root))).toThrow();
    expect(readdirSync(path.join(root, 'mfe-listings'))).toEqual([]);
  });
});
