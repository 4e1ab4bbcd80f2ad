import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { updateRegistry } from 'delivery/registry';
import { RELEASE_INFO_FILE, type ReleaseInfo, type RemoteName, releaseDir } from 'delivery/release-format';

/** Two versions of a remote, as `npm run release` names them. */
export const V1 = '1.0.0-aaaaaaaaaa';
export const V2 = '1.0.0-bbbbbbbbbb';

export const emptyReleasesDir = () => mkdtempSync(path.join(tmpdir(), 'qd-releases-'));

type FakeRelease = {
  exposes?: ReleaseInfo['exposes'];
  shared?: ReleaseInfo['shared'];
  /** The server bundle's `renderPage` (source of a function), or none. */
  renderPage?: string;
  /** More files of the build, by path in the release. */
  files?: Record<string, string>;
  /** Without its release.json, as a release still being written is. */
  incomplete?: boolean;
};

/**
 * A release as `npm run release` writes it (delivery/release-format): manifest, entry, a page's
 * script, the server bundle, and release.json last.
 */
export function writeRelease(root: string, remote: RemoteName, version: string, release: FakeRelease = {}): string {
  const dir = releaseDir(root, remote, version);
  const files: Record<string, string> = {
    'mf-manifest.json': JSON.stringify({ id: remote, version }),
    'static/js/remoteEntry.js': `/* ${remote} ${version} */`,
    'static/js/async/home.js': `/* home ${version} */`,
    ...(release.renderPage ? { 'server/first-screen.js': `export const renderPage = ${release.renderPage};` } : {}),
    ...release.files,
  };
  for (const [file, content] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), content);
  }
  if (release.incomplete) return dir;
  const info: ReleaseInfo = {
    remote,
    version,
    createdAt: '2026-11-26T05:00:00.000Z',
    createdBy: 'tests',
    contractsVersion: '0.1.0',
    remoteEntry: 'static/js/remoteEntry.js',
    exposes: release.exposes ?? {
      './home-page': { js: ['static/js/async/home.js'], css: [], requires: [] },
    },
    shared: release.shared ?? [],
    serverBundle: release.renderPage ? 'server/first-screen.js' : null,
    files: Object.keys(files).length,
    bytes: 0,
  };
  writeFileSync(path.join(dir, RELEASE_INFO_FILE), JSON.stringify(info));
  return dir;
}

/** `npm run deploy -- <remote> <version>`: the registry points the remote at that release. */
export function deploy(root: string, remote: RemoteName, version: string) {
  updateRegistry(root, (current) => {
    const history = [
      ...(current.remotes[remote]?.history ?? []),
      { action: 'deploy' as const, version, at: new Date().toISOString(), by: 'tests' },
    ];
    return { remotes: { ...current.remotes, [remote]: { live: version, history } } };
  });
}
