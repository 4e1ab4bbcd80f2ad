import { describe, expect, it } from 'vitest';
import { containerName, manifestUrl, moduleOfRemote, releaseOfUrl } from './remotes.ts';
import { remoteLoadFailure } from './schemas/release-report.ts';

describe('release addresses', () => {
  it('names the remote and release of a manifest address, relative or absolute', () => {
    expect(releaseOfUrl(manifestUrl('mfe-listings', '0.1.0-0123456789'))).toEqual({
      remote: 'mfe-listings',
      version: '0.1.0-0123456789',
    });
    expect(releaseOfUrl('https://qatar.example/releases/mfe-admin/2.3.4-abcdefabcd/static/js/a.js')).toEqual({
      remote: 'mfe-admin',
      version: '2.3.4-abcdefabcd',
    });
  });

  it('names none for a dev server, an unknown remote or a version that is not one', () => {
    expect(releaseOfUrl('http://localhost:3101/mf-manifest.json')).toBeUndefined();
    expect(releaseOfUrl('/releases/mfe-other/0.1.0-0123456789/mf-manifest.json')).toBeUndefined();
    expect(releaseOfUrl('/releases/mfe-listings/latest/mf-manifest.json')).toBeUndefined();
  });

  it('takes a failure report of a known remote and release only', () => {
    expect(remoteLoadFailure.safeParse({ remote: 'mfe-account', version: '0.1.0-0123456789' }).success).toBe(true);
    expect(remoteLoadFailure.safeParse({ remote: 'mfe-account', version: '../../registry' }).success).toBe(false);
    expect(remoteLoadFailure.safeParse({ remote: 'shell', version: '0.1.0-0123456789' }).success).toBe(false);
    expect(remoteLoadFailure.safeParse({ remote: 'mfe-account', version: '0.1.0-0123456789', extra: 1 }).success).toBe(
      false,
    );
  });
});

describe('remote and container names', () => {
  it('names a remote’s container, and the remote and module of a module id', () => {
    expect(containerName('mfe-listings')).toBe('mfe_listings');
    expect(moduleOfRemote('mfe_account/sign-in-page')).toEqual({ remote: 'mfe-account', exposed: 'sign-in-page' });
    expect(moduleOfRemote('mfe_other/page')).toBeUndefined();
    expect(moduleOfRemote('mfe_admin')).toBeUndefined();
  });
});
