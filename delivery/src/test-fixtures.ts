import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { ReleaseInfo } from './release-format.ts';

/** A fresh temporary folder. */
export const temporaryDir = (prefix = 'delivery-') => mkdtempSync(path.join(tmpdir(), prefix));

/** Writes `files` (relative path → text) under `dir`. */
export function writeFiles(dir: string, files: Record<string, string>) {
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), text);
  }
}

/** A release of mfe-listings exposing ./home-page, sharing react and react-router (tree-shaken) and contracts. */
export function releaseFixture(overrides: Partial<ReleaseInfo> = {}): ReleaseInfo {
  return {
    remote: 'mfe-listings',
    version: '0.1.0-aaaaaaaaaa',
    createdAt: '2026-11-26T05:00:00.000Z',
    createdBy: 'test',
    contractsVersion: '0.1.0',
    remoteEntry: 'static/js/mfe_listings.js',
    exposes: { './home-page': { js: ['static/js/home.js'], css: [], requires: ['react'] } },
    shared: [
      { name: 'react', version: '19.2.0', requiredVersion: '^19.2.0', js: [], css: [] },
      {
        name: 'react-router',
        version: '8.5.1',
        requiredVersion: '^8.5.1',
        usedExports: ['Link', 'useNavigate'],
        js: [],
        css: [],
      },
      { name: 'contracts/routes', version: '0.1.0', requiredVersion: '^0.1.0', js: [], css: [] },
    ],
    serverBundle: null,
    files: 3,
    bytes: 100,
    ...overrides,
  };
}

/** A complete release of `version` of mfe-listings under `root` (its release.json only). */
export function storeRelease(root: string, version: string, overrides: Partial<ReleaseInfo> = {}): ReleaseInfo {
  const info = releaseFixture({ version, ...overrides });
  writeFiles(path.join(root, info.remote, version), { 'release.json': JSON.stringify(info) });
  return info;
}
