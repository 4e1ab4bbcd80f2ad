import { copyFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { releaseDir } from 'delivery/release-format';
import { describe, expect, it } from 'vitest';
import { deploy, emptyReleasesDir, V1, V2, writeRelease } from '../../../test/fake-releases.ts';
import { createRemoteReleases } from './remote-releases.ts';

describe("the remotes' releases", () => {
  it('give each deployed remote its live release, and the overrides over them', () => {
    const root = emptyReleasesDir();
    writeRelease(root, 'mfe-listings', V1);
    writeRelease(root, 'mfe-account', V1);
    deploy(root, 'mfe-listings', V1);
    deploy(root, 'mfe-account', V1);
    const releases = createRemoteReleases({
      root,
      overrides: { 'mfe-account': 'http://localhost:3102/mf-manifest.json' },
    });
    expect(releases.releasesFor()).toEqual({ 'mfe-listings': V1 });
    expect(releases.manifests()).toEqual({
      'mfe-listings': `/releases/mfe-listings/${V1}/mf-manifest.json`,
      'mfe-account': 'http://localhost:3102/mf-manifest.json',
    });
    expect(releases.undeployed()).toEqual(['mfe-admin']);
  });

  it("read a release's release.json once; one not there yet is looked for again a second later; another release's is none", () => {
    let clock = 0;
    const root = emptyReleasesDir();
    const releases = createRemoteReleases({ root, now: () => clock });
    const v2 = writeRelease(root, 'mfe-listings', V2, { incomplete: true });
    expect(releases.info('mfe-listings', V2)).toBeUndefined();
    writeRelease(root, 'mfe-listings', V2);
    clock += 999;
    expect(releases.info('mfe-listings', V2)).toBeUndefined();
    clock += 1;
    expect(releases.info('mfe-listings', V2)?.version).toBe(V2);
    rmSync(path.join(v2, 'release.json'));
    expect(releases.info('mfe-listings', V2)?.version).toBe(V2);

    // A folder holding mfe-admin's release.json: a copy gone wrong.
    const v1 = writeRelease(root, 'mfe-listings', V1, { incomplete: true });
    writeRelease(root, 'mfe-admin', V1);
    copyFileSync(path.join(releaseDir(root, 'mfe-admin', V1), 'release.json'), path.join(v1, 'release.json'));
    expect(releases.info('mfe-listings', V1)).toBeUndefined();
  });
});
